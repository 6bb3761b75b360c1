import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";

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
  await sql`insert into store_identity (id, created_at) values (${randomUUID()}, ${new Date().toISOString()})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("store_identity").execute();
}
