// Silhouettes of spirit and wine bottles: a few profiles per kind of drink, scaled by the bottle size.
import { type Box, CENTER_X, type Curve, line, pick, symmetricPath } from "./svg-kit";

export type SpiritKind =
  | "whiskey"
  | "tequila"
  | "vodka"
  | "rum"
  | "wine"
  | "gin"
  | "cognac"
  | "liquors"
  | "aguardiente"
  | "mezcal"
  | "generic";

export type ClosureKind = "screw" | "cork" | "foil" | "crown";

/** Profile of a 750 ml bottle in canvas pixels (the canvas is 1000 x 1000). */
export type BottleProfile = {
  baseHalf: number;
  bodyHalf: number;
  belly: number; // how far the sides bulge out (decanters)
  bodyHeight: number;
  shoulderHeight: number;
  // Shoulder curve handles as fractions: [inward at start, upward at start, outward at end, downward at end].
  shoulder: readonly [number, number, number, number];
  neckHalf: number;
  neckHeight: number;
  corner: number;
  closure: ClosureKind;
  closureHeight: number;
  labelArch: boolean;
  labelWidth: number; // fraction of the body width
  flatSides: boolean;
};

const GENERIC: BottleProfile = {
  baseHalf: 135,
  bodyHalf: 135,
  belly: 0,
  bodyHeight: 350,
  shoulderHeight: 95,
  shoulder: [0, 0.6, 0.05, 0.4],
  neckHalf: 34,
  neckHeight: 90,
  corner: 22,
  closure: "screw",
  closureHeight: 58,
  labelArch: false,
  labelWidth: 0.8,
  flatSides: false,
};

/** A straight-sided bottle `bodyHalf` wide at base and shoulder, otherwise like GENERIC. */
const straight = (bodyHalf: number, rest: Partial<BottleProfile>): BottleProfile => ({
  ...GENERIC,
  baseHalf: bodyHalf,
  bodyHalf,
  ...rest,
});

// Square shoulders, short neck, bar-top cork.
const WHISKEY_SQUARE = straight(150, {
  shoulderHeight: 55,
  shoulder: [0, 0.9, 0.5, 0],
  neckHalf: 36,
  neckHeight: 95,
  closure: "cork",
  closureHeight: 62,
});

// Squat, wider at the base, big cork.
const TEQUILA_SQUAT: BottleProfile = {
  ...GENERIC,
  baseHalf: 190,
  bodyHalf: 158,
  belly: 4,
  bodyHeight: 270,
  shoulderHeight: 70,
  shoulder: [0, 0.75, 0.35, 0.1],
  neckHalf: 40,
  neckHeight: 58,
  corner: 30,
  closure: "cork",
  closureHeight: 84,
  labelArch: true,
};

// Tall and slim.
const VODKA_SLIM = straight(106, {
  bodyHeight: 390,
  shoulderHeight: 80,
  shoulder: [0, 0.6, 0.05, 0.45],
  neckHalf: 28,
  neckHeight: 110,
  corner: 18,
  closureHeight: 60,
});

// Round shoulders.
const RUM_ROUND = straight(140, {
  bodyHeight: 330,
  shoulderHeight: 115,
  shoulder: [0, 0.6, 0, 0.45],
  neckHalf: 33,
  neckHeight: 80,
  corner: 20,
  labelArch: true,
});

// Square-ish: wide, rounded corners, short neck.
const GIN_SQUARE = straight(155, {
  shoulderHeight: 55,
  shoulder: [0.05, 0.75, 0.35, 0.05],
  neckHalf: 40,
  neckHeight: 70,
  corner: 34,
  closureHeight: 62,
});

// Round decanter: narrow base, bulging body.
const DECANTER: BottleProfile = {
  ...GENERIC,
  baseHalf: 128,
  bodyHalf: 172,
  belly: 22,
  bodyHeight: 300,
  shoulderHeight: 115,
  shoulder: [0, 0.6, 0, 0.5],
  neckHalf: 32,
  neckHeight: 80,
  corner: 26,
  closure: "cork",
  closureHeight: 70,
  labelArch: true,
  labelWidth: 0.9,
};

// Flat flask: slightly tapered, darker side facets.
const FLASK: BottleProfile = {
  ...GENERIC,
  baseHalf: 128,
  bodyHalf: 132,
  bodyHeight: 380,
  shoulderHeight: 70,
  shoulder: [0, 0.7, 0.25, 0.2],
  neckHalf: 30,
  corner: 12,
  closureHeight: 56,
  flatSides: true,
};

// Short and stout, cork.
const STOUT = straight(150, {
  bodyHeight: 240,
  shoulderHeight: 75,
  shoulder: [0, 0.65, 0.1, 0.35],
  neckHalf: 38,
  neckHeight: 62,
  corner: 26,
  closure: "cork",
  closureHeight: 80,
  labelArch: true,
});

// Bourbon-style: rounded shoulders, long neck, wax-dipped look from a dark cork.
const WHISKEY_ROUND = straight(138, {
  bodyHeight: 300,
  shoulderHeight: 120,
  shoulder: [0, 0.55, 0, 0.5],
  neckHalf: 30,
  neckHeight: 120,
  corner: 24,
  closure: "cork",
  closureHeight: 66,
  labelArch: true,
});

// Tall, slim and heavy-based: a premium tequila or a Japanese whisky.
const TALL_SLENDER = straight(112, {
  bodyHeight: 440,
  shoulderHeight: 60,
  shoulder: [0, 0.8, 0.3, 0.1],
  neckHalf: 30,
  neckHeight: 70,
  corner: 10,
  closure: "cork",
  closureHeight: 78,
});

// Wide block with square shoulders and a short neck: a añejo or a craft gin.
const BLOCK = straight(172, {
  bodyHeight: 250,
  shoulderHeight: 45,
  shoulder: [0, 0.95, 0.6, 0],
  neckHalf: 42,
  neckHeight: 55,
  corner: 20,
  closure: "cork",
  closureHeight: 76,
  labelWidth: 0.7,
});

// Sloping shoulders into a long neck (a frosted vodka, a Burgundy wine).
const sloped = (bodyHalf: number, rest: Partial<BottleProfile> = {}): BottleProfile =>
  straight(bodyHalf, {
    bodyHeight: 300,
    shoulderHeight: 150,
    shoulder: [0, 0.35, 0, 0.7],
    neckHalf: 30,
    neckHeight: 110,
    corner: 18,
    labelArch: true,
    ...rest,
  });

// Round-bellied apothecary bottle, stubby neck.
const APOTHECARY: BottleProfile = {
  ...GENERIC,
  baseHalf: 140,
  bodyHalf: 150,
  belly: 16,
  bodyHeight: 290,
  shoulderHeight: 90,
  shoulder: [0, 0.8, 0.2, 0.2],
  neckHalf: 36,
  neckHeight: 60,
  corner: 40,
  closure: "cork",
  closureHeight: 72,
  labelArch: true,
};

// Bordeaux: high shoulders, long neck, foil capsule.
const BORDEAUX = straight(108, {
  bodyHeight: 345,
  shoulderHeight: 70,
  shoulder: [0, 0.75, 0.1, 0.35],
  neckHalf: 28,
  neckHeight: 175,
  corner: 14,
  closure: "foil",
  closureHeight: 92,
});

// Burgundy: wider, sloping shoulders (Pinot Noir, Chardonnay).
const BURGUNDY = sloped(118, {
  bodyHeight: 290,
  shoulderHeight: 160,
  neckHeight: 140,
  closure: "foil",
  closureHeight: 92,
  labelArch: false,
});

// Sparkling: heavy, wide, sloping shoulders, a tall foil over the cork.
const SPARKLING = sloped(124, {
  bodyHeight: 285,
  shoulderHeight: 150,
  neckHalf: 31,
  neckHeight: 150,
  closure: "foil",
  closureHeight: 130,
  labelArch: false,
});

/** Each kind's bottles; a product is drawn in one of its kind's, the same one every time. */
const SHAPES: Record<Exclude<SpiritKind, "wine">, readonly [BottleProfile, ...BottleProfile[]]> = {
  whiskey: [WHISKEY_SQUARE, WHISKEY_ROUND, FLASK, TALL_SLENDER],
  tequila: [TEQUILA_SQUAT, TALL_SLENDER, BLOCK, STOUT],
  vodka: [
    VODKA_SLIM,
    sloped(118, { closure: "screw" }),
    straight(132, {
      bodyHeight: 330,
      shoulderHeight: 90,
      shoulder: [0, 0.5, 0, 0.5],
      neckHalf: 30,
      neckHeight: 75,
      corner: 30,
    }),
  ],
  rum: [RUM_ROUND, WHISKEY_SQUARE, DECANTER, STOUT],
  gin: [GIN_SQUARE, APOTHECARY, TALL_SLENDER, BLOCK],
  cognac: [DECANTER, FLASK, sloped(140, { closure: "cork", closureHeight: 70 })],
  liquors: [straight(135, { bodyHeight: 340, shoulderHeight: 100, neckHeight: 85 }), APOTHECARY, sloped(120)],
  aguardiente: [FLASK, straight(125, { bodyHeight: 360, shoulderHeight: 90, neckHeight: 95 })],
  mezcal: [STOUT, TALL_SLENDER, APOTHECARY],
  generic: [GENERIC],
};

/** The shape of a wine bottle says the wine: Bordeaux for most, Burgundy, or sparkling. */
export type WineShape = "bordeaux" | "burgundy" | "sparkling";

const WINE_SHAPES: Record<WineShape, BottleProfile> = {
  bordeaux: BORDEAUX,
  burgundy: BURGUNDY,
  sparkling: SPARKLING,
};

/** How many bottles a kind is drawn in (wine: by its shape, not by chance). */
export function shapeCount(kind: SpiritKind): number {
  return kind === "wine" ? Object.keys(WINE_SHAPES).length : SHAPES[kind].length;
}

// Bottle height and width relative to the profiles below (a 750 ml bottle is drawn a bit larger), interpolated on log(volume) so
// minis are clearly small and handles (1.75 L) clearly big without leaving the canvas.
const SIZE_STEPS: ReadonlyArray<readonly [ml: number, height: number, width: number]> = [
  [20, 0.5, 0.72],
  [50, 0.57, 0.78],
  [100, 0.65, 0.84],
  [200, 0.77, 0.92],
  [375, 0.93, 1.01],
  [750, 1.12, 1.12],
  [1000, 1.19, 1.16],
  [1750, 1.28, 1.23],
];

function sizeScale(ml: number): Scale {
  const first = SIZE_STEPS[0];
  const last = SIZE_STEPS[SIZE_STEPS.length - 1];
  if (!first || !last) throw new Error("size steps missing");
  if (ml <= first[0]) return { height: first[1], width: first[2] };
  if (ml >= last[0]) return { height: last[1], width: last[2] };
  const upper = SIZE_STEPS.findIndex(([stepMl]) => stepMl >= ml);
  const [ml1, h1, w1] = SIZE_STEPS[upper - 1] ?? first;
  const [ml2, h2, w2] = SIZE_STEPS[upper] ?? last;
  const t = Math.log(ml / ml1) / Math.log(ml2 / ml1);
  return { height: h1 + (h2 - h1) * t, width: w1 + (w2 - w1) * t };
}

export type BottleGeometry = {
  outline: string;
  baseY: number;
  shoulderY: number;
  neckBaseY: number;
  topY: number;
  bodyHalf: number; // widest half width, for shadows and highlights
  neckHalf: number;
  label: Box;
  labelArch: boolean;
  closure: { kind: ClosureKind; height: number };
  flatSides: boolean;
};

export type Scale = { height: number; width: number };

/** Builds the outline and label area of a bottle standing on `floorY`, centred on the canvas. */
export function shapeBottle(p: BottleProfile, scale: Scale, floorY: number): BottleGeometry {
  const w = (value: number) => value * scale.width;
  const h = (value: number) => value * scale.height;
  // Necks and closures grow less than bodies, as on real minis and handles.
  const neckScale = Math.sqrt(scale.width);

  const baseHalf = w(p.baseHalf);
  const bodyHalf = w(p.bodyHalf);
  const neckHalf = p.neckHalf * neckScale;
  const corner = w(p.corner);
  const belly = w(p.belly);
  const shoulderY = floorY - h(p.bodyHeight);
  const neckBaseY = shoulderY - h(p.shoulderHeight);
  const topY = neckBaseY - h(p.neckHeight);
  const sideHeight = floorY - corner - shoulderY;
  const [inStart, upStart, outEnd, downEnd] = p.shoulder;
  const shoulderWidth = bodyHalf - neckHalf;

  const right: Curve[] = [
    {
      c1: [baseHalf - corner * 0.45, floorY],
      c2: [baseHalf, floorY - corner * 0.45],
      to: [baseHalf, floorY - corner],
    },
    {
      c1: [baseHalf + belly, floorY - corner - sideHeight * 0.4],
      c2: [bodyHalf + belly, shoulderY + sideHeight * 0.35],
      to: [bodyHalf, shoulderY],
    },
    {
      c1: [bodyHalf - shoulderWidth * inStart, shoulderY - h(p.shoulderHeight) * upStart],
      c2: [neckHalf + shoulderWidth * outEnd, neckBaseY + h(p.shoulderHeight) * downEnd],
      to: [neckHalf, neckBaseY],
    },
    line([neckHalf, neckBaseY], [neckHalf, topY]),
  ];

  const labelHalf = Math.min(baseHalf, bodyHalf) * p.labelWidth;
  const labelTop = shoulderY + h(p.bodyHeight) * (p.labelArch ? 0.06 : 0.1);
  const labelBottom = floorY - h(p.bodyHeight) * 0.1;
  return {
    outline: symmetricPath([baseHalf - corner, floorY], right),
    baseY: floorY,
    shoulderY,
    neckBaseY,
    topY,
    bodyHalf: Math.max(baseHalf, bodyHalf) + belly * 0.75,
    neckHalf,
    label: {
      x: CENTER_X - labelHalf,
      y: labelTop,
      width: labelHalf * 2,
      height: labelBottom - labelTop,
    },
    labelArch: p.labelArch,
    closure: { kind: p.closure, height: p.closureHeight * neckScale },
    flatSides: p.flatSides,
  };
}

/** A bottle of `kind`: wine in its `wineShape`, a spirit in the shape `hash` picks among its kind's. */
export function bottleGeometry(
  kind: SpiritKind,
  ml: number,
  floorY: number,
  choice: { hash: number; wineShape: WineShape },
): BottleGeometry {
  const profile = kind === "wine" ? WINE_SHAPES[choice.wineShape] : pick(SHAPES[kind], choice.hash >>> 9);
  return shapeBottle(profile, sizeScale(ml), floorY);
}
