// Draws one spirit or wine bottle: glass, liquid, highlights, label, neck collar and closure.
import { drawLabel, type LabelStyle, type LabelText } from "./bottle-label";
import type { BottleGeometry, ClosureKind } from "./bottle-shapes";
import type { Glass } from "./palettes";
import { attrs, type Box, CENTER_X, darken, lighten, linearGradient, pathData, rect } from "./svg-kit";

type BottleLook = { glass: Glass; closure: string; label: LabelStyle };

/** Horizontal light and shadow that makes a flat silhouette read as a round bottle. */
export const CYLINDER_SHADE = linearGradient("cylinder-shade", "horizontal", [
  [0, "#000000", 0.32],
  [0.1, "#000000", 0.1],
  [0.2, "#ffffff", 0.22],
  [0.3, "#ffffff", 0.04],
  [0.62, "#000000", 0],
  [0.86, "#000000", 0.12],
  [1, "#000000", 0.34],
]);

export const LABEL_SHADE = linearGradient("label-shade", "horizontal", [
  [0, "#000000", 0.22],
  [0.14, "#000000", 0.04],
  [0.3, "#ffffff", 0.14],
  [0.5, "#ffffff", 0],
  [0.85, "#000000", 0.06],
  [1, "#000000", 0.24],
]);

export const HIGHLIGHT = linearGradient("highlight", "vertical", [
  [0, "#ffffff", 0],
  [0.12, "#ffffff", 0.55],
  [0.85, "#ffffff", 0.4],
  [1, "#ffffff", 0],
]);

export function metalGradient(id: string, color: string): string {
  return linearGradient(id, "horizontal", [
    [0, darken(color, 0.45)],
    [0.22, lighten(color, 0.35)],
    [0.45, color],
    [0.8, darken(color, 0.25)],
    [1, darken(color, 0.5)],
  ]);
}

function liquidLevel(g: BottleGeometry): number {
  return g.neckBaseY - (g.neckBaseY - g.topY) * 0.3;
}

function drawGlass(id: string, g: BottleGeometry, glass: Glass): string {
  const defs = [
    `<clipPath id="${id}-level">${rect({ x: 0, y: liquidLevel(g), width: 1000, height: 1000 })}</clipPath>`,
    glass.liquid
      ? linearGradient(`${id}-liquid`, "horizontal", [
          [0, darken(glass.liquid, 0.35)],
          [0.35, glass.liquid],
          [0.55, lighten(glass.liquid, 0.12)],
          [0.75, glass.liquid],
          [1, darken(glass.liquid, 0.4)],
        ])
      : "",
  ];
  const liquid = glass.liquid
    ? `<path ${attrs({ d: g.outline, fill: `url(#${id}-liquid)`, "clip-path": `url(#${id}-level)` })}/>`
    : "";
  return [
    `<defs>${defs.join("")}</defs>`,
    `<path ${attrs({ d: g.outline, fill: glass.glass })}/>`,
    liquid,
    `<path ${attrs({ d: g.outline, fill: "url(#cylinder-shade)" })}/>`,
  ].join("");
}

function drawHighlights(g: BottleGeometry): string {
  const bodyTop = g.shoulderY + 12;
  const bodyBottom = g.baseY - 24;
  const streak = rect(
    {
      x: CENTER_X - g.bodyHalf * 0.66,
      y: bodyTop,
      width: g.bodyHalf * 0.09,
      height: bodyBottom - bodyTop,
    },
    { fill: "url(#highlight)", rx: g.bodyHalf * 0.045 },
  );
  const rim = rect(
    {
      x: CENTER_X + g.bodyHalf * 0.8,
      y: bodyTop + 20,
      width: Math.max(g.bodyHalf * 0.025, 2),
      height: bodyBottom - bodyTop - 40,
    },
    { fill: "url(#highlight)", opacity: 0.5 },
  );
  const neck = rect(
    {
      x: CENTER_X - g.neckHalf * 0.6,
      y: g.topY + 6,
      width: g.neckHalf * 0.22,
      height: g.neckBaseY - g.topY,
    },
    { fill: "url(#highlight)" },
  );
  return streak + rim + neck;
}

/** Aguardiente bottles are flat-sided: darker side panels show the facets. */
function drawFacets(g: BottleGeometry): string {
  const top = g.shoulderY + 8;
  const height = g.baseY - 10 - top;
  const panel = (x: number) =>
    rect({ x, y: top, width: g.bodyHalf * 0.16, height }, { fill: "#000000", opacity: 0.08, rx: 3 });
  return panel(CENTER_X - g.bodyHalf * 0.97) + panel(CENTER_X + g.bodyHalf * 0.81);
}

function drawCollar(g: BottleGeometry, style: LabelStyle): string {
  const height = Math.max((g.neckBaseY - g.topY) * 0.22, 10);
  const y = g.neckBaseY - (g.neckBaseY - g.topY) * 0.45;
  const box = {
    x: CENTER_X - g.neckHalf - 1.5,
    y,
    width: g.neckHalf * 2 + 3,
    height,
  };
  return [
    rect(box, { fill: style.paper }),
    rect(
      { ...box, y: y + height * 0.18, height: height * 0.64 },
      { fill: "none", stroke: style.accent, "stroke-width": 1.5 },
    ),
    rect(box, { fill: "url(#label-shade)" }),
  ].join("");
}

function drawClosure(id: string, g: BottleGeometry, color: string): string {
  const { kind, height } = g.closure;
  const metal = `${id}-metal`;
  const defs = `<defs>${metalGradient(metal, color)}</defs>`;
  if (kind === "cork") {
    const headHalf = g.neckHalf * 1.55;
    const headHeight = height * 0.62;
    const lip = rect(
      {
        x: CENTER_X - g.neckHalf - 5,
        y: g.topY - 2,
        width: g.neckHalf * 2 + 10,
        height: height * 0.16,
      },
      { fill: `url(#${metal})`, rx: 3 },
    );
    const head = rect(
      {
        x: CENTER_X - headHalf,
        y: g.topY - headHeight,
        width: headHalf * 2,
        height: headHeight,
      },
      { fill: `url(#${metal})`, rx: headHalf * 0.22 },
    );
    const band = rect(
      {
        x: CENTER_X - headHalf,
        y: g.topY - headHeight * 0.32,
        width: headHalf * 2,
        height: headHeight * 0.1,
      },
      { fill: "#000000", opacity: 0.18 },
    );
    return defs + lip + head + band;
  }
  const half = g.neckHalf + (kind === "foil" ? 2 : 4);
  const cap = { x: CENTER_X - half, y: g.topY - 3, width: half * 2, height };
  return defs + rect(cap, { fill: `url(#${metal})`, rx: kind === "foil" ? 3 : 5 }) + closureDetail(kind, cap);
}

/** Ribs on a screw cap, the rolled rim of a wine capsule, the crimped skirt of a crown cap. */
function closureDetail(kind: ClosureKind, cap: Box): string {
  if (kind === "screw") {
    return Array.from({ length: Math.floor(cap.width / 10) }, (_, i) =>
      rect(
        {
          x: cap.x + 5 + i * 10,
          y: cap.y + 3,
          width: 1.5,
          height: cap.height - 6,
        },
        { fill: "#000000", opacity: 0.12 },
      ),
    ).join("");
  }
  if (kind === "crown") {
    const teeth = Math.floor(cap.width / 7);
    const points = Array.from(
      { length: teeth + 1 },
      (_, i) => pathData`${cap.x + (i * cap.width) / teeth} ${cap.y + cap.height - (i % 2) * 5}`,
    );
    return `<path ${attrs({ d: `M ${points.join(" L ")}`, fill: "none", stroke: "#000000", "stroke-opacity": 0.3, "stroke-width": 2 })}/>`;
  }
  return rect({ ...cap, height: cap.height * 0.12 }, { fill: "#000000", opacity: 0.22 });
}

/**
 * Draws a bottle; `id` keeps gradient ids unique when a pack shows several. Bottles in a
 * carrier pass `label: null` because the carton hides their labels.
 */
export function drawBottle(id: string, g: BottleGeometry, look: BottleLook, text: LabelText | null): string {
  const outline = `<path ${attrs({ d: g.outline, fill: "none", stroke: darken(look.glass.liquid ?? look.glass.glass, 0.5), "stroke-opacity": 0.5, "stroke-width": 2.5 })}/>`;
  return [
    drawGlass(id, g, look.glass),
    g.flatSides ? drawFacets(g) : "",
    drawHighlights(g),
    outline,
    text ? drawLabel(`${id}-label`, g.label, text, look.label, g.labelArch ? "arch" : "rect") : "",
    g.closure.kind === "foil" ? "" : drawCollar(g, look.label),
    drawClosure(id, g, look.closure),
  ].join("");
}
