import {
  deliveryMinimumBreach,
  fieldErrorsOf,
  orderCapBreach,
  orderRequestSchema,
  type FieldErrors,
} from "~/features/orders";
import type { Language } from "~/i18n/language";
import {
  AGE_FIELD,
  LINES_FIELD,
  METHOD_FIELD,
  orderBody,
  tipPercentOf,
  type CheckoutForm,
} from "./checkout-form";
import { fieldErrorTexts, MESSAGE_VALUES } from "./field-error-texts";
import type { CheckoutLine } from "./checkout-lines";
import type { CheckoutTranslate } from "./checkout-texts";

// The order body's rules (and zod with them) load after the page, with an attempt's other code:
// see useOrderAttempt.

/** A key the schema accepts, to check a body before its real attempt key is chosen. */
const PLACEHOLDER_KEY = "0".repeat(32);

/**
 * Every problem the browser can see before sending, keyed like the server's 422 field errors
 * ("customer.phone"), plus the age box and sold-out lines the body does not carry.
 */
export function checkoutErrors(
  form: CheckoutForm,
  lines: readonly CheckoutLine[],
  language: Language,
  t: CheckoutTranslate,
): FieldErrors {
  const orderable = lines.filter((line) => line.available > 0);
  const parsed = orderRequestSchema.safeParse({
    ...orderBody(form, orderable, language),
    idempotencyKey: PLACEHOLDER_KEY,
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorTexts(fieldErrorsOf(parsed.error), t);
  if (Number.isNaN(tipPercentOf(form))) errors.tipPercent = [t("checkout.tipInvalid")];
  const overCaps = orderCapBreach(orderable);
  if (lines.some((line) => line.available === 0)) errors[LINES_FIELD] = [t("checkout.removeSoldOut")];
  else if (errors[LINES_FIELD]) errors[LINES_FIELD] = [t("checkout.emptyCart")];
  else if (overCaps) errors[LINES_FIELD] = [t(overCaps, MESSAGE_VALUES)];
  const belowMinimum = form.method !== "" && deliveryMinimumBreach(orderable, form.method);
  if (belowMinimum) (errors[METHOD_FIELD] ??= []).push(t(belowMinimum, MESSAGE_VALUES));
  if (!form.ageConfirmed) errors[AGE_FIELD] = [t("checkout.ageMissing")];
  return errors;
}
