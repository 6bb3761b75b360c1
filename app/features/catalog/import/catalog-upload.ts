import type { CatalogChanges } from "../data/catalog-changes";
import type { BadRow } from "./catalog-bad-rows";
import type { CatalogImportText } from "./catalog-import-messages";
import type { CatalogReport, QuirkSummary } from "./normalize-catalog";

/** The staff console's catalogue upload: the form's fields, its limit, and the answers it gets. */
export const CATALOG_FILE_FIELD = "catalog";
export const CHECKED_HASH_FIELD = "sha256";

/** The largest catalogue file the console takes; the real store's export is 867 KB. */
export const CATALOG_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOG_UPLOAD_MAX_TEXT = "5 MB";

export interface CatalogImportRefusal {
  ok: false;
  status: 400 | 409 | 413 | 422;
  error: CatalogImportText;
  /** The first problems found in the file. */
  problems: CatalogImportText[];
  /** How many more there are. */
  moreProblems: number;
  /** The first rows that cannot be read (issue #31): an apply is refused while a file has any. */
  badRows: BadRow[];
  moreBadRows: number;
}

/** What the console shows after a dry run or an apply. */
export interface CatalogImportReport {
  ok: true;
  applied: boolean;
  fileName: string;
  /** SHA-256 of the file's bytes (hex): an apply must send the hash its dry run answered. */
  sha256: string;
  totals: CatalogReport["totals"];
  quirks: QuirkSummary[];
  changes: CatalogChanges;
  changed: boolean;
  /** Home's featured sections after the import: how many staff (or the file) chose, how many the store fills. */
  shelves: HomeShelfSummary[];
  /** Who chose the featured products: the file's `featured` keys, or the console (the file names none). */
  featuredFrom: "file" | "console";
  /**
   * The first rows that cannot be read (issue #31): the report is of the other rows, and the file
   * cannot be applied until these are fixed.
   */
  badRows: BadRow[];
  moreBadRows: number;
}

export interface HomeShelfSummary {
  type: string;
  title: string;
  count: number;
  chosen: number;
  filled: number;
}

export type CatalogImportAnswer = CatalogImportRefusal | CatalogImportReport;
