import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import { cartEntries, onCartChange, setCartQuantity } from "~/features/cart";
import { forgetProductList, knownSizeIds, loadProductList } from "~/features/cart";
import {
  NO_QUOTE_DEALS,
  type CartQuote,
  type CartQuoteRequest,
  type DealChange,
  type QuoteDeals,
  type QuotedLine,
} from "~/features/orders";
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

/** The code the shopper applied (as the store reads it) and their phone once typed, for its limit per phone. */
interface AskedCode {
  code: string;
  phone: string | null;
}

/**
 * The sizes the product list knows, or null when it cannot be loaded: checkout then asks the quote
 * about every entry that could be a size, and ignores the ones it names unknown.
 */
async function knownSizes(): Promise<ReadonlySet<string> | null> {
  try {
    return knownSizeIds(await loadProductList());
  } catch {
    forgetProductList();
    return null;
  }
}

/**
 * What the page shows of the quotes: the lines as last quoted, the changes marked at them, the
 * sizes dropped, and whether a quote has come. `apply` lays a reconciled quote over them.
 */
function useShownQuote() {
  const [state, setState] = useState<QuoteState>({ status: "loading" });
  const [lines, setLines] = useState<CheckoutLine[]>([]);
  const [changes, setChanges] = useState<Record<string, LineChange[]>>({});
  const [dropped, setDropped] = useState<DroppedSize[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [deals, setDeals] = useState<QuoteDeals>(NO_QUOTE_DEALS);
  const seen = useRef<QuotedLine[] | null>(null);
  const writing = useRef(false);

  /** `deals`: the quote's own; a correction from an order's answer keeps those shown. */
  const apply = useCallback((reconciled: Reconciled, quoted?: QuoteDeals) => {
    if (quoted) setDeals(quoted);
    seen.current = reconciled.lines;
    setLines(reconciled.lines);
    setChanges((current) => {
      const kept = Object.entries(current).filter(([id]) => reconciled.lines.some((line) => line.id === id));
      return { ...Object.fromEntries(kept), ...reconciled.changes };
    });
    setDropped((current) => [
      ...current,
      ...reconciled.dropped.filter((size) => !current.some((shown) => shown.id === size.id)),
    ]);
    setState({ status: "ready" });
    setLoaded(true);
    // The quote already counted these amounts: the cart-updated they fire must not quote again.
    writing.current = true;
    try {
      for (const { id, quantity } of reconciled.lower) setCartQuantity(id, quantity);
    } finally {
      writing.current = false;
    }
  }, []);
  return { state, setState, lines, changes, dropped, loaded, deals, setDeals, seen, writing, apply };
}

/** What a quote is asked: the cart's items, and the code applied with the shopper's phone. */
function quoteRequest(items: CartQuoteRequest["items"], asked: AskedCode | null): CartQuoteRequest {
  if (!asked) return { items };
  return { items, code: asked.code, ...(asked.phone ? { phone: asked.phone } : {}) };
}

/**
 * The checkout's lines at live prices and stock: quoted once the page is hydrated and again on every
 * cart change the shopper makes (here or in another tab), never for checkout's own writes. Each
 * quote is compared with what the shopper saw; the changes stay marked at their lines, and amounts
 * above what is left are lowered in the cart.
 */
export function useCheckoutQuote() {
  const { state, setState, lines, changes, dropped, loaded, deals, setDeals, seen, writing, apply } =
    useShownQuote();
  // A ref, so every quote asks about the code, whatever the change that caused it.
  const askedCode = useRef<AskedCode | null>(null);
  const known = useRef<ReadonlySet<string> | null>(null);
  // One load of the product list shared by every quote waiting for it: they resume in the order they
  // asked, so the first has marked what it asks before a change event's quote compares with it.
  const knownLoad = useRef<Promise<ReadonlySet<string> | null> | null>(null);
  const latest = useRef(0);
  const asked = useRef<string | null>(null);

  /**
   * Quotes the cart as stored now; a quote overtaken by a newer one is dropped. A change event that
   * leaves the sizes and amounts as last asked (another tab's unrelated keys, the browser delivering
   * storage events late) asks nothing.
   */
  const requote = useCallback(
    async ({ unlessAsked = false } = {}): Promise<void> => {
      knownLoad.current ??= knownSizes();
      known.current = await knownLoad.current;
      if (known.current === null) knownLoad.current = null;
      const items = quotableItems(cartEntries(), known.current);
      const request = quoteRequest(items, askedCode.current);
      const asking = JSON.stringify(request);
      if (unlessAsked && asking === asked.current) return;
      asked.current = asking;
      const call = ++latest.current;
      const outcome = await (items.length === 0 ? Promise.resolve(EMPTY_QUOTE) : requestQuote(request));
      if (call !== latest.current) return;
      if (outcome.kind !== "quoted") {
        asked.current = null;
        setState({ status: "failed", outcome });
      } else apply(reconcileQuote(items, outcome.quote, seen.current), outcome.quote.deals ?? NO_QUOTE_DEALS);
    },
    [apply, seen, setState],
  );

  /** Lays the order's 409 answer (new prices, or what is left) over the lines shown, as if quoted again. */
  const applyCorrection = useCallback(
    (quote: CartQuote) => {
      latest.current++;
      apply(reconcileQuote(quotableItems(cartEntries(), known.current), quote, seen.current));
    },
    [apply, seen],
  );

  useEffect(() => {
    // The first quote starts once the page is hydrated; then one per change the shopper makes.
    void Promise.resolve().then(() => requote());
    return onCartChange(() => {
      if (!writing.current) void requote({ unlessAsked: true });
    });
  }, [requote, writing]);

  const { codeAsked, applyCode, recheckDeals } = useAskedCode(askedCode, requote, setDeals);
  return {
    state,
    loaded,
    lines,
    changes,
    dropped,
    deals,
    codeAsked,
    requote,
    applyCode,
    applyCorrection,
    recheckDeals,
    seen,
  };
}

/**
 * The code the shopper applied, which every quote asks about (`askedRef`, read by the quotes) until it
 * is removed, and the phone it is asked for.
 */
function useAskedCode(
  askedRef: RefObject<AskedCode | null>,
  requote: () => Promise<void>,
  setDeals: Dispatch<SetStateAction<QuoteDeals>>,
) {
  const [codeAsked, setCodeAsked] = useState<string | null>(null);

  /** Asks about a code (as the store reads it), or about none: the quotes after it ask too, until it is removed. */
  const applyCode = useCallback(
    (code: string | null, phone: string | null) => {
      askedRef.current = code === null ? null : { code, phone };
      setCodeAsked(code);
      // Gone from the summary at once; a code asked shows once its answer comes.
      setDeals((current) => ({ ...current, code: null }));
      void requote();
    },
    [askedRef, requote, setDeals],
  );

  /**
   * The order was refused for its deals (409): the code's refusal shows at once, and the quote asks
   * again with the order's phone, for the case rules and the code as the order found them.
   */
  const recheckDeals = useCallback(
    (change: DealChange, phone: string) => {
      const refused = change.code;
      if (askedRef.current) askedRef.current = { ...askedRef.current, phone };
      if (refused) setDeals((current) => ({ ...current, code: { ok: false, ...refused } }));
      void requote();
    },
    [askedRef, requote, setDeals],
  );

  return { codeAsked, applyCode, recheckDeals };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
