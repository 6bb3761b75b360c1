import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { FieldErrors, OrderRequestInput } from "~/features/orders";
import type { Language } from "~/i18n/language";
import { usePathIn } from "~/i18n/messages";
import type { AttemptKeys } from "./attempt-key";
import { orderBody, type CheckoutForm } from "./checkout-form";
import { orderableLines } from "./checkout-lines";
import { orderDeals } from "./checkout-pricing";
import { useCheckoutT } from "./checkout-texts";
import type { CheckoutQuote } from "./use-checkout-quote";
import type { AttemptStatus, PlaceOrderEvents } from "./attempt-status";
import type { OrderAttempt } from "./use-order-attempt";

/**
 * Sends the order once per click, with the prices the shopper saw: the server refuses one that rose
 * (and stock that ran short), and the page shows the change for the shopper to confirm again. On
 * success clears the cart and goes home with the order-received state. A network failure keeps the
 * body and its key, and `retry` sends exactly that again. The sending's code comes from `load`
 * (useOrderAttempt): one that cannot be downloaded is a network failure, tried again by Retry.
 */
export function usePlaceOrder(quote: CheckoutQuote, on: PlaceOrderEvents, load: () => Promise<OrderAttempt>) {
  const navigate = useNavigate();
  const home = usePathIn()("/");
  const t = useCheckoutT();
  const [status, setStatus] = useState<AttemptStatus>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const keys = useRef<AttemptKeys | null>(null);
  const sending = useRef(false);
  const lastSent = useRef<OrderRequestInput | null>(null);

  const send = async (attempt: OrderAttempt, body: OrderRequestInput) => {
    lastSent.current = body;
    const page = { navigate, home, quote, keys: keysOf(attempt), t, setStatus, setServerErrors, on };
    attempt.finishAttempt(await attempt.placeOrder(body), body, page);
  };

  const keysOf = (attempt: OrderAttempt) => (keys.current ??= attempt.attemptKeys());

  /** One attempt at a time, however fast the clicks: the ref is set before React re-renders. */
  const guarded = async (go: (attempt: OrderAttempt) => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: "sending" });
    setServerErrors({});
    try {
      const attempt = await load().catch(() => null);
      if (attempt) await go(attempt);
      else setStatus({ kind: "network" });
    } finally {
      sending.current = false;
      setStatus((current) => (current.kind === "sending" ? { kind: "idle" } : current));
    }
  };

  /** The order as the page shows it: its lines, its choices, and the deals the summary counts. */
  const bodyOf = (form: CheckoutForm, language: Language) => ({
    ...orderBody(form, orderableLines(quote.lines), language),
    ...orderDeals(quote.lines, quote.deals),
  });

  const submit = (form: CheckoutForm, language: Language) =>
    guarded(async (attempt) => {
      const body = bodyOf(form, language);
      await send(attempt, { ...body, idempotencyKey: keysOf(attempt).keyFor(body) });
    });

  /**
   * After a network failure, the unchanged order goes again at once with the same key, so an order
   * that did reach the store is found, not made twice (and its stock is not mistaken for sold out).
   * A changed form or cart is a new attempt.
   */
  const retry = (form: CheckoutForm, language: Language) => {
    const sent = lastSent.current;
    const body = bodyOf(form, language);
    if (sent && keys.current?.keyFor(body) === sent.idempotencyKey) {
      return guarded((attempt) => send(attempt, sent));
    }
    return submit(form, language);
  };

  const clearServerErrors = useCallback(() => setServerErrors({}), []);
  return { status, serverErrors, submit, retry, clearServerErrors };
}
