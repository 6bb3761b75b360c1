import {
  isOrderRequestMessageKey,
  ORDER_LIMITS,
  STORE_ORDER_CAPS,
  type FieldErrors,
} from "~/features/orders";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import type { CheckoutTranslate } from "./checkout-texts";

// Only an attempt at the order shows these texts: they load with it (order-attempt.ts).

/** What the order messages' {placeholders} name: the request's limits and the store's caps. */
export const MESSAGE_VALUES = {
  ...ORDER_LIMITS,
  maxBottles: STORE_ORDER_CAPS.maxBottles,
  maxSubtotal: formatCents(STORE_ORDER_CAPS.maxSubtotalCents),
  phone: store.phone.display,
  ...(store.delivery.minimumCents !== null && { deliveryMinimum: formatCents(store.delivery.minimumCents) }),
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
