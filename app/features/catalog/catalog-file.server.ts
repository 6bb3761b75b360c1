import { readFile } from "node:fs/promises";
import type { Database } from "~/utils/db.server";
import { centsToDollars } from "~/utils/money";
import { parseCatalogFile, type CatalogFileInput } from "./catalog-file";
import type { Catalog } from "./catalog-model";
import {
  countLiveProducts,
  importCatalog,
  loadCatalog,
  readCatalogRevision,
} from "./catalog-repository.server";
import { normalizeCatalog, type CatalogReport } from "./normalize-catalog";

export class CatalogFileError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`${path} is not a valid catalogue file:\n  ${problems.slice(0, 20).join("\n  ")}`);
  }
}

/** Reads, validates and normalizes a catalogue file; throws CatalogFileError listing what is wrong. */
export async function readCatalogFile(path: string): Promise<{ catalog: Catalog; report: CatalogReport }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new CatalogFileError(path, [error instanceof Error ? error.message : String(error)]);
  }
  const parsed = parseCatalogFile(json);
  if (!parsed.ok) throw new CatalogFileError(path, parsed.errors);
  return normalizeCatalog(parsed.file);
}

/** On first start the database is empty: fill it from the demo catalogue. */
export async function seedCatalogIfEmpty(db: Database, path: string): Promise<CatalogReport | null> {
  if ((await readCatalogRevision(db)) > 0 || (await countLiveProducts(db)) > 0) return null;
  const { catalog, report } = await readCatalogFile(path);
  await importCatalog(db, catalog);
  return report;
}

/** The live catalogue in the catalogue file format; importing it back changes nothing. */
export async function exportCatalogFile(db: Database): Promise<CatalogFileInput> {
  const catalog = await loadCatalog(db);
  return {
    alcoholicBeverages: catalog.title,
    types: catalog.types.map((type) => ({
      type: type.slug,
      description: type.description,
      subtypes: type.subtypes.map((subtype) => {
        const products = catalog.products.filter(
          (product) => product.typeSlug === type.slug && product.subtypeSlug === subtype.slug,
        );
        const brands = [...new Set(products.map((product) => product.brand))];
        return {
          subtype: subtype.slug,
          description: subtype.description,
          products: brands.map((brand) => ({
            brand,
            products: products
              .filter((product) => product.brand === brand)
              .map((product) => ({
                name: product.name,
                description: product.description,
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
        };
      }),
    })),
  };
}
