import {
  badRowsRefusal,
  catalogFileHash,
  hasChanges,
  importReport,
  readCatalogUpload,
  recordCatalogImport,
  refusal,
  summarizeChanges,
  writeCatalog,
  type Catalog,
  type CatalogChanges,
  type CatalogFileUpload,
  type CatalogImportAnswer,
} from "~/features/catalog/index.server";
import { FEATURED_SECTIONS } from "~/features/home";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import type { Database } from "~/utils/db.server";
import { flowTransaction, type FlowTransaction } from "./flow-transaction.server";

export interface ImportOptions {
  /** Work out what would change, then roll back: nothing is written, nobody is told. */
  dryRun?: boolean;
  /**
   * Called in the import's transaction when the catalogue changed (never on a dry run), so that
   * an audit row commits or rolls back together with the import.
   */
  recordChanges?: (trx: FlowTransaction, changes: CatalogChanges) => Promise<void>;
}

const dryRun = flowTransaction<CatalogChanges>();

/**
 * An import, in one transaction: the catalogue is made to hold exactly the file (the inventory
 * takes its stock), a sold-out size back on sale tells those waiting for it (issue #19), and an
 * import that changed something leaves the caller's audit row. With `dryRun`, all of it rolls back.
 */
export async function importCatalog(
  db: Database,
  catalog: Catalog,
  options: ImportOptions = {},
): Promise<CatalogChanges> {
  const apply = async (trx: FlowTransaction) => {
    const { changes, sizesMoved } = await writeCatalog(trx, catalog);
    if (!hasChanges(changes)) return changes;
    await notifyRestockedSizes(trx, sizesMoved, new Date());
    if (!options.dryRun) await options.recordChanges?.(trx, changes);
    return changes;
  };
  if (!options.dryRun) return db.transaction().execute(apply);
  return dryRun.run(db, async (trx) => dryRun.refuse(await apply(trx)));
}

/**
 * The console's dry run: what the file holds and what it would change; nothing is written. Rows
 * that cannot be read are listed, and what would change is worked out without them.
 */
export async function checkCatalogUpload(
  db: Database,
  upload: CatalogFileUpload,
): Promise<CatalogImportAnswer> {
  const read = readCatalogUpload(upload);
  if (!read.ok) return read;
  const changes = await importCatalog(db, read.catalog, { dryRun: true });
  return importReport(db, upload, read, { changes, applied: false }, FEATURED_SECTIONS);
}

/**
 * Applies the file the staff member checked, and only that one: `checkedSha256` is the hash its
 * dry run answered. An import that changes something is recorded in `catalog_change` in the same
 * transaction; one that changes nothing leaves no row.
 */
export async function applyCatalogUpload(
  db: Database,
  upload: CatalogFileUpload,
  options: { checkedSha256: string | null; actor: string; now: Date },
): Promise<CatalogImportAnswer> {
  if (!options.checkedSha256) return refusal(400, { key: "refusal.notChecked" });
  if (options.checkedSha256 !== catalogFileHash(upload.bytes)) {
    return refusal(409, { key: "refusal.notTheChecked", values: { file: upload.name } });
  }
  const read = readCatalogUpload(upload);
  if (!read.ok) return read;
  // Checked, the file listed its bad rows; applied, it is refused until they are fixed.
  if (read.badRows.length > 0) return badRowsRefusal(upload, read.badRows);
  const changes = await importCatalog(db, read.catalog, {
    recordChanges: (trx, changed) =>
      recordCatalogImport(trx, { actor: options.actor, summary: summarizeChanges(changed), at: options.now }),
  });
  return importReport(db, upload, read, { changes, applied: true }, FEATURED_SECTIONS);
}
