import { idCheckView, type IdCheckView } from "../handover/id-check-view";
import { windowText, type StaffClock } from "../staff-clock";
import type { DeliveryStop } from "./delivery-stop";

/** A stop as the page shows it: times written in the store's zone and the driver's language. */
export type DeliveryStopView = Omit<
  DeliveryStop,
  "orderId" | "routePosition" | "window" | "onWayAt" | "lastCheck"
> & {
  window: string | null;
  onWayAt: string | null;
  lastCheck: IdCheckView | null;
};

export function deliveryStopView(
  stop: DeliveryStop,
  clock: StaffClock,
  staffNames: Record<string, string>,
): DeliveryStopView {
  return {
    number: stop.number,
    status: stop.status,
    customerName: stop.customerName,
    phone: stop.phone,
    address: stop.address,
    unit: stop.unit,
    zip: stop.zip,
    notes: stop.notes,
    paymentMethod: stop.paymentMethod,
    totalCents: stop.totalCents,
    bottles: stop.bottles,
    gift: stop.gift,
    driverName: stop.driverName,
    window: stop.window ? windowText(clock, stop.window) : null,
    onWayAt: stop.onWayAt ? clock.time.format(new Date(stop.onWayAt)) : null,
    lastCheck: idCheckView(stop.lastCheck, clock, staffNames),
  };
}
