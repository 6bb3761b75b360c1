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
  const unit = match[2]!.toLowerCase();
  if (unit === "ml") return amount;
  if (unit === "l") return Math.round(amount * 1000 * 1000) / 1000;
  return Math.round(amount * MILLILITRES_PER_US_FLUID_OUNCE * 1000) / 1000;
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
