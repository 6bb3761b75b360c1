import type { FieldErrors } from "~/features/orders";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import { AGE_FIELD, LINES_FIELD } from "./checkout-form";
import { errorId, fieldId } from "./checkout-fields";
import type { QuoteFailure } from "./use-checkout-quote";
import type { AttemptStatus } from "./use-place-order";

/** What the checkout tells the shopper about a whole attempt: the error summary, a failed quote, how sending ended. */

/** The page's fields top to bottom, so the error summary reads in the order the shopper meets them. */
const FIELD_ORDER = [
  LINES_FIELD,
  "line:",
  "fulfilment",
  "customer",
  "notes",
  "paymentMethod",
  "tipPercent",
  AGE_FIELD,
];
/** Server errors about the request as a whole, not one field the shopper can fix. */
const GENERAL_FIELDS = new Set(["body", "idempotencyKey", "language"]);

/** Every field with an error, each a link to it, announced when it appears. */
export function ErrorSummary({ fields, errors }: { fields: readonly string[]; errors: FieldErrors }) {
  const t = useCheckoutT();
  const listed = fields.filter((field) => errors[field]?.length).sort((a, b) => fieldRank(a) - fieldRank(b));
  if (listed.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">
        {listed.length === 1
          ? t("checkout.errorSummaryOne")
          : t("checkout.errorSummary", { count: listed.length })}
      </p>
      <ul className="mt-2 list-disc pl-5">
        {listed.map((field) => (
          <li key={field}>
            {GENERAL_FIELDS.has(field) ? (
              errors[field]![0]
            ) : (
              <a
                href={`#${field.startsWith("line:") ? errorId(field) : fieldId(field)}`}
                className="underline"
              >
                {errors[field]![0]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function fieldRank(field: string): number {
  const rank = FIELD_ORDER.findIndex((prefix) => field.startsWith(prefix));
  return rank === -1 ? FIELD_ORDER.length : rank;
}

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

function attemptText(status: AttemptStatus, t: CheckoutTranslate): string | null {
  switch (status.kind) {
    case "priceChanged":
      return t("checkout.pricesChanged");
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
