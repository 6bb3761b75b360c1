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
const SEMI_NARROW = new Set('frt-()[]/"');
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
  // Take fewer lines as long as the type stays at least this fraction of the largest size
  // possible (1: always the largest type; 0.7: fewer lines unless wrapping buys 40% larger type).
  fewerLinesBias?: number;
};

export type FittedText = { lines: string[]; fontSize: number };

const ELLIPSIS = "…";

/** A word, or part of a word too long for one line; `glued` parts continue without a space. */
type Piece = { text: string; glued: boolean };

function splitLongWord(word: string, fits: (line: string) => boolean): Piece[] {
  const pieces: Piece[] = [];
  let rest = Array.from(word);
  while (rest.length > 0) {
    let take = rest.length;
    while (take > 1 && !fits(rest.slice(0, take).join(""))) take -= 1;
    pieces.push({
      text: rest.slice(0, take).join(""),
      glued: pieces.length > 0,
    });
    rest = rest.slice(take);
  }
  return pieces;
}

/** Greedy wrap; returns null when a word is wider than the line and may not be split. */
function wrap(words: string[], fits: (line: string) => boolean, splitWords: boolean): string[] | null {
  const pieces: Piece[] = [];
  for (const word of words) {
    if (fits(word)) pieces.push({ text: word, glued: false });
    else if (splitWords) pieces.push(...splitLongWord(word, fits));
    else return null;
  }
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines[lines.length - 1];
    const joined = `${last}${piece.glued ? "" : " "}${piece.text}`;
    if (last !== undefined && !piece.glued && fits(joined)) lines[lines.length - 1] = joined;
    else lines.push(piece.text);
  }
  return lines;
}

/** Narrowest wrap with the same number of lines, so a name reads as an even block. */
function balance(
  words: string[],
  lines: string[],
  fits: (line: string, limit: number) => boolean,
  width: number,
): string[] {
  let low = 0;
  let high = width;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    const candidate = wrap(words, (line) => fits(line, mid), false);
    if (candidate !== null && candidate.length <= lines.length) high = mid;
    else low = mid;
  }
  return wrap(words, (line) => fits(line, high), false) ?? lines;
}

function maxLinesFor(fontSize: number, options: FitOptions): number {
  return Math.max(
    1,
    Math.min(options.maxLines, Math.floor(options.height / (fontSize * options.lineHeight))),
  );
}

function truncate(lines: string[], count: number, fits: (line: string) => boolean): string[] {
  if (lines.length <= count) return lines;
  let last = Array.from(lines[count - 1] ?? "");
  while (last.length > 0 && !fits(`${last.join("").trimEnd()}${ELLIPSIS}`)) last = last.slice(0, -1);
  return [...lines.slice(0, count - 1), `${last.join("").trimEnd()}${ELLIPSIS}`];
}

function fontSizes(options: FitOptions): number[] {
  const sizes: number[] = [];
  for (let size = options.maxFontSize; size > options.minFontSize; size *= 0.94) sizes.push(size);
  return [...sizes, options.minFontSize];
}

/** Largest size at which the text wraps into at most `lineLimit` lines inside the box. */
function largestFit(
  words: string[],
  options: FitOptions,
  lineLimit: number,
  splitWords: boolean,
): FittedText | null {
  for (const fontSize of fontSizes(options)) {
    const lines = wrap(words, (line) => textWidth(line, fontSize, options) <= options.width, splitWords);
    if (lines !== null && lines.length <= Math.min(lineLimit, maxLinesFor(fontSize, options)))
      return { lines, fontSize };
  }
  return null;
}

/**
 * Fits text into the box on whole words if it can (balancing the lines), else breaking long
 * words, else at the smallest size truncated with "…".
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const words = cleanText(text)
    .split(" ")
    .filter((word) => word !== "");
  if (words.length === 0) return { lines: [], fontSize: options.maxFontSize };
  const lineCounts = Array.from({ length: options.maxLines }, (_, i) => i + 1);
  for (const splitWords of [false, true]) {
    const layouts = lineCounts
      .map((count) => largestFit(words, options, count, splitWords))
      .filter((layout): layout is FittedText => layout !== null);
    const largest = Math.max(...layouts.map((layout) => layout.fontSize));
    const chosen = layouts.find((layout) => layout.fontSize >= largest * (options.fewerLinesBias ?? 1));
    if (!chosen) continue;
    if (splitWords) return chosen;
    const fitsAt = (line: string, limit: number) => textWidth(line, chosen.fontSize, options) <= limit;
    return {
      lines: balance(words, chosen.lines, fitsAt, options.width),
      fontSize: chosen.fontSize,
    };
  }
  const fontSize = options.minFontSize;
  const fits = (line: string) => textWidth(line, fontSize, options) <= options.width;
  return {
    lines: truncate(wrap(words, fits, true) ?? [], maxLinesFor(fontSize, options), fits),
    fontSize,
  };
}
