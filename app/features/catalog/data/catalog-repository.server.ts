import type { Insertable, Selectable, Transaction } from "kysely";
import { readInPages } from "~/utils/read-in-pages.server";
import type { ProductSizeTable, ProductTable, StoreDatabase } from "../../../../db/schema";
import { DRAWN_IMAGE_VERSION } from "~/features/images";
import { setStockLevels } from "~/features/inventory/index.server";
import type { Database } from "~/utils/db.server";
import { announceStoreChange } from "~/utils/store-changes.server";
import { isPostgres } from "../../../../db/migrations/dialect";
import { hasChanges, type CatalogChanges } from "./catalog-changes";
import type { Catalog, CatalogProduct, CatalogSize, CatalogType } from "../catalog-model";
import { CATALOG_KEY, productChangeKeys } from "../edge-keys";
import { queueCdnPurge } from "./cdn-purge.server";
import { saleColumns, saleOfRow } from "./sale-columns";
import { queueSaleBoundaryPurges } from "./sale-purges.server";
import { sameSale } from "../sale-rules";

export interface StoredCatalog extends Catalog {
  revision: number;
  /** Former route → current route, for products whose route was repaired or renamed. */
  redirects: ReadonlyMap<string, string>;
}

type ProductRow = Selectable<ProductTable>;
type SizeRow = Selectable<ProductSizeTable>;
type ProductColumns = Omit<Insertable<ProductTable>, "id">;
/** Stock is the inventory module's to write: an import hands it over (setStockLevels). */
type SizeColumns = Omit<Insertable<ProductSizeTable>, "product_id" | "inventory">;

const INSERT_BATCH = 200;

/** What an import wrote: its counts, and the sizes whose values or stock moved. */
export interface CatalogWrite {
  changes: CatalogChanges;
  /** Stored sizes whose columns or stock the import changed: a sold-out one may be back on sale. */
  sizesMoved: string[];
}

/**
 * Makes the database hold exactly this catalogue, inside the caller's transaction: an import is the
 * store's whole catalogue. Products and sizes missing from it are retired (hidden, kept for past
 * orders). Importing the same catalogue twice changes nothing. The import with its restock notices
 * and audit row is composed in flows/import-catalog.server.ts.
 */
export async function writeCatalog(trx: Transaction<StoreDatabase>, catalog: Catalog): Promise<CatalogWrite> {
  await lockCatalog(trx);
  const written = await syncCatalog(trx, catalog);
  if (hasChanges(written.changes)) await bumpCatalogRevision(trx, [CATALOG_KEY]);
  return written;
}

/**
 * Fills an empty store with `catalog` (the demo catalogue on first start). Returns false, writing
 * nothing, when the store already has a catalogue: of several servers starting at once, one seeds.
 */
export function seedEmptyCatalog(db: Database, catalog: Catalog): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockCatalog(trx);
    if ((await readCatalogRevision(trx)) > 0 || (await countLiveProducts(trx)) > 0) return false;
    if (hasChanges((await syncCatalog(trx, catalog)).changes)) await bumpCatalogRevision(trx, [CATALOG_KEY]);
    return true;
  });
}

/**
 * Catalogue writers take turns: PostgreSQL locks the catalogue's state row until commit (SQLite's
 * BEGIN IMMEDIATE already holds the whole database), so a second import reads what the first wrote.
 */
export async function lockCatalog(trx: Transaction<StoreDatabase>): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom("catalog_state").select("id").where("id", "=", 1).forUpdate().execute();
}

async function syncCatalog(trx: Transaction<StoreDatabase>, catalog: Catalog): Promise<CatalogWrite> {
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
  const { ids, retiredBefore } = await syncProducts(trx, catalog.products, changes);
  const sizesMoved = await syncSizes(trx, catalog.products, { ids, retiredBefore }, changes);
  return { changes, sizesMoved };
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
  const wantedTypes = types.map(({ slug, name, description, descriptionEs, position }) => ({
    slug,
    name,
    description,
    description_es: descriptionEs,
    position,
  }));
  const wantedSubtypes = types
    .flatMap((type) =>
      type.subtypes.map((subtype) => ({
        ...subtype,
        type_slug: subtype.typeSlug,
      })),
    )
    .map(({ type_slug, slug, name, description, descriptionEs, position }) => ({
      type_slug,
      slug,
      name,
      description,
      description_es: descriptionEs,
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

/** Whether the file chooses home's featured products itself; if not, an import keeps staff's choices. */
export function catalogNamesFeatured(products: readonly CatalogProduct[]): boolean {
  return products.some((product) => product.featuredRank !== null);
}

/** The file's products by route → id, and the ids of products retired before this import that the file leaves out. */
interface SyncedProducts {
  ids: Map<string, number>;
  retiredBefore: Set<number>;
}

/** Inserts, updates and retires products. */
async function syncProducts(
  trx: Transaction<StoreDatabase>,
  products: CatalogProduct[],
  changes: CatalogChanges,
): Promise<SyncedProducts> {
  const stored = new Map(
    (await trx.selectFrom("product").selectAll().execute()).map((row) => [row.route, row] as const),
  );
  const ids = new Map<string, number>();
  const toInsert: ProductColumns[] = [];
  const namesFeatured = catalogNamesFeatured(products);
  for (const product of products) {
    const row = stored.get(product.route);
    // A file that names no featured product (a point-of-sale export) keeps the console's choices.
    const wanted = productColumns(
      namesFeatured || !row ? product : { ...product, featuredRank: row.featured_rank },
    );
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
  const retiredBefore = new Set(
    [...stored.values()].filter((row) => !ids.has(row.route) && row.retired).map((row) => row.id),
  );
  return { ids, retiredBefore };
}

async function syncSizes(
  trx: Transaction<StoreDatabase>,
  products: CatalogProduct[],
  { ids: productIds, retiredBefore }: SyncedProducts,
  changes: CatalogChanges,
): Promise<string[]> {
  const stored = new Map(
    (await trx.selectFrom("product_size").selectAll().execute()).map((row) => [row.id, row] as const),
  );
  const wantedIds = new Set<string>();
  const toInsert: Insertable<ProductSizeTable>[] = [];
  const updated = new Set<string>();
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
        updated.add(size.id);
      }
      if (size.sale && !sameSale(row ? saleOfRow(row) : null, size.sale))
        await queueSaleBoundaryPurges(trx, size.sale, productChangeKeys(product), new Date());
    }
  }
  for (const batch of chunks(toInsert, INSERT_BATCH)) {
    await trx.insertInto("product_size").values(batch).execute();
  }
  const stockLevels = products.flatMap((product) =>
    product.sizes.map((size) => ({ id: size.id, inventory: size.inventory })),
  );
  for (const id of await setStockLevels(trx, stockLevels)) if (stored.has(id)) updated.add(id);
  changes.sizesAdded = toInsert.length;
  changes.sizesUpdated = updated.size;
  changes.sizesRetired = await retireMissing(
    trx,
    "product_size",
    // A retired product's sizes stay as they were: restoring it in the console brings them back.
    [...stored.values()]
      .filter((row) => !wantedIds.has(row.id) && !row.retired && !retiredBefore.has(row.product_id))
      .map((row) => row.id),
  );
  return [...updated];
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
    description_es: product.descriptionEs,
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
    position: size.position,
    retired: 0,
    // A file without `sale` (a point-of-sale export) leaves the stored sale alone; null ends it (decision 0070).
    ...(size.sale === undefined ? {} : saleColumns(size.sale)),
  };
}

/** Compares the wanted columns with a stored row. */
function sameColumns(row: object, wanted: object): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(wanted).every(([column, value]) => sameValue(stored[column], value));
}

function sameRows(stored: object[], wanted: object[]): boolean {
  return stored.length === wanted.length && wanted.every((row, index) => sameColumns(stored[index]!, row));
}

function sameValue(stored: unknown, wanted: unknown): boolean {
  return (stored ?? null) === (wanted ?? null);
}

function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/**
 * The catalogue changed (never stock alone): every server rebuilds its snapshot, and the CDN is
 * asked to forget the pages filed under `staleKeys` (catalog/edge-keys.ts).
 */
export async function bumpCatalogRevision(
  trx: Transaction<StoreDatabase>,
  staleKeys: string[],
): Promise<void> {
  await trx
    .updateTable("catalog_state")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .execute();
  await queueCdnPurge(trx, staleKeys);
  await announceStoreChange(trx, { kind: "catalog" });
  await announceStoreChange(trx, { kind: "outbox" });
}

/** What a change to this product (or the product of this size) makes stale at the edge. */
export async function staleKeysOfProduct(
  trx: Transaction<StoreDatabase>,
  of: { productId: number } | { sizeId: string },
): Promise<string[]> {
  const productId =
    "productId" in of
      ? of.productId
      : (
          await trx
            .selectFrom("product_size")
            .select("product_id")
            .where("id", "=", of.sizeId)
            .executeTakeFirstOrThrow()
        ).product_id;
  const product = await trx
    .selectFrom("product")
    .select(["route", "type_slug"])
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return productChangeKeys({ route: product.route, typeSlug: product.type_slug });
}

export async function readCatalogRevision(db: Database | Transaction<StoreDatabase>): Promise<number> {
  const row = await db
    .selectFrom("catalog_state")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return row.revision;
}

export async function countLiveProducts(db: Database | Transaction<StoreDatabase>): Promise<number> {
  const row = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("retired", "=", 0)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Rows read, or assembled, between two pauses of a catalogue load: a few milliseconds' work. */
const ROWS_PER_PAGE = 1_000;

/**
 * The live catalogue (retired products and sizes left out), in catalogue order. Products and sizes
 * are read a page at a time, with `pause` between pages, so a large catalogue's load lets requests
 * through; one transaction, so every page is of the same catalogue.
 */
export async function loadCatalog(
  db: Database,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<StoredCatalog> {
  return db.transaction().execute(async (trx) => {
    const [state, types, subtypes, redirects, photos] = await Promise.all([
      trx.selectFrom("catalog_state").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),
      trx.selectFrom("catalog_type").selectAll().orderBy("position").execute(),
      trx.selectFrom("catalog_subtype").selectAll().orderBy("position").execute(),
      trx.selectFrom("product_route_redirect").selectAll().execute(),
      trx.selectFrom("product_photo").select(["product_id", "size_id", "version"]).execute(),
    ]);
    const products = await readInPages(ROWS_PER_PAGE, pause, (after: number | null) =>
      trx
        .selectFrom("product")
        .selectAll()
        .where("retired", "=", 0)
        .$if(after !== null, (query) => query.where("id", ">", after!))
        .orderBy("id")
        .limit(ROWS_PER_PAGE)
        .execute(),
    );
    const sizes = await readInPages(ROWS_PER_PAGE, pause, (after: string | null) =>
      trx
        .selectFrom("product_size")
        .selectAll()
        .where("retired", "=", 0)
        .$if(after !== null, (query) => query.where("id", ">", after!))
        .orderBy("id")
        .limit(ROWS_PER_PAGE)
        .execute(),
    );
    return {
      revision: state.revision,
      title: state.title,
      types: types.map((type) => ({
        slug: type.slug,
        name: type.name,
        description: type.description,
        descriptionEs: type.description_es,
        position: type.position,
        subtypes: subtypes
          .filter((subtype) => subtype.type_slug === type.slug)
          .map((subtype) => ({
            typeSlug: subtype.type_slug,
            slug: subtype.slug,
            name: subtype.name,
            description: subtype.description,
            descriptionEs: subtype.description_es,
            position: subtype.position,
          })),
      })),
      products: await assembleProducts(products, sizes, photoVersions(photos), pause),
      redirects: new Map(redirects.map((row) => [row.from_route, row.to_route])),
    };
  });
}

type PhotoRow = { product_id: number; size_id: string | null; version: string };

/** A size's photo wins over its product's; the drawn bottle is what is left. */
function photoVersions(rows: PhotoRow[]) {
  const bySize = new Map<string, string>();
  const byProduct = new Map<number, string>();
  for (const row of rows) {
    if (row.size_id === null) byProduct.set(row.product_id, row.version);
    else bySize.set(row.size_id, row.version);
  }
  return (size: SizeRow) => bySize.get(size.id) ?? byProduct.get(size.product_id) ?? DRAWN_IMAGE_VERSION;
}

/** Products in catalogue order, each with its sizes in order; pausing every page of rows. */
async function assembleProducts(
  products: ProductRow[],
  sizes: SizeRow[],
  imageVersion: (size: SizeRow) => string,
  pause: () => Promise<void>,
): Promise<CatalogProduct[]> {
  const sizesByProduct = new Map<number, CatalogSize[]>();
  for (const [at, row] of sizes.entries()) {
    const list = sizesByProduct.get(row.product_id) ?? [];
    list.push({
      id: row.id,
      barcode: row.barcode,
      label: row.label,
      sizeMl: row.size_ml,
      priceCents: row.price_cents,
      imagePath: row.image_path,
      imageVersion: imageVersion(row),
      inventory: row.inventory,
      position: row.position,
      sale: saleOfRow(row),
    });
    sizesByProduct.set(row.product_id, list);
    if (at % ROWS_PER_PAGE === ROWS_PER_PAGE - 1) await pause();
  }
  const assembled: CatalogProduct[] = [];
  for (const [at, row] of products.sort(byPosition).entries()) {
    const productSizes = sizesByProduct.get(row.id)?.sort(byPosition) ?? [];
    if (productSizes.length > 0)
      assembled.push({
        route: row.route,
        formerRoutes: [],
        name: row.name,
        brand: row.brand,
        typeSlug: row.type_slug,
        subtypeSlug: row.subtype_slug,
        description: row.description,
        descriptionEs: row.description_es,
        modal: Boolean(row.modal),
        varietal: row.varietal,
        wineType: row.wine_type,
        featuredRank: row.featured_rank,
        style: row.style,
        position: row.position,
        sizes: productSizes,
      });
    if (at % ROWS_PER_PAGE === ROWS_PER_PAGE - 1) await pause();
  }
  return assembled;
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
