// Text helpers for bottle labels: XML escaping, width estimates and fitting a name into a box.
// Pure (no Node APIs) so the illustration can be rendered anywhere.

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

// XML 1.0 rejects control characters, lone surrogates and U+FFFE/U+FFFF even when escaped,
// and librsvg refuses the whole document if one slips through.
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff;
}

export function escapeXml(text: string): string {
  return Array.from(text)
    .filter(isXmlChar)
    .join("")
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** Collapses whitespace (tabs, newlines) so catalogue names print as one phrase. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// Advance widths in em, rounded up from DejaVu Serif (the widest font the label's font stacks
// fall back to on the server), so estimates are upper bounds and text never spills off a label.
const NARROW = new Set("ijl.,;:'!|`IJ ");
const SEMI_NARROW = new Set("frt-()[]/\"");
const WIDE = new Set("mwMW@%&");
const WIDE_CAPITALS = new Set("CDGHKNOQRU");
const BOLD_FACTOR = 1.12;

function charWidth(char: string): number {
  const base = char.normalize("NFD").charAt(0); // "ñ" measures like "n"
  if (NARROW.has(base)) return 0.4;
  if (SEMI_NARROW.has(base)) return 0.5;
  if (WIDE.has(base)) return 1.04;
  if (WIDE_CAPITALS.has(base)) return 0.88;
  if (/[A-Z]/.test(base)) return 0.8;
  if (/[a-z0-9]/.test(base)) return 0.65;
  return 1; // symbols, CJK, emoji
}

export type TextStyle = { bold?: boolean; letterSpacing?: number /* em */ };

export function textWidth(text: string, fontSize: number, style: TextStyle = {}): number {
  const chars = Array.from(text);
  const ems = chars.reduce((sum, char) => sum + charWidth(char), 0);
  const spacing = (style.letterSpacing ?? 0) * Math.max(chars.length - 1, 0);
  return (ems * (style.bold ? BOLD_FACTOR : 1) + spacing) * fontSize;
}

export type FitOptions = TextStyle & {
  width: number;
  height: number;
  maxFontSize: number;
  minFontSize: number;
  maxLines: number;
  lineHeight: number; // multiple of the font size
};

export type FittedText = { lines: string[]; fontSize: number };

const ELLIPSIS = "…";

/** Greedy word wrap; returns null when a single word is wider than the line. */
function wrapWords(words: string[], fits: (line: string) => boolean): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    if (!fits(word)) return null;
    const last = lines[lines.length - 1];
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Narrowest wrap with the same number of lines, so a name reads as an even block. */
function balance(words: string[], fontSize: number, width: number, style: TextStyle): string[] {
  const wrapAt = (limit: number) => wrapWords(words, (line) => textWidth(line, fontSize, style) <= limit);
  const lines = wrapAt(width) ?? [];
  let low = 0;
  let high = width;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    const candidate = wrapAt(mid);
    if (candidate !== null && candidate.length <= lines.length) high = mid;
    else low = mid;
  }
  return wrapAt(high) ?? lines;
}

function maxLinesFor(fontSize: number, options: FitOptions): number {
  return Math.min(options.maxLines, Math.floor(options.height / (fontSize * options.lineHeight)));
}

/** Last resort for names that do not fit at the smallest size: break anywhere and add "…". */
function forceFit(text: string, fontSize: number, lineCount: number, options: FitOptions): string[] {
  const fits = (line: string) => textWidth(line, fontSize, options) <= options.width;
  const lines: string[] = [];
  let rest = Array.from(text);
  while (rest.length > 0 && lines.length < lineCount) {
    let take = rest.length;
    while (take > 1 && !fits(rest.slice(0, take).join("").trimEnd())) take -= 1;
    lines.push(rest.slice(0, take).join("").trim());
    rest = rest.slice(take);
  }
  if (rest.length === 0) return lines.filter((line) => line !== "");
  let last = Array.from(lines.pop() ?? "");
  while (last.length > 0 && !fits(`${last.join("").trimEnd()}${ELLIPSIS}`)) last = last.slice(0, -1);
  return [...lines, `${last.join("").trimEnd()}${ELLIPSIS}`];
}

/**
 * Picks the largest font size at which the text wraps into the box on whole words,
 * shrinking step by step; below the minimum size it breaks words and truncates.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const words = cleanText(text).split(" ").filter((word) => word !== "");
  if (words.length === 0) return { lines: [], fontSize: options.maxFontSize };
  for (let fontSize = options.maxFontSize; fontSize >= options.minFontSize; fontSize *= 0.94) {
    const lines = wrapWords(words, (line) => textWidth(line, fontSize, options) <= options.width);
    if (lines !== null && lines.length <= maxLinesFor(fontSize, options)) {
      return { lines: balance(words, fontSize, options.width, options), fontSize };
    }
  }
  const fontSize = options.minFontSize;
  const lineCount = Math.max(1, maxLinesFor(fontSize, options));
  return { lines: forceFit(words.join(" "), fontSize, lineCount, options), fontSize };
}
