import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from "react";
import { StoreLink } from "~/components/store-link";
import { orderTotals, type FieldErrors } from "~/features/orders";
import { store } from "~/features/store";
import { useOpeningStatus } from "~/features/store";
import { normalizeUsPhone } from "~/utils/us-phone";
import { CheckoutTextsProvider, useCheckoutT, type CheckoutTexts } from "./checkout-texts";
import { AGE_FIELD, LINES_FIELD, METHOD_FIELD, tipPercentOf, type CheckoutForm } from "./checkout-form";
import { FieldErrorText, fieldId } from "./checkout-fields";
import { AttemptMessage, QuoteFailed } from "./checkout-notices";
import {
  AgeConfirmation,
  ContactFields,
  FulfilmentFields,
  PaymentFields,
  TipFields,
} from "./checkout-sections";
import { CheckoutLineList, PendingLineList, type SubstitutionChoices } from "./checkout-line-list";
import { GiftFields } from "./checkout-choices";
import { cartLinesScript, guessedCartLines, guessedCaseLikely } from "./cart-line-guess";
import { orderableLines } from "./checkout-lines";
import { codeState, priceCheckout } from "./checkout-pricing";
import { CheckoutSummary } from "./checkout-summary";
import { PromoCodeField } from "./promo-code-field";
import { useCheckoutQuote, type CheckoutQuote } from "./use-checkout-quote";
import { useOrderWindows } from "./use-order-windows";
import { WINDOW_FIELD } from "./checkout-window";
import { downloadOrderAttempt } from "./use-order-attempt";
import type { AttemptStatus } from "./attempt-status";
import { ITEMS_HEADING_ID, useCheckoutOrder } from "./use-checkout-order";

/** The form's last control: the route asks for no frame before it is parsed (decision 0040). */
export const PLACE_ORDER_ID = "place-order";

/** Shown only after an attempt, whose code brings it. */
const ErrorSummary = lazy(() =>
  downloadOrderAttempt().then(({ ErrorSummary }) => ({ default: ErrorSummary })),
);

/**
 * /checkout: the cart at live prices and stock, the shopper's details, the summary, and one way to
 * send. The server cannot see the cart, so it renders the whole layout with the lines' rows reserved
 * (their number set by the inline script before the first paint) and the amounts as placeholders;
 * the quote fills them in without moving anything below (decision 0026). Its texts come from its
 * loader, in the page's language.
 */
export function CheckoutPage({
  texts,
  renderedAt,
  caseFrom = null,
}: {
  texts: CheckoutTexts;
  renderedAt?: number;
  /** The fewest bottles a case rule in force discounts; null: none in force. */
  caseFrom?: number | null;
}) {
  return (
    <CheckoutTextsProvider value={texts}>
      <Checkout renderedAt={renderedAt} caseFrom={caseFrom} />
    </CheckoutTextsProvider>
  );
}

/** `renderedAt`: when the server rendered the page, so a closed store's notice is there from the start. */
function Checkout({ renderedAt, caseFrom }: { renderedAt?: number; caseFrom: number | null }) {
  const t = useCheckoutT();
  const quote = useCheckoutQuote();
  const closed = useOpeningStatus(t, renderedAt);
  // Null while hydrating (the inline script has marked the page); read here on a client navigation.
  const guessed = useSyncExternalStore(noSubscription, guessedCartLines, () => null);
  const caseLikely = useSyncExternalStore(
    noSubscription,
    () => guessedCaseLikely(caseFrom),
    () => null,
  );
  const empty = quote.loaded && quote.lines.length === 0;
  return (
    <div
      className={`mx-auto max-w-6xl px-4 py-8${quote.loaded ? "" : " checkout-pending"}`}
      data-cart-lines={guessed ?? undefined}
      data-case-likely={caseLikely ? "" : undefined}
      style={guessed === null ? undefined : ({ "--cart-lines": guessed } as CSSProperties)}
      suppressHydrationWarning
    >
      {/* Only in the server's page: a navigation in the browser counts the lines itself (guessed). */}
      {guessed === null && (
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? cartLinesScript(caseFrom) : "" }}
        />
      )}
      <h1 className="font-display text-3xl">{t("checkout.title")}</h1>
      {closed && !closed.open && closed.opensAt && (
        <p className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-3" data-testid="closed-notice">
          {closed.opensDay
            ? t("checkout.closedNoticeDay", { day: closed.opensDay, time: closed.opensAt })
            : t("checkout.closedNotice", { time: closed.opensAt })}
        </p>
      )}
      {quote.state.status === "failed" && (
        <QuoteFailed failure={quote.state.outcome} onRetry={() => void quote.requote()} />
      )}
      {!quote.loaded && quote.state.status === "loading" && (
        <p role="status" className="sr-only">
          {t("checkout.loading")}
        </p>
      )}
      {(!quote.loaded || empty) && <EmptyCheckout dropped={quote.dropped} />}
      {!empty && <CheckoutOrderForm quote={quote} />}
    </div>
  );
}

function noSubscription(): () => void {
  return () => {};
}

/** Nothing to order: what was dropped, and the way back to the catalogue. */
function EmptyCheckout({ dropped }: { dropped: CheckoutQuote["dropped"] }) {
  const t = useCheckoutT();
  return (
    <div className="checkout-empty mt-6 space-y-4">
      <CheckoutLineList lines={[]} changes={{}} dropped={dropped} errors={{}} disabled={false} />
      <p>{t("checkout.empty")}</p>
      <StoreLink
        to="/catalog"
        className="inline-block rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {t("checkout.browse")}
      </StoreLink>
    </div>
  );
}

/** Mounted once the cart is quoted, in the browser: the ZIP is prefilled from storage as the form starts. */
function CheckoutOrderForm({ quote }: { quote: CheckoutQuote }) {
  const t = useCheckoutT();
  const order = useCheckoutOrder(quote);
  return (
    <form
      noValidate
      onSubmit={(event) => void order.placeOrder(event)}
      aria-label={t("checkout.title")}
      className="checkout-form mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <OrderSections
        quote={quote}
        form={order.form}
        errors={order.errors}
        update={order.update}
        sending={order.sending}
        summaryFields={order.summaryFields}
      />
      <SummaryPanel
        form={order.form}
        quote={quote}
        errors={order.errors}
        update={order.update}
        status={order.status}
        onRetry={order.retry}
      />
    </form>
  );
}

/** The form's column: what went wrong, the items, then each section of the order in turn. */
function OrderSections({
  quote,
  form,
  errors,
  update,
  sending,
  summaryFields,
}: {
  quote: CheckoutQuote;
  form: CheckoutForm;
  errors: Record<string, string[]>;
  update: (patch: Partial<CheckoutForm>) => void;
  sending: boolean;
  summaryFields: string[];
}) {
  // Asked again when the server refuses a window: it may have filled meanwhile.
  const windows = useOrderWindows(errors[WINDOW_FIELD]);
  const switchToPickup = () => {
    update({ method: "pickup", window: "" });
    requestAnimationFrame(() => document.getElementById(`${fieldId(METHOD_FIELD)}-pickup`)?.focus());
  };
  return (
    <div className="space-y-8">
      {summaryFields.length > 0 && (
        <Suspense>
          <ErrorSummary fields={summaryFields} errors={errors} />
        </Suspense>
      )}
      <CheckoutItems
        quote={quote}
        errors={errors}
        disabled={sending}
        choices={{
          values: form.substitutions,
          onChange: (id, value) => update({ substitutions: { ...form.substitutions, [id]: value } }),
        }}
      />
      <FulfilmentFields
        form={form}
        errors={errors}
        update={update}
        onSwitchToPickup={switchToPickup}
        deliveryFeeCents={deliveryFeeOf(quote)}
        windows={windows}
      />
      <ContactFields form={form} errors={errors} update={update} />
      <GiftFields form={form} errors={errors} update={update} lines={quote.loaded ? quote.lines : null} />
      <PaymentFields form={form} errors={errors} update={update} />
      {form.method !== "pickup" && <TipFields form={form} errors={errors} update={update} />}
    </div>
  );
}

/** What delivery costs this cart: the store's fee until the lines are quoted, then as the order charges it. */
function deliveryFeeOf(quote: CheckoutQuote): number {
  if (!quote.loaded) return store.delivery.feeCents;
  return orderTotals(orderableLines(quote.lines), { fulfilment: "delivery", tipPercent: 0 }).deliveryFeeCents;
}

/** The cart's lines as quoted, with what changed and what is wrong at each. */
function CheckoutItems({
  quote,
  errors,
  disabled,
  choices,
}: {
  quote: CheckoutQuote;
  errors: FieldErrors;
  disabled: boolean;
  choices: SubstitutionChoices;
}) {
  const t = useCheckoutT();
  return (
    <section aria-labelledby={ITEMS_HEADING_ID}>
      <h2 id={ITEMS_HEADING_ID} tabIndex={-1} className="font-display text-xl">
        {t("checkout.itemsHeading")}
      </h2>
      <FieldErrorText field={LINES_FIELD} errors={errors[LINES_FIELD]} />
      {quote.loaded ? (
        <CheckoutLineList
          lines={quote.lines}
          changes={quote.changes}
          dropped={quote.dropped}
          errors={errors}
          disabled={disabled}
          choices={choices}
        />
      ) : (
        <PendingLineList />
      )}
    </section>
  );
}

/**
 * Beside the form: the promo code, the totals at the tip chosen with the deals, the age
 * confirmation, the button and how the last attempt went. Until the lines are quoted the totals are
 * placeholders and the button waits.
 */
function SummaryPanel({
  form,
  quote,
  errors,
  update,
  status,
  onRetry,
}: {
  form: CheckoutForm;
  quote: CheckoutQuote;
  errors: FieldErrors;
  update: (patch: Partial<CheckoutForm>) => void;
  status: AttemptStatus;
  onRetry: () => void;
}) {
  const t = useCheckoutT();
  const sending = status.kind === "sending";
  const lines = quote.loaded ? quote.lines : null;
  const typedTip = tipPercentOf(form);
  // Until the custom tip reads as a percentage, the summary counts none.
  const tipPercent = typedTip >= 0 && typedTip <= 100 ? typedTip : 0;
  const pricing =
    lines && priceCheckout(lines, quote.deals, { fulfilment: form.method || "pickup", tipPercent });
  // The phone, once typed, counts toward a code's limit per phone.
  const applyCode = (code: string | null) => quote.applyCode(code, normalizeUsPhone(form.phone));

  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 lg:sticky lg:top-4"
    >
      <h2 id="checkout-summary-heading" className="font-display text-xl">
        {t("checkout.summary")}
      </h2>
      <PromoCodeField state={codeState(quote.codeAsked, quote.deals, pricing)} onApply={applyCode} />
      <CheckoutSummary pricing={pricing} tipPercent={tipPercent} method={form.method} />
      <AgeConfirmation
        checked={form.ageConfirmed}
        onChange={(ageConfirmed) => update({ ageConfirmed })}
        errors={errors[AGE_FIELD]}
      />
      {/* A block of a fixed height: a frame drawn before its text is parsed (the render waits only
          for its start tag) shows it in its place, not 5 px lower on an empty line's baseline. */}
      <button
        id={PLACE_ORDER_ID}
        type="submit"
        disabled={sending || lines === null}
        className="block min-h-12 w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {sending ? t("checkout.sending") : t("checkout.placeOrder")}
      </button>
      <AttemptMessage status={status} onRetry={onRetry} />
    </aside>
  );
}
