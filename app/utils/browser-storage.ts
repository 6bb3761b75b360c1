/**
 * The browser's localStorage, as the specification uses it (§3): one entry per size id holding a
 * quantity, plus `isOver21` and `zipCode`, and the store's own `restockContact` entry.
 * Every access goes through here so a disabled or full storage (private mode, quota) never breaks a page.
 */

export const AGE_CONFIRMED_KEY = "isOver21";
export const ZIP_CODE_KEY = "zipCode";
/** The phone or e-mail a "Tell me when it's back" sign-up or an order last gave: the next sign-up's field starts with it. */
export const RESTOCK_CONTACT_KEY = "restockContact";
/** The store's own keys that are never a size: the cart skips them. */
export const RESERVED_KEY_NAMES: readonly string[] = [AGE_CONFIRMED_KEY, ZIP_CODE_KEY, RESTOCK_CONTACT_KEY];
const RESERVED_KEYS: ReadonlySet<string> = new Set(RESERVED_KEY_NAMES);
/** Written by the gift-box dialog before issue #32; browsers still hold them, and they are never sizes. */
export const GIFT_BOX_OFFERED_PREFIX = "giftBoxOffered:";

/** Keys that are not cart entries. */
export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key) || key.startsWith(GIFT_BOX_OFFERED_PREFIX);
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused to store (quota, disabled storage). */
export function writeStored(key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the entry stays, and is ignored or overwritten later.
  }
}

/** Every [key, value] pair stored, in no particular order. */
export function storedEntries(): Array<[string, string]> {
  const target = storage();
  if (!target) return [];
  const entries: Array<[string, string]> = [];
  try {
    for (let index = 0; index < target.length; index++) {
      const key = target.key(index);
      if (key !== null) entries.push([key, target.getItem(key) ?? ""]);
    }
  } catch {
    return entries;
  }
  return entries;
}
