import { DEFAULT_SUBSTITUTION, type Substitution } from "~/features/orders";
import type { FulfilmentMethod, OrderRequestInput } from "~/features/orders";
import type { Language } from "~/i18n/language";
import type { CheckoutLine } from "./checkout-lines";

/** What the shopper typed and chose, as typed. */
export interface CheckoutForm {
  /** "" until the shopper chooses: neither is assumed, so pickup never meets an address first. */
  method: FulfilmentMethod | "";
  /** The chosen window's start; "" for as soon as possible. */
  window: string;
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
  /** Per size id, what the staff do if that bottle is missing; a line not in it says "call". */
  substitutions: Record<string, Substitution>;
  /** "This order is a gift": the recipient's fields are shown and sent only while it is ticked. */
  gift: boolean;
  giftName: string;
  giftPhone: string;
  giftMessage: string;
  /** Asked for only while a line's product comes in a gift box. */
  giftBox: boolean;
}

export function emptyCheckoutForm(defaultTip: number): CheckoutForm {
  return {
    method: "",
    window: "",
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
    substitutions: {},
    gift: false,
    giftName: "",
    giftPhone: "",
    giftMessage: "",
    giftBox: false,
  };
}

/** Fields the page checks that the order body does not carry. */
export const AGE_FIELD = "ageConfirmed";
export const LINES_FIELD = "items";
/** Delivery or pickup, where the order body's schema puts its problems. */
export const METHOD_FIELD = "fulfilment.method";

/**
 * The tip as a percentage, or NaN when the custom one is not a number (the schema then says so).
 * None on pickup: the tip is the driver's.
 */
export function tipPercentOf(form: CheckoutForm): number {
  if (form.method === "pickup") return 0;
  const typed = form.tipChoice === "custom" ? form.customTip.trim() : form.tipChoice;
  return typed === "" ? Number.NaN : Number(typed);
}

function fulfilmentOf(form: CheckoutForm): OrderRequestInput["fulfilment"] {
  const window = form.window || undefined;
  if (form.method === "delivery")
    return { method: "delivery", address: form.address, zip: form.zip, unit: form.unit, window };
  // Not chosen yet: the schema refuses it as order.fulfilmentMissing, so it is never sent.
  return { method: form.method, window } as OrderRequestInput["fulfilment"];
}

/** Whether any of these lines' products comes in a gift box: only then is the box offered. */
export function offersGiftBox(lines: readonly Pick<CheckoutLine, "giftBox">[]): boolean {
  return lines.some((line) => line.giftBox === true);
}

function giftOf(form: CheckoutForm, lines: readonly CheckoutLine[]): OrderRequestInput["gift"] {
  if (!form.gift) return undefined;
  return {
    recipientName: form.giftName,
    recipientPhone: form.giftPhone,
    message: form.giftMessage,
    giftBox: form.giftBox && offersGiftBox(lines),
  };
}

/** The body of POST /api/orders for these lines and this form, before the attempt key is added. */
export function orderBody(
  form: CheckoutForm,
  lines: readonly CheckoutLine[],
  language: Language,
): Omit<OrderRequestInput, "idempotencyKey"> {
  return {
    customer: { name: form.name, phone: form.phone, email: form.email },
    fulfilment: fulfilmentOf(form),
    items: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      seenUnitPriceCents: line.unitPriceCents,
      substitution: form.substitutions[line.id] ?? DEFAULT_SUBSTITUTION,
    })),
    paymentMethod: form.paymentMethod as OrderRequestInput["paymentMethod"],
    tipPercent: tipPercentOf(form),
    notes: form.notes,
    language,
    gift: giftOf(form, lines),
  };
}
