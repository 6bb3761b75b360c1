import type { Database } from "~/utils/db.server";

/**
 * Every row of every table, rows sorted within each table, as one text: what a refused request must
 * leave exactly as it was. `except` names tables left out (bookkeeping a refusal may write).
 */
export async function everyRow(db: Database, except: RegExp = /^kysely_/): Promise<string> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const rows = await Promise.all(
    tables
      .filter((name) => !except.test(name))
      .map(async (name) => {
        const all = await db
          .selectFrom(name as "orders")
          .selectAll()
          .execute();
        return `${name}:${all
          .map((row) => JSON.stringify(row))
          .sort()
          .join("\n")}`;
      }),
  );
  return rows.join("\n\n");
}
