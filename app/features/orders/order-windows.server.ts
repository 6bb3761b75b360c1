import { sql, type Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import { isPostgres } from "../../../db/migrations/dialect";
import { UNSOLD_STATUSES } from "../../../db/stored-values";
import { store } from "~/features/store";
import type { Database } from "~/utils/db.server";
import type { FieldErrors, OrderRequest } from "./order-request";
import type { FulfilmentMethod } from "./order-status";
import {
  orderWindowsAt,
  soonestAt,
  type OfferedWindows,
  type OrderWindow,
  type WindowConfig,
  type WindowsAnswer,
} from "./order-windows";

/** Orders that hold a place in their window: every one but the cancelled. */
async function placesTaken(
  db: Database | Transaction<StoreDatabase>,
  method: FulfilmentMethod,
  starts: readonly string[],
): Promise<Map<string, number>> {
  if (starts.length === 0) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select(["window_start", (eb) => eb.fn.countAll<number | string>().as("taken")])
    .where("fulfilment", "=", method)
    .where("window_start", "in", [...starts])
    .where("status", "not in", UNSOLD_STATUSES)
    .groupBy("window_start")
    .execute();
  return new Map(rows.map((row) => [row.window_start ?? "", Number(row.taken)]));
}

async function offeredFor(
  db: Database,
  method: FulfilmentMethod,
  now: Date,
  config: WindowConfig,
): Promise<OfferedWindows> {
  const windows = orderWindowsAt(now, method, config);
  const taken = await placesTaken(
    db,
    method,
    windows.map((window) => window.start),
  );
  const places = config.orderWindows[method].ordersPerWindow;
  return {
    soonestAt: soonestAt(now, method, config).toISOString(),
    windows: windows.map((window) => ({ ...window, full: (taken.get(window.start) ?? 0) >= places })),
  };
}

/** GET /api/orders/windows: what checkout offers now, each window marked full or not. */
export async function offeredWindows(
  db: Database,
  now = new Date(),
  config: WindowConfig = store,
): Promise<WindowsAnswer> {
  return {
    delivery: await offeredFor(db, "delivery", now, config),
    pickup: await offeredFor(db, "pickup", now, config),
  };
}

/**
 * The window an order chose, checked in its transaction: still offered, and not full. Orders for one
 * window take turns (a lock on PostgreSQL; SQLite has one writer), so the last place goes to one of
 * them. Null for "as soon as possible".
 */
export async function takeWindowPlace(
  trx: Transaction<StoreDatabase>,
  fulfilment: OrderRequest["fulfilment"],
  now: Date,
  config: WindowConfig = store,
): Promise<{ window: OrderWindow | null } | { refused: FieldErrors }> {
  if (fulfilment.window === undefined) return { window: null };
  const window = orderWindowsAt(now, fulfilment.method, config).find(
    (offered) => offered.start === fulfilment.window,
  );
  if (!window) return { refused: { "fulfilment.window": ["order.windowUnknown"] } };
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtextextended(${`window ${fulfilment.method} ${window.start}`}, 0))`.execute(
      trx,
    );
  const taken = (await placesTaken(trx, fulfilment.method, [window.start])).get(window.start) ?? 0;
  if (taken >= config.orderWindows[fulfilment.method].ordersPerWindow)
    return { refused: { "fulfilment.window": ["order.windowFull"] } };
  return { window };
}
