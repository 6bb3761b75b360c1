import type { Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * Staff accounts and their sessions (DESIGN §7 "Staff console", §11). A session row keeps only the
 * SHA-256 of its token: the database alone cannot be used to sign in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_user")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_session")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_user.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_session_staff_idx").on("staff_session").column("staff_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_session").execute();
  await db.schema.dropTable("staff_user").execute();
}
