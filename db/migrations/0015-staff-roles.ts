import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * Roles and accounts run from the console (issue #19): each account is an owner or a clerk (the
 * accounts made before roles existed were all-powerful, so they become owners), may be disabled,
 * and keeps its console language. One-time links let a new or reset account choose a password;
 * only their SHA-256 is stored. staff_event is the account changes' audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A new row that forgets its role gets the lesser one; the rows already here are the owners.
  await db.schema
    .alterTable("staff_user")
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("clerk")
        .check(sql`role in ('owner', 'clerk')`),
    )
    .execute();
  await db
    .updateTable("staff_user" as never)
    .set({ role: "owner" } as never)
    .execute();
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("staff_user").addColumn("disabled_at", "text").execute();
  await db.schema
    .alterTable("staff_user")
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'es')`),
    )
    .execute();

  await db.schema
    .createTable("staff_link")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_user.id"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('welcome', 'reset')`))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_link_staff_idx").on("staff_link").column("staff_id").execute();

  await db.schema
    .createTable("staff_event")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_user.id"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_event_created_idx").on("staff_event").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_event").execute();
  await db.schema.dropTable("staff_link").execute();
  for (const column of ["language", "disabled_at", "role"])
    await db.schema.alterTable("staff_user").dropColumn(column).execute();
}
