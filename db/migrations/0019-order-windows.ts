import type { Kysely } from "kysely";

/**
 * Delivery and pickup windows (issue #31): the window a shopper chose, as ISO 8601 instants; both
 * null for "as soon as possible" and for every order from before. Indexed by start: placing an
 * order counts the window's places, and the call queue and pick list go by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("orders").addColumn("window_start", "text").execute();
  await db.schema.alterTable("orders").addColumn("window_end", "text").execute();
  await db.schema.createIndex("orders_window_idx").on("orders").column("window_start").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_window_idx").execute();
  await db.schema.alterTable("orders").dropColumn("window_end").execute();
  await db.schema.alterTable("orders").dropColumn("window_start").execute();
}
