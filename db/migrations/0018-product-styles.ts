import type { Kysely } from "kysely";

/**
 * Styles a shopper browses by (issue #31): the style staff set for a product in the console
 * ("anejo" for Don Julio 1942, whose name does not say it). Null: the catalogue reads it from the
 * product's subtype or name. A catalogue import leaves it as staff set it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("product").addColumn("style", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("product").dropColumn("style").execute();
}
