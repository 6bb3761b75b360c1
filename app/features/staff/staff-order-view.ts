import type {
  CallAttempt,
  CallOutcome,
  FulfilmentMethod,
  OrderGift,
  OrderStatus,
  StoredOrder,
  SubstituteSize,
  Substitution,
} from "~/features/orders";
import type { TotalsLine } from "~/components/order-totals";
import { CALL_OUTCOME_NAMES, giftOf, isUnanswered } from "~/features/orders";

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
  /** The confirming calls, oldest first. */
  calls: CallAttempt[];
  /** Staff ids in the trail → names, for "Confirmed by Luisa". */
  staffNames: Record<string, string>;
}

export interface StaffOrderLine {
  /** The order line's own id: what a change names. */
  lineId: number;
  /** The size's id. */
  id: string;
  name: string;
  size: string;
  quantity: number;
  lineTotalCents: number;
  /** What to do if the bottle is missing, in the console's English. */
  ifMissing: string;
  /** The shopper chose something other than a call: the picker acts without asking. */
  actsAlone: boolean;
  substitution: Substitution;
  /** A substitution agreed on the call: what the shopper ordered ("Rum (750ml)"), else null. */
  insteadOf: string | null;
}

/** An order as its staff page shows it. */
export interface StaffOrder {
  number: string;
  status: OrderStatus;
  /** Moves with every change: forms send it back so a stale one changes nothing. */
  version: number;
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

/** One try at the confirming call, as the order page lists it. */
export interface StaffCall {
  who: string;
  at: string;
  outcome: CallOutcome;
  outcomeName: string;
  note: string | null;
}

/** Where the confirming call stands, for the order page's notices. */
export interface StaffCallState {
  /** When to call next, as the page says it; null when nobody needs to. */
  nextCallAt: string | null;
  unanswered: number;
  /** Enough unanswered tries: the page suggests cancelling. */
  suggestCancel: boolean;
  lastOutcome: CallOutcome | null;
}

/** The sizes offered instead of one line, found by the clerk's words (or the line's kind of drink). */
export interface SubstitutesView {
  lineId: number;
  query: string;
  sizes: SubstituteSize[];
}

export interface StaffOrderView {
  order: StaffOrder;
  events: StaffOrderEvent[];
  calls: StaffCall[];
  callState: StaffCallState;
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

/** Who did it, by name when the actor is a staff member. */
function whoOf(actor: string, staffNames: Record<string, string>): string {
  return staffNames[actor] ?? (actor === "shopper" ? "Shopper" : actor);
}

function callStateOf(
  detail: StaffOrderDetail,
  clock: Intl.DateTimeFormat,
  triesBeforeCancel: number,
): StaffCallState {
  const unanswered = detail.calls.filter((call) => isUnanswered(call.outcome)).length;
  const open = detail.order.status === "received";
  return {
    nextCallAt: open && detail.order.next_call_at ? clock.format(new Date(detail.order.next_call_at)) : null,
    unanswered,
    suggestCancel: open && unanswered >= triesBeforeCancel,
    lastOutcome: detail.calls.at(-1)?.outcome ?? null,
  };
}

/**
 * What the staff order page shows of a stored order, its trail and its calls; times by the given
 * clock; the cancel suggestion after `triesBeforeCancel` unanswered calls.
 */
export function staffOrderView(
  detail: StaffOrderDetail,
  clock: Intl.DateTimeFormat,
  triesBeforeCancel: number,
): StaffOrderView {
  const { order } = detail;
  return {
    order: {
      number: order.number ?? String(order.id),
      status: order.status,
      version: order.version,
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
        lineId: line.id,
        id: line.size_id,
        name: line.product_name,
        size: line.size_label,
        quantity: line.quantity,
        lineTotalCents: line.line_total_cents,
        ifMissing: IF_MISSING[line.substitution],
        actsAlone: line.substitution !== "call",
        substitution: line.substitution,
        insteadOf: line.replaced_product_name
          ? `${line.replaced_product_name} (${line.replaced_size_label})`
          : null,
      })),
      totals: orderTotalsList(order),
      totalCents: order.total_cents,
      gift: giftOf(order),
    },
    events: detail.events.map((event) => ({
      ...event,
      at: clock.format(new Date(event.at)),
      who: whoOf(event.actor, detail.staffNames),
    })),
    calls: detail.calls.map((call) => ({
      who: whoOf(call.actor, detail.staffNames),
      at: clock.format(new Date(call.at)),
      outcome: call.outcome,
      outcomeName: CALL_OUTCOME_NAMES[call.outcome],
      note: call.note,
    })),
    callState: callStateOf(detail, clock, triesBeforeCancel),
  };
}
