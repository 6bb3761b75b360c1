import type { FulfilmentMethod, OrderGift, OrderStatus, StoredOrder, Substitution } from "~/features/orders";
import type { TotalsLine } from "~/components/order-totals";
import { giftOf } from "~/features/orders";

export interface OrderEventRow {
  kind: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  actor: string;
  note: string | null;
  /** ISO 8601, UTC. */
  at: string;
}

export interface StaffOrderDetail {
  order: StoredOrder;
  events: OrderEventRow[];
  /** Staff ids in the trail → names, for "Confirmed by Luisa". */
  staffNames: Record<string, string>;
}

export interface StaffOrderLine {
  id: string;
  name: string;
  size: string;
  quantity: number;
  lineTotalCents: number;
  /** What to do if the bottle is missing, in the console's English. */
  ifMissing: string;
  /** The shopper chose something other than a call: the picker acts without asking. */
  actsAlone: boolean;
}

/** An order as its staff page shows it. */
export interface StaffOrder {
  number: string;
  status: OrderStatus;
  placedAt: string;
  name: string;
  /** E.164. */
  phone: string;
  email: string | null;
  fulfilment: FulfilmentMethod;
  address: string;
  notes: string | null;
  paymentMethod: string;
  tipPercent: number;
  lines: StaffOrderLine[];
  totals: TotalsLine[];
  totalCents: number;
  /** Null when the order is not a gift. */
  gift: OrderGift | null;
}

/** A line of the order's history: when, who, and the event as stored. */
export interface StaffOrderEvent extends OrderEventRow {
  who: string;
}

export interface StaffOrderView {
  order: StaffOrder;
  events: StaffOrderEvent[];
}

/** A line's substitution choice as the pick list says it. */
export const IF_MISSING: Record<Substitution, string> = {
  call: "Call the shopper",
  similar: "A similar bottle, up to the same price",
  omit: "Leave it out",
};

/** The order page's totals, in the console's English. */
function orderTotalsList(order: StoredOrder): TotalsLine[] {
  return [
    { label: "Subtotal", cents: order.subtotal_cents },
    { label: "Sales tax", cents: order.tax_cents },
    { label: "Delivery fee", cents: order.delivery_fee_cents },
    { label: `Tip (${order.tip_percent} %)`, cents: order.tip_cents },
  ];
}

/** What the staff order page shows of a stored order and its trail; times by the given clock. */
export function staffOrderView(detail: StaffOrderDetail, clock: Intl.DateTimeFormat): StaffOrderView {
  const { order } = detail;
  return {
    order: {
      number: order.number ?? String(order.id),
      status: order.status,
      placedAt: clock.format(new Date(order.created_at)),
      name: order.customer_name,
      phone: order.customer_phone,
      email: order.customer_email,
      fulfilment: order.fulfilment,
      address: [order.address, order.unit, order.zip].filter(Boolean).join(", "),
      notes: order.notes,
      paymentMethod: order.payment_method,
      tipPercent: order.tip_percent,
      lines: order.lines.map((line) => ({
        id: line.size_id,
        name: line.product_name,
        size: line.size_label,
        quantity: line.quantity,
        lineTotalCents: line.line_total_cents,
        ifMissing: IF_MISSING[line.substitution],
        actsAlone: line.substitution !== "call",
      })),
      totals: orderTotalsList(order),
      totalCents: order.total_cents,
      gift: giftOf(order),
    },
    events: detail.events.map((event) => ({
      ...event,
      at: clock.format(new Date(event.at)),
      who: detail.staffNames[event.actor] ?? (event.actor === "shopper" ? "Shopper" : event.actor),
    })),
  };
}
