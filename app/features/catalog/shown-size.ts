import type { CatalogSize } from "./catalog-model";
import { hasPlaceholderPrice } from "./placeholder-price";
import { isSizeInStock } from "./stock-status";

/** The store's standard bottle, the size prices are compared in (specification §2/§9). */
export const STANDARD_ML = 750;

/** 50–200 ml: minis and flasks, never compared with a bottle. */
const MINI_MAX_ML = 200;

function isMini(size: CatalogSize): boolean {
  return size.sizeMl !== null && size.sizeMl <= MINI_MAX_ML;
}

/** How far a size is from the standard bottle, either way (1L is nearer 750 ml than 375 ml is). */
function distanceFromStandard(size: CatalogSize): number {
  return size.sizeMl === null ? 0 : Math.abs(Math.log(size.sizeMl / STANDARD_ML));
}

/**
 * The order a product's sizes are shown in when one must speak for it (a catalogue card, the size a
 * product page opens on): one with a real price; then one that can be bought; then the standard
 * 750 ml bottle, the bottle nearest it, and a mini only when that is all there is; then the file's
 * order. Beer labels (no millilitres) keep the file's order. So a card's price, label and stock
 * state are one size's, and prices compared across cards are like for like (decision 0052).
 */
export function compareShownSizes(a: CatalogSize, b: CatalogSize): number {
  return (
    Number(hasPlaceholderPrice(a)) - Number(hasPlaceholderPrice(b)) ||
    Number(!isSizeInStock(a)) - Number(!isSizeInStock(b)) ||
    Number(a.label !== "750ml") - Number(b.label !== "750ml") ||
    Number(isMini(a)) - Number(isMini(b)) ||
    distanceFromStandard(a) - distanceFromStandard(b) ||
    a.position - b.position
  );
}

/** The size that speaks for `sizes` (compareShownSizes); null when there are none. */
export function shownSizeOf(sizes: readonly CatalogSize[]): CatalogSize | null {
  let best: CatalogSize | null = null;
  for (const size of sizes) if (!best || compareShownSizes(size, best) < 0) best = size;
  return best;
}

/**
 * The price a list of several sizes reads "from": the cheapest that can be bought at a real price,
 * bottles before minis (a 50 ml's price is no bottle's); the shown size's when none can be bought.
 */
export function priceFromOf(sizes: readonly CatalogSize[]): number | null {
  const offered = sizes.filter((size) => isSizeInStock(size) && !hasPlaceholderPrice(size));
  const bottles = offered.filter((size) => !isMini(size));
  const compared = bottles.length > 0 ? bottles : offered;
  if (compared.length > 0) return Math.min(...compared.map((size) => size.priceCents));
  const shown = shownSizeOf(sizes);
  return shown && !hasPlaceholderPrice(shown) ? shown.priceCents : null;
}
