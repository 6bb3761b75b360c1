/**
 * The values a text column may hold, where the store decides them: one list per column, which the
 * schema types the column with and the features read their meaning into. Client-safe. Kept in db/
 * so the schema never imports a feature (docs/architecture.md).
 */

/** orders.status: an order's life (DESIGN §7); the transitions are orders/order-status.ts's. */
export const ORDER_STATUSES = [
  "received",
  "confirmed",
  "ready_for_pickup",
  "out_for_delivery",
  "completed",
  "cancelled",
  // A delivery that ended without handing over (issue #34): no valid ID of 21 or older, or no one home.
  "refused_at_door",
  "not_delivered",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The ends that sold nothing: their bottles went back to the shelf and no money changed hands. */
export const UNSOLD_STATUSES: readonly OrderStatus[] = ["cancelled", "refused_at_door", "not_delivered"];

/** orders.fulfilment. */
export const FULFILMENT_METHODS = ["delivery", "pickup"] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

/** orders.payment_method: paid at the door or the counter. */
export const PAYMENT_METHODS = ["cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** order_line.substitution (issue #18). */
export const SUBSTITUTIONS = ["call", "similar", "omit"] as const;
export type Substitution = (typeof SUBSTITUTIONS)[number];

/** call_attempt.outcome (issue #19). */
export const CALL_OUTCOMES = ["confirmed", "changes_made", "no_answer", "voicemail", "wrong_number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** order_event.kind: what the entry on an order's history records. */
export const ORDER_EVENT_KINDS = ["placed", "status", "note", "line_changed"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** outbox.topic: the webhook's events. */
export const OUTBOX_TOPICS = ["order.placed", "order.status_changed", "order.changed"] as const;
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

/** handover_check.method and .result (issue #34). */
export const ID_CHECK_METHODS = ["scan", "typed"] as const;
export type IdCheckMethod = (typeof ID_CHECK_METHODS)[number];
export const ID_CHECK_RESULTS = ["of-age", "under-21", "expired"] as const;
export type IdCheckResult = (typeof ID_CHECK_RESULTS)[number];

/** staff.role. */
export const STAFF_ROLES = ["owner", "clerk", "driver"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `value` is one of `values`: a stored text read back, or a form's field. */
export function isOneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return values.some((each) => each === value);
}
