import { sql, type Kysely } from "kysely";
import { identityColumn } from "./dialect";

/**
 * The store's deals (issue #35): a size's sale price with its optional start and end, the
 * mixed-case rules, and the codes with every use counted in the database, so a code limited to 50
 * uses gives exactly 50 however many servers take orders at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable("product_size")
    .addColumn("sale_price_cents", "integer", (c) => c.check(sql`sale_price_cents >= 0`))
    .execute();
  await db.schema.alterTable("product_size").addColumn("sale_starts_at", "text").execute();
  await db.schema.alterTable("product_size").addColumn("sale_ends_at", "text").execute();

  await db.schema
    .createTable("case_rule")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("name", "text", (c) => c.notNull())
    // JSON: the type and subtype slugs counted, and the tiers ({ bottles, basisPoints }).
    .addColumn("counts", "text", (c) => c.notNull())
    .addColumn("tiers", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("deal_code")
    // Upper case, as the shopper's typing is read.
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn("basis_points", "integer", (c) => c.check(sql`basis_points between 1 and 10000`))
    .addColumn("amount_cents", "integer", (c) => c.check(sql`amount_cents > 0`))
    .addColumn("minimum_cents", "integer", (c) => c.check(sql`minimum_cents >= 0`))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("max_uses", "integer", (c) => c.check(sql`max_uses > 0`))
    .addColumn("max_uses_per_phone", "integer", (c) => c.check(sql`max_uses_per_phone > 0`))
    .addColumn("uses", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint(
      "deal_code_amount",
      sql`(kind = 'percent' and basis_points is not null and amount_cents is null) or (kind = 'amount' and amount_cents is not null and basis_points is null)`,
    )
    .addCheckConstraint("deal_code_uses", sql`max_uses is null or uses <= max_uses`)
    .execute();

  await db.schema
    .createTable("deal_code_use")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("code", "text", (c) => c.notNull().references("deal_code.code"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    // E.164: the per-phone limit counts by it.
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // A code is used at most once per order.
    .addUniqueConstraint("deal_code_use_once_per_order", ["code", "order_id"])
    .execute();
  await db.schema
    .createIndex("deal_code_use_phone_idx")
    .on("deal_code_use")
    .columns(["code", "phone"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deal_code_use").execute();
  await db.schema.dropTable("deal_code").execute();
  await db.schema.dropTable("case_rule").execute();
  for (const column of ["sale_ends_at", "sale_starts_at", "sale_price_cents"])
    await db.schema.alterTable("product_size").dropColumn(column).execute();
}
