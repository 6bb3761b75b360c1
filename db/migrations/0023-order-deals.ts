import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";
import { rebuildSqliteTable, withCheck } from "./sqlite-rebuild";

/**
 * What an order's deals came to (issue #35): the mixed-case discount with its rule's name, the
 * code's discount with the code, and each line's regular price beside the price paid. Orders from
 * before deals had none: their discounts are 0 and their regular prices the prices paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of ["case_discount_cents", "code_discount_cents"])
    await db.schema
      .alterTable("orders")
      .addColumn(column, "integer", (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`${sql.ref(column)} >= 0`),
      )
      .execute();
  await db.schema.alterTable("orders").addColumn("case_rule_name", "text").execute();
  await db.schema.alterTable("orders").addColumn("deal_code", "text").execute();
  await db.schema.alterTable("order_line").addColumn("regular_price_cents", "integer").execute();
  await db
    .withTables<{ order_line: { regular_price_cents: number | null; unit_price_cents: number } }>()
    .updateTable("order_line")
    .set((eb) => ({ regular_price_cents: eb.ref("unit_price_cents") }))
    .execute();
  await totalCheck(db, sql`subtotal_cents - case_discount_cents - code_discount_cents + ${PAID_ON_TOP}`);
}

const PAID_ON_TOP = sql`tax_cents + delivery_fee_cents + tip_cents`;
const TOTAL_CHECK = /check\s*\(\s*total_cents = [^)]*\)/i;

/** The total's CHECK, rewritten: what the bottles cost after the deals, and what is paid on top. */
async function totalCheck(db: Kysely<unknown>, bottles: ReturnType<typeof sql>): Promise<void> {
  const check = sql`check (total_cents = ${bottles})`;
  if (isPostgres(db)) {
    // Named by PostgreSQL when 0003 made it inline: found by what it says.
    const { rows } = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = 'orders'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%total_cents =%'`.execute(
      db,
    );
    for (const { conname } of rows)
      await sql`alter table orders drop constraint ${sql.ref(conname)}`.execute(db);
    await sql`alter table orders add constraint orders_total_check ${check}`.execute(db);
    return;
  }
  const compiled = check.compile(db).sql;
  await rebuildSqliteTable(db, "orders", (definition) => withCheck(definition, TOTAL_CHECK, compiled));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await totalCheck(db, sql`subtotal_cents + ${PAID_ON_TOP}`);
  await db.schema.alterTable("order_line").dropColumn("regular_price_cents").execute();
  for (const column of ["deal_code", "code_discount_cents", "case_rule_name", "case_discount_cents"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
}
