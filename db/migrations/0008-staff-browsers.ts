import type { Kysely } from "kysely";

/**
 * The browsers each staff member has signed in from (issue #14): failed sign-ins from one of them
 * are counted apart from everyone else's, so guesses elsewhere never lock the owner out. Like a
 * session, a row keeps only the SHA-256 of the browser's token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_browser")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_user.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_browser_staff_idx").on("staff_browser").column("staff_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_browser").execute();
}
