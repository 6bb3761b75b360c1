import type { Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * The catalogue's audit trail (DESIGN §7 "Staff console"): every price or stock edit a staff member
 * makes, and every catalogue import applied from the console, with who and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalog_change")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("size_id", "text")
    .addColumn("before_value", "integer")
    .addColumn("after_value", "integer")
    .addColumn("summary", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("catalog_change_size_idx").on("catalog_change").column("size_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("catalog_change").execute();
}
