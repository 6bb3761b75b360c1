import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * The shopper's notices (issue #19): e-mails and text messages written in the transaction of what
 * caused them (an order placed, its status changed, a size back in stock) and sent later, at least
 * once, by the outbox worker; the outbox's columns plus the channel and the contact. Beside them,
 * the contacts that asked for no more notices, normalised (lower-case e-mail, E.164 phone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shopper_notice")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn("contact", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Each channel's worker reads its due rows.
  await db.schema
    .createIndex("shopper_notice_pending_idx")
    .on("shopper_notice")
    .columns(["channel", "delivered_at", "next_attempt_at"])
    .execute();
  // The retention purge deletes by age.
  await db.schema
    .createIndex("shopper_notice_created_idx")
    .on("shopper_notice")
    .column("created_at")
    .execute();
  await db.schema
    .createTable("notice_opt_out")
    .addColumn("contact", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notice_opt_out").execute();
  await db.schema.dropTable("shopper_notice").execute();
}
