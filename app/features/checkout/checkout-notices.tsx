import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import type { QuoteFailure } from "./use-checkout-quote";
import type { AttemptStatus } from "./attempt-status";

/** What the checkout tells the shopper about a whole attempt: a failed quote, how sending ended. */

export function QuoteFailed({ failure, onRetry }: { failure: QuoteFailure; onRetry: () => void }) {
  const t = useCheckoutT();
  return (
    <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p>
        {failure.kind === "rateLimited"
          ? rateLimitedText(failure.retryAfterSeconds, t)
          : t("checkout.quoteFailed")}
      </p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-md border border-red-800 px-3 py-1">
        {t("checkout.retry")}
      </button>
    </div>
  );
}

function rateLimitedText(seconds: number | null, t: CheckoutTranslate): string {
  if (seconds === null || seconds <= 60) return t("checkout.rateLimitedSoon");
  return t("checkout.rateLimited", { minutes: Math.ceil(seconds / 60) });
}

/** The outcome of the last attempt, announced; a network failure offers to send the same order again. */
export function AttemptMessage({ status, onRetry }: { status: AttemptStatus; onRetry: () => void }) {
  const t = useCheckoutT();
  const text = attemptText(status, t);
  return (
    <div aria-live="assertive" className="text-sm">
      {text && (
        <div
          className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
          data-testid="attempt-message"
        >
          <p>{text}</p>
          {status.kind === "network" && (
            <button
              type="button"
              onClick={onRetry}
              className="mt-2 rounded-md border border-red-800 px-3 py-1"
            >
              {t("checkout.retry")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** Why the order's price moved: the lines' prices, the code, the mixed case; the first that did. */
function priceChangedText(status: Extract<AttemptStatus, { kind: "priceChanged" }>, t: CheckoutTranslate) {
  if (status.linesMoved) return t("checkout.pricesChanged");
  return t(status.deals === "code" ? "checkout.codeNoLongerApplies" : "checkout.caseDiscountChanged");
}

function attemptText(status: AttemptStatus, t: CheckoutTranslate): string | null {
  switch (status.kind) {
    case "priceChanged":
      return priceChangedText(status, t);
    case "stock":
      return t("checkout.stockChanged");
    case "network":
      return t("checkout.networkFailed");
    case "rateLimited":
      return rateLimitedText(status.retryAfterSeconds, t);
    case "failed":
      return t("checkout.failed");
    case "keyReused":
      return t("checkout.keyReused");
    default:
      return null;
  }
}
