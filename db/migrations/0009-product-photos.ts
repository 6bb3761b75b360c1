import { sql, type Kysely } from "kysely";
import { identityColumn, isPostgres } from "./dialect";

/**
 * The store's own photos of its products (issue #16), kept in the database so every app server of
 * a fleet shows the same picture. One photo per product (its sizes show it), and optionally one per
 * size, which wins over the product's. The row keeps the upload as it came (its bytes, type and
 * size), a content version that goes into image URLs, and who uploaded it when. Each server makes
 * its webp variants from these bytes and caches them on its own disk by that version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_photo")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id"))
    .addColumn("size_id", "text", (c) => c.references("product_size.id"))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull().check(sql`byte_size > 0`))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("bytes", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .execute();
  // One photo per product and one per size; NULLs are distinct in a unique index, hence two.
  await db.schema
    .createIndex("product_photo_product_idx")
    .on("product_photo")
    .column("product_id")
    .unique()
    .where(sql.ref("size_id"), "is", null)
    .execute();
  await db.schema
    .createIndex("product_photo_size_idx")
    .on("product_photo")
    .column("size_id")
    .unique()
    .where(sql.ref("size_id"), "is not", null)
    .execute();
  await db.schema.createIndex("product_photo_version_idx").on("product_photo").column("version").execute();
  // Photo changes are audited with the price and stock edits; a product's photo has no size.
  await db.schema.alterTable("catalog_change").addColumn("product_id", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("catalog_change").dropColumn("product_id").execute();
  await db.schema.dropTable("product_photo").execute();
}
