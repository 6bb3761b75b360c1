import { MAX_PER_LINE, SIZE_ID_MAX_LENGTH } from "~/features/inventory";
import { isReservedKey, readStored, removeStored, storedEntries, writeStored } from "~/utils/browser-storage";

/**
 * The cart contract of specification §3 and DESIGN §6: one localStorage entry per size id holding
 * the quantity as a number string. This module alone reads and writes it.
 */

/** Specification §4: every cart change dispatches this event; the header recounts on it. */
export const CART_UPDATED_EVENT = "cart-updated";

export interface CartEntry {
  sizeId: string;
  /** 0 when the stored value is not a whole number (specification §5: counts as 0). */
  quantity: number;
}

/** A stored quantity: a whole number string ("3"), anything else ("abc", "-2", "1e9", "2.5") is 0. */
export function storedQuantity(value: string): number {
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : 0;
}

/**
 * Whether a storage key can be a size id at all: 1 to 200 characters, no space at either end (the
 * importer trims ids), no control character or lone surrogate. Any other key is not a cart entry.
 */
export function couldBeSizeId(key: string): boolean {
  return (
    key.length >= 1 && key.length <= SIZE_ID_MAX_LENGTH && key === key.trim() && !/[\p{Cc}\p{Cs}]/u.test(key)
  );
}

/**
 * Every cart entry in storage that could be a size, known to the catalogue or not (reserved keys
 * such as isOver21, and keys that cannot be a size id, are not).
 */
export function cartEntries(): CartEntry[] {
  return storedEntries()
    .filter(([key]) => !isReservedKey(key) && couldBeSizeId(key))
    .map(([sizeId, value]) => ({ sizeId, quantity: storedQuantity(value) }));
}

/**
 * The header badge's item count: quantities summed, each at most the per-line cap. Once the sizes on
 * sale are known, entries that match none are not counted (specification §5: they are ignored).
 */
export function cartItemCount(sizesOnSale: ReadonlySet<string> | null = null): number {
  return cartEntries()
    .filter((entry) => sizesOnSale === null || sizesOnSale.has(entry.sizeId))
    .reduce((sum, entry) => sum + Math.min(entry.quantity, MAX_PER_LINE), 0);
}

/** How many of one size the cart holds (0 when none, or when the stored value is not a whole number). */
export function cartQuantityOf(sizeId: string): number {
  return storedQuantity(readStored(sizeId) ?? "");
}

export function setCartQuantity(sizeId: string, quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Not a cart quantity: ${quantity}`);
  writeStored(sizeId, String(Math.min(quantity, MAX_PER_LINE)));
  notifyCartUpdated();
}

export function removeFromCart(sizeId: string): void {
  removeStored(sizeId);
  notifyCartUpdated();
}

/** After an order: every size entry goes; the age answer, the ZIP and other reserved keys stay. */
export function clearCartEntries(): void {
  for (const { sizeId } of cartEntries()) removeStored(sizeId);
  notifyCartUpdated();
}

function notifyCartUpdated(): void {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Calls back on every cart change, in this tab (cart-updated) or another (storage). */
export function onCartChange(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !isReservedKey(event.key)) callback();
  };
  window.addEventListener(CART_UPDATED_EVENT, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, callback);
    window.removeEventListener("storage", onStorage);
  };
}
