import { dollarsToCents, hasFractionOfCent } from "~/utils/money";
import type { CatalogFile, CatalogFileProduct, CatalogFileSize } from "./catalog-file";
import type { Catalog, CatalogProduct, CatalogSize, CatalogSubtype, CatalogType } from "../catalog-model";
import { hasPlaceholderPrice } from "../placeholder-price";
import { isBeerStyleLabel, millilitresFromLabel, sizeSlug } from "../size-label";
import { firstFree, slugify, titleFromSlug } from "../slug";
import { inEnglish, quirkExampleInEnglish } from "./catalog-import-messages";
import { descriptionCopies } from "./description-copies";
import { QUIRK_CODES, type Quirk, type QuirkCode, type QuirkExample } from "./catalog-quirks";

export type { Quirk, QuirkCode, QuirkExample } from "./catalog-quirks";

export interface CatalogReport {
  quirks: Quirk[];
  counts: Partial<Record<QuirkCode, number>>;
  totals: { types: number; subtypes: number; products: number; sizes: number };
}

/** Maps: the keys come from the file, where "constructor" is a possible slug (issue #14). */
const TYPE_NAMES = new Map([["liquors", "Liqueurs"]]);
const SUBTYPE_NAMES = new Map(
  Object.entries({
    "puerto-rico": "Puerto Rican",
    "republic-domenican": "Dominican",
    jamacian: "Jamaican",
    netherlands: "Dutch",
  }),
);

interface LocatedProduct {
  file: CatalogFileProduct;
  brand: string;
  typeSlug: string;
  subtypeSlug: string;
}

/** Turns a catalogue file, quirks and all, into a clean catalogue and a report of every repair. */
export function normalizeCatalog(file: CatalogFile): {
  catalog: Catalog;
  report: CatalogReport;
} {
  const quirks: Quirk[] = [];
  const report = (quirk: Quirk) => quirks.push(quirk);

  const types = normalizeTypes(file);
  const located = locateProducts(file);
  const products = normalizeProducts(located, report);

  const counts: Partial<Record<QuirkCode, number>> = {};
  for (const quirk of quirks) counts[quirk.code] = (counts[quirk.code] ?? 0) + 1;
  return {
    catalog: { title: file.alcoholicBeverages, types, products },
    report: {
      quirks,
      counts,
      totals: {
        types: types.length,
        subtypes: types.reduce((sum, type) => sum + type.subtypes.length, 0),
        products: products.length,
        sizes: products.reduce((sum, product) => sum + product.sizes.length, 0),
      },
    },
  };
}

function normalizeTypes(file: CatalogFile): CatalogType[] {
  const types = new Map<string, CatalogType>();
  for (const fileType of file.types) {
    const slug = slugify(fileType.type ?? fileType.name ?? "");
    const type = types.get(slug) ?? {
      slug,
      name: TYPE_NAMES.get(slug) ?? titleFromSlug(fileType.name ?? slug),
      description: fileType.description.trim(),
      descriptionEs: spanishText(fileType.description_es),
      position: types.size,
      subtypes: [],
    };
    types.set(slug, type);
    for (const fileSubtype of fileType.subtypes) {
      const subtypeSlug = slugify(fileSubtype.subtype);
      if (type.subtypes.some((subtype) => subtype.slug === subtypeSlug)) continue;
      type.subtypes.push({
        typeSlug: slug,
        slug: subtypeSlug,
        name: SUBTYPE_NAMES.get(subtypeSlug) ?? titleFromSlug(subtypeSlug),
        description: fileSubtype.description.trim(),
        descriptionEs: spanishText(fileSubtype.description_es),
        position: type.subtypes.length,
      } satisfies CatalogSubtype);
    }
  }
  return [...types.values()];
}

/** An optional Spanish text, trimmed; empty means there is none. */
function spanishText(text: string | null | undefined): string | null {
  return text?.trim() || null;
}

function locateProducts(file: CatalogFile): LocatedProduct[] {
  return file.types.flatMap((fileType) =>
    fileType.subtypes.flatMap((fileSubtype) =>
      fileSubtype.products.flatMap((brandGroup) =>
        brandGroup.products.map((product) => ({
          file: product,
          brand: brandGroup.brand,
          typeSlug: slugify(fileType.type ?? fileType.name ?? ""),
          subtypeSlug: slugify(fileSubtype.subtype),
        })),
      ),
    ),
  );
}

function normalizeProducts(located: LocatedProduct[], report: (quirk: Quirk) => void): CatalogProduct[] {
  const routes = new Set<string>();
  const sizeIds = new SizeIdAllocator(located.flatMap((product) => product.file.sizes));
  const imagePaths = new Set<string>();
  const copyOf = descriptionCopies();
  const products: CatalogProduct[] = [];

  for (const product of located) {
    const { route, formerRoutes } = productRoute(product.file, routes, report);
    if (product.file.sizes.length === 0) {
      report({
        code: "product-without-sizes",
        product: route,
        detail: product.file.name,
      });
      continue;
    }
    const description = product.file.description.trim();
    const copy = copyOf({ route, name: product.file.name, brand: product.brand, description });
    if (copy) report(copy);
    const context = { ...product, route, report, sizeIds, imagePaths };
    products.push({
      route,
      formerRoutes,
      name: product.file.name,
      brand: product.brand,
      typeSlug: product.typeSlug,
      subtypeSlug: product.subtypeSlug,
      description,
      descriptionEs: spanishText(product.file.description_es),
      modal: product.file.modal,
      varietal: product.file.varietal ?? null,
      wineType: product.file.wine_type ?? null,
      featuredRank: product.file.featured ?? null,
      position: products.length,
      sizes: product.file.sizes.map((size, position) => normalizeSize(size, position, context)),
    });
  }
  return products;
}

function productRoute(
  file: CatalogFileProduct,
  taken: Set<string>,
  report: (quirk: Quirk) => void,
): { route: string; formerRoutes: string[] } {
  let raw = file.route;
  if (raw === undefined) {
    const misspeltKey = Object.keys(file).find((key) => key !== "route" && /^\W*route\W*$/i.test(key));
    const misspelt = misspeltKey ? file[misspeltKey] : undefined;
    if (typeof misspelt === "string") {
      raw = misspelt;
      report({
        code: "route-key-misspelt",
        product: slugify(misspelt),
        detail: JSON.stringify(misspeltKey),
      });
    }
  }
  const formerRoutes: string[] = [];
  let route = slugify(raw ?? "");
  if (!route) {
    route = slugify(file.name);
    report({ code: "route-missing", product: route, detail: file.name });
  } else if (raw !== undefined && route !== raw) {
    formerRoutes.push(raw);
    report({
      code: "route-slugified",
      product: route,
      detail: `${JSON.stringify(raw)} → ${route}`,
    });
  }
  if (taken.has(route)) {
    const base = route;
    route = firstFree(base, taken);
    report({
      code: "route-duplicate",
      product: route,
      detail: base,
    });
  }
  taken.add(route);
  return { route, formerRoutes };
}

interface SizeContext extends LocatedProduct {
  route: string;
  report: (quirk: Quirk) => void;
  sizeIds: SizeIdAllocator;
  imagePaths: Set<string>;
}

function normalizeSize(size: CatalogFileSize, position: number, context: SizeContext): CatalogSize {
  const { route, report } = context;
  const where = { product: route, size: size.size };
  const fileId = size.id || null;
  const id = context.sizeIds.idFor(fileId, route, size.size);
  if (!fileId) report({ ...where, code: "empty-size-id", detail: id });
  else if (id !== fileId) report({ ...where, code: "repeated-size-id", detail: `${fileId} → ${id}` });
  const barcode = size.barcode === undefined ? fileId : size.barcode || null;

  if (hasFractionOfCent(size.price)) {
    report({
      ...where,
      code: "price-fraction-of-cent",
      detail: String(size.price),
    });
  }
  let inventory = size.inventory ?? null;
  if (inventory !== null && inventory < 0) {
    report({ ...where, code: "negative-inventory", detail: String(inventory) });
    inventory = 0;
  }
  if (hasPlaceholderPrice({ priceCents: dollarsToCents(size.price), inventory })) {
    report({ ...where, code: "placeholder-price", detail: String(size.price) });
  }
  return {
    id,
    barcode,
    label: size.size,
    sizeMl: sizeMillilitres(size, where, report),
    priceCents: dollarsToCents(size.price),
    imagePath: imagePath(size, context),
    inventory,
    position,
    // Only a file that names the sale sets or ends it (decision 0070).
    ...(size.sale === undefined ? {} : { sale: size.sale }),
  };
}

function isSpecifiedBeerSize(size: CatalogFileSize): boolean {
  return isBeerStyleLabel(size.size) && String(size.size_ml).trim() === size.size.trim();
}

function sizeMillilitres(
  size: CatalogFileSize,
  where: { product: string; size: string },
  report: (quirk: Quirk) => void,
): number | null {
  if (typeof size.size_ml === "number") return size.size_ml;
  // A beer label's size_ml is the label itself (specification §3), not text where a number belongs.
  if (typeof size.size_ml === "string" && !isSpecifiedBeerSize(size)) {
    report({
      ...where,
      code: "size-ml-text",
      detail: JSON.stringify(size.size_ml),
    });
  }
  if (isBeerStyleLabel(size.size)) return null;
  return millilitresFromLabel(typeof size.size_ml === "string" ? size.size_ml : size.size);
}

function imagePath(size: CatalogFileSize, context: SizeContext): string {
  const { route, report } = context;
  const where = { product: route, size: size.size };
  const expected = `liquors-webp/${context.typeSlug}/${context.subtypeSlug}/${slugify(context.brand)}/${route}/${route}-${sizeSlug(size.size)}.webp`;
  let path = size.img || expected;
  if (!path.startsWith("liquors-webp/") || !path.endsWith(".webp")) {
    const rewritten = path.replace(/^liquors\//, "liquors-webp/").replace(/\.[a-z0-9]+$/i, "") + ".webp";
    path = isSafeImagePath(rewritten) && rewritten.startsWith("liquors-webp/") ? rewritten : expected;
    report({
      ...where,
      code: "image-path-rewritten",
      detail: `${size.img} → ${path}`,
    });
  }
  if (!isSafeImagePath(path) || context.imagePaths.has(path)) {
    report({
      ...where,
      code: "image-path-shared",
      detail: `${path} → ${expected}`,
    });
    path = expected;
  } else if (path !== expected) {
    report({
      ...where,
      code: "image-path-mismatch",
      detail: path,
      expected,
    });
  }
  context.imagePaths.add(path);
  return path;
}

function isSafeImagePath(path: string): boolean {
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path) && !path.split("/").includes("..");
}

/** Hands out size ids: a barcode used once is the id; empty or repeated ones get a stable derived id. */
class SizeIdAllocator {
  readonly #repeated = new Set<string>();
  readonly #taken = new Set<string>();

  constructor(sizes: CatalogFileSize[]) {
    const seen = new Set<string>();
    for (const { id } of sizes) {
      if (!id) continue;
      if (seen.has(id)) this.#repeated.add(id);
      seen.add(id);
    }
    for (const id of seen) if (!this.#repeated.has(id)) this.#taken.add(id);
  }

  idFor(fileId: string | null, route: string, label: string): string {
    if (fileId && !this.#repeated.has(fileId)) return fileId;
    const id = firstFree(`${route}-${sizeSlug(label)}`, this.#taken);
    this.#taken.add(id);
    return id;
  }
}

export interface QuirkSummary {
  code: QuirkCode;
  count: number;
  /** The first three cases. */
  examples: QuirkExample[];
}

/** One entry per kind of repair the file needed, in a fixed order, with a few examples each. */
export function quirkSummary(report: CatalogReport): QuirkSummary[] {
  return QUIRK_CODES.flatMap((code) => {
    const count = report.counts[code];
    if (!count) return [];
    const examples = report.quirks
      .filter((quirk) => quirk.code === code)
      .slice(0, 3)
      .map(({ code: _code, ...example }) => example);
    return [{ code, count, examples }];
  });
}

/** The report as English lines for the command line: totals, then one line per quirk class with examples. */
export function formatCatalogReport(report: CatalogReport): string[] {
  const { totals } = report;
  return [
    `${totals.types} types, ${totals.subtypes} subtypes, ${totals.products} products, ${totals.sizes} sizes`,
    ...quirkSummary(report).flatMap(({ code, count, examples }) => [
      `${String(count).padStart(4)} × ${inEnglish({ key: `quirk.${code}` })}`,
      ...examples.map((example) => `         e.g. ${quirkExampleInEnglish(code, example)}`),
    ]),
  ];
}
