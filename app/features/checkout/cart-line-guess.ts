import { MAX_ORDER_LINES } from "~/features/orders";
import { GIFT_BOX_OFFERED_PREFIX, RESERVED_KEY_NAMES } from "~/utils/browser-storage";

/**
 * How many lines checkout will show for the cart in this storage, before any quote, and how many
 * bottles they hold: the entries that could be a size with a whole quantity of at least 1, as
 * quotableItems counts them when the product list is unknown. It also runs as the page's inline
 * script before the first paint, so it stands alone: no imports, nothing but its arguments.
 */
export function guessCart(
  storage: Storage,
  reserved: readonly string[],
  reservedPrefix: string,
  maxLines: number,
): { lines: number; bottles: number } {
  let lines = 0;
  let bottles = 0;
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
    if (couldBeSize && /^\d{1,9}$/.test(quantity) && Number(quantity) >= 1) {
      lines++;
      bottles += Number(quantity);
    }
  }
  return { lines: Math.min(lines, maxLines), bottles };
}

/** The guess for this browser's cart; null where there is no storage (the server, a blocked one). */
function guessedCart(): { lines: number; bottles: number } | null {
  try {
    return guessCart(localStorage, RESERVED_KEY_NAMES, GIFT_BOX_OFFERED_PREFIX, MAX_ORDER_LINES);
  } catch {
    return null;
  }
}

export function guessedCartLines(): number | null {
  return guessedCart()?.lines ?? null;
}

/**
 * Whether the cart may earn a mixed-case discount: as many bottles as the smallest case counts
 * (`caseFrom`; null: no case rule in force). Which of them a rule counts only the quote knows.
 */
export function guessedCaseLikely(caseFrom: number | null): boolean {
  const bottles = guessedCart()?.bottles;
  return caseFrom !== null && bottles !== undefined && bottles >= caseFrom;
}

/** The fewest bottles any case rule in force discounts; null when none is in force. */
export function caseFromBottles(
  rules: ReadonlyArray<{ tiers: ReadonlyArray<{ bottles: number }> }>,
): number | null {
  const thresholds = rules.flatMap((rule) => rule.tiers.map((tier) => tier.bottles));
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

/**
 * The inline script at the top of the server-rendered checkout: it marks the page with the guessed
 * number of lines before the browser paints, so the rows reserved for them match the quote to come
 * and nothing below moves when it arrives (decision 0026); and, with as many bottles as a case
 * counts, data-case-likely, for which app.css holds the summary's case discount line.
 */
export function cartLinesScript(caseFrom: number | null): string {
  const args = [RESERVED_KEY_NAMES, GIFT_BOX_OFFERED_PREFIX, MAX_ORDER_LINES].map((arg) =>
    JSON.stringify(arg),
  );
  return `(function(e,caseFrom){try{var g=(${guessCart.toString()})(localStorage,${args.join(",")});e.setAttribute("data-cart-lines",g.lines);e.style.setProperty("--cart-lines",g.lines);if(caseFrom!==null&&g.bottles>=caseFrom)e.setAttribute("data-case-likely","")}catch(_){}})(document.currentScript.parentElement,${JSON.stringify(caseFrom)})`;
}
