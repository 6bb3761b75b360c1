import { MAX_PER_LINE, type CartEntry } from "~/features/cart/cart-storage";
import type { CartQuote, QuotedLine } from "~/features/orders/cart-quote";
import { MAX_ORDER_LINES } from "~/features/orders/order-request";

/** The quote's limit on a size id (cartQuoteRequestSchema): a longer key cannot be a size. */
const MAX_SIZE_ID_LENGTH = 200;

/** A line of the checkout: the server's quote for a size with the amount the cart holds. */
export interface CheckoutLine extends QuotedLine {
  quantity: number;
}

/** What changed at a line since the shopper last saw it. */
export type LineChange =
  | { kind: "price"; fromCents: number; toCents: number }
  | { kind: "lowered"; from: number; to: number }
  | { kind: "soldOut" };

/** A size the store no longer sells, dropped from the cart. The name is known when it was shown before. */
export interface DroppedSize {
  id: string;
  name: string | null;
  size: string | null;
}

export interface Reconciled {
  lines: CheckoutLine[];
  changes: Record<string, LineChange[]>;
  dropped: DroppedSize[];
  /** Cart writes that make the cart match the quote: amounts lowered to what is left, unknown sizes removed. */
  lower: Array<{ id: string; quantity: number }>;
  remove: string[];
}

/**
 * The cart entries a quote is asked for: whole amounts of at least 1, at most the per-line cap, and
 * no more lines than an order takes, so junk in storage cannot make the quote itself invalid.
 */
export function quotableItems(entries: readonly CartEntry[]): Array<{ id: string; quantity: number }> {
  return entries
    .filter((entry) => entry.quantity >= 1 && entry.sizeId.length <= MAX_SIZE_ID_LENGTH)
    .slice(0, MAX_ORDER_LINES)
    .map((entry) => ({ id: entry.sizeId, quantity: Math.min(entry.quantity, MAX_PER_LINE) }));
}

/**
 * Compares a fresh quote with the cart and with the quote the shopper last saw (null on the first
 * one): a price that moved, a size now sold out, an amount above what is left (lowered to it), a
 * size no longer sold (dropped). Any of them means the shopper must look before the order is sent.
 */
export function reconcileQuote(
  items: ReadonlyArray<{ id: string; quantity: number }>,
  quote: CartQuote,
  seen: readonly QuotedLine[] | null,
): Reconciled {
  const wanted = new Map(items.map((item) => [item.id, item.quantity]));
  const before = new Map(seen?.map((line) => [line.id, line]));
  const changes: Record<string, LineChange[]> = {};
  const lower: Reconciled["lower"] = [];
  const lines = quote.lines.map((quoted): CheckoutLine => {
    const asked = wanted.get(quoted.id) ?? 1;
    const previous = before.get(quoted.id);
    const lineChanges: LineChange[] = [];
    if (previous && previous.unitPriceCents !== quoted.unitPriceCents) {
      lineChanges.push({ kind: "price", fromCents: previous.unitPriceCents, toCents: quoted.unitPriceCents });
    }
    let quantity = asked;
    if (quoted.available === 0) {
      if (previous && previous.available > 0) lineChanges.push({ kind: "soldOut" });
    } else if (asked > quoted.available) {
      quantity = quoted.available;
      lineChanges.push({ kind: "lowered", from: asked, to: quantity });
      lower.push({ id: quoted.id, quantity });
    }
    if (lineChanges.length > 0) changes[quoted.id] = lineChanges;
    return { ...quoted, quantity };
  });
  const dropped = quote.unknownIds.map((id) => {
    const previous = before.get(id);
    return { id, name: previous?.name ?? null, size: previous?.size ?? null };
  });
  return { lines, changes, dropped, lower, remove: quote.unknownIds };
}

export function hasChanges(reconciled: Reconciled): boolean {
  return reconciled.dropped.length > 0 || Object.keys(reconciled.changes).length > 0;
}

/** The lines an order can be placed for: in stock. A sold-out line must be removed first. */
export function orderableLines(lines: readonly CheckoutLine[]): CheckoutLine[] {
  return lines.filter((line) => line.available > 0);
}

/** The 409 answer's availability laid over the lines the shopper saw, to reconcile like a fresh quote. */
export function withAvailability(
  lines: readonly QuotedLine[],
  stock: ReadonlyArray<{ id: string; available: number }>,
): CartQuote {
  const available = new Map(stock.map((line) => [line.id, line.available]));
  return {
    lines: lines.map((line) => ({ ...line, available: available.get(line.id) ?? line.available })),
    unknownIds: [],
  };
}
