import { isReservedKey, readStored, removeStored, storedEntries, writeStored } from "~/utils/browser-storage";

/**
 * The cart contract of specification §3 and DESIGN §6: one localStorage entry per size id holding
 * the quantity as a number string. This module alone reads and writes it.
 */

/** Specification §5/§9: at most 12 of one size per order line. */
export const MAX_PER_LINE = 12;
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

/** Every cart entry in storage, known to the catalogue or not (reserved keys such as isOver21 are not). */
export function cartEntries(): CartEntry[] {
  return storedEntries()
    .filter(([key]) => !isReservedKey(key))
    .map(([sizeId, value]) => ({ sizeId, quantity: storedQuantity(value) }));
}

/** The header badge's item count: quantities summed, each at most the per-line cap. */
export function cartItemCount(): number {
  return cartEntries().reduce((sum, entry) => sum + Math.min(entry.quantity, MAX_PER_LINE), 0);
}

/** How many of one size the cart holds (0 when none, or when the stored value is not a whole number). */
export function cartQuantityOf(sizeId: string): number {
  return storedQuantity(readStored(sizeId) ?? "");
}

/** Specification §5: the size's inventory, or 12 when missing, never more than 12; 0 = out of stock. */
export function maxQuantity(inventory: number | null | undefined): number {
  if (inventory === null || inventory === undefined) return MAX_PER_LINE;
  return Math.max(0, Math.min(Math.floor(inventory), MAX_PER_LINE));
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
