import { store } from "~/features/store";

/**
 * The most of one size an order line may hold: store.config.ts's `maxQuantityPerLine` (12, as the
 * specification says). The order schemas, the server's stock check and the cart's menus all read it
 * here.
 */
export const MAX_PER_LINE = store.maxQuantityPerLine;

/** The longest size id an order line, a quote line or a cart entry may name: a longer one is never sold. */
export const SIZE_ID_MAX_LENGTH = 200;

/** Specification §5: the size's inventory, or the line limit when not tracked, never more; 0 = out of stock. */
export function maxQuantity(inventory: number | null | undefined): number {
  if (inventory === null || inventory === undefined) return MAX_PER_LINE;
  return Math.max(0, Math.min(Math.floor(inventory), MAX_PER_LINE));
}

/** Out of stock: counted stock of 0 or less (a negative count is a data error, read as 0). */
export function isSoldOut(inventory: number | null | undefined): boolean {
  return maxQuantity(inventory) === 0;
}
