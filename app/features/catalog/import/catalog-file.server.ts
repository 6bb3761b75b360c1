import { readFile } from "node:fs/promises";
import type { Database } from "~/utils/db.server";
import { subtypesInFileOrder } from "../data/file-order";
import { centsToDollars } from "~/utils/money";
import { parseCatalogRows, type CatalogFileInput } from "./catalog-file";
import { badRowInEnglish, type BadRow } from "./catalog-bad-rows";
import { jsonLineFinder } from "./json-lines";
import type { Catalog } from "../catalog-model";
import {
  countLiveProducts,
  loadCatalog,
  readCatalogRevision,
  seedEmptyCatalog,
} from "../data/catalog-repository.server";
import { normalizeCatalog, type CatalogReport } from "./normalize-catalog";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "~/utils/json-depth";
import { nulCharacterPaths } from "~/utils/nul-characters";
import { inEnglish, type CatalogImportText } from "./catalog-import-messages";

/** What is wrong with a catalogue file as a whole; its texts are the import screen's "file.…" ones. */
export type CatalogFileProblem =
  "unreadable" | "empty" | "not-text" | "not-json" | "not-catalogue" | "bad-rows";

/** How many problems or bad rows the message lists; the console and the report list them all. */
const LISTED = 20;

export class CatalogFileError extends Error {
  constructor(
    readonly source: string,
    readonly problem: CatalogFileProblem,
    /** Every detail (the JSON error, or each validation issue); the message shows the first 20. */
    readonly details: CatalogImportText[] = [],
    /** The rows that cannot be read (issue #31), named by line, product and size. */
    readonly badRows: BadRow[] = [],
  ) {
    super(
      [
        inEnglish(headlineOf(source, problem, badRows.length)),
        ...details.slice(0, LISTED).map(inEnglish),
        ...badRows.slice(0, LISTED).map(badRowInEnglish),
      ].join("\n  "),
    );
  }

  /** "prices.json is not JSON.": the problem in one sentence, for the console to word. */
  get headline(): CatalogImportText {
    return headlineOf(this.source, this.problem, this.badRows.length);
  }

  /** The same in English, for the command line. */
  get headlineInEnglish(): string {
    return inEnglish(this.headline);
  }
}

function headlineOf(source: string, problem: CatalogFileProblem, count: number): CatalogImportText {
  return { key: `file.${problem}`, values: { file: source, ...(problem === "bad-rows" ? { count } : {}) } };
}

/** A catalogue read from a file: the good rows' catalogue, the report of its repairs, and its bad rows. */
export interface CatalogRead {
  catalog: Catalog;
  report: CatalogReport;
  badRows: BadRow[];
}

/**
 * Reads, validates and normalizes a catalogue file to import it; throws CatalogFileError listing
 * what is wrong, bad rows included: a catalogue is imported whole or not at all.
 */
export async function readCatalogFile(path: string): Promise<{ catalog: Catalog; report: CatalogReport }> {
  return wholeCatalog(await readCatalogFileRows(path), path);
}

/** The same to check a file: its bad rows are listed beside the rest, which is read as usual. */
export async function readCatalogFileRows(path: string): Promise<CatalogRead> {
  let content: Uint8Array;
  try {
    content = await readFile(path);
  } catch (error) {
    throw new CatalogFileError(path, "unreadable", [
      { key: "problem.system", values: { detail: messageOf(error) } },
    ]);
  }
  return readCatalogTextRows(content, path);
}

/**
 * The same for a file's content (an upload): `source` names it in errors. Bytes must be UTF-8
 * (a byte-order mark is allowed, as editors on Windows write one).
 */
export function readCatalogText(
  content: string | Uint8Array,
  source: string,
): { catalog: Catalog; report: CatalogReport } {
  return wholeCatalog(readCatalogTextRows(content, source), source);
}

function wholeCatalog({ catalog, report, badRows }: CatalogRead, source: string) {
  if (badRows.length > 0) throw new CatalogFileError(source, "bad-rows", [], badRows);
  return { catalog, report };
}

/** A file's content checked row by row: throws only when it is no catalogue at all. */
export function readCatalogTextRows(content: string | Uint8Array, source: string): CatalogRead {
  const text = typeof content === "string" ? content : decodeUtf8(content, source);
  if (!text.trim()) throw new CatalogFileError(source, "empty");
  // Before the parser: a file thousands of levels deep would exhaust the stack of a walk over it.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new CatalogFileError(source, "not-json", [
      { key: "problem.depth", values: { maximum: MAX_JSON_DEPTH } },
    ]);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(source, "not-json", [
      { key: "problem.json", values: { detail: messageOf(error) } },
    ]);
  }
  const withNul = nulCharacterPaths(json);
  if (withNul.length > 0)
    throw new CatalogFileError(
      source,
      "not-catalogue",
      withNul.map((path) => ({ key: "problem.nul", values: { path } })),
    );
  const parsed = parseCatalogRows(json, jsonLineFinder(text));
  if (!parsed.ok) throw new CatalogFileError(source, "not-catalogue", parsed.problems, parsed.badRows);
  return { ...normalizeCatalog(parsed.file), badRows: parsed.badRows };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function decodeUtf8(bytes: Uint8Array, source: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new CatalogFileError(source, "not-text");
  }
}

/**
 * On first start the database is empty: fill it from the demo catalogue. Null when it was not
 * empty, whether before reading the file or, for a server that lost the race, in the seeding's
 * own transaction.
 */
export async function seedCatalogIfEmpty(db: Database, path: string): Promise<CatalogReport | null> {
  if ((await readCatalogRevision(db)) > 0 || (await countLiveProducts(db)) > 0) return null;
  const { catalog, report } = await readCatalogFile(path);
  return (await seedEmptyCatalog(db, catalog)) ? report : null;
}

/** The live catalogue in the catalogue file format; importing it back changes nothing. */
export async function exportCatalogFile(db: Database): Promise<CatalogFileInput> {
  const catalog = await loadCatalog(db);
  return {
    alcoholicBeverages: catalog.title,
    types: catalog.types.map((type) => ({
      type: type.slug,
      description: type.description,
      ...spanish(type),
      subtypes: subtypesInFileOrder(type, catalog.products).map(({ subtype, brands }) => ({
        subtype: subtype.slug,
        description: subtype.description,
        ...spanish(subtype),
        products: brands.map(({ brand, products }) => ({
          brand,
          products: products.map((product) => ({
            name: product.name,
            description: product.description,
            ...spanish(product),
            route: product.route,
            modal: product.modal,
            ...(product.featuredRank ? { featured: product.featuredRank } : {}),
            ...(product.varietal ? { varietal: product.varietal } : {}),
            ...(product.wineType ? { wine_type: product.wineType } : {}),
            sizes: product.sizes.map((size) => ({
              id: size.id,
              barcode: size.barcode,
              size: size.label,
              price: centsToDollars(size.priceCents),
              img: size.imagePath,
              inventory: size.inventory,
              size_ml: size.sizeMl ?? size.label,
              ...(size.sale ? { sale: size.sale } : {}),
            })),
          })),
        })),
      })),
    })),
  };
}

/** `description_es` only where the catalogue has one: a file without Spanish exports as it came. */
function spanish({ descriptionEs }: { descriptionEs: string | null }): { description_es?: string } {
  return descriptionEs === null ? {} : { description_es: descriptionEs };
}
