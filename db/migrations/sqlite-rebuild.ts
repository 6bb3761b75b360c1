import { sql, type Kysely } from "kysely";

/**
 * SQLite cannot alter a CHECK: the table is made anew from its own definition, rewritten, its rows
 * copied, and the new table takes the old one's name, so the tables that reference it keep doing
 * so; its indexes are made again (dropping a table drops them). Foreign keys are off meanwhile
 * (SQLite runs migrations outside a transaction), and the check after the swap proves no reference
 * broke.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  rewrite: (definition: string) => string,
): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index')`.execute(db);
  const definition = rows.find((row) => row.type === "table")?.sql ?? "";
  // Indexes SQLite made itself (for a unique column) have no statement: the new table makes them again.
  const indexes = rows.flatMap((row) => (row.type === "index" && row.sql ? [row.sql] : []));
  const temporary = `${table}_rebuilt`;
  const rebuilt = rewrite(definition).replace(
    new RegExp(`^create table\\s+"?${table}"?`, "i"),
    `create table "${temporary}"`,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(db);
    for (const index of indexes) await sql.raw(index).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`rebuilding ${table} broke a reference to it`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** The definition with one CHECK replaced; throws when it is not there, rather than rebuild it unchanged. */
export function withCheck(definition: string, old: RegExp, replacement: string): string {
  if (!old.test(definition)) throw new Error(`the check ${old} was not found`);
  return definition.replace(old, replacement);
}
