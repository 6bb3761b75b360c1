import { MAX_ORDER_LINES } from "~/features/orders";
import { GIFT_BOX_OFFERED_PREFIX, RESERVED_KEY_NAMES } from "~/utils/browser-storage";

/**
 * How many lines checkout will show for the cart in this storage, before any quote: the entries that
 * could be a size with a whole quantity of at least 1, as quotableItems counts them when the product
 * list is unknown. It also runs as the page's inline script before the first paint, so it stands
 * alone: no imports, nothing but its arguments.
 */
export function guessCartLines(
  storage: Storage,
  reserved: readonly string[],
  reservedPrefix: string,
  maxLines: number,
): number {
  let count = 0;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index) ?? "";
    const quantity = (storage.getItem(key) ?? "").trim();
    const couldBeSize =
      key.length >= 1 &&
      key.length <= 200 &&
      key === key.trim() &&
      !/[\p{Cc}\p{Cs}]/u.test(key) &&
      !reserved.includes(key) &&
      !key.startsWith(reservedPrefix);
    if (couldBeSize && /^\d{1,9}$/.test(quantity) && Number(quantity) >= 1) count++;
  }
  return Math.min(count, maxLines);
}

/** The guess for this browser's cart; null where there is no storage (the server, a blocked one). */
export function guessedCartLines(): number | null {
  try {
    return guessCartLines(localStorage, RESERVED_KEY_NAMES, GIFT_BOX_OFFERED_PREFIX, MAX_ORDER_LINES);
  } catch {
    return null;
  }
}

/**
 * The inline script at the top of the server-rendered checkout: it marks the page with the guessed
 * number of lines before the browser paints, so the rows reserved for them match the quote to come
 * and nothing below moves when it arrives (decision 0026).
 */
export function cartLinesScript(): string {
  const args = [RESERVED_KEY_NAMES, GIFT_BOX_OFFERED_PREFIX, MAX_ORDER_LINES].map((arg) =>
    JSON.stringify(arg),
  );
  return `(function(e){try{var n=(${guessCartLines.toString()})(localStorage,${args.join(",")});e.setAttribute("data-cart-lines",n);e.style.setProperty("--cart-lines",n)}catch(_){}})(document.currentScript.parentElement)`;
}
