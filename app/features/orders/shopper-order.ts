import type { OrderGift } from "./order-choices";
import type { OrderDealsApplied, OrderResponseLine } from "./order-summary";
import type { FulfilmentMethod, OrderStatus } from "./order-status";
import type { OrderTotals } from "./order-pricing";
import type { OrderWindow } from "./order-windows";

/** What the shopper's status page shows: no staff notes, no e-mail, nothing the link should not reveal. */
export interface ShopperOrder {
  number: string;
  status: OrderStatus;
  /** ISO 8601, UTC. */
  placedAt: string;
  fulfilment: FulfilmentMethod;
  /** One line for delivery ("100 SW 8th St, Apt 2, 33135"); null for pickup. */
  address: string | null;
  /** E.164: the number the store calls. */
  phone: string;
  paymentMethod: "cash" | "card";
  /** Each with what the staff do if that bottle is missing. */
  items: OrderResponseLine[];
  totals: OrderTotals;
  /** The case discount and the code, each apart. */
  deals: OrderDealsApplied;
  gift: OrderGift | null;
  /** ISO 8601: when the store will call, while the order awaits its call. */
  callAt: string | null;
  /** The delivery or pickup window chosen; null: as soon as possible. */
  window: OrderWindow | null;
}

/** The steps an order walks through for its fulfilment, for the progress list. */
export function orderSteps(fulfilment: FulfilmentMethod): OrderStatus[] {
  return [
    "received",
    "confirmed",
    fulfilment === "delivery" ? "out_for_delivery" : "ready_for_pickup",
    "completed",
  ];
}
