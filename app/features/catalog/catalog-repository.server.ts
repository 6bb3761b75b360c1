import type { Insertable, Selectable, Transaction } from "kysely";
import type { ProductSizeTable, ProductTable, StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { hasChanges, type CatalogChanges } from "./catalog-changes";
import type { Catalog, CatalogProduct, CatalogSize, CatalogType } from "./catalog-model";

export interface StoredCatalog extends Catalog {
  revision: number;
  /** Former route → current route, for products whose route was repaired or renamed. */
  redirects: Map<string, string>;
}

type ProductRow = Selectable<ProductTable>;
type SizeRow = Selectable<ProductSizeTable>;
type ProductColumns = Omit<Insertable<ProductTable>, "id">;
type SizeColumns = Omit<Insertable<ProductSizeTable>, "product_id">;

const INSERT_BATCH = 200;

export interface ImportOptions {
  /** Work out what would change, then roll back: nothing is written. */
  dryRun?: boolean;
  /**
   * Called in the import's transaction when the catalogue changed (never on a dry run), so that
   * an audit row commits or rolls back together with the import.
   */
  recordChanges?: (trx: Transaction<StoreDatabase>, changes: CatalogChanges) => Promise<void>;
}

/**
 * Makes the database hold exactly this catalogue: an import is the store's whole catalogue.
 * Products and sizes missing from it are retired (hidden, kept for past orders). One transaction;
 * with `dryRun` nothing is written. Importing the same catalogue twice changes nothing.
 */
export async function importCatalog(
  db: Database,
  catalog: Catalog,
  options: ImportOptions = {},
): Promise<CatalogChanges> {
  const apply = async (trx: Transaction<StoreDatabase>) => {
    const changes = await syncCatalog(trx, catalog);
    if (!hasChanges(changes)) return changes;
    await bumpCatalogRevision(trx);
    if (!options.dryRun) await options.recordChanges?.(trx, changes);
    return changes;
  };
  if (!options.dryRun) return db.transaction().execute(apply);
  const dryRun = new DryRunRollback();
  await db
    .transaction()
    .execute(async (trx) => {
      dryRun.changes = await apply(trx);
      throw dryRun;
    })
    .catch((error: unknown) => {
      if (error !== dryRun) throw error;
    });
  return dryRun.changes!;
}

class DryRunRollback {
  changes?: CatalogChanges;
}

async function syncCatalog(trx: Transaction<StoreDatabase>, catalog: Catalog): Promise<CatalogChanges> {
  const titleChanged = await syncTitle(trx, catalog.title);
  const typesChanged = await syncTypes(trx, catalog.types);
  const changes: CatalogChanges = {
    productsAdded: 0,
    productsUpdated: 0,
    productsRetired: 0,
    sizesAdded: 0,
    sizesUpdated: 0,
    sizesRetired: 0,
    typesChanged: titleChanged || typesChanged,
    redirectsAdded: await syncRedirects(trx, catalog.products),
  };
  const productIds = await syncProducts(trx, catalog.products, changes);
  await syncSizes(trx, catalog.products, productIds, changes);
  return changes;
}

async function syncTitle(trx: Transaction<StoreDatabase>, title: string): Promise<boolean> {
  const result = await trx
    .updateTable("catalog_state")
    .set({ title })
    .where("id", "=", 1)
    .where("title", "<>", title)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function syncTypes(trx: Transaction<StoreDatabase>, types: CatalogType[]): Promise<boolean> {
  const wantedTypes = types.map(({ slug, name, description, position }) => ({
    slug,
    name,
    description,
    position,
  }));
  const wantedSubtypes = types
    .flatMap((type) =>
      type.subtypes.map((subtype) => ({
        ...subtype,
        type_slug: subtype.typeSlug,
      })),
    )
    .map(({ type_slug, slug, name, description, position }) => ({
      type_slug,
      slug,
      name,
      description,
      position,
    }));
  const [storedTypes, storedSubtypes] = await Promise.all([
    trx.selectFrom("catalog_type").selectAll().orderBy("position").execute(),
    trx.selectFrom("catalog_subtype").selectAll().orderBy("type_slug").orderBy("position").execute(),
  ]);
  const sortSubtypes = (rows: typeof wantedSubtypes) =>
    [...rows].sort((a, b) => a.type_slug.localeCompare(b.type_slug) || a.position - b.position);
  if (
    sameRows(storedTypes, wantedTypes) &&
    sameRows(sortSubtypes(storedSubtypes), sortSubtypes(wantedSubtypes))
  ) {
    return false;
  }
  await trx.deleteFrom("catalog_subtype").execute();
  await trx.deleteFrom("catalog_type").execute();
  if (wantedTypes.length) await trx.insertInto("catalog_type").values(wantedTypes).execute();
  if (wantedSubtypes.length) await trx.insertInto("catalog_subtype").values(wantedSubtypes).execute();
  return true;
}

async function syncRedirects(trx: Transaction<StoreDatabase>, products: CatalogProduct[]): Promise<number> {
  const stored = new Map(
    (await trx.selectFrom("product_route_redirect").selectAll().execute()).map((row) => [
      row.from_route,
      row.to_route,
    ]),
  );
  const liveRoutes = new Set(products.map((product) => product.route));
  let added = 0;
  for (const product of products) {
    for (const from of product.formerRoutes) {
      if (liveRoutes.has(from) || stored.get(from) === product.route) continue;
      await trx.deleteFrom("product_route_redirect").where("from_route", "=", from).execute();
      await trx
        .insertInto("product_route_redirect")
        .values({ from_route: from, to_route: product.route })
        .execute();
      added++;
    }
  }
  return added;
}

/** Inserts, updates and retires products; returns route → product id for the sizes. */
async function syncProducts(
  trx: Transaction<StoreDatabase>,
  products: CatalogProduct[],
  changes: CatalogChanges,
): Promise<Map<string, number>> {
  const stored = new Map(
    (await trx.selectFrom("product").selectAll().execute()).map((row) => [row.route, row] as const),
  );
  const ids = new Map<string, number>();
  const toInsert: ProductColumns[] = [];
  for (const product of products) {
    const wanted = productColumns(product);
    const row = stored.get(product.route);
    if (!row) {
      toInsert.push(wanted);
      continue;
    }
    ids.set(product.route, row.id);
    if (!sameColumns(row, wanted)) {
      await trx.updateTable("product").set(wanted).where("id", "=", row.id).execute();
      changes.productsUpdated++;
    }
  }
  for (const batch of chunks(toInsert, INSERT_BATCH)) {
    const inserted = await trx.insertInto("product").values(batch).returning(["id", "route"]).execute();
    for (const { id, route } of inserted) ids.set(route, id);
    changes.productsAdded += inserted.length;
  }
  changes.productsRetired = await retireMissing(
    trx,
    "product",
    [...stored.values()].filter((row) => !ids.has(row.route) && !row.retired).map((row) => row.id),
  );
  return ids;
}

async function syncSizes(
  trx: Transaction<StoreDatabase>,
  products: CatalogProduct[],
  productIds: Map<string, number>,
  changes: CatalogChanges,
): Promise<void> {
  const stored = new Map(
    (await trx.selectFrom("product_size").selectAll().execute()).map((row) => [row.id, row] as const),
  );
  const wantedIds = new Set<string>();
  const toInsert: Insertable<ProductSizeTable>[] = [];
  for (const product of products) {
    const productId = productIds.get(product.route)!;
    for (const size of product.sizes) {
      wantedIds.add(size.id);
      const wanted = { product_id: productId, ...sizeColumns(size) };
      const row = stored.get(size.id);
      if (!row) {
        toInsert.push(wanted);
      } else if (!sameColumns(row, wanted)) {
        await trx.updateTable("product_size").set(wanted).where("id", "=", size.id).execute();
        changes.sizesUpdated++;
      }
    }
  }
  for (const batch of chunks(toInsert, INSERT_BATCH)) {
    await trx.insertInto("product_size").values(batch).execute();
  }
  changes.sizesAdded = toInsert.length;
  changes.sizesRetired = await retireMissing(
    trx,
    "product_size",
    [...stored.values()].filter((row) => !wantedIds.has(row.id) && !row.retired).map((row) => row.id),
  );
}

/** Hides rows the new catalogue no longer has; they stay for past orders. Returns how many. */
async function retireMissing(
  trx: Transaction<StoreDatabase>,
  table: "product" | "product_size",
  ids: Array<number | string>,
): Promise<number> {
  for (const batch of chunks(ids, INSERT_BATCH)) {
    await trx
      .updateTable(table)
      .set({ retired: 1 })
      .where("id", "in", batch as never[])
      .execute();
  }
  return ids.length;
}

function productColumns(product: CatalogProduct): ProductColumns {
  return {
    route: product.route,
    name: product.name,
    brand: product.brand,
    type_slug: product.typeSlug,
    subtype_slug: product.subtypeSlug,
    description: product.description,
    modal: product.modal ? 1 : 0,
    varietal: product.varietal,
    wine_type: product.wineType,
    featured_rank: product.featuredRank,
    position: product.position,
    retired: 0,
  };
}

function sizeColumns(size: CatalogSize): SizeColumns {
  return {
    id: size.id,
    barcode: size.barcode,
    label: size.label,
    size_ml: size.sizeMl,
    price_cents: size.priceCents,
    image_path: size.imagePath,
    inventory: size.inventory,
    position: size.position,
    retired: 0,
  };
}

/** Compares the wanted columns with a stored row (numbers may come back as strings or bigints from pg). */
function sameColumns(row: object, wanted: object): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(wanted).every(([column, value]) => sameValue(stored[column], value));
}

function sameRows(stored: object[], wanted: object[]): boolean {
  return stored.length === wanted.length && wanted.every((row, index) => sameColumns(stored[index]!, row));
}

function sameValue(stored: unknown, wanted: unknown): boolean {
  if (stored === null || stored === undefined || wanted === null || wanted === undefined) {
    return (stored ?? null) === (wanted ?? null);
  }
  if (typeof wanted === "number") return Number(stored) === wanted;
  return stored === wanted;
}

function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

export async function bumpCatalogRevision(db: Database | Transaction<StoreDatabase>): Promise<void> {
  await db
    .updateTable("catalog_state")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

export async function readCatalogRevision(db: Database): Promise<number> {
  const row = await db
    .selectFrom("catalog_state")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

export async function countLiveProducts(db: Database): Promise<number> {
  const row = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("retired", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The live catalogue (retired products and sizes left out), in catalogue order. */
export async function loadCatalog(db: Database): Promise<StoredCatalog> {
  return db.transaction().execute(async (trx) => {
    const [state, types, subtypes, products, sizes, redirects] = await Promise.all([
      trx.selectFrom("catalog_state").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),
      trx.selectFrom("catalog_type").selectAll().orderBy("position").execute(),
      trx.selectFrom("catalog_subtype").selectAll().orderBy("position").execute(),
      trx.selectFrom("product").selectAll().where("retired", "=", 0).orderBy("position").execute(),
      trx.selectFrom("product_size").selectAll().where("retired", "=", 0).orderBy("position").execute(),
      trx.selectFrom("product_route_redirect").selectAll().execute(),
    ]);
    return {
      revision: Number(state.revision),
      title: state.title,
      types: types.map((type) => ({
        slug: type.slug,
        name: type.name,
        description: type.description,
        position: Number(type.position),
        subtypes: subtypes
          .filter((subtype) => subtype.type_slug === type.slug)
          .map((subtype) => ({
            typeSlug: subtype.type_slug,
            slug: subtype.slug,
            name: subtype.name,
            description: subtype.description,
            position: Number(subtype.position),
          })),
      })),
      products: assembleProducts(products, sizes),
      redirects: new Map(redirects.map((row) => [row.from_route, row.to_route])),
    };
  });
}

function assembleProducts(products: ProductRow[], sizes: SizeRow[]): CatalogProduct[] {
  const sizesByProduct = new Map<number, CatalogSize[]>();
  for (const row of sizes) {
    const list = sizesByProduct.get(Number(row.product_id)) ?? [];
    list.push({
      id: row.id,
      barcode: row.barcode,
      label: row.label,
      sizeMl: row.size_ml === null ? null : Number(row.size_ml),
      priceCents: Number(row.price_cents),
      imagePath: row.image_path,
      inventory: row.inventory === null ? null : Number(row.inventory),
      position: Number(row.position),
    });
    sizesByProduct.set(Number(row.product_id), list);
  }
  return products
    .map((row) => ({
      route: row.route,
      formerRoutes: [],
      name: row.name,
      brand: row.brand,
      typeSlug: row.type_slug,
      subtypeSlug: row.subtype_slug,
      description: row.description,
      modal: Boolean(row.modal),
      varietal: row.varietal,
      wineType: row.wine_type,
      featuredRank: row.featured_rank === null ? null : Number(row.featured_rank),
      position: Number(row.position),
      sizes: sizesByProduct.get(Number(row.id)) ?? [],
    }))
    .filter((product) => product.sizes.length > 0);
}
