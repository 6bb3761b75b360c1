import type { Selectable } from "kysely";
import type { OrderLineTable, OrderTable } from "../../../db/schema";
import { pathIn } from "~/i18n/language";
import type { OrderGift, Substitution } from "./order-choices";
import type { OrderStatus } from "./order-status";
import type { OrderWindow } from "./order-windows";

/** What the shopper's browser and the store's webhook are told about an order: built from the stored rows only. */

export type StoredOrder = Selectable<OrderTable> & { lines: Array<Selectable<OrderLineTable>> };

export interface OrderResponseLine {
  id: string;
  name: string;
  size: string;
  /** The price paid: the sale price when the size was on sale. */
  unitPriceCents: number;
  /** Present when the size was on sale: its regular price then ("was"). */
  regularUnitPriceCents?: number;
  quantity: number;
  lineTotalCents: number;
  /** What the staff do if this bottle is missing. */
  substitution: Substitution;
  /** Present only when the store substituted this line on the call: what the shopper ordered. */
  replaces?: { id: string; name: string; size: string; unitPriceCents: number };
}

/** DESIGN §6: the body of 201 (and of 200 when the same key comes again). */
export interface OrderResponse {
  order: {
    number: string;
    status: OrderStatus;
    items: OrderResponseLine[];
    subtotalCents: number;
    /** The case discount and the code's together (each apart in `deals`). */
    discountCents: number;
    taxCents: number;
    deliveryFeeCents: number;
    tipCents: number;
    totalCents: number;
    deals: OrderDealsApplied;
    /** The gift's details, or null when the order is not a gift. */
    gift: OrderGift | null;
    /** The shopper's page for this order, in the order's language: a random token, never the number. */
    statusUrl: string;
    /** When the store will call to confirm (ISO 8601): at once while open, else at opening; null once called. */
    callAt: string | null;
    /** The delivery or pickup window chosen; null: as soon as possible. */
    window: OrderWindow | null;
  };
}

/** The deals an order got, each apart: the mixed case (by its rule's name) and the code. */
export interface OrderDealsApplied {
  caseDiscount: { rule: string; cents: number } | null;
  codeDiscount: { code: string; cents: number } | null;
}

/** In the language the order was placed in: the link may be sent on later, away from the checkout's page. */
function orderStatusPath(order: StoredOrder): string {
  return pathIn(order.language, `/order/${order.status_token}`);
}

export function orderResponse(order: StoredOrder): OrderResponse {
  return {
    order: {
      number: order.number ?? String(order.id),
      status: order.status,
      items: order.lines.map((line) => ({
        id: line.size_id,
        name: line.product_name,
        size: line.size_label,
        unitPriceCents: line.unit_price_cents,
        ...(line.regular_price_cents !== null && line.regular_price_cents > line.unit_price_cents
          ? { regularUnitPriceCents: line.regular_price_cents }
          : {}),
        quantity: line.quantity,
        lineTotalCents: line.line_total_cents,
        substitution: line.substitution,
        ...replacedBy(line),
      })),
      ...totalsOf(order),
      deals: dealsOf(order),
      gift: giftOf(order),
      statusUrl: orderStatusPath(order),
      callAt: order.status === "received" ? order.next_call_at : null,
      window: windowOf(order),
    },
  };
}

/** The webhook's JSON for a new order: who, how, what, and every total in cents. */
export function orderPlacedPayload(order: StoredOrder) {
  return {
    event: "order.placed",
    number: order.number ?? String(order.id),
    placedAt: order.created_at,
    status: order.status,
    customer: { name: order.customer_name, phone: order.customer_phone, email: order.customer_email },
    fulfilment:
      order.fulfilment === "delivery"
        ? {
            method: "delivery",
            address: order.address,
            unit: order.unit,
            zip: order.zip,
            window: windowOf(order),
          }
        : { method: "pickup", window: windowOf(order) },
    paymentMethod: order.payment_method,
    tipPercent: order.tip_percent,
    notes: order.notes,
    language: order.language,
    lines: orderResponse(order).order.items,
    totals: totalsOf(order),
    gift: giftOf(order),
    deals: dealsOf(order),
  };
}

/** What a substituted line replaced; nothing for a line as the shopper ordered it. */
function replacedBy(line: StoredOrder["lines"][number]): Pick<OrderResponseLine, "replaces"> {
  if (line.replaced_size_id === null) return {};
  return {
    replaces: {
      id: line.replaced_size_id,
      name: line.replaced_product_name ?? "",
      size: line.replaced_size_label ?? "",
      unitPriceCents: line.replaced_unit_price_cents ?? 0,
    },
  };
}

/** The window an order holds a place in, or null for as soon as possible. */
export function windowOf(order: Pick<StoredOrder, "window_start" | "window_end">): OrderWindow | null {
  return order.window_start && order.window_end ? { start: order.window_start, end: order.window_end } : null;
}

/** A gift's details as stored: an order is a gift when it has a recipient. */
export function giftOf(order: StoredOrder): OrderGift | null {
  if (order.gift_recipient_name === null || order.gift_recipient_phone === null) return null;
  return {
    recipientName: order.gift_recipient_name,
    recipientPhone: order.gift_recipient_phone,
    message: order.gift_message,
    giftBox: order.gift_box === 1,
  };
}

export function dealsOf(
  order: Pick<StoredOrder, "case_discount_cents" | "case_rule_name" | "code_discount_cents" | "deal_code">,
): OrderDealsApplied {
  return {
    caseDiscount:
      order.case_discount_cents > 0
        ? { rule: order.case_rule_name ?? "", cents: order.case_discount_cents }
        : null,
    codeDiscount:
      order.deal_code !== null ? { code: order.deal_code, cents: order.code_discount_cents } : null,
  };
}

function totalsOf(order: StoredOrder) {
  return {
    subtotalCents: order.subtotal_cents,
    discountCents: order.case_discount_cents + order.code_discount_cents,
    taxCents: order.tax_cents,
    deliveryFeeCents: order.delivery_fee_cents,
    tipCents: order.tip_cents,
    totalCents: order.total_cents,
  };
}
