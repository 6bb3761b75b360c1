import type { Kysely } from "kysely";

/**
 * Each language speaks its own (issue #16): the catalogue's types, subtypes and products may carry
 * a Spanish description beside the English one. Null where the catalogue has none; Spanish pages
 * then show the English text, marked as English.
 */
const TABLES = ["catalog_type", "catalog_subtype", "product"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn("description_es", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("description_es").execute();
}
