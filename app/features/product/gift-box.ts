import { isGiftBoxLabel, type CatalogSize } from "~/features/catalog";

/** The size sold in a gift box, when the product has one ("750ml Gift Box", "750ml gift"). */
export function giftBoxSize<Size extends Pick<CatalogSize, "label">>(sizes: readonly Size[]): Size | null {
  return sizes.find((size) => isGiftBoxLabel(size.label)) ?? null;
}
