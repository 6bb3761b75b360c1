import { sql, type Kysely } from "kysely";
import { identityColumn, isPostgres } from "./dialect";
import { rebuildSqliteTable, withCheck } from "./sqlite-rebuild";

/**
 * From the shelf to the door (issue #34): a third role, the driver; each delivery's place in the
 * store's route and who is out with it; and the ID checks made at handover, keeping only what
 * proves the check (when, by whom, how, the result and the year of birth), never the card's
 * number, name or address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await allowRoles(db, ["owner", "clerk", "driver"]);

  await db.schema
    .createTable("delivery_stop")
    .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id"))
    // Null until someone arranges the route by hand: the stop then goes by ZIP code and street.
    .addColumn("route_position", "integer")
    .addColumn("driver_id", "integer", (c) => c.references("staff_user.id"))
    .addColumn("on_way_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("handover_check")
    .addColumn("id", "integer", (c) => identityColumn(db, c))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("checked_at", "text", (c) => c.notNull())
    .addColumn("checked_by", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull().check(sql`method in ('scan', 'typed')`))
    .addColumn("result", "text", (c) => c.notNull().check(sql`result in ('of-age', 'under-21', 'expired')`))
    .addColumn("birth_year", "integer", (c) => c.notNull().check(sql`birth_year between 1880 and 2200`))
    .execute();
  await db.schema.createIndex("handover_check_order_idx").on("handover_check").column("order_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("handover_check").execute();
  await db.schema.dropTable("delivery_stop").execute();
  await sql`update staff_user set role = 'clerk' where role = 'driver'`.execute(db);
  await allowRoles(db, ["owner", "clerk"]);
}

/** staff_user.role's CHECK, rewritten: PostgreSQL alters it; SQLite rebuilds the table around it. */
async function allowRoles(db: Kysely<unknown>, roles: string[]): Promise<void> {
  const allowed = sql.join(roles.map((role) => sql.lit(role)));
  if (isPostgres(db)) {
    await sql`alter table staff_user drop constraint staff_user_role_check`.execute(db);
    await sql`alter table staff_user add constraint staff_user_role_check check (role in (${allowed}))`.execute(
      db,
    );
    return;
  }
  const list = roles.map((role) => `'${role}'`).join(", ");
  await rebuildSqliteTable(db, "staff_user", (definition) =>
    withCheck(definition, /check\s*\(\s*role in \([^)]*\)\s*\)/i, `check (role in (${list}))`),
  );
}
