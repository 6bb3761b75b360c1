// The paper label printed on a bottle, can or carton: brand, product name and size.
import { escapeXml, fitText, type FittedText } from "./label-text";
import { attrs, type Box, linearGradient, pathData, rect } from "./svg-kit";

export const SERIF = "Georgia, 'DejaVu Serif', serif";
export const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

export type LabelStyle = { paper: string; ink: string; accent: string };
export type LabelText = {
  brand: string;
  name: string;
  size: string;
  note?: string;
};
type LabelShape = "rect" | "arch" | "bare";

type Typeface = {
  family: string;
  bold?: boolean;
  letterSpacing?: number;
  italic?: boolean;
};

const BRAND_LINE = 1.15;
const NAME_LINE = 1.12;
const SMALL_LINE = 1.2;

/** One <text> with a centred <tspan> per line, its first line box starting at `top`. */
function textBlock(
  block: FittedText,
  top: number,
  lineHeight: number,
  centerX: number,
  fill: string,
  face: Typeface,
): string {
  const tspans = block.lines
    .map((line, i) => {
      const baseline = top + (i + 0.5) * block.fontSize * lineHeight + block.fontSize * 0.36;
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

const archRise = (box: Box) => Math.min(box.height * 0.12, box.width * 0.2);

function labelOutline(box: Box, shape: LabelShape, fill: string, stroke?: string): string {
  const strokeAttrs = { stroke, "stroke-width": stroke ? 2 : undefined };
  if (shape !== "arch")
    return rect(box, {
      fill,
      rx: Math.min(box.width, box.height) * 0.03,
      ...strokeAttrs,
    });
  const { x, y, width, height } = box;
  const rise = archRise(box);
  const d = pathData`M ${x} ${y + rise} Q ${x + width / 2} ${y - rise} ${x + width} ${y + rise} L ${x + width} ${y + height} L ${x} ${y + height} Z`;
  return `<path ${attrs({ d, fill, ...strokeAttrs })}/>`;
}

/** Thin rule with a diamond between the brand and the name. */
function ornament(centerX: number, y: number, width: number, color: string): string {
  const half = width / 2;
  const diamond = Math.max(width * 0.03, 3);
  const rule = pathData`M ${centerX - half} ${y} H ${centerX - diamond * 2} M ${centerX + diamond * 2} ${y} H ${centerX + half}`;
  const gem = pathData`M ${centerX} ${y - diamond} L ${centerX + diamond} ${y} L ${centerX} ${y + diamond} L ${centerX - diamond} ${y} Z`;
  return `<path ${attrs({ d: rule, stroke: color, "stroke-width": Math.max(width * 0.008, 1) })}/><path ${attrs({ d: gem, fill: color })}/>`;
}

const blockHeight = (block: FittedText, lineHeight: number) =>
  block.lines.length * block.fontSize * lineHeight;

function drawPaper(id: string, box: Box, style: LabelStyle, shape: LabelShape, inset: number): string {
  if (shape === "bare") return "";
  const inner = {
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - inset * 2,
    height: box.height - inset * 2,
  };
  return [
    `<defs>${linearGradient(id, "vertical", [
      [0, style.paper],
      [1, style.paper, 0.92],
    ])}</defs>`,
    labelOutline(box, shape, `url(#${id})`),
    labelOutline(box, shape, "url(#label-shade)"),
    labelOutline(inner, shape, "none", style.accent),
  ].join("");
}

/** The brand in capitals, bold and spaced, on up to two lines across the top. */
function fitBrand(brand: string, inner: number, box: Box, unit: number): FittedText {
  return fitText(brand.toUpperCase(), {
    width: inner * 0.94,
    height: box.height * 0.2,
    maxFontSize: unit * 0.1,
    minFontSize: unit * 0.05,
    maxLines: 2,
    lineHeight: BRAND_LINE,
    bold: true,
    letterSpacing: 0.08,
    fewerLinesBias: 0.7,
  });
}

/** The size at the bottom and the optional note above it, one small line each. */
function fitSizeAndNote(
  text: LabelText,
  inner: number,
  unit: number,
): { size: FittedText; note: FittedText | null } {
  const small = {
    width: inner,
    minFontSize: unit * 0.045,
    maxLines: 1,
    lineHeight: SMALL_LINE,
  };
  const size = fitText(text.size, {
    ...small,
    height: unit * 0.12,
    maxFontSize: unit * 0.08,
    letterSpacing: 0.06,
  });
  const note = text.note
    ? fitText(text.note, {
        ...small,
        height: unit * 0.1,
        maxFontSize: unit * 0.065,
      })
    : null;
  return { size, note };
}

/**
 * Draws the label: brand in capitals on top, an ornament, the product name as large as fits in
 * up to three lines, an optional note, and the size at the bottom. `bare` prints straight onto
 * the container (cans, cartons). `id` keeps gradient ids unique when a pack shows several.
 */
export function drawLabel(
  id: string,
  box: Box,
  text: LabelText,
  style: LabelStyle,
  shape: LabelShape,
): string {
  const pad = box.width * 0.09;
  const inner = box.width - pad * 2;
  const centerX = box.x + box.width / 2;
  const unit = Math.min(box.width, box.height * 0.9);
  const top = box.y + pad * 0.8 + (shape === "arch" ? archRise(box) * 0.6 : 0);
  const bottom = box.y + box.height - pad * 0.7;
  const brand = fitBrand(text.brand, inner, box, unit);
  const { size, note } = fitSizeAndNote(text, inner, unit);

  const ornamentY = top + blockHeight(brand, BRAND_LINE) + unit * 0.045;
  const sizeTop = bottom - blockHeight(size, SMALL_LINE);
  const noteTop = note ? sizeTop - blockHeight(note, SMALL_LINE) - unit * 0.01 : sizeTop;
  const nameTop = ornamentY + unit * 0.05;
  const nameBottom = noteTop - unit * 0.04;
  const name = fitText(text.name, {
    width: inner,
    height: Math.max(nameBottom - nameTop, unit * 0.08),
    maxFontSize: unit * 0.15,
    minFontSize: unit * 0.055,
    maxLines: 3,
    lineHeight: NAME_LINE,
    fewerLinesBias: 0.8,
  });
  const nameCentredTop = nameTop + Math.max(0, (nameBottom - nameTop - blockHeight(name, NAME_LINE)) / 2);

  return [
    drawPaper(`${id}-paper`, box, style, shape, unit * 0.035),
    textBlock(brand, top, BRAND_LINE, centerX, style.ink, {
      family: SERIF,
      bold: true,
      letterSpacing: 0.08,
    }),
    ornament(centerX, ornamentY, inner * 0.6, style.accent),
    textBlock(name, nameCentredTop, NAME_LINE, centerX, style.ink, {
      family: SERIF,
    }),
    note
      ? textBlock(note, noteTop, SMALL_LINE, centerX, style.accent, {
          family: SERIF,
          italic: true,
        })
      : "",
    textBlock(size, sizeTop, SMALL_LINE, centerX, style.ink, {
      family: SANS,
      letterSpacing: 0.06,
    }),
  ].join("");
}
