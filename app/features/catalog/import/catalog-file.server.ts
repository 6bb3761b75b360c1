import { readFile } from "node:fs/promises";
import type { Database } from "~/utils/db.server";
import { subtypesInFileOrder } from "../data/file-order";
import { centsToDollars } from "~/utils/money";
import { parseCatalogFile, type CatalogFileInput } from "./catalog-file";
import type { Catalog } from "../catalog-model";
import {
  countLiveProducts,
  loadCatalog,
  readCatalogRevision,
  seedEmptyCatalog,
} from "../data/catalog-repository.server";
import { normalizeCatalog, type CatalogReport } from "./normalize-catalog";
import { nulCharacterPaths } from "~/utils/nul-characters";
import { inEnglish, type CatalogImportText } from "./catalog-import-messages";

/** What is wrong with a catalogue file as a whole; its texts are the import screen's "file.…" ones. */
export type CatalogFileProblem = "unreadable" | "empty" | "not-text" | "not-json" | "not-catalogue";

export class CatalogFileError extends Error {
  constructor(
    readonly source: string,
    readonly problem: CatalogFileProblem,
    /** Every detail (the JSON error, or each validation issue); the message shows the first 20. */
    readonly details: CatalogImportText[] = [],
  ) {
    super([inEnglish(headlineOf(source, problem)), ...details.slice(0, 20).map(inEnglish)].join("\n  "));
  }

  /** "prices.json is not JSON.": the problem in one sentence, for the console to word. */
  get headline(): CatalogImportText {
    return headlineOf(this.source, this.problem);
  }
}

function headlineOf(source: string, problem: CatalogFileProblem): CatalogImportText {
  return { key: `file.${problem}`, values: { file: source } };
}

/** Reads, validates and normalizes a catalogue file; throws CatalogFileError listing what is wrong. */
export async function readCatalogFile(path: string): Promise<{ catalog: Catalog; report: CatalogReport }> {
  let content: Uint8Array;
  try {
    content = await readFile(path);
  } catch (error) {
    throw new CatalogFileError(path, "unreadable", [
      { key: "problem.system", values: { detail: messageOf(error) } },
    ]);
  }
  return readCatalogText(content, path);
}

/**
 * The same for a file's content (an upload): `source` names it in errors. Bytes must be UTF-8
 * (a byte-order mark is allowed, as editors on Windows write one).
 */
export function readCatalogText(
  content: string | Uint8Array,
  source: string,
): { catalog: Catalog; report: CatalogReport } {
  const text = typeof content === "string" ? content : decodeUtf8(content, source);
  if (!text.trim()) throw new CatalogFileError(source, "empty");
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
  const parsed = parseCatalogFile(json);
  if (!parsed.ok) throw new CatalogFileError(source, "not-catalogue", parsed.problems);
  return normalizeCatalog(parsed.file);
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
