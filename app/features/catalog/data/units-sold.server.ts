import { UNSOLD_STATUSES } from "../../../../db/stored-values";
import type { Database } from "~/utils/db.server";

// Home's shelves rank by what sold most: the catalogue reads the order tables' figures itself, so it
// never imports the orders feature (which depends on the catalogue).

/** How far back "what sold most" looks (issue #16: home's shelves). */
export const SALES_WINDOW_DAYS = 30;

/** Units ordered per product route since `since`, cancelled orders left out. */
export async function unitsSoldSince(db: Database, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("order_line")
    .innerJoin("orders", "orders.id", "order_line.order_id")
    .select((eb) => ["order_line.product_route", eb.fn.sum<number>("order_line.quantity").as("units")])
    .where("orders.created_at", ">=", since.toISOString())
    .where("orders.status", "not in", UNSOLD_STATUSES)
    .groupBy("order_line.product_route")
    .execute();
  return new Map(rows.map((row) => [row.product_route, row.units]));
}

/** Units ordered per product route over the sales window that ends at `now`. */
export function recentUnitsSold(db: Database, now = new Date()): Promise<Map<string, number>> {
  return unitsSoldSince(db, new Date(now.getTime() - SALES_WINDOW_DAYS * 24 * 60 * 60 * 1000));
}
