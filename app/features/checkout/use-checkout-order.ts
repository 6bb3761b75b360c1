import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";
import { DELIVERY_AREA_MESSAGE, isDeliveryZip, type FieldErrors } from "~/features/orders";
import { store } from "~/features/store";
import { readStored, ZIP_CODE_KEY } from "~/utils/browser-storage";
import { useLanguage } from "~/i18n/messages";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import { emptyCheckoutForm, LINES_FIELD, type CheckoutForm } from "./checkout-form";
import { errorId, fieldId } from "./checkout-fields";
import type { CheckoutQuote } from "./use-checkout-quote";
import { useOrderAttempt, type OrderAttempt } from "./use-order-attempt";
import { usePlaceOrder } from "./use-place-order";

/** The items' heading carries the lines' field id: the error summary and focus reach it as a field. */
export const ITEMS_HEADING_ID = fieldId(LINES_FIELD);

/**
 * The order as the shopper fills it in: the form, the errors it shows, and Place order, which checks
 * the fields in the browser first and sends the order once none is wrong.
 */
export function useCheckoutOrder(quote: CheckoutQuote) {
  const t = useCheckoutT();
  // The order carries the shopper's language, so the store calls back in it.
  const language = useLanguage();
  const [form, setForm] = useCheckoutFormState();
  const [attempted, setAttempted] = useState(false);
  const summary = useErrorSummary();
  const attemptCode = useOrderAttempt();
  const order = usePlaceOrder(
    quote,
    {
      onFieldErrors: summary.show,
      onLinesChanged: () => document.getElementById(ITEMS_HEADING_ID)?.focus(),
    },
    attemptCode.load,
  );
  const sending = order.status.kind === "sending";
  const checker = attemptCode.attempt?.checkoutErrors;

  const errors = visibleErrors(
    attempted && checker ? checker(form, quote.lines, language, t) : {},
    order.serverErrors,
    form,
    t,
  );

  useFocusFirstError(errors, summary.focusRequest);

  const update = (patch: Partial<CheckoutForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    order.clearServerErrors();
  };

  const placeOrder = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checker ?? (await downloadedChecker(attemptCode.load));
    setAttempted(true);
    const found = check ? Object.keys(check(form, quote.lines, language, t)) : [];
    summary.show(found);
    if (found.length === 0) void order.submit(form, language);
  };

  const retry = () => void order.retry(form, language);
  return {
    form,
    errors,
    update,
    sending,
    placeOrder,
    retry,
    status: order.status,
    summaryFields: summary.fields,
  };
}

/**
 * The fields' checker once its code is here: waited for on a slow phone; null when it cannot be
 * downloaded, and sending then says the store was not reached.
 */
function downloadedChecker(
  load: () => Promise<OrderAttempt>,
): Promise<OrderAttempt["checkoutErrors"] | null> {
  return load().then(
    ({ checkoutErrors }) => checkoutErrors,
    () => null,
  );
}

function noSubscription(): () => void {
  return () => {};
}

function storedZipCode(): string {
  return readStored(ZIP_CODE_KEY)?.trim() ?? "";
}

/**
 * The form as the shopper fills it in, starting at the first tip preset. Until a ZIP is typed, the
 * one the shopper gave before stands in: read once hydrated, as the server cannot see storage.
 */
function useCheckoutFormState() {
  const storedZip = useSyncExternalStore(noSubscription, storedZipCode, () => "");
  const [form, setForm] = useState<Omit<CheckoutForm, "zip"> & { zip: string | null }>(() => ({
    ...emptyCheckoutForm(store.tipPercentPresets[0] ?? 0),
    zip: null,
  }));
  return [{ ...form, zip: form.zip ?? storedZip }, setForm] as const;
}

/** The fields the error summary lists; each time it lists some, focus moves to the first (a new request). */
function useErrorSummary() {
  const [fields, setFields] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const show = useCallback((listed: string[]) => {
    setFields(listed);
    if (listed.length > 0) setFocusRequest((count) => count + 1);
  }, []);
  return { fields, focusRequest, show };
}

/** Only a new request (a press of Place order, a server's refusal) moves focus, not every keystroke. */
function useFocusFirstError(errors: Record<string, string[]>, focusRequest: number) {
  const focusFirstError = useEffectEvent(() => focusFirstInvalid(Object.keys(errors)));
  useEffect(() => {
    if (focusRequest > 0) focusFirstError();
  }, [focusRequest]);
}

/**
 * Client errors after the first attempt, the server's since the last change, and the delivery area at
 * once; one per field, the first, so a shopper fixes one thing at a time.
 */
function visibleErrors(
  client: FieldErrors,
  server: FieldErrors,
  form: CheckoutForm,
  t: CheckoutTranslate,
): FieldErrors {
  const errors: FieldErrors = { ...client, ...server };
  const zip = form.zip.trim();
  if (form.method === "delivery" && /^\d{5}$/.test(zip) && !isDeliveryZip(zip)) {
    errors["fulfilment.zip"] = [t(DELIVERY_AREA_MESSAGE)];
  }
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.slice(0, 1)]));
}

/** Focus goes to the first field with an error, in the order the page shows them. */
function focusFirstInvalid(fields: readonly string[]): void {
  const targets = fields
    .map((field) => document.getElementById(fieldId(field)) ?? document.getElementById(errorId(field)))
    .filter((element): element is HTMLElement => element !== null);
  targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  targets[0]?.focus();
}
