import type { HandoverCheckRecord, OrderGift, OrderWindow } from "~/features/orders";

/** A delivery on the day's route (issue #34), as the server reads it. Client-safe. */

/** The statuses of a delivery still to be taken to its door. */
export const ON_THE_ROUTE = ["confirmed", "out_for_delivery"] as const;

export interface DeliveryBottle {
  name: string;
  size: string;
  quantity: number;
}

export interface DeliveryStop {
  orderId: number;
  number: string;
  status: (typeof ON_THE_ROUTE)[number];
  customerName: string;
  /** E.164. */
  phone: string;
  address: string;
  unit: string | null;
  zip: string;
  notes: string | null;
  paymentMethod: string;
  totalCents: number;
  bottles: DeliveryBottle[];
  gift: OrderGift | null;
  window: OrderWindow | null;
  routePosition: number | null;
  /** Who is out with it, since when; null while it waits at the store. */
  driverName: string | null;
  onWayAt: string | null;
  lastCheck: HandoverCheckRecord | null;
}
