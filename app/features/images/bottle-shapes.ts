// Silhouettes of spirit and wine bottles: one profile per kind of drink, scaled by the bottle size.
import { type Box, CENTER_X, type Curve, line, symmetricPath } from "./svg-kit";

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

const PROFILES: Record<SpiritKind, BottleProfile> = {
  // Square shoulders, short neck, bar-top cork.
  whiskey: straight(150, {
    shoulderHeight: 55,
    shoulder: [0, 0.9, 0.5, 0],
    neckHalf: 36,
    neckHeight: 95,
    closure: "cork",
    closureHeight: 62,
  }),
  // Squat, wider at the base, big cork.
  tequila: {
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
  },
  // Tall and slim.
  vodka: straight(106, {
    bodyHeight: 390,
    shoulderHeight: 80,
    shoulder: [0, 0.6, 0.05, 0.45],
    neckHalf: 28,
    neckHeight: 110,
    corner: 18,
    closureHeight: 60,
  }),
  // Round shoulders.
  rum: straight(140, {
    bodyHeight: 330,
    shoulderHeight: 115,
    shoulder: [0, 0.6, 0, 0.45],
    neckHalf: 33,
    neckHeight: 80,
    corner: 20,
    labelArch: true,
  }),
  // Bordeaux: high shoulders, long neck, foil capsule.
  wine: straight(108, {
    bodyHeight: 345,
    shoulderHeight: 70,
    shoulder: [0, 0.75, 0.1, 0.35],
    neckHalf: 28,
    neckHeight: 175,
    corner: 14,
    closure: "foil",
    closureHeight: 92,
  }),
  // Square-ish: wide, rounded corners, short neck.
  gin: straight(155, {
    shoulderHeight: 55,
    shoulder: [0.05, 0.75, 0.35, 0.05],
    neckHalf: 40,
    neckHeight: 70,
    corner: 34,
    closureHeight: 62,
  }),
  // Round decanter: narrow base, bulging body.
  cognac: {
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
  },
  liquors: straight(135, {
    bodyHeight: 340,
    shoulderHeight: 100,
    neckHeight: 85,
  }),
  // Flat flask: slightly tapered, darker side facets.
  aguardiente: {
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
  },
  // Short and stout, cork.
  mezcal: straight(150, {
    bodyHeight: 240,
    shoulderHeight: 75,
    shoulder: [0, 0.65, 0.1, 0.35],
    neckHalf: 38,
    neckHeight: 62,
    corner: 26,
    closure: "cork",
    closureHeight: 80,
    labelArch: true,
  }),
  generic: GENERIC,
};

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

export function bottleGeometry(kind: SpiritKind, ml: number, floorY: number): BottleGeometry {
  return shapeBottle(PROFILES[kind], sizeScale(ml), floorY);
}
