/** Size labels: "750ml", "1.75L", "4oz", "750ml PET", and beer labels such as "12oz-6pack-Bottle". */

const MILLILITRES_PER_US_FLUID_OUNCE = 29.5735;

/** Beer labels combine ounces, pack count and container; their size_ml is the label text itself. */
export function isBeerStyleLabel(label: string): boolean {
  return /^\d+(\.\d+)?oz-/i.test(label.trim());
}

/** Millilitres of one container, read from a label ("1.75L" → 1750, "4oz" → 118.294); null when unreadable. */
export function millilitresFromLabel(label: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(ml|l|oz)\b/i.exec(label.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  if (unit === "ml") return amount;
  if (unit === "l") return Math.round(amount * 1000 * 1000) / 1000;
  if (unit === "oz") return Math.round(amount * MILLILITRES_PER_US_FLUID_OUNCE * 1000) / 1000;
  return null;
}

/** "750ml PET" → "750ml-pet", "1.75L" → "1-75l": the size part of an image file name. */
export function sizeSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[\s.]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A beer label's parts: "12oz-12pack-Zero-Zero-Bottle" → 12 oz, 12-pack, bottle, "Zero Zero". */
export interface BeerLabel {
  ounces: string;
  /** null for a single can or bottle. */
  pack: number | null;
  container: "bottle" | "can" | null;
  /** Words that are neither size, pack nor container ("Chelada", "Zero Zero"). */
  extras: string;
}

/** Reads a beer label ("12oz-6pack-Bottle", "24oz-Can-Chelada"); null for any other label. */
export function parseBeerLabel(label: string): BeerLabel | null {
  if (!isBeerStyleLabel(label)) return null;
  const [size = "", ...words] = label.trim().split("-").filter(Boolean);
  const parsed: BeerLabel = { ounces: size.replace(/oz$/i, ""), pack: null, container: null, extras: "" };
  const extras: string[] = [];
  for (const word of words) {
    const pack = /^(\d+)pack$/i.exec(word);
    const container = containerOf(word);
    if (pack && parsed.pack === null) parsed.pack = Number(pack[1]);
    else if (container && parsed.container === null) parsed.container = container;
    else extras.push(word);
  }
  parsed.extras = extras.join(" ");
  return parsed;
}

/** "Bottle", "cans" → "bottle", "can"; null for any other word. */
function containerOf(word: string): BeerLabel["container"] {
  const singular = word.toLowerCase().replace(/s$/, "");
  return singular === "bottle" || singular === "can" ? singular : null;
}
