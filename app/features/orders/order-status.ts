/**
 * An order's life (DESIGN §7): received → confirmed (after the call) → ready for pickup or out for
 * delivery → completed; cancelled from any open state; a delivery may also end refused at the door
 * (no valid ID of 21 or older) or not delivered (no one home). This table is the one place that says which
 * change is allowed; the server refuses every other.
 */
import {
  isOneOf,
  ORDER_STATUSES,
  UNSOLD_STATUSES,
  type FulfilmentMethod,
  type OrderStatus,
} from "../../../db/stored-values";

export { ORDER_STATUSES, UNSOLD_STATUSES, type FulfilmentMethod, type OrderStatus };

const NEXT_STATUSES: Record<OrderStatus, Record<FulfilmentMethod, readonly OrderStatus[]>> = {
  received: { delivery: ["confirmed", "cancelled"], pickup: ["confirmed", "cancelled"] },
  confirmed: { delivery: ["out_for_delivery", "cancelled"], pickup: ["ready_for_pickup", "cancelled"] },
  ready_for_pickup: { delivery: [], pickup: ["completed", "cancelled"] },
  out_for_delivery: { delivery: ["completed", "refused_at_door", "not_delivered", "cancelled"], pickup: [] },
  completed: { delivery: [], pickup: [] },
  cancelled: { delivery: [], pickup: [] },
  refused_at_door: { delivery: [], pickup: [] },
  not_delivered: { delivery: [], pickup: [] },
};

/** An order that has ended, one way or another: nothing more happens to it. */
export function isClosedStatus(status: OrderStatus): boolean {
  return status === "completed" || UNSOLD_STATUSES.includes(status);
}

/** Handing the bottles over needs a passing ID check first (issue #34). */
export function needsIdCheck(to: OrderStatus): boolean {
  return to === "completed";
}

export function nextStatuses(status: OrderStatus, fulfilment: FulfilmentMethod): readonly OrderStatus[] {
  return NEXT_STATUSES[status][fulfilment];
}

export function canMoveTo(from: OrderStatus, to: OrderStatus, fulfilment: FulfilmentMethod): boolean {
  return nextStatuses(from, fulfilment).includes(to);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return isOneOf(ORDER_STATUSES, value);
}
