import { STORE_ORDER_CAPS } from "~/features/orders";
import type { FulfilmentMethod } from "~/features/orders";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { ORDER_LIMITS, type FieldErrors, type OrderRequestInput } from "~/features/orders";
import { isOrderRequestMessageKey } from "~/features/orders";
import type { Language } from "~/i18n/language";
import type { CheckoutLine } from "./checkout-lines";
import type { CheckoutTranslate } from "./checkout-texts";

/** What the shopper typed and chose, as typed. */
export interface CheckoutForm {
  method: FulfilmentMethod;
  address: string;
  unit: string;
  zip: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  paymentMethod: "cash" | "card" | "";
  /** A preset ("15") or "custom", which reads customTip. */
  tipChoice: string;
  customTip: string;
  ageConfirmed: boolean;
}

export function emptyCheckoutForm(defaultTip: number): CheckoutForm {
  return {
    method: "delivery",
    address: "",
    unit: "",
    zip: "",
    name: "",
    phone: "",
    email: "",
    notes: "",
    paymentMethod: "",
    tipChoice: String(defaultTip),
    customTip: "",
    ageConfirmed: false,
  };
}

/** Fields the page checks that the order body does not carry. */
export const AGE_FIELD = "ageConfirmed";
export const LINES_FIELD = "items";

/** The tip as a percentage, or NaN when the custom one is not a number (the schema then says so). */
export function tipPercentOf(form: CheckoutForm): number {
  const typed = form.tipChoice === "custom" ? form.customTip.trim() : form.tipChoice;
  return typed === "" ? Number.NaN : Number(typed);
}

/** The body of POST /api/orders for these lines and this form, before the attempt key is added. */
export function orderBody(
  form: CheckoutForm,
  lines: readonly CheckoutLine[],
  language: Language,
): Omit<OrderRequestInput, "idempotencyKey"> {
  return {
    customer: { name: form.name, phone: form.phone, email: form.email },
    fulfilment:
      form.method === "delivery"
        ? { method: "delivery", address: form.address, zip: form.zip, unit: form.unit }
        : { method: "pickup" },
    items: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      seenUnitPriceCents: line.unitPriceCents,
    })),
    paymentMethod: form.paymentMethod as OrderRequestInput["paymentMethod"],
    tipPercent: tipPercentOf(form),
    notes: form.notes,
    language,
  };
}

/** What the order messages' {placeholders} name: the request's limits and the store's caps. */
export const MESSAGE_VALUES = {
  ...ORDER_LIMITS,
  maxBottles: STORE_ORDER_CAPS.maxBottles,
  maxSubtotal: formatCents(STORE_ORDER_CAPS.maxSubtotalCents),
  phone: store.phone.display,
};

/**
 * The schema's and the server's message keys as the shopper reads them; anything else (a check
 * with no message of its own) says "Check this field.".
 */
export function fieldErrorTexts(errors: FieldErrors, t: CheckoutTranslate): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) =>
        isOrderRequestMessageKey(message) ? t(message, MESSAGE_VALUES) : t("order.invalid"),
      ),
    ]),
  );
}
