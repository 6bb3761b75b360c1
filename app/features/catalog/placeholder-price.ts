import type { CatalogSize } from "./catalog-model";

/** Real exports park out-of-stock sizes at 10000.00: a placeholder, not a price. Client-safe. */
export const PLACEHOLDER_PRICE_CENTS = 1_000_000;

/** True for an out-of-stock size priced at the placeholder: the store never shows or publishes that price. */
export function hasPlaceholderPrice(size: Pick<CatalogSize, "priceCents" | "inventory">): boolean {
  return size.inventory === 0 && size.priceCents >= PLACEHOLDER_PRICE_CENTS;
}
