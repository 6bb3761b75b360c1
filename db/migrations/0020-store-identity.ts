import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * The store's identity (issue #33): one row, made with the database and carried by every backup of
 * it, so a server can tell the numbers it has seen given out by this store (a restored copy
 * included) from another store's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("store_identity")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ store_identity: { id: string; created_at: string } }>)
    .insertInto("store_identity")
    .values({ id: randomUUID(), created_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("store_identity").execute();
}
