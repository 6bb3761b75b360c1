import { sql, type Kysely } from "kysely";
import { identityColumn, isPostgres } from "./dialect";

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
  await rebuildSqliteStaffTable(db, roles);
}

/**
 * SQLite cannot alter a CHECK: the table is made anew from its own definition with the new list,
 * its rows copied, and the new table takes the old one's name, so the tables that reference
 * staff_user keep doing so (foreign keys are off meanwhile; SQLite runs migrations outside a
 * transaction, and the check after the swap proves no reference broke).
 */
async function rebuildSqliteStaffTable(db: Kysely<unknown>, roles: string[]): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'staff_user'`.execute(db);
  const definition = rows[0]?.sql ?? "";
  const roleCheck = /check\s*\(\s*role in \([^)]*\)\s*\)/i;
  if (!roleCheck.test(definition)) throw new Error("staff_user's role check was not found");
  const list = roles.map((role) => `'${role}'`).join(", ");
  const rebuilt = definition
    .replace(roleCheck, `check (role in (${list}))`)
    .replace(/^create table\s+"?staff_user"?/i, 'create table "staff_user_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into staff_user_rebuilt select * from staff_user`.execute(db);
    await sql`drop table staff_user`.execute(db);
    await sql`alter table staff_user_rebuilt rename to staff_user`.execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error("rebuilding staff_user broke a reference to it");
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
