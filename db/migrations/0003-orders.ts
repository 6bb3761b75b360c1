import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * Orders (DESIGN §5): the order with every total in cents, its lines as a price snapshot, its
 * audit trail, and the outbox of notifications the webhook worker has not delivered yet. Times are
 * ISO 8601 text on both databases, like web_vital.created_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("number", "text", (c) => c.unique())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status_token", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("customer_email", "text")
    .addColumn("fulfilment", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("unit", "text")
    .addColumn("zip", "text")
    .addColumn("notes", "text")
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("tip_percent", "double precision", (c) => c.notNull())
    .addColumn("subtotal_cents", "integer", (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn("tax_cents", "integer", (c) => c.notNull().check(sql`tax_cents >= 0`))
    .addColumn("delivery_fee_cents", "integer", (c) => c.notNull().check(sql`delivery_fee_cents >= 0`))
    .addColumn("tip_cents", "integer", (c) => c.notNull().check(sql`tip_cents >= 0`))
    .addColumn("total_cents", "integer", (c) =>
      c.notNull().check(sql`total_cents = subtotal_cents + tax_cents + delivery_fee_cents + tip_cents`),
    )
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_created_idx").on("orders").column("created_at").execute();
  await db.schema.createIndex("orders_phone_idx").on("orders").column("customer_phone").execute();

  await db.schema
    .createTable("order_line")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("size_id", "text", (c) => c.notNull())
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("product_route", "text", (c) => c.notNull())
    .addColumn("size_label", "text", (c) => c.notNull())
    .addColumn("unit_price_cents", "integer", (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 12`))
    .addColumn("line_total_cents", "integer", (c) =>
      c.notNull().check(sql`line_total_cents = unit_price_cents * quantity`),
    )
    .addColumn("stock_taken", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_line_order_idx").on("order_line").column("order_id").execute();

  await db.schema
    .createTable("order_event")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_event_order_idx").on("order_event").column("order_id").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_pending_idx")
    .on("outbox")
    .columns(["delivered_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["outbox", "order_event", "order_line", "orders"]) {
    await db.schema.dropTable(table).execute();
  }
}
