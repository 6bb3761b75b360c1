// Small SVG-building helpers shared by the bottle, can and pack drawings.

export type Point = readonly [number, number];
export type Box = { x: number; y: number; width: number; height: number };

/** A cubic curve on the right-hand side of a container, as offsets from the centre line. */
export type Curve = { c1: Point; c2: Point; to: Point };

/** A drawn product and how far it reaches either side of the centre (for its floor shadow). */
export type Drawing = { svg: string; halfWidth: number };

export const CENTER_X = 500;

const round = (value: number) => Math.round(value * 10) / 10;
const point = ([dx, y]: Point, side: 1 | -1) => `${round(CENTER_X + side * dx)} ${round(y)}`;

/**
 * Closed outline of a symmetric container: `right` runs from the bottom centre up the right
 * side; the left side is its mirror image traced back down.
 */
export function symmetricPath(start: Point, right: Curve[]): string {
  const up = right.map((c) => `C ${point(c.c1, 1)} ${point(c.c2, 1)} ${point(c.to, 1)}`);
  const down = right
    .map((c, i) => `C ${point(c.c2, -1)} ${point(c.c1, -1)} ${point(right[i - 1]?.to ?? start, -1)}`)
    .reverse();
  const top = right[right.length - 1]?.to ?? start;
  return `M ${point(start, -1)} L ${point(start, 1)} ${up.join(" ")} L ${point(top, -1)} ${down.join(" ")} Z`;
}

/** Tagged template for path data that rounds every number: pathData`M ${x} ${y}`. */
export function pathData(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (out, text, i) => out + text + (i < values.length ? String(round(values[i] ?? 0)) : ""),
    "",
  );
}

/** A straight segment written as a cubic so it can sit in a `Curve[]`. */
export function line(from: Point, to: Point): Curve {
  return { c1: from, c2: to, to };
}

export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${typeof value === "number" ? round(value) : value}"`)
    .join(" ");
}

export function rect(box: Box, extra: Record<string, string | number | undefined> = {}): string {
  return `<rect ${attrs({ x: box.x, y: box.y, width: box.width, height: box.height, ...extra })}/>`;
}

export function linearGradient(
  id: string,
  direction: "horizontal" | "vertical",
  stops: Array<[offset: number, color: string, opacity?: number]>,
): string {
  const end = direction === "horizontal" ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop ${attrs({ offset, "stop-color": color, "stop-opacity": opacity })}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stopTags}</linearGradient>`;
}

/** Mixes two #rrggbb colours; amount 0 keeps `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount),
  );
  return `#${parts.map((part) => part.toString(16).padStart(2, "0")).join("")}`;
}

/** Relative brightness 0..1, to choose ink that reads on a coloured can or carton. */
export function brightness(color: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) / 255);
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0);
}

export const darken = (color: string, amount: number) => mix(color, "#000000", amount);
export const lighten = (color: string, amount: number) => mix(color, "#ffffff", amount);

/** FNV-1a: a stable hash so the same product always gets the same colours. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(items: readonly [T, ...T[]], hash: number): T {
  return items[hash % items.length] ?? items[0];
}
