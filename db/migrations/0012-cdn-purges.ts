import type { Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * Catalogue changes a CDN must forget (issue #17): one row per change naming the page keys it
 * touched, delivered to CDN_PURGE_URL like the order outbox (same columns, same claiming), so a
 * crash between the change and the purge loses nothing and a fleet sends each purge once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cdn_purge")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("cdn_purge_pending_idx")
    .on("cdn_purge")
    .columns(["delivered_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cdn_purge").execute();
}
