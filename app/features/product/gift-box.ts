import type { CatalogSize } from "~/features/catalog/catalog-model";
import { giftBoxOfferedKey, readStored, writeStored } from "~/utils/browser-storage";

/** The size sold in a gift box, when the product has one ("750ml Gift Box", "750ml gift"). */
export function giftBoxSize<Size extends Pick<CatalogSize, "label">>(sizes: readonly Size[]): Size | null {
  return sizes.find((size) => /\bgift/i.test(size.label)) ?? null;
}

/**
 * True the first time a product's gift-box offer comes up in this browser, and remembers it, so a
 * reload or a later visit does not offer it again. A browser that cannot remember is never offered
 * it, rather than offered it on every view.
 */
export function firstGiftBoxOffer(route: string): boolean {
  const key = giftBoxOfferedKey(route);
  return readStored(key) === null && writeStored(key, "true");
}
