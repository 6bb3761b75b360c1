import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * The confirming call as a flow (issue #19): every attempt and its outcome; on the order, when the
 * next call is due (the call queue's key, null once nobody needs to call) and a version every change
 * moves, so a stale form or a second clerk at the same moment changes nothing; on a line, what a
 * substitution agreed on the call replaced. Orders still waiting for their call are due at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("call_attempt")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) =>
      c
        .notNull()
        .check(sql`outcome in ('confirmed', 'changes_made', 'no_answer', 'voicemail', 'wrong_number')`),
    )
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("call_attempt_order_idx").on("call_attempt").column("order_id").execute();
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("orders").addColumn("next_call_at", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("orders_next_call_idx").on("orders").column("next_call_at").execute();
  await sql`update orders set next_call_at = created_at where status = 'received'`.execute(db);
  for (const column of ["replaced_size_id", "replaced_product_name", "replaced_size_label"])
    await db.schema.alterTable("order_line").addColumn(column, "text").execute();
  await db.schema.alterTable("order_line").addColumn("replaced_unit_price_cents", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    "replaced_unit_price_cents",
    "replaced_size_label",
    "replaced_product_name",
    "replaced_size_id",
  ])
    await db.schema.alterTable("order_line").dropColumn(column).execute();
  await db.schema.dropIndex("orders_next_call_idx").execute();
  await db.schema.alterTable("orders").dropColumn("version").execute();
  await db.schema.alterTable("orders").dropColumn("next_call_at").execute();
  await db.schema.dropTable("call_attempt").execute();
}
