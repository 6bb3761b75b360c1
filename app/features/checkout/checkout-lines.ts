import { MAX_PER_LINE } from "~/features/inventory";
import { type CartEntry } from "~/features/cart";
import type { CartQuote, PriceChange, QuotedLine } from "~/features/orders";
import { MAX_ORDER_LINES } from "~/features/orders";

/** A line of the checkout: the server's quote for a size with the amount the cart holds. */
export interface CheckoutLine extends QuotedLine {
  quantity: number;
}

/** What changed at a line since the shopper last saw it. */
export type LineChange =
  | { kind: "price"; fromCents: number; toCents: number }
  | { kind: "lowered"; from: number; to: number }
  | { kind: "soldOut" };

/** A size shown on this page that the store no longer sells: left out of the order, and said so. */
export interface DroppedSize {
  id: string;
  name: string;
  size: string;
}

export interface Reconciled {
  lines: CheckoutLine[];
  changes: Record<string, LineChange[]>;
  dropped: DroppedSize[];
  /** Cart writes that make the cart match the quote: amounts lowered to what is left. */
  lower: Array<{ id: string; quantity: number }>;
}

/**
 * The cart entries a quote is asked for: sizes the product list knows (every entry that could be a
 * size when the list could not be loaded), whole amounts of at least 1, at most the per-line cap,
 * and no more lines than an order takes, so junk in storage cannot make the quote itself invalid.
 * Other entries are ignored (specification §5), and left where they are.
 */
export function quotableItems(
  entries: readonly CartEntry[],
  knownSizes: ReadonlySet<string> | null,
): Array<{ id: string; quantity: number }> {
  return entries
    .filter((entry) => entry.quantity >= 1 && (knownSizes?.has(entry.sizeId) ?? true))
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
  // Only a size the shopper saw here is worth a word; any other unknown entry is ignored (§5).
  const dropped = quote.unknownIds.flatMap((id) => {
    const previous = before.get(id);
    return previous ? [{ id, name: previous.name, size: previous.size }] : [];
  });
  return { lines, changes, dropped, lower };
}

/** The lines an order can be placed for: in stock. A sold-out line must be removed first. */
export function orderableLines(lines: readonly CheckoutLine[]): CheckoutLine[] {
  return lines.filter((line) => line.available > 0);
}

/**
 * A 409 price_changed answer's prices laid over the lines the shopper saw, to reconcile like a fresh
 * quote. A price no longer below the regular one is a sale that ended: it shows alone, without "was".
 */
export function withPrices(lines: readonly QuotedLine[], changed: readonly PriceChange[]): CartQuote {
  const prices = new Map(changed.map((line) => [line.id, line.unitPriceCents]));
  return { lines: lines.map((line) => pricedAt(line, prices.get(line.id))), unknownIds: [] };
}

function pricedAt(line: QuotedLine, unitPriceCents: number | undefined): QuotedLine {
  if (unitPriceCents === undefined) return line;
  if (line.wasCents !== undefined && unitPriceCents < line.wasCents) return { ...line, unitPriceCents };
  return { ...line, unitPriceCents, wasCents: undefined, saleEndsAt: undefined };
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
