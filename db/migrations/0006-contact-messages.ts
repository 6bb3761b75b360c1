import type { Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * Messages shoppers send from the contact page (DESIGN §7 "Contact"), read by the staff. The
 * sender's address is kept only as a keyed hash: enough to count their messages for the hourly
 * limit, never the address itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_message")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("sender_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("read_by", "text")
    .execute();
  await db.schema
    .createIndex("contact_message_sender_idx")
    .on("contact_message")
    .columns(["sender_hash", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_message").execute();
}
