import type { Kysely } from "kysely";

/**
 * Request limits counted in the database (issue #13), so every app server shares one count per key
 * and a restart clears none: orders and quotes per address and phone, web vitals per address, staff
 * logins per account and address. One row per limit and key, as rate-limiter-flexible counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull())
    // Epoch milliseconds outgrow PostgreSQL's 32-bit integer.
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // The daily purge deletes by expiry.
  await db.schema.createIndex("rate_limit_expires_idx").on("rate_limit").column("expires_at_ms").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit").execute();
}
