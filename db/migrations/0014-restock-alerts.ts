import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * "Tell me when it's back" (issue #18): a shopper's phone or e-mail waiting for a sold-out size.
 * One row per size and contact (UNIQUE), so a second tap, even at the same moment on another
 * server, adds nothing. The language is the one the notice will be written in (issue #19).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("restock_alert")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("size_id", "text", (c) => c.notNull().references("product_size.id"))
    .addColumn("contact_kind", "text", (c) => c.notNull().check(sql`contact_kind in ('phone', 'email')`))
    .addColumn("contact", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // SHA-256 (hex) of the random token in the shopper's own cancel link; the token is never stored.
    .addColumn("cancel_token_hash", "text", (c) => c.notNull().unique())
    .addUniqueConstraint("restock_alert_size_contact_key", ["size_id", "contact"])
    .execute();
  // The staff's search by phone or e-mail, and a shopper's request to delete theirs.
  await db.schema.createIndex("restock_alert_contact_idx").on("restock_alert").column("contact").execute();
  // The retention purge deletes by age.
  await db.schema.createIndex("restock_alert_created_idx").on("restock_alert").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("restock_alert").execute();
}
