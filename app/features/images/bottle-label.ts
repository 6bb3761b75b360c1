// The paper label printed on a bottle, can or carton: brand, product name and size.
import { escapeXml, fitText, type FitOptions, type FittedText } from "./label-text";
import { attrs, type Box, linearGradient, rect } from "./svg-kit";

export const SERIF = "Georgia, 'DejaVu Serif', serif";
export const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

export type LabelStyle = { paper: string; ink: string; accent: string };
export type LabelText = { brand: string; name: string; size: string; note?: string };
export type LabelShape = "rect" | "arch" | "bare";

type TextLine = { lines: string[]; fontSize: number; top: number };
type Typeface = { family: string; bold?: boolean; letterSpacing?: number; italic?: boolean };

function textBlock(block: TextLine, centerX: number, lineHeight: number, fill: string, face: Typeface): string {
  const tspans = block.lines
    .map((line, i) => {
      const baseline = block.top + (i + 0.5) * block.fontSize * lineHeight + block.fontSize * 0.36;
      return `<tspan ${attrs({ x: centerX, y: baseline })}>${escapeXml(line)}</tspan>`;
    })
    .join("");
  const style = attrs({
    "font-family": face.family,
    "font-size": block.fontSize,
    "font-weight": face.bold ? "bold" : undefined,
    "font-style": face.italic ? "italic" : undefined,
    "letter-spacing": face.letterSpacing ? block.fontSize * face.letterSpacing : undefined,
    "text-anchor": "middle",
    fill,
  });
  return `<text ${style}>${tspans}</text>`;
}

function labelOutline(box: Box, shape: LabelShape, fill: string, stroke?: string): string {
  if (shape === "arch") {
    const rise = Math.min(box.height * 0.12, box.width * 0.2);
    const { x, y, width, height } = box;
    const d = `M ${x} ${y + rise} Q ${x + width / 2} ${y - rise} ${x + width} ${y + rise} L ${x + width} ${y + height} L ${x} ${y + height} Z`;
    return `<path ${attrs({ d, fill, stroke, "stroke-width": stroke ? 2 : undefined })}/>`;
  }
  return rect(box, { fill, rx: Math.min(box.width, box.height) * 0.03, stroke, "stroke-width": stroke ? 2 : undefined });
}

function ornament(centerX: number, y: number, width: number, color: string): string {
  const half = width / 2;
  const diamond = Math.max(width * 0.03, 3);
  return [
    `<path ${attrs({ d: `M ${centerX - half} ${y} H ${centerX - diamond * 2} M ${centerX + diamond * 2} ${y} H ${centerX + half}`, stroke: color, "stroke-width": Math.max(width * 0.008, 1) })}/>`,
    `<path ${attrs({ d: `M ${centerX} ${y - diamond} L ${centerX + diamond} ${y} L ${centerX} ${y + diamond} L ${centerX - diamond} ${y} Z`, fill: color })}/>`,
  ].join("");
}

function fitted(text: string, options: FitOptions, top: number): TextLine {
  const block: FittedText = fitText(text, options);
  return { ...block, top };
}

const blockHeight = (block: FittedText, lineHeight: number) => block.lines.length * block.fontSize * lineHeight;

/**
 * Draws the label: brand in capitals on top, an ornament, the product name shrunk to fit in up to
 * three lines, and the size at the bottom. `id` keeps gradient ids unique when a pack shows several.
 */
export function drawLabel(id: string, box: Box, text: LabelText, style: LabelStyle, shape: LabelShape): string {
  const pad = box.width * 0.09;
  const inner = box.width - pad * 2;
  const centerX = box.x + box.width / 2;
  const archRise = shape === "arch" ? Math.min(box.height * 0.12, box.width * 0.2) : 0;
  const top = box.y + pad * 0.8 + archRise * 0.6;
  const bottom = box.y + box.height - pad * 0.7;
  const unit = Math.min(box.width, box.height * 0.9);

  const brand = fitted(
    text.brand.toUpperCase(),
    { width: inner * 0.94, height: box.height * 0.2, maxFontSize: unit * 0.1, minFontSize: unit * 0.05, maxLines: 2, lineHeight: 1.15, bold: true, letterSpacing: 0.08 },
    top,
  );
  const ornamentY = top + blockHeight(brand, 1.15) + unit * 0.045;
  const size = fitted(
    text.size,
    { width: inner, height: unit * 0.1, maxFontSize: unit * 0.07, minFontSize: unit * 0.04, maxLines: 1, lineHeight: 1.2, letterSpacing: 0.06 },
    0,
  );
  size.top = bottom - blockHeight(size, 1.2);
  const note = text.note
    ? fitted(text.note, { width: inner, height: unit * 0.1, maxFontSize: unit * 0.065, minFontSize: unit * 0.04, maxLines: 1, lineHeight: 1.2 }, 0)
    : undefined;
  if (note) note.top = size.top - blockHeight(note, 1.2) - unit * 0.01;

  const nameTop = ornamentY + unit * 0.05;
  const nameBottom = (note?.top ?? size.top) - unit * 0.04;
  const name = fitted(
    text.name,
    { width: inner, height: Math.max(nameBottom - nameTop, unit * 0.08), maxFontSize: unit * 0.15, minFontSize: unit * 0.055, maxLines: 3, lineHeight: 1.12 },
    0,
  );
  name.top = nameTop + Math.max(0, (nameBottom - nameTop - blockHeight(name, 1.12)) / 2);

  const paperId = `${id}-paper`;
  const paper =
    shape === "bare"
      ? ""
      : [
          `<defs>${linearGradient(paperId, "vertical", [[0, style.paper], [1, style.paper, 0.92]])}</defs>`,
          labelOutline(box, shape, `url(#${paperId})`),
          labelOutline(box, shape, "url(#label-shade)"),
          labelOutline(insetBox(box, unit * 0.035), shape, "none", style.accent),
        ].join("");

  return [
    paper,
    textBlock(brand, centerX, 1.15, style.ink, { family: SERIF, bold: true, letterSpacing: 0.08 }),
    ornament(centerX, ornamentY, inner * 0.6, style.accent),
    textBlock(name, centerX, 1.12, style.ink, { family: SERIF }),
    note ? textBlock(note, centerX, 1.2, style.accent, { family: SERIF, italic: true }) : "",
    textBlock(size, centerX, 1.2, style.ink, { family: SANS, letterSpacing: 0.06 }),
  ].join("");
}

function insetBox(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - by * 2, height: box.height - by * 2 };
}
