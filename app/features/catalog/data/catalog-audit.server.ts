import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import type { Database } from "~/utils/db.server";

/** One applied catalogue import, as the console lists it. */
export interface CatalogImportRecord {
  /** ISO 8601, UTC. */
  at: string;
  actor: string;
  summary: string;
}

/** Writes the audit row of an applied import; pass the import's transaction so both commit together. */
export async function recordCatalogImport(
  trx: Transaction<StoreDatabase>,
  entry: { actor: string; summary: string; at: Date },
): Promise<void> {
  await trx
    .insertInto("catalog_change")
    .values({
      kind: "import",
      size_id: null,
      before_value: null,
      after_value: null,
      summary: entry.summary,
      actor: entry.actor,
      created_at: entry.at.toISOString(),
    })
    .execute();
}

/** The latest applied imports, newest first. */
export async function recentCatalogImports(db: Database, limit = 5): Promise<CatalogImportRecord[]> {
  const rows = await db
    .selectFrom("catalog_change")
    .select(["actor", "summary", "created_at"])
    .where("kind", "=", "import")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ at: row.created_at, actor: row.actor, summary: row.summary ?? "" }));
}
