import { recentCatalogImports, type CatalogImportRecord } from "~/features/catalog/index.server";
import type { Database } from "~/utils/db.server";
import { staffNamesByActor } from "../staff-accounts.server";

/** An applied import as the console lists it: with the name of who applied it. */
export interface StaffCatalogImport extends CatalogImportRecord {
  /** Null when the staff member behind `actor` no longer exists. */
  staffName: string | null;
}

/** The latest applied imports, newest first, each with the name of who applied it. */
export async function recentImportsWithNames(db: Database, limit = 5): Promise<StaffCatalogImport[]> {
  const [imports, names] = await Promise.all([recentCatalogImports(db, limit), staffNamesByActor(db)]);
  return imports.map((entry) => ({ ...entry, staffName: names[entry.actor] ?? null }));
}
