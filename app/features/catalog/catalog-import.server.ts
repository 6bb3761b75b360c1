import { createHash } from "node:crypto";
import type { Database } from "~/utils/db.server";
import { recordCatalogImport } from "./catalog-audit.server";
import { describeChanges, hasChanges, summarizeChanges, type CatalogChanges } from "./catalog-changes";
import { CatalogFileError, readCatalogText } from "./catalog-file.server";
import type { Catalog } from "./catalog-model";
import { importCatalog } from "./catalog-repository.server";
import type { CatalogImportAnswer, CatalogImportRefusal, CatalogImportReport } from "./catalog-upload";
import { quirkSummary, type CatalogReport } from "./normalize-catalog";

/** A catalogue file as uploaded: its name on the staff member's computer and its bytes. */
export interface CatalogFileUpload {
  name: string;
  bytes: Uint8Array;
}

const PROBLEMS_SHOWN = 20;

export function catalogFileHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function refusal(
  status: CatalogImportRefusal["status"],
  error: string,
  problems: string[] = [],
): CatalogImportRefusal {
  return {
    ok: false,
    status,
    error,
    problems: problems.slice(0, PROBLEMS_SHOWN),
    moreProblems: Math.max(0, problems.length - PROBLEMS_SHOWN),
  };
}

/** The dry run: what the file holds and what it would change; nothing is written. */
export async function checkCatalogUpload(
  db: Database,
  upload: CatalogFileUpload,
): Promise<CatalogImportAnswer> {
  const read = readUpload(upload);
  if (!read.ok) return read;
  const changes = await importCatalog(db, read.catalog, { dryRun: true });
  return report(upload, read.report, changes, false);
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
  if (!options.checkedSha256) return refusal(400, "Check the file (dry run) before applying it.");
  if (options.checkedSha256 !== catalogFileHash(upload.bytes)) {
    return refusal(
      409,
      `${upload.name} is not the file that was checked: its content differs. Nothing was applied; check this file first.`,
    );
  }
  const read = readUpload(upload);
  if (!read.ok) return read;
  const changes = await importCatalog(db, read.catalog, {
    recordChanges: (trx, changed) =>
      recordCatalogImport(trx, {
        actor: options.actor,
        summary: summarizeChanges(changed),
        at: options.now,
      }),
  });
  return report(upload, read.report, changes, true);
}

function readUpload(
  upload: CatalogFileUpload,
): { ok: true; catalog: Catalog; report: CatalogReport } | CatalogImportRefusal {
  try {
    return { ok: true, ...readCatalogText(upload.bytes, upload.name) };
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    return refusal(error.problem === "not-catalogue" ? 422 : 400, `${error.headline}.`, error.details);
  }
}

function report(
  upload: CatalogFileUpload,
  catalogReport: CatalogReport,
  changes: CatalogChanges,
  applied: boolean,
): CatalogImportReport {
  return {
    ok: true,
    applied,
    fileName: upload.name,
    sha256: catalogFileHash(upload.bytes),
    totals: catalogReport.totals,
    quirks: quirkSummary(catalogReport),
    changes,
    changed: hasChanges(changes),
    description: applied ? appliedDescription(changes) : describeChanges(changes, true),
  };
}

function appliedDescription(changes: CatalogChanges): string {
  return hasChanges(changes)
    ? `Applied: ${summarizeChanges(changes)}.`
    : "No changes: the store already has this catalogue.";
}
