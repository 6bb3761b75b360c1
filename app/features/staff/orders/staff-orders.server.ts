import type { Database } from "~/utils/db.server";
import {
  callDue,
  callDueSeenAt,
  isOrderStatus,
  type FulfilmentMethod,
  type OrderStatus,
} from "~/features/orders";
import { callQueue } from "~/features/orders/index.server";
import { windowOf, type OrderWindow } from "~/features/orders";
import { windowText, type StaffClock } from "../staff-clock";
import type { BoardCall } from "./staff-call-queue";

export interface BoardOrder {
  number: string;
  /** ISO 8601, UTC. */
  placedAt: string;
  customerName: string;
  /** E.164. */
  phone: string;
  fulfilment: FulfilmentMethod;
  /** The window chosen; null: as soon as possible. */
  window: OrderWindow | null;
  totalCents: number;
  status: OrderStatus;
  /** Who is out with it (issue #34), while it is out for delivery. */
  driverName: string | null;
}

const BOARD_SIZE = 200;

export interface BoardFilter {
  status?: string | null;
  /** Orders placed in [start, end). */
  placed?: { start: Date; end: Date } | null;
  limit?: number;
}

/** The orders board: newest first, optionally one status and one day only. */
export async function boardOrders(
  db: Database,
  { status, placed, limit = BOARD_SIZE }: BoardFilter = {},
): Promise<BoardOrder[]> {
  let query = db
    .selectFrom("orders")
    .leftJoin("delivery_stop", "delivery_stop.order_id", "orders.id")
    .leftJoin("staff_user", "staff_user.id", "delivery_stop.driver_id")
    .select([
      "orders.number",
      "orders.created_at",
      "orders.customer_name",
      "orders.customer_phone",
      "orders.fulfilment",
      "orders.window_start",
      "orders.window_end",
      "orders.total_cents",
      "orders.status",
      "staff_user.name as driver_name",
    ])
    .orderBy("orders.id", "desc")
    .limit(limit);
  if (status && isOrderStatus(status)) query = query.where("orders.status", "=", status);
  // created_at is toISOString() text, which sorts as the instants do.
  if (placed)
    query = query
      .where("orders.created_at", ">=", placed.start.toISOString())
      .where("orders.created_at", "<", placed.end.toISOString());
  const rows = await query.execute();
  return rows.map((row) => ({
    number: row.number ?? "",
    placedAt: row.created_at,
    customerName: row.customer_name,
    phone: row.customer_phone,
    fulfilment: row.fulfilment,
    window: windowOf(row),
    totalCents: row.total_cents,
    status: row.status,
    driverName: row.status === "out_for_delivery" ? row.driver_name : null,
  }));
}

/**
 * The call queue as the board shows it at `now`: due now, overdue or later, with the time and the
 * window by `clock`, in the order the bottles are needed.
 */
export async function boardCalls(db: Database, now: Date, clock: StaffClock): Promise<BoardCall[]> {
  const queue = await callQueue(db);
  return queue.map((call) => ({
    number: call.number,
    customerName: call.customerName,
    phone: call.phone,
    due: callDue(new Date(call.nextCallAt), now),
    dueAt: clock.time.format(callDueSeenAt(new Date(call.nextCallAt), now)),
    window: call.window && windowText(clock, call.window),
    attempts: call.attempts,
    lastOutcome: call.lastOutcome,
    reply: call.reply,
  }));
}
