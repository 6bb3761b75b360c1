import { useCallback, useEffect, useRef, useState } from "react";
import { cartEntries, onCartChange, removeFromCart, setCartQuantity } from "~/features/cart/cart-storage";
import type { CartQuote, QuotedLine } from "~/features/orders/cart-quote";
import {
  quotableItems,
  reconcileQuote,
  type CheckoutLine,
  type DroppedSize,
  type LineChange,
  type Reconciled,
} from "./checkout-lines";
import { requestQuote, type QuoteOutcome } from "./order-client";

export type QuoteFailure = Exclude<QuoteOutcome, { kind: "quoted" }>;

export type QuoteState =
  { status: "loading" } | { status: "ready" } | { status: "failed"; outcome: QuoteFailure };

const EMPTY_QUOTE: QuoteOutcome = { kind: "quoted", quote: { lines: [], unknownIds: [] } };

/**
 * The checkout's lines at live prices and stock: quoted on mount and on every cart change, and on
 * demand (`requote`) right before an order is sent. Each quote is compared with what the shopper
 * saw; the changes stay marked at their lines, and the cart is brought in line with the quote.
 */
export function useCheckoutQuote() {
  const [state, setState] = useState<QuoteState>({ status: "loading" });
  const [lines, setLines] = useState<CheckoutLine[]>([]);
  const [changes, setChanges] = useState<Record<string, LineChange[]>>({});
  const [dropped, setDropped] = useState<DroppedSize[]>([]);
  const [loaded, setLoaded] = useState(false);
  const seen = useRef<QuotedLine[] | null>(null);
  const latest = useRef(0);

  const apply = useCallback((reconciled: Reconciled) => {
    seen.current = reconciled.lines;
    setLines(reconciled.lines);
    setChanges((current) => {
      const kept = Object.entries(current).filter(([id]) => reconciled.lines.some((line) => line.id === id));
      return { ...Object.fromEntries(kept), ...reconciled.changes };
    });
    if (reconciled.dropped.length > 0) setDropped((current) => [...current, ...reconciled.dropped]);
    setState({ status: "ready" });
    setLoaded(true);
    // These writes fire cart-updated, and so one more quote, which then finds nothing to change.
    for (const { id, quantity } of reconciled.lower) setCartQuantity(id, quantity);
    for (const id of reconciled.remove) removeFromCart(id);
  }, []);

  /** Quotes the cart as stored now; null when a newer quote overtook this one. */
  const requote = useCallback(async (): Promise<Reconciled | QuoteFailure | null> => {
    const call = ++latest.current;
    const items = quotableItems(cartEntries());
    const outcome = await (items.length === 0 ? Promise.resolve(EMPTY_QUOTE) : requestQuote(items));
    if (call !== latest.current) return null;
    if (outcome.kind !== "quoted") {
      setState({ status: "failed", outcome });
      return outcome;
    }
    const reconciled = reconcileQuote(items, outcome.quote, seen.current);
    apply(reconciled);
    return reconciled;
  }, [apply]);

  /** Lays a 409's availability over the lines shown, as if quoted again. */
  const applyStock = useCallback(
    (quote: CartQuote) => {
      latest.current++;
      const items = quotableItems(cartEntries());
      apply(reconcileQuote(items, quote, seen.current));
    },
    [apply],
  );

  useEffect(() => {
    const quoteNow = () => void requote();
    // The first quote starts once the page is hydrated; then one per cart change.
    void Promise.resolve().then(quoteNow);
    return onCartChange(quoteNow);
  }, [requote]);

  return { state, loaded, lines, changes, dropped, requote, applyStock, seen };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
