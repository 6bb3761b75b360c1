import type { z } from "zod";
import { slugify } from "../slug";
import { inEnglish, type CatalogImportKey, type CatalogImportText } from "./catalog-import-messages";

/**
 * A row of a catalogue file the importer cannot read (issue #31, finding 11): a size with a value
 * it cannot take (a price typed "19,99"), or a product with one. Named as the staff member who
 * edits the file looks for it: the line, the product, the size.
 */
export interface BadRow {
  /** The line (from 1) where the wrong value stands, or its row when the value is missing. */
  line: number;
  /** The product's name as the file writes it; null when it has none. */
  product: string | null;
  /** The product's route as the store would make it; null when it has neither route nor name. */
  route: string | null;
  /** The size's label; null for a size without one, or when the product itself is wrong. */
  size: string | null;
  /** Which of the product's sizes (from 1); null when the product itself is wrong. */
  sizeNumber: number | null;
  /** What is wrong, worded as the file's other problems with the field for the path ("price: …"). */
  problem: CatalogImportText;
  /** The wrong value as the file writes it (JSON, shortened), or null when it is missing. */
  value: string | null;
}

/** Where a product stands in the file: types.i.subtypes.j.products.k.products.l. */
const PRODUCT_PATH = ["types", "number", "subtypes", "number", "products", "number", "products", "number"];
const VALUE_SHOWN = 40;

/** A validation issue inside a product, as its bad row; null for an issue of the file's structure. */
export function badRowOf(
  json: unknown,
  issue: z.core.$ZodIssue,
  problem: (issue: z.core.$ZodIssue, path: string) => CatalogImportText,
  lineOf: (path: readonly PropertyKey[]) => number,
): BadRow | null {
  const productPath = issue.path.slice(0, PRODUCT_PATH.length);
  const isInProduct = PRODUCT_PATH.every((step, index) =>
    step === "number" ? typeof productPath[index] === "number" : productPath[index] === step,
  );
  if (!isInProduct) return null;
  const rest = issue.path.slice(PRODUCT_PATH.length);
  const sizeIndex = rest[0] === "sizes" && typeof rest[1] === "number" ? rest[1] : null;
  const field = (sizeIndex === null ? rest : rest.slice(2)).map(String).join(".");
  const product = valueAt(json, productPath);
  const name = textAt(product, ["name"]);
  const route = textAt(product, ["route"]) ?? name;
  const value = valueAt(json, issue.path);
  return {
    line: lineOf(issue.path),
    product: name,
    route: route === null ? null : slugify(route) || null,
    size: sizeIndex === null ? null : textAt(product, ["sizes", sizeIndex, "size"]),
    sizeNumber: sizeIndex === null ? null : sizeIndex + 1,
    problem: problem(issue, field || (sizeIndex === null ? "product" : "size")),
    value: value === undefined ? null : shortened(JSON.stringify(value)),
  };
}

/** The file without its bad rows: their sizes left out, and products left out whole when wrong or left with none. */
export function withoutBadRows(json: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const badProducts = new Set<string>();
  const badSizes = new Map<string, Set<number>>();
  for (const { path } of issues) {
    const product = path.slice(0, PRODUCT_PATH.length).map(String).join(".");
    const size = path[PRODUCT_PATH.length] === "sizes" ? path[PRODUCT_PATH.length + 1] : undefined;
    if (typeof size === "number") badSizes.set(product, (badSizes.get(product) ?? new Set()).add(size));
    else badProducts.add(product);
  }
  const keep = (product: unknown, where: string): unknown[] => {
    if (badProducts.has(where)) return [];
    const bad = badSizes.get(where);
    if (!bad || !isRecord(product) || !Array.isArray(product.sizes)) return [product];
    const sizes = product.sizes.filter((_size: unknown, index: number) => !bad.has(index));
    return sizes.length > 0 ? [{ ...product, sizes }] : [];
  };
  return mapList(json, "types", (type, t) =>
    mapList(type, "subtypes", (subtype, s) =>
      mapList(subtype, "products", (brand, b) => ({
        ...(isRecord(brand) ? brand : {}),
        products: listAt(brand, "products").flatMap((product, p) =>
          keep(product, ["types", t, "subtypes", s, "products", b, "products", p].join(".")),
        ),
      })),
    ),
  );
}

/** `record` with its list `key` mapped, or `record` as it is when it has no such list. */
function mapList(record: unknown, key: string, map: (item: unknown, index: number) => unknown): unknown {
  if (!isRecord(record) || !Array.isArray(record[key])) return record;
  return { ...record, [key]: listAt(record, key).map(map) };
}

function listAt(record: unknown, key: string): unknown[] {
  const list = isRecord(record) ? record[key] : undefined;
  return Array.isArray(list) ? list : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const step of path) {
    if (Array.isArray(value) && typeof step === "number") value = value[step];
    else if (isRecord(value) && typeof step === "string" && Object.hasOwn(value, step)) value = value[step];
    else return undefined;
  }
  return value;
}

function textAt(json: unknown, path: readonly PropertyKey[]): string | null {
  const value = valueAt(json, path);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function shortened(text: string): string {
  return text.length > VALUE_SHOWN ? `${text.slice(0, VALUE_SHOWN - 1)}…` : text;
}

type Write = (key: CatalogImportKey, values?: CatalogImportText["values"]) => string;

/** A bad row as the console's table shows it, in the console's language. */
export function badRowCells(write: Write, row: BadRow): { product: string; size: string; problem: string } {
  const name = row.product ?? write("row.unnamed");
  const size =
    row.sizeNumber === null
      ? write("row.wholeProduct")
      : (row.size ?? write("row.sizeNumber", { number: row.sizeNumber }));
  const problem = write(row.problem.key, row.problem.values);
  return {
    product: row.route ? `${name} (${row.route})` : name,
    size,
    problem: row.value === null ? problem : `${problem} (${write("row.fileHas", { value: row.value })})`,
  };
}

/** 'line 21: Patron Silver (patron-silver), 1L: price: should be a number … (the file has "19,99")'. */
export function badRowLine(write: Write, row: BadRow): string {
  const { product, size, problem } = badRowCells(write, row);
  const place = row.sizeNumber === null ? product : `${product}, ${size}`;
  return `${write("row.line", { line: String(row.line) })}: ${place}: ${problem}`;
}

/** The same for the command line and the logs. */
export function badRowInEnglish(row: BadRow): string {
  return badRowLine((key, values) => inEnglish({ key, values }), row);
}
