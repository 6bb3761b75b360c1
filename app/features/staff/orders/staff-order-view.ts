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
import {
  dealsOf,
  giftOf,
  isUnanswered,
  windowOf,
  type HandoverCheckRecord,
  type OrderDealsApplied,
} from "~/features/orders";
import { idCheckView, type IdCheckView } from "../handover/id-check-view";
import { formatUsPhone } from "~/utils/us-phone";
import { windowText, type StaffClock } from "../staff-clock";

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
  /** The last ID check at handover (issue #34), if any. */
  lastCheck: HandoverCheckRecord | null;
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
  /** The delivery or pickup window chosen, in the staff member's words; null: as soon as possible. */
  window: string | null;
  address: string;
  notes: string | null;
  paymentMethod: string;
  tipPercent: number;
  lines: StaffOrderLine[];
  totals: StaffOrderTotals;
  /** The mixed case (by its rule's name) and the code, each apart; the pick list says "mixed case". */
  deals: OrderDealsApplied;
  totalCents: number;
  /** Null when the order is not a gift. */
  gift: OrderGift | null;
}

/** The amounts the order's total adds up, in cents. */
export interface StaffOrderTotals {
  subtotalCents: number;
  taxCents: number;
  deliveryFeeCents: number;
  tipCents: number;
}

/** A line of the order's history: when, who (null: the shopper), and the event as stored. */
export interface StaffOrderEvent extends OrderEventRow {
  who: string | null;
}

/** One try at the confirming call, as the order page lists it. */
export interface StaffCall {
  who: string | null;
  at: string;
  outcome: CallOutcome;
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
  lastCheck: IdCheckView | null;
  events: StaffOrderEvent[];
  calls: StaffCall[];
  callState: StaffCallState;
}

/** Who did it, by name when the actor is a staff member; null for the shopper, whom the page names. */
function whoOf(actor: string, staffNames: Record<string, string>): string | null {
  // A shopper's text reply (issue #34) acts under the phone it came from.
  if (actor.startsWith(TEXT_ACTOR)) return formatUsPhone(actor.slice(TEXT_ACTOR.length));
  return staffNames[actor] ?? (actor === "shopper" ? null : actor);
}

const TEXT_ACTOR = "text:";

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
  staffTimes: StaffClock,
  triesBeforeCancel: number,
): StaffOrderView {
  const { order } = detail;
  const clock = staffTimes.medium;
  const window = windowOf(order);
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
      window: window && windowText(staffTimes, window),
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
        actsAlone: line.substitution !== "call",
        substitution: line.substitution,
        insteadOf: line.replaced_product_name
          ? `${line.replaced_product_name} (${line.replaced_size_label})`
          : null,
      })),
      totals: {
        subtotalCents: order.subtotal_cents,
        taxCents: order.tax_cents,
        deliveryFeeCents: order.delivery_fee_cents,
        tipCents: order.tip_cents,
      },
      deals: dealsOf(order),
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
      note: call.note,
    })),
    callState: callStateOf(detail, clock, triesBeforeCancel),
    lastCheck: idCheckView(detail.lastCheck, staffTimes, detail.staffNames),
  };
}
