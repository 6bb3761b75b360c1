import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import { giftOf, windowOf, type HandoverCheckRecord, type StoredOrder } from "~/features/orders";
import { handoverChecksOf } from "~/features/orders/index.server";
import type { Database } from "~/utils/db.server";
import { ON_THE_ROUTE, type DeliveryStop } from "./delivery-stop";
import { moveInRoute, routeOrder } from "./route-order";

/**
 * The day's deliveries as a driver takes them (issue #34): every confirmed delivery not yet handed
 * over whose window starts before the day ends (an overdue one included), in the store's route,
 * with who is out with it and the last ID check made at its door.
 */

type Reader = Database | Transaction<StoreDatabase>;

/** The stops in route order; `dayEnd` ends the store's day (a window starting later waits for its day). */
export async function deliveryRoute(db: Reader, dayEnd: Date): Promise<DeliveryStop[]> {
  const orders = await db
    .selectFrom("orders")
    .leftJoin("delivery_stop", "delivery_stop.order_id", "orders.id")
    .leftJoin("staff_user", "staff_user.id", "delivery_stop.driver_id")
    .selectAll("orders")
    .select(["delivery_stop.route_position", "delivery_stop.on_way_at", "staff_user.name as driver_name"])
    .where("orders.fulfilment", "=", "delivery")
    .where("orders.status", "in", ON_THE_ROUTE)
    .where((eb) =>
      eb.or([eb("orders.window_start", "is", null), eb("orders.window_start", "<", dayEnd.toISOString())]),
    )
    .execute();
  const ids = orders.map((order) => order.id);
  const lines = ids.length
    ? await db.selectFrom("order_line").selectAll().where("order_id", "in", ids).orderBy("id").execute()
    : [];
  const checks = await handoverChecksOf(db, ids);
  const stops = orders.map((order) => {
    const stored: StoredOrder = { ...order, lines: lines.filter((line) => line.order_id === order.id) };
    return stopOf(stored, order, checks.get(order.id) ?? []);
  });
  return routeOrder(stops);
}

function stopOf(
  order: StoredOrder,
  place: { route_position: number | null; on_way_at: string | null; driver_name: string | null },
  checks: HandoverCheckRecord[],
): DeliveryStop {
  return {
    orderId: order.id,
    number: order.number ?? "",
    status: order.status === "out_for_delivery" ? "out_for_delivery" : "confirmed",
    customerName: order.customer_name,
    phone: order.customer_phone,
    address: order.address ?? "",
    unit: order.unit,
    zip: order.zip ?? "",
    notes: order.notes,
    paymentMethod: order.payment_method,
    totalCents: order.total_cents,
    bottles: order.lines.map((line) => ({
      name: line.product_name,
      size: line.size_label,
      quantity: line.quantity,
    })),
    gift: giftOf(order),
    window: windowOf(order),
    routePosition: place.route_position,
    driverName: place.on_way_at ? place.driver_name : null,
    onWayAt: place.on_way_at,
    lastCheck: checks.at(-1) ?? null,
  };
}

/**
 * Moves one stop a place earlier or later and writes every stop's place, so the whole store sees
 * the route as arranged; false when the order is not on today's route.
 */
export async function moveStop(
  trx: Transaction<StoreDatabase>,
  move: { number: string; direction: "earlier" | "later"; dayEnd: Date; now: Date },
): Promise<boolean> {
  const route = await deliveryRoute(trx, move.dayEnd);
  const stop = route.find((each) => each.number === move.number);
  if (!stop) return false;
  const arranged = moveInRoute(route, stop, move.direction);
  const at = move.now.toISOString();
  for (const [index, each] of arranged.entries()) {
    await trx
      .insertInto("delivery_stop")
      .values({ order_id: each.orderId, route_position: index + 1, updated_at: at })
      .onConflict((conflict) =>
        conflict.column("order_id").doUpdateSet({ route_position: index + 1, updated_at: at }),
      )
      .execute();
  }
  return true;
}

/** Who took the order out and when: the board, the dashboard and the route say so. */
export async function markOutWith(
  trx: Transaction<StoreDatabase>,
  out: { orderId: number; driverId: number; now: Date },
): Promise<void> {
  const at = out.now.toISOString();
  await trx
    .insertInto("delivery_stop")
    .values({ order_id: out.orderId, driver_id: out.driverId, on_way_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict.column("order_id").doUpdateSet({ driver_id: out.driverId, on_way_at: at, updated_at: at }),
    )
    .execute();
}

export interface DriverOut {
  driverName: string;
  /** The order numbers they are out with, in the order they left. */
  orders: string[];
}

/** Who is out with what right now: every order out for delivery, by driver. */
export async function driversOut(db: Database): Promise<DriverOut[]> {
  const rows = await db
    .selectFrom("delivery_stop")
    .innerJoin("orders", "orders.id", "delivery_stop.order_id")
    .innerJoin("staff_user", "staff_user.id", "delivery_stop.driver_id")
    .select(["staff_user.id", "staff_user.name", "orders.number"])
    .where("orders.status", "=", "out_for_delivery")
    .orderBy("delivery_stop.on_way_at")
    .execute();
  const byDriver = new Map<number, DriverOut>();
  for (const row of rows) {
    const out = byDriver.get(row.id) ?? { driverName: row.name, orders: [] };
    out.orders.push(row.number ?? "");
    byDriver.set(row.id, out);
  }
  return [...byDriver.values()];
}
