import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalog_type")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("catalog_subtype")
    .addColumn("type_slug", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("catalog_subtype_pk", ["type_slug", "slug"])
    .execute();

  await db.schema
    .createTable("product")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("route", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("type_slug", "text", (c) => c.notNull())
    .addColumn("subtype_slug", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("modal", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("varietal", "text")
    .addColumn("wine_type", "text")
    .addColumn("featured_rank", "integer")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("retired", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("product_type_idx")
    .on("product")
    .columns(["type_slug", "subtype_slug"])
    .execute();

  await db.schema
    .createTable("product_route_redirect")
    .addColumn("from_route", "text", (c) => c.primaryKey())
    .addColumn("to_route", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("product_size")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id"))
    .addColumn("barcode", "text")
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("size_ml", "double precision")
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn("image_path", "text", (c) => c.notNull())
    .addColumn("inventory", "integer")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("retired", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("product_size_product_idx").on("product_size").column("product_id").execute();

  await db.schema
    .createTable("catalog_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .execute();
  await sql`insert into catalog_state (id, revision, title) values (1, 0, 'Alcoholic Beverages')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "catalog_state",
    "product_size",
    "product_route_redirect",
    "product",
    "catalog_subtype",
    "catalog_type",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
