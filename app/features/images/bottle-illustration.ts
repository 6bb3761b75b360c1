// Illustration used when the store has no photo for a bottle size: the product's container
// (bottle, can or pack) with its label, on a soft light background. Pure: returns SVG text.
import { drawBeer, parseBeerSize } from "./beer-containers";
import type { LabelText } from "./bottle-label";
import { bottleGeometry, type SpiritKind, type WineShape } from "./bottle-shapes";
import { cleanText, escapeXml } from "./label-text";
import { closureColorFor, glassFor, labelStyleFor, type WineStyle } from "./palettes";
import { CYLINDER_SHADE, drawBottle, HIGHLIGHT, LABEL_SHADE } from "./spirit-bottle";
import { type Drawing, hashText, linearGradient } from "./svg-kit";

export type IllustrationSubject = {
  type: string;
  brand: string;
  name: string;
  sizeLabel: string;
  sizeMl: number | null;
  /** The catalogue's wine type ("Vino Tinto", "Champagne"…): a red is drawn in dark glass. */
  wineType?: string | null;
  varietal?: string | null;
};

const FLOOR_Y = 900;
const STANDARD_ML = 750;

/** Lower case without accents, for keyword matching ("Añejo" -> "anejo"). */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const KIND_PATTERNS: ReadonlyArray<readonly [SpiritKind | "beer", RegExp]> = [
  ["beer", /beer|cerveza|lager|stout|pilsner|\bipa\b|\bale\b/],
  ["aguardiente", /aguardiente/],
  ["mezcal", /mezcal/],
  ["tequila", /tequila/],
  ["whiskey", /whisk|bourbon|scotch|\brye\b/],
  ["vodka", /vodka/],
  ["rum", /\brum\b|\bron\b/],
  ["wine", /wine|vino|champagne|prosecco|\bcava\b/],
  ["gin", /\bgin\b|ginebra/],
  ["cognac", /cognac|brandy|armagnac/],
  ["liquors", /liquor|liqueur|licor|cream|schnapps|amaro/],
];

function kindOf(subject: IllustrationSubject): SpiritKind | "beer" {
  const type = fold(subject.type);
  const match = KIND_PATTERNS.find(([, pattern]) => pattern.test(type));
  if (match) return match[0];
  // Beer sizes are counted in ounces and packs even when the type is missing.
  return parseBeerSize(subject.sizeLabel) ? "beer" : "generic";
}

const ML_PER_UNIT: Record<string, number> = {
  ml: 1,
  cl: 10,
  l: 1000,
  lt: 1000,
  liter: 1000,
  litre: 1000,
  oz: 29.5735,
};

const isVolume = (ml: number | null): ml is number => ml !== null && Number.isFinite(ml) && ml > 0;

/** sizeMl when the catalogue has it, else read from labels like "1.75L" or "4oz". */
function volumeMl(subject: IllustrationSubject): number {
  if (isVolume(subject.sizeMl)) return subject.sizeMl;
  const match = /(\d+(?:[.,]\d+)?)\s*(ml|cl|lt|l|liter|litre|oz)s?\b/i.exec(subject.sizeLabel);
  const unit = ML_PER_UNIT[match?.[2]?.toLowerCase() ?? ""];
  return match?.[1] && unit ? Number(match[1].replace(",", ".")) * unit : STANDARD_ML;
}

/** "Buchanan's" + "Buchanan's 12" prints as BUCHANAN'S over "12", like a real label. */
function nameWithoutBrand(name: string, brand: string): string {
  if (brand === "" || !fold(name).startsWith(fold(brand))) return name;
  const rest = name.slice(brand.length).replace(/^[\s\-–—:,]+/, "");
  // Keep "Ronrico" whole for the brand "Ron": the brand must end at a word boundary.
  return rest === "" || /^[\p{L}\p{N}]/u.test(name.slice(brand.length)) ? name : rest;
}

function labelText(subject: IllustrationSubject): LabelText {
  const brand = cleanText(subject.brand);
  const name = cleanText(subject.name);
  return {
    brand,
    name: nameWithoutBrand(name, brand),
    size: cleanText(subject.sizeLabel),
  };
}

const WINE_TYPES: ReadonlyArray<readonly [WineStyle, RegExp]> = [
  ["sparkling", /champagne|sparkling|espumoso|espumante|cava|prosecco|cremant|brut/],
  ["rose", /rosado|rose\b|blush/],
  ["red", /tinto|\bred\b|rojo|port\b|oporto/],
  ["white", /blanco|white|\bblanc\b/],
];

// Grapes name the colour when the wine type does not; reds first: "Cabernet Sauvignon" is red.
const GRAPES: ReadonlyArray<readonly [WineStyle, RegExp]> = [
  [
    "red",
    /cabernet|merlot|pinot noir|malbec|syrah|shiraz|tempranillo|zinfandel|sangiovese|carmenere|rioja|chianti|red blend/,
  ],
  ["white", /chardonnay|sauvignon blanc|pinot grigio|pinot gris|riesling|moscato|albarino|verdejo|viognier/],
];

/** The wine's style by its type ("Vino Tinto"), else its name or varietal; unknown wines are drawn red. */
export function wineStyleOf(subject: IllustrationSubject): WineStyle {
  const type = fold(subject.wineType ?? "");
  const known = WINE_TYPES.find(([, pattern]) => pattern.test(type));
  if (known) return known[0];
  const words = fold(`${subject.name} ${subject.varietal ?? ""}`);
  const named = [...WINE_TYPES.slice(0, 2), ...GRAPES, ...WINE_TYPES.slice(2)].find(([, pattern]) =>
    pattern.test(words),
  );
  return named?.[0] ?? "red";
}

function wineShapeOf(style: WineStyle, subject: IllustrationSubject): WineShape {
  if (style === "sparkling") return "sparkling";
  return /pinot noir|chardonnay|bourgogne|burgundy/.test(fold(`${subject.name} ${subject.varietal ?? ""}`))
    ? "burgundy"
    : "bordeaux";
}

function drawSpirit(kind: SpiritKind, subject: IllustrationSubject, hash: number): Drawing {
  const wine = kind === "wine" ? wineStyleOf(subject) : "red";
  const geometry = bottleGeometry(kind, volumeMl(subject), FLOOR_Y, {
    hash,
    wineShape: wineShapeOf(wine, subject),
  });
  const look = {
    glass: glassFor(kind, fold(subject.name), hash, wine),
    closure: closureColorFor(kind, hash),
    label: labelStyleFor(kind, hash),
  };
  return {
    svg: drawBottle("bottle", geometry, look, labelText(subject)),
    halfWidth: geometry.bodyHalf,
  };
}

function backdrop(halfWidth: number): string {
  const defs = [
    linearGradient("backdrop", "vertical", [
      [0, "#fbfaf7"],
      [0.72, "#f3f0ea"],
      [1, "#e9e4dc"],
    ]),
    `<radialGradient id="floor-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.3"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
    CYLINDER_SHADE,
    LABEL_SHADE,
    HIGHLIGHT,
  ];
  return [
    `<defs>${defs.join("")}</defs>`,
    `<rect width="1000" height="1000" fill="url(#backdrop)"/>`,
    `<ellipse cx="500" cy="${FLOOR_Y + 2}" rx="${Math.round(halfWidth * 1.35)}" ry="26" fill="url(#floor-shadow)"/>`,
  ].join("");
}

export function renderIllustrationSvg(subject: IllustrationSubject): string {
  const kind = kindOf(subject);
  const hash = hashText(`${fold(subject.brand)}|${fold(subject.name)}`);
  const product =
    kind === "beer"
      ? drawBeer(subject.sizeLabel, labelText(subject), hash, FLOOR_Y)
      : drawSpirit(kind, subject, hash);
  const title = escapeXml(cleanText(`${subject.brand} ${subject.name} ${subject.sizeLabel}`));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">`,
    `<title>${title}</title>`,
    backdrop(product.halfWidth),
    product.svg,
    `</svg>`,
  ].join("");
}
