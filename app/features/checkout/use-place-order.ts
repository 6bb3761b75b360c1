import { useCallback, useRef, useState } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { clearCartEntries } from "~/features/cart";
import type { FieldErrors, OrderRequestInput } from "~/features/orders";
import type { Language } from "~/i18n/language";
import { usePathIn } from "~/i18n/messages";
import { attemptKeys } from "./attempt-key";
import { orderBody, type CheckoutForm } from "./checkout-form";
import { orderableLines, withAvailability, withPrices } from "./checkout-lines";
import { placeOrder, type PlaceOrderOutcome } from "./order-client";
import { orderReceivedState } from "./order-received-state";
import type { CheckoutQuote } from "./use-checkout-quote";

/** How the last attempt ended, for the message beside the button. */
export type AttemptStatus =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "priceChanged" }
  | { kind: "stock" }
  | { kind: "network" }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "failed" }
  | { kind: "keyReused" }
  | { kind: "invalid" };

/** What the page does when the server refuses an attempt. */
export interface PlaceOrderEvents {
  /** The server refused fields (a 422): the page lists them and moves focus to the first. */
  onFieldErrors: (fields: string[]) => void;
  /** The server found lines changed (a 409): the page points the shopper at them. */
  onLinesChanged: () => void;
}

/**
 * Sends the order once per click, with the prices the shopper saw: the server refuses one that rose
 * (and stock that ran short), and the page shows the change for the shopper to confirm again. On
 * success clears the cart and goes home with the order-received state. A network failure keeps the
 * body and its key, and `retry` sends exactly that again.
 */
export function usePlaceOrder(quote: CheckoutQuote, on: PlaceOrderEvents) {
  const navigate = useNavigate();
  const home = usePathIn()("/");
  const [status, setStatus] = useState<AttemptStatus>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const keys = useRef(attemptKeys());
  const sending = useRef(false);
  const lastSent = useRef<OrderRequestInput | null>(null);
  const page: AttemptPage = { navigate, home, quote, keys, setStatus, setServerErrors, on };

  const send = async (body: OrderRequestInput) => {
    lastSent.current = body;
    finishAttempt(await placeOrder(body), body, page);
  };

  /** One attempt at a time, however fast the clicks: the ref is set before React re-renders. */
  const guarded = async (attempt: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: "sending" });
    setServerErrors({});
    try {
      await attempt();
    } finally {
      sending.current = false;
      setStatus((current) => (current.kind === "sending" ? { kind: "idle" } : current));
    }
  };

  const submit = (form: CheckoutForm, language: Language) =>
    guarded(async () => {
      const body = orderBody(form, orderableLines(quote.lines), language);
      await send({ ...body, idempotencyKey: keys.current.keyFor(body) });
    });

  /**
   * After a network failure, the unchanged order goes again at once with the same key, so an order
   * that did reach the store is found, not made twice (and its stock is not mistaken for sold out).
   * A changed form or cart is a new attempt.
   */
  const retry = (form: CheckoutForm, language: Language) => {
    const sent = lastSent.current;
    const body = orderBody(form, orderableLines(quote.lines), language);
    if (sent && keys.current.keyFor(body) === sent.idempotencyKey) return guarded(() => send(sent));
    return submit(form, language);
  };

  const clearServerErrors = useCallback(() => setServerErrors({}), []);
  return { status, serverErrors, submit, retry, clearServerErrors };
}

/** What the page does with an attempt's end: the hook's state, the quote's lines, the way home. */
interface AttemptPage {
  navigate: NavigateFunction;
  /** Home in the page's language. */
  home: string;
  quote: Pick<CheckoutQuote, "applyCorrection" | "seen">;
  keys: { readonly current: ReturnType<typeof attemptKeys> };
  setStatus: (status: AttemptStatus) => void;
  setServerErrors: (errors: FieldErrors) => void;
  on: PlaceOrderEvents;
}

/**
 * Placed: the cart is cleared and home says so. Refused lines are laid over the page's for the
 * shopper to see; refused fields are listed; a reused key is forgotten, so the next try is new.
 */
function finishAttempt(outcome: PlaceOrderOutcome, sent: OrderRequestInput, page: AttemptPage): void {
  const { quote, on } = page;
  switch (outcome.kind) {
    case "placed":
      clearCartEntries();
      // Home opens the modal at once: its code (OrderReceivedOnArrival) is on its way already.
      import("./order-received-modal").catch(() => {});
      page.navigate(page.home, { state: orderReceivedState(outcome.order) });
      return;
    case "stock":
      quote.applyCorrection(withAvailability(quote.seen.current ?? [], outcome.lines));
      page.setStatus({ kind: "stock" });
      on.onLinesChanged();
      return;
    case "priceChanged":
      quote.applyCorrection(withPrices(quote.seen.current ?? [], outcome.lines));
      page.setStatus({ kind: "priceChanged" });
      on.onLinesChanged();
      return;
    case "invalid": {
      const fieldErrors = atLines(outcome.fieldErrors, sent);
      page.setServerErrors(fieldErrors);
      page.setStatus({ kind: "invalid" });
      on.onFieldErrors(Object.keys(fieldErrors));
      return;
    }
    case "keyReused":
      page.keys.current.forget();
      page.setStatus({ kind: "keyReused" });
      return;
    default:
      page.setStatus(outcome.kind === "rateLimited" ? outcome : { kind: outcome.kind });
  }
}

/** "items.0.quantity" names a line by its place in the body; the page shows it at that size's line. */
function atLines(fieldErrors: FieldErrors, sent: OrderRequestInput): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const line = /^items\.(\d+)/.exec(field);
    const id = line ? sent.items[Number(line[1])]?.id : undefined;
    const key = id ? `line:${id}` : field;
    (mapped[key] ??= []).push(...messages);
  }
  return mapped;
}
