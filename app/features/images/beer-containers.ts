// Beer: single cans and long-neck bottles, can clusters, bottle carriers and cartons for packs.
import { drawLabel, SANS, type LabelStyle, type LabelText } from "./bottle-label";
import { type BottleProfile, shapeBottle } from "./bottle-shapes";
import { cleanText, escapeXml, fitText } from "./label-text";
import { labelStyleFor, type Glass } from "./palettes";
import { drawBottle, metalGradient } from "./spirit-bottle";
import {
  attrs,
  type Box,
  brightness,
  type Drawing,
  CENTER_X,
  darken,
  lighten,
  line,
  linearGradient,
  pathData,
  pick,
  rect,
  symmetricPath,
} from "./svg-kit";

type BeerContainer = "can" | "bottle";
/** Parsed from size labels like "12oz-6pack-Bottle", "24oz-Can-Chelada", "12oz-12pack-Zero-Zero-Bottle". */
export type BeerSize = {
  ounces: number;
  pack: number;
  container: BeerContainer;
  extras: string;
};

const OUNCES = /(\d+(?:\.\d+)?)\s*oz\b/i;
const PACK = /(\d+)\s*-?\s*pack\b/i;
const CONTAINER = /\b(cans?|bottles?)\b/gi;

export function parseBeerSize(sizeLabel: string): BeerSize | null {
  const label = cleanText(sizeLabel);
  const ounces = OUNCES.exec(label)?.[1];
  if (!ounces) return null;
  const pack = Number(PACK.exec(label)?.[1] ?? 1);
  const extras = label
    .replace(OUNCES, "")
    .replace(PACK, "")
    .replace(CONTAINER, "")
    .replace(/-{2,}/g, "-")
    .replace(/^[\s-]+|[\s-]+$/g, "");
  return {
    ounces: Number(ounces),
    pack: Math.max(1, pack),
    container: /\bcans?\b/i.test(label) ? "can" : "bottle",
    extras,
  };
}

const CAN_COLORS = ["#b3202a", "#1d4e9e", "#c9a23a", "#2a2a2a", "#1f6b3a", "#c8ccd2", "#f1eee6"] as const;
const CROWN_COLORS = ["#c9a23a", "#b3202a", "#c8ccd0", "#1d4e9e"] as const;
const BEER_GLASS: readonly [Glass, ...Glass[]] = [
  { glass: "#6b3a12", liquid: null },
  { glass: "#5a300f", liquid: null },
  { glass: "#2f6b3a", liquid: null },
  { glass: "#dde6e6", liquid: "#e8b634" },
];

const LONG_NECK: BottleProfile = {
  baseHalf: 84,
  bodyHalf: 84,
  belly: 0,
  bodyHeight: 290,
  shoulderHeight: 120,
  shoulder: [0, 0.5, 0, 0.6],
  neckHalf: 25,
  neckHeight: 120,
  corner: 16,
  closure: "crown",
  closureHeight: 26,
  labelArch: true,
  labelWidth: 0.94,
  flatSides: false,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A 12 oz container is the reference; 7 oz ponies are smaller, 24 oz tallboys taller. */
function ounceScale(ounces: number, container: BeerContainer, packScale: number) {
  const ratio = ounces / 12;
  return container === "can"
    ? {
        height: clamp(ratio ** 0.68, 0.68, 1.5) * packScale,
        width: clamp(ratio ** 0.1, 0.9, 1.08) * packScale,
      }
    : {
        height: clamp(ratio ** 0.45, 0.75, 1.3) * packScale,
        width: clamp(ratio ** 0.3, 0.82, 1.2) * packScale,
      };
}

type Look = { label: LabelStyle; can: string; glass: Glass; crown: string };

function canDimensions(size: BeerSize, packScale: number) {
  const scale = ounceScale(size.ounces, "can", packScale);
  return { half: 118 * scale.width, height: 440 * scale.height };
}

/** Footprint of one container, to lay out packs before drawing. */
function measureContainer(
  size: BeerSize,
  floorY: number,
  packScale: number,
): { halfWidth: number; topY: number } {
  if (size.container === "can") {
    const { half, height } = canDimensions(size, packScale);
    return { halfWidth: half, topY: floorY - height - half * 0.14 };
  }
  const g = shapeBottle(LONG_NECK, ounceScale(size.ounces, "bottle", packScale), floorY);
  return { halfWidth: g.bodyHalf, topY: g.topY - g.closure.height * 0.2 };
}

function drawBeerBottle(
  id: string,
  size: BeerSize,
  look: Look,
  text: LabelText | null,
  floorY: number,
  packScale: number,
): string {
  const g = shapeBottle(LONG_NECK, ounceScale(size.ounces, "bottle", packScale), floorY);
  return drawBottle(id, g, { glass: look.glass, closure: look.crown, label: look.label }, text);
}

function canOutline(half: number, topY: number, floorY: number): string {
  const height = floorY - topY;
  return symmetricPath(
    [half * 0.8, floorY],
    [
      {
        c1: [half * 0.93, floorY],
        c2: [half, floorY - height * 0.02],
        to: [half, floorY - height * 0.05],
      },
      line([half, floorY - height * 0.05], [half, topY + height * 0.08]),
      {
        c1: [half, topY + height * 0.045],
        c2: [half * 0.84, topY + height * 0.035],
        to: [half * 0.84, topY + height * 0.012],
      },
      line([half * 0.84, topY + height * 0.012], [half * 0.84, topY]),
    ],
  );
}

function drawCanLid(id: string, half: number, topY: number): string {
  const rim = half * 0.84;
  return [
    `<defs>${linearGradient(`${id}-lid`, "vertical", [
      [0, "#f4f5f6"],
      [1, "#9aa0a6"],
    ])}</defs>`,
    `<ellipse ${attrs({ cx: CENTER_X, cy: topY, rx: rim, ry: rim * 0.16, fill: `url(#${id}-lid)`, stroke: "#8a9096", "stroke-width": 2 })}/>`,
    `<ellipse ${attrs({ cx: CENTER_X, cy: topY + rim * 0.02, rx: rim * 0.84, ry: rim * 0.12, fill: "#b7bcc1" })}/>`,
    rect(
      {
        x: CENTER_X - rim * 0.16,
        y: topY - rim * 0.06,
        width: rim * 0.32,
        height: rim * 0.1,
      },
      {
        rx: rim * 0.05,
        fill: "#d9dcdf",
        stroke: "#8a9096",
        "stroke-width": 1.5,
      },
    ),
  ].join("");
}

function drawCan(
  id: string,
  size: BeerSize,
  look: Look,
  text: LabelText | null,
  floorY: number,
  packScale: number,
): string {
  const { half, height } = canDimensions(size, packScale);
  const topY = floorY - height;
  const outline = canOutline(half, topY, floorY);
  const print: Box = {
    x: CENTER_X - half,
    y: topY + height * 0.085,
    width: half * 2,
    height: height * 0.86,
  };
  const panel: Box = {
    x: CENTER_X - half * 0.8,
    y: topY + height * 0.16,
    width: half * 1.6,
    height: height * 0.7,
  };
  return [
    `<defs>${metalGradient(`${id}-metal`, "#c9cdd2")}</defs>`,
    `<path ${attrs({ d: outline, fill: `url(#${id}-metal)` })}/>`,
    rect(print, { fill: look.can }),
    rect({ ...print, height: height * 0.025 }, { fill: lighten(look.can, 0.35) }),
    rect(
      {
        ...print,
        y: print.y + print.height - height * 0.025,
        height: height * 0.025,
      },
      { fill: lighten(look.can, 0.35) },
    ),
    text ? drawLabel(`${id}-label`, panel, text, printedOn(look.can), "bare") : "",
    `<path ${attrs({ d: outline, fill: "url(#cylinder-shade)" })}/>`,
    rect(
      {
        x: CENTER_X - half * 0.68,
        y: print.y + 8,
        width: half * 0.08,
        height: print.height - 16,
      },
      { fill: "url(#highlight)", rx: half * 0.04 },
    ),
    `<path ${attrs({ d: outline, fill: "none", stroke: darken(look.can, 0.5), "stroke-opacity": 0.4, "stroke-width": 2 })}/>`,
    drawCanLid(id, half, topY),
  ].join("");
}

function drawContainer(
  id: string,
  size: BeerSize,
  look: Look,
  text: LabelText | null,
  floorY: number,
  packScale: number,
): string {
  return size.container === "can"
    ? drawCan(id, size, look, text, floorY, packScale)
    : drawBeerBottle(id, size, look, text, floorY, packScale);
}

const translate = (dx: number, dy: number, svg: string) =>
  `<g transform="translate(${Math.round(dx)} ${Math.round(dy)})">${svg}</g>`;

/** Round "6-PACK / CANS" sticker. */
function packBadge(cx: number, cy: number, radius: number, size: BeerSize, color: string): string {
  const count = `${size.pack}-PACK`;
  const fitted = fitText(count, {
    width: radius * 1.6,
    height: radius,
    maxFontSize: radius * 0.5,
    minFontSize: radius * 0.2,
    maxLines: 1,
    lineHeight: 1,
    bold: true,
  });
  const kind = size.container === "can" ? "CANS" : "BOTTLES";
  const text = (y: number, fontSize: number, content: string, weight: string) =>
    `<text ${attrs({ x: cx, y, "font-family": SANS, "font-size": fontSize, "font-weight": weight, "text-anchor": "middle", fill: "#ffffff", "letter-spacing": fontSize * 0.04 })}>${escapeXml(content)}</text>`;
  return [
    `<circle ${attrs({ cx, cy: cy + 5, r: radius, fill: "#000000", opacity: 0.15 })}/>`,
    `<circle ${attrs({ cx, cy, r: radius, fill: color })}/>`,
    `<circle ${attrs({ cx, cy, r: radius * 0.88, fill: "none", stroke: "#ffffff", "stroke-opacity": 0.7, "stroke-width": 2 })}/>`,
    text(cy + fitted.fontSize * 0.2, fitted.fontSize, count, "bold"),
    text(cy + radius * 0.45, radius * 0.2, kind, "normal"),
  ].join("");
}

/** Two staggered rows of containers: the back row peeks out between the front one. */
function drawCluster(size: BeerSize, look: Look, text: LabelText, floorY: number): Drawing {
  const perRow = size.pack <= 4 ? 2 : 3;
  const packScale = 0.92;
  const sample = measureContainer(size, floorY, packScale);
  const spacing = sample.halfWidth * 2 * 0.9;
  const rowWidth = spacing * (perRow - 1);
  const backLift = sample.halfWidth * 0.32;
  const parts: string[] = [];
  for (let i = 0; i < perRow; i += 1) {
    const dx = -rowWidth / 2 + i * spacing + spacing * 0.25;
    parts.push(translate(dx, -backLift, drawContainer(`back${i}`, size, look, null, floorY, packScale)));
  }
  for (let i = 0; i < perRow; i += 1) {
    const dx = -rowWidth / 2 + i * spacing - spacing * 0.25;
    // Only the middle can of the front row shows the full label, like a photographed pack.
    const showLabel = i === Math.floor(perRow / 2) || perRow === 2;
    parts.push(
      translate(dx, 0, drawContainer(`front${i}`, size, look, showLabel ? text : null, floorY, packScale)),
    );
  }
  const halfWidth = rowWidth / 2 + sample.halfWidth * 1.2;
  parts.push(packBadge(CENTER_X + halfWidth - 40, sample.topY - backLift + 40, 62, size, badgeColor(look)));
  return { svg: parts.join(""), halfWidth };
}

/** Cardboard carrier: bottle necks rise above a printed front wall, the handle above them. */
function drawCarrier(size: BeerSize, look: Look, text: LabelText, floorY: number): Drawing {
  const perRow = size.pack <= 4 ? 2 : 3;
  const sample = measureContainer(size, floorY, 0.95);
  const spacing = sample.halfWidth * 2.04;
  const rowWidth = spacing * (perRow - 1);
  const wallHalf = rowWidth / 2 + sample.halfWidth + 16;
  const wallTop = floorY - (floorY - sample.topY) * 0.5;
  const handleTop = sample.topY - 50;
  const cardboard = look.label.paper;
  const handlePanel = symmetricPath(
    [wallHalf - 14, wallTop],
    [
      line([wallHalf - 14, wallTop], [wallHalf * 0.42, handleTop + 12]),
      {
        c1: [wallHalf * 0.4, handleTop],
        c2: [wallHalf * 0.37, handleTop],
        to: [wallHalf * 0.34, handleTop],
      },
    ],
  );
  const bottles = Array.from({ length: perRow }, (_, i) =>
    translate(-rowWidth / 2 + i * spacing, 0, drawContainer(`bottle${i}`, size, look, null, floorY, 0.95)),
  );
  const wall: Box = {
    x: CENTER_X - wallHalf,
    y: wallTop,
    width: wallHalf * 2,
    height: floorY - wallTop,
  };
  const panel: Box = {
    x: wall.x + wall.width * 0.15,
    y: wall.y + 22,
    width: wall.width * 0.7,
    height: wall.height - 36,
  };
  return {
    svg: [
      `<defs>${linearGradient("carton", "vertical", [
        [0, lighten(cardboard, 0.08)],
        [1, darken(cardboard, 0.12)],
      ])}</defs>`,
      `<path ${attrs({ d: handlePanel, fill: darken(cardboard, 0.18), stroke: darken(cardboard, 0.35), "stroke-width": 2 })}/>`,
      rect(
        { x: CENTER_X - 62, y: handleTop + 18, width: 124, height: 34 },
        { rx: 17, fill: darken(cardboard, 0.6) },
      ),
      ...bottles,
      rect(wall, {
        fill: "url(#carton)",
        stroke: darken(cardboard, 0.35),
        "stroke-width": 2,
        rx: 4,
      }),
      rect(
        { x: wall.x + 12, y: wall.y + 10, width: wall.width - 24, height: 6 },
        { fill: look.label.accent },
      ),
      drawLabel("carrier-label", panel, text, look.label, "bare"),
      packBadge(wall.x + wall.width - 10, wall.y + 4, 60, size, badgeColor(look)),
    ].join(""),
    halfWidth: wallHalf,
  };
}

/** Closed carton for 12 packs and cases, in three-quarter view, with one container in front. */
function drawCarton(size: BeerSize, look: Look, text: LabelText, floorY: number): Drawing {
  const front: Box = { x: 160, y: floorY - 380, width: 570, height: 360 };
  const depth = { dx: 90, dy: -70 };
  const lift = 20; // the carton stands a little behind the container
  const color = size.container === "can" ? look.can : darken(look.label.paper, 0.08);
  const print = size.container === "can" ? printedOn(look.can) : look.label;
  const topFace = pathData`M ${front.x} ${front.y} l ${depth.dx} ${depth.dy} h ${front.width} l ${-depth.dx} ${-depth.dy} Z`;
  const sideFace = pathData`M ${front.x + front.width} ${front.y} l ${depth.dx} ${depth.dy} v ${front.height} l ${-depth.dx} ${-depth.dy} Z`;
  const panel: Box = {
    x: front.x + 30,
    y: front.y + 30,
    width: front.width * 0.6,
    height: front.height - 64,
  };
  const standing = drawContainer("standing", size, look, text, floorY, 0.8);
  const edge = darken(color, 0.35);
  return {
    svg: [
      translate(
        0,
        -lift,
        [
          `<path ${attrs({ d: topFace, fill: lighten(color, 0.2), stroke: edge, "stroke-width": 2 })}/>`,
          `<path ${attrs({ d: sideFace, fill: darken(color, 0.25), stroke: edge, "stroke-width": 2 })}/>`,
          rect(front, { fill: color, stroke: edge, "stroke-width": 2 }),
          rect({ ...front, y: front.y + front.height - 24, height: 10 }, { fill: print.accent }),
          drawLabel("carton-label", panel, text, print, "rect"),
          packBadge(front.x + front.width + depth.dx * 0.35, front.y - 6, 64, size, badgeColor(look)),
        ].join(""),
      ),
      translate(front.x + front.width - 70 - CENTER_X, 0, standing),
    ].join(""),
    halfWidth: front.width / 2 + 60,
  };
}

/** Cans and cartons are printed directly: light ink on dark colours and vice versa. */
function printedOn(color: string): LabelStyle {
  return brightness(color) < 0.55
    ? { paper: color, ink: "#fbf6ea", accent: "#e3c474" }
    : { paper: color, ink: "#1e1c1b", accent: "#b3202a" };
}

function badgeColor(look: Look): string {
  return look.can === "#b3202a" ? "#1f2f4a" : "#b3202a";
}

function beerLabelText(text: LabelText, size: BeerSize): LabelText {
  const inName = cleanText(text.name.toLowerCase()).includes(size.extras.toLowerCase().replace(/-/g, " "));
  return {
    brand: text.brand,
    name: text.name,
    size: `${size.ounces} FL OZ`,
    note: size.extras !== "" && !inName ? size.extras : undefined,
  };
}

const SINGLE_LONG_NECK: BeerSize = {
  ounces: 12,
  pack: 1,
  container: "bottle",
  extras: "",
};

export function drawBeer(sizeLabel: string, text: LabelText, hash: number, floorY: number): Drawing {
  const size = parseBeerSize(sizeLabel) ?? SINGLE_LONG_NECK;
  const look: Look = {
    label: labelStyleFor("beer", hash),
    can: pick(CAN_COLORS, hash >>> 5),
    glass: pick(BEER_GLASS, hash >>> 9),
    crown: pick(CROWN_COLORS, hash >>> 12),
  };
  const label = beerLabelText(text, size);
  if (size.pack === 1) {
    const single = 1.15; // a lone can or bottle can fill more of the picture
    return {
      svg: drawContainer("single", size, look, label, floorY, single),
      halfWidth: measureContainer(size, floorY, single).halfWidth,
    };
  }
  if (size.pack > 8) return drawCarton(size, look, label, floorY);
  return size.container === "can"
    ? drawCluster(size, look, label, floorY)
    : drawCarrier(size, look, label, floorY);
}
