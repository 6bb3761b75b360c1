import type { Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * The deals' audit trail (issue #35 point 5): every case rule and code the console adds, changes,
 * switches or ends, with who and when, and the terms before and after as JSON, written in the
 * change's own transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deal_change")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("kind", "text", (c) => c.notNull())
    // The case rule's name or the code, as it was after the change.
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("before_terms", "text")
    .addColumn("after_terms", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deal_change").execute();
}
