import type { Kysely } from "kysely";

/**
 * What the shopper asks the staff to do (issue #18): per line, what to do if the bottle is missing
 * ("call", "similar", "omit"; orders placed before this say "call", as the staff always did); per
 * order, a gift's recipient, their phone (E.164), the card's message and whether a gift box is wanted.
 * An order is a gift when it has a recipient.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_line")
    .addColumn("substitution", "text", (c) => c.notNull().defaultTo("call"))
    .execute();
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("orders").addColumn("gift_recipient_name", "text").execute();
  await db.schema.alterTable("orders").addColumn("gift_recipient_phone", "text").execute();
  await db.schema.alterTable("orders").addColumn("gift_message", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("gift_box", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["gift_box", "gift_message", "gift_recipient_phone", "gift_recipient_name"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.alterTable("order_line").dropColumn("substitution").execute();
}
