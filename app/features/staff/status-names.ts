import type { OrderStatus } from "~/features/orders/order-status";

/** How the staff console names each status. */
export const STATUS_NAMES: Record<OrderStatus, string> = {
  received: "Received",
  confirmed: "Confirmed",
  ready_for_pickup: "Ready for pickup",
  out_for_delivery: "Out for delivery",
  completed: "Completed",
  cancelled: "Cancelled",
};
