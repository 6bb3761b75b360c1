import { createHash } from "node:crypto";
import type { Database } from "~/utils/db.server";
import { recordCatalogImport } from "../data/catalog-audit.server";
import { hasChanges, summarizeChanges, type CatalogChanges } from "../data/catalog-changes";
import type { CatalogImportText } from "./catalog-import-messages";
import { CatalogFileError, readCatalogText } from "./catalog-file.server";
import type { Catalog } from "../catalog-model";
import { catalogNamesFeatured, importCatalog } from "../data/catalog-repository.server";
import { featuredRanks } from "../data/featured-choices.server";
import { featuredShelf } from "../browse/featured";
import { FEATURED_SECTIONS } from "~/features/home";
import type {
  CatalogImportAnswer,
  CatalogImportRefusal,
  CatalogImportReport,
  HomeShelfSummary,
} from "./catalog-upload";
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
  error: CatalogImportText,
  problems: CatalogImportText[] = [],
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
  return report(upload, read, changes, false, await homeShelves(db, read.catalog));
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
  return report(upload, read, changes, true, await homeShelves(db, read.catalog));
}

/**
 * Home's featured sections as they will be once the file is in: the file's own choices, or the
 * console's when it names none (the import keeps them). Stock comes from the file.
 */
async function homeShelves(db: Database, catalog: Catalog): Promise<HomeShelfSummary[]> {
  const kept = catalogNamesFeatured(catalog.products) ? null : await featuredRanks(db);
  const products = kept
    ? catalog.products.map((product) => ({ ...product, featuredRank: kept.get(product.route) ?? null }))
    : catalog.products;
  return FEATURED_SECTIONS.map(({ type, count }) => {
    const { chosen, filled } = featuredShelf(products, type, count);
    const title = catalog.types.find((candidate) => candidate.slug === type)?.name ?? type;
    return { type, title, count, chosen, filled };
  });
}

function readUpload(
  upload: CatalogFileUpload,
): { ok: true; catalog: Catalog; report: CatalogReport } | CatalogImportRefusal {
  try {
    return { ok: true, ...readCatalogText(upload.bytes, upload.name) };
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    return refusal(error.problem === "not-catalogue" ? 422 : 400, error.headline, error.details);
  }
}

function report(
  upload: CatalogFileUpload,
  { catalog, report: catalogReport }: { catalog: Catalog; report: CatalogReport },
  changes: CatalogChanges,
  applied: boolean,
  shelves: HomeShelfSummary[],
): CatalogImportReport {
  return {
    shelves,
    featuredFrom: catalogNamesFeatured(catalog.products) ? "file" : "console",
    ok: true,
    applied,
    fileName: upload.name,
    sha256: catalogFileHash(upload.bytes),
    totals: catalogReport.totals,
    quirks: quirkSummary(catalogReport),
    changes,
    changed: hasChanges(changes),
  };
}
