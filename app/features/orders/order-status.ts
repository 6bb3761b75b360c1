/**
 * An order's life (DESIGN §7): received → confirmed (after the call) → ready for pickup or out for
 * delivery → completed; cancelled from any open state. This table is the one place that says which
 * change is allowed; the server refuses every other.
 */
import { isOneOf, ORDER_STATUSES, type FulfilmentMethod, type OrderStatus } from "../../../db/stored-values";

export { ORDER_STATUSES, type FulfilmentMethod, type OrderStatus };

const NEXT_STATUSES: Record<OrderStatus, Record<FulfilmentMethod, readonly OrderStatus[]>> = {
  received: { delivery: ["confirmed", "cancelled"], pickup: ["confirmed", "cancelled"] },
  confirmed: { delivery: ["out_for_delivery", "cancelled"], pickup: ["ready_for_pickup", "cancelled"] },
  ready_for_pickup: { delivery: [], pickup: ["completed", "cancelled"] },
  out_for_delivery: { delivery: ["completed", "cancelled"], pickup: [] },
  completed: { delivery: [], pickup: [] },
  cancelled: { delivery: [], pickup: [] },
};

export function nextStatuses(status: OrderStatus, fulfilment: FulfilmentMethod): readonly OrderStatus[] {
  return NEXT_STATUSES[status][fulfilment];
}

export function canMoveTo(from: OrderStatus, to: OrderStatus, fulfilment: FulfilmentMethod): boolean {
  return nextStatuses(from, fulfilment).includes(to);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return isOneOf(ORDER_STATUSES, value);
}
