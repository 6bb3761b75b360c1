import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { clearCartEntries } from "~/features/cart/cart-storage";
import type { FieldErrors, OrderRequestInput } from "~/features/orders/order-request";
import type { Language } from "~/i18n/language";
import { attemptKeys } from "./attempt-key";
import { orderBody, type CheckoutForm } from "./checkout-form";
import { hasChanges, orderableLines, withAvailability } from "./checkout-lines";
import { placeOrder, type PlaceOrderOutcome } from "./order-client";
import { orderReceivedState } from "./order-received-state";
import type { CheckoutQuote } from "./use-checkout-quote";

/** How the last attempt ended, for the message beside the button. */
export type AttemptStatus =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "changed" }
  | { kind: "stock" }
  | { kind: "network" }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "failed" }
  | { kind: "keyReused" }
  | { kind: "invalid" };

/**
 * Sends the order once per click: quotes the cart again first and stops when anything moved; on
 * success clears the cart and goes home with the order-received state. A network failure keeps
 * the body and its key, and `retry` sends exactly that again.
 */
export function usePlaceOrder(
  quote: CheckoutQuote,
  on: {
    /** The server refused fields (a 422): the page lists them and moves focus to the first. */
    onFieldErrors: (fields: string[]) => void;
    /** Lines changed before sending (a fresh quote, a 409): the page points the shopper at them. */
    onLinesChanged: () => void;
  },
) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<AttemptStatus>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const keys = useRef(attemptKeys());
  const sending = useRef(false);
  const lastSent = useRef<OrderRequestInput | null>(null);
  const { requote, applyStock, seen } = quote;

  const finish = (outcome: PlaceOrderOutcome, sent: OrderRequestInput) => {
    switch (outcome.kind) {
      case "placed":
        clearCartEntries();
        navigate("/", { state: orderReceivedState(outcome.order) });
        return;
      case "stock":
        applyStock(withAvailability(seen.current ?? [], outcome.lines));
        setStatus({ kind: "stock" });
        on.onLinesChanged();
        return;
      case "invalid": {
        const fieldErrors = atLines(outcome.fieldErrors, sent);
        setServerErrors(fieldErrors);
        setStatus({ kind: "invalid" });
        on.onFieldErrors(Object.keys(fieldErrors));
        return;
      }
      case "keyReused":
        keys.current.forget();
        setStatus({ kind: "keyReused" });
        return;
      default:
        setStatus(outcome.kind === "rateLimited" ? outcome : { kind: outcome.kind });
    }
  };

  const send = async (body: OrderRequestInput) => {
    lastSent.current = body;
    finish(await placeOrder(body), body);
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
      const reconciled = await requote();
      if (reconciled && "kind" in reconciled) {
        setStatus(reconciled.kind === "rateLimited" ? reconciled : { kind: reconciled.kind });
        return;
      }
      if (!reconciled || hasChanges(reconciled)) {
        setStatus({ kind: "changed" });
        on.onLinesChanged();
        return;
      }
      const body = orderBody(form, orderableLines(reconciled.lines), language);
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
