import { createHash } from "node:crypto";
import type { Database } from "~/utils/db.server";
import { hasChanges, type CatalogChanges } from "../data/catalog-changes";
import type { CatalogImportText } from "./catalog-import-messages";
import type { BadRow } from "./catalog-bad-rows";
import { CatalogFileError, readCatalogTextRows, type CatalogRead } from "./catalog-file.server";
import type { Catalog } from "../catalog-model";
import { catalogNamesFeatured } from "../data/catalog-repository.server";
import { featuredRanks } from "../data/featured-choices.server";
import { featuredShelf } from "../browse/featured";
import type { CatalogImportRefusal, CatalogImportReport, HomeShelfSummary } from "./catalog-upload";
import { quirkSummary } from "./normalize-catalog";

/** A catalogue file as uploaded: its name on the staff member's computer and its bytes. */
export interface CatalogFileUpload {
  name: string;
  bytes: Uint8Array;
}

const PROBLEMS_SHOWN = 20;
/** A file with every price written wrong has a bad row per size: the console lists the first ones. */
const BAD_ROWS_SHOWN = 100;

export function catalogFileHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function refusal(
  status: CatalogImportRefusal["status"],
  error: CatalogImportText,
  problems: CatalogImportText[] = [],
  badRows: BadRow[] = [],
): CatalogImportRefusal {
  return {
    ok: false,
    status,
    error,
    problems: problems.slice(0, PROBLEMS_SHOWN),
    moreProblems: Math.max(0, problems.length - PROBLEMS_SHOWN),
    ...badRowsShown(badRows),
  };
}

function badRowsShown(badRows: BadRow[]): { badRows: BadRow[]; moreBadRows: number } {
  return {
    badRows: badRows.slice(0, BAD_ROWS_SHOWN),
    moreBadRows: Math.max(0, badRows.length - BAD_ROWS_SHOWN),
  };
}

/**
 * An apply of a file with bad rows: refused whole, naming them, for a catalogue is imported
 * whole or not at all (docs/decisions/0054).
 */
export function badRowsRefusal(upload: CatalogFileUpload, badRows: BadRow[]): CatalogImportRefusal {
  return refusal(
    422,
    { key: "refusal.badRows", values: { file: upload.name, count: badRows.length } },
    [],
    badRows,
  );
}

/** A file's catalogue and what reading it found (its bad rows too), or why it is no catalogue. */
export type ReadUpload = ({ ok: true } & CatalogRead) | CatalogImportRefusal;

/** A featured section of home: which drink type, and how many products it shows. */
export interface FeaturedSection {
  type: string;
  count: number;
}

/**
 * What the console shows of a file checked or applied: its totals, quirks and changes, and home's
 * featured sections as they will be once the file is in.
 */
export async function importReport(
  db: Database,
  upload: CatalogFileUpload,
  read: Extract<ReadUpload, { ok: true }>,
  outcome: { changes: CatalogChanges; applied: boolean },
  sections: readonly FeaturedSection[],
): Promise<CatalogImportReport> {
  return report(
    upload,
    read,
    outcome.changes,
    outcome.applied,
    await homeShelves(db, read.catalog, sections),
  );
}

/**
 * Home's featured sections as they will be once the file is in: the file's own choices, or the
 * console's when it names none (the import keeps them). Stock comes from the file.
 */
async function homeShelves(
  db: Database,
  catalog: Catalog,
  sections: readonly FeaturedSection[],
): Promise<HomeShelfSummary[]> {
  const kept = catalogNamesFeatured(catalog.products) ? null : await featuredRanks(db);
  const products = kept
    ? catalog.products.map((product) => ({ ...product, featuredRank: kept.get(product.route) ?? null }))
    : catalog.products;
  return sections.map(({ type, count }) => {
    const { chosen, filled } = featuredShelf(products, type, count);
    const title = catalog.types.find((candidate) => candidate.slug === type)?.name ?? type;
    return { type, title, count, chosen, filled };
  });
}

/** Reads an uploaded file as a catalogue, or answers the refusal the console shows. */
export function readCatalogUpload(upload: CatalogFileUpload): ReadUpload {
  try {
    return { ok: true, ...readCatalogTextRows(upload.bytes, upload.name) };
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    const status = error.problem === "not-catalogue" ? 422 : 400;
    return refusal(status, error.headline, error.details, error.badRows);
  }
}

function report(
  upload: CatalogFileUpload,
  { catalog, report: catalogReport, badRows }: CatalogRead,
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
    ...badRowsShown(badRows),
  };
}
