import type { NavigateFunction } from "react-router";
import { clearCartEntries } from "~/features/cart";
import type { FieldErrors, OrderRequestInput } from "~/features/orders";
import type { AttemptKeys } from "./attempt-key";
import { withAvailability, withPrices } from "./checkout-lines";
import type { CheckoutTranslate } from "./checkout-texts";
import { fieldErrorTexts } from "./field-error-texts";
import type { PlaceOrderOutcome } from "./order-client";
import { orderReceivedState } from "./order-received-state";
import type { AttemptStatus, PlaceOrderEvents } from "./attempt-status";
import type { CheckoutQuote } from "./use-checkout-quote";

/**
 * What an attempt at the order needs and the page does not until the shopper presses Place order:
 * the fields' checker (with zod), the attempt keys, the sending and what follows it, and the error
 * summary. One download, started as the form mounts (useOrderAttempt; decision 0038).
 */
export { checkoutErrors } from "./checkout-errors";
export { attemptKeys } from "./attempt-key";
export { ErrorSummary } from "./error-summary";
export { placeOrder } from "./order-client";

/** What the page does with an attempt's end: the hook's state, the quote's lines, the way home. */
interface AttemptPage {
  navigate: NavigateFunction;
  /** Home in the page's language. */
  home: string;
  quote: Pick<CheckoutQuote, "applyCorrection" | "recheckDeals" | "seen">;
  keys: AttemptKeys;
  t: CheckoutTranslate;
  setStatus: (status: AttemptStatus) => void;
  setServerErrors: (errors: FieldErrors) => void;
  on: PlaceOrderEvents;
}

/**
 * Placed: the cart is cleared and home says so. Refused lines are laid over the page's for the
 * shopper to see, and deals that moved are quoted again; refused fields are listed; a reused key is
 * forgotten, so the next try is new.
 */
export function finishAttempt(outcome: PlaceOrderOutcome, sent: OrderRequestInput, page: AttemptPage): void {
  const { quote, on } = page;
  switch (outcome.kind) {
    case "placed":
      clearCartEntries();
      // Home opens the modal at once: its code (OrderReceivedOnArrival) is on its way already.
      import("./order-received-modal").catch(() => {});
      page.navigate(page.home, { state: orderReceivedState(outcome.order, sent.fulfilment.method) });
      return;
    case "stock":
      quote.applyCorrection(withAvailability(quote.seen.current ?? [], outcome.lines));
      page.setStatus({ kind: "stock" });
      on.onLinesChanged();
      return;
    case "priceChanged": {
      const { lines, deals } = outcome;
      quote.applyCorrection(withPrices(quote.seen.current ?? [], lines));
      if (deals) quote.recheckDeals(deals, sent.customer.phone);
      const dealsMoved = deals ? (deals.code ? "code" : "caseDiscount") : null;
      page.setStatus({ kind: "priceChanged", linesMoved: lines.length > 0, deals: dealsMoved });
      on.onLinesChanged();
      return;
    }
    case "invalid": {
      const fieldErrors = fieldErrorTexts(atLines(outcome.fieldErrors, sent), page.t);
      page.setServerErrors(fieldErrors);
      page.setStatus({ kind: "invalid" });
      on.onFieldErrors(Object.keys(fieldErrors));
      return;
    }
    case "keyReused":
      page.keys.forget();
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
