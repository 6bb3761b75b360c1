import type { Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * Web vitals the shoppers' browsers measured (DESIGN §7 "Analytics"). `created_at` is an ISO 8601
 * text on both databases: one query code, and the rows sort by time as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("web_vital")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("metric_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("value", "double precision", (c) => c.notNull())
    .addColumn("rating", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("navigation_type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("web_vital").execute();
}
