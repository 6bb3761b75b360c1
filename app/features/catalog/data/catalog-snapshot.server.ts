import { readStockLevels, type StockLevel } from "~/features/inventory/index.server";
import type { Database } from "~/utils/db.server";
import { prepareJson, type PreparedJson } from "~/utils/prepared-json.server";
import { recentUnitsSold } from "./units-sold.server";
import {
  DEFAULT_SLICES,
  runAtOnce,
  runInSlices,
  type SliceOptions,
  type WorkSteps,
} from "~/utils/work-steps";
import type { CatalogProduct, CatalogSize, CatalogType } from "../catalog-model";
import { loadCatalog, readCatalogRevision, type StoredCatalog } from "./catalog-repository.server";
import { productSearchSteps, type ProductSearch } from "../search/product-search";
import type { UnitsSold } from "../browse/featured";
import { pricedAt } from "../priced-now";
import { toApiProduct } from "./products-api";
import { brandKey, shelfKey } from "../browse/related-products";

const SALES_REFRESH_MS = 10 * 60 * 1000;
const PRICE_LOOK_MS = 60 * 1000;

export interface SizeInCatalog {
  product: CatalogProduct;
  size: CatalogSize;
}

/** The live catalogue in memory: pages and the products API read it; checkout never trusts it. */
export interface CatalogSnapshot {
  revision: number;
  /**
   * Moves whenever a size sells out or comes back, or recent sales change. Pages that list products
   * in stock or not (the catalogue, home, related products) depend on it; other stock movements
   * leave them alone.
   */
  availabilityVersion: number;
  /** Per product route: moves whenever that product's stock does (its page shows it). */
  stockVersions: ReadonlyMap<string, number>;
  title: string;
  types: CatalogType[];
  products: CatalogProduct[];
  productByRoute: ReadonlyMap<string, CatalogProduct>;
  redirects: ReadonlyMap<string, string>;
  sizeById: ReadonlyMap<string, SizeInCatalog>;
  sizeByImagePath: ReadonlyMap<string, SizeInCatalog>;
  /** Product routes per shelf (type/subtype) and per brand: a product page's related products. */
  routesByShelf: ReadonlyMap<string, readonly string[]>;
  routesByBrand: ReadonlyMap<string, readonly string[]>;
  /** Full-text search over these products (`GET /api/search`, the catalogue page). */
  search: ProductSearch;
  /** What sold over the last 30 days, per product route: home fills its shelves by it. */
  unitsSold: UnitsSold;
  /** `GET /api/products`, serialized and compressed when first asked for. */
  productsJson: PreparedJson;
  /** When a sale next starts or ends: the prices above hold until then (null: until the catalogue changes). */
  pricesChangeAt: string | null;
}

export function buildSnapshot(
  stored: StoredCatalog,
  unitsSold: UnitsSold = new Map(),
  at: Date = new Date(),
): CatalogSnapshot {
  return runAtOnce(snapshotSteps(stored, unitsSold, at));
}

/**
 * The snapshot built a product per step, so that a server can build it in slices (runInSlices),
 * its prices those of `at` (a sale running then is the price).
 */
export function* snapshotSteps(
  stored: StoredCatalog,
  unitsSold: UnitsSold,
  at: Date,
): WorkSteps<CatalogSnapshot> {
  const { products, pricesChangeAt } = pricedAt(stored.products, at);
  return {
    pricesChangeAt,
    unitsSold,
    revision: stored.revision,
    availabilityVersion: 0,
    stockVersions: new Map(),
    title: stored.title,
    types: stored.types,
    redirects: stored.redirects,
    search: yield* productSearchSteps(products, stored.types),
    ...(yield* productIndexes(products, stored.title)),
  };
}

/**
 * The catalogue, its stock and its recent sales as the database holds them now, read and built in
 * slices: the snapshot being replaced keeps answering meanwhile.
 */
async function readSnapshot(db: Database, slices: SliceOptions): Promise<CatalogSnapshot> {
  const [stored, unitsSold] = await Promise.all([loadCatalog(db, slices.pause), recentUnitsSold(db)]);
  return runInSlices(snapshotSteps(stored, unitsSold, new Date()), slices);
}

/**
 * The same catalogue priced anew once a sale started or ended: no database read (each size keeps
 * its sale), and a new availability version, so no page kept with the old prices is served again.
 */
async function repriced(snapshot: CatalogSnapshot, slices: SliceOptions): Promise<CatalogSnapshot> {
  const fresh = await runInSlices(snapshotSteps(snapshot, snapshot.unitsSold, new Date()), slices);
  return {
    ...fresh,
    availabilityVersion: snapshot.availabilityVersion + 1,
    stockVersions: snapshot.stockVersions,
  };
}

/**
 * The same catalogue with newer sales figures. Home's shelves are ordered by them, so a change
 * moves the version its kept pages are keyed by.
 */
export function withUnitsSold(snapshot: CatalogSnapshot, unitsSold: UnitsSold): CatalogSnapshot {
  const same =
    unitsSold.size === snapshot.unitsSold.size &&
    [...unitsSold].every(([route, units]) => snapshot.unitsSold.get(route) === units);
  if (same) return snapshot;
  return { ...snapshot, unitsSold, availabilityVersion: snapshot.availabilityVersion + 1 };
}

function* productIndexes(products: CatalogProduct[], title: string) {
  const sizeById = new Map<string, SizeInCatalog>();
  const sizeByImagePath = new Map<string, SizeInCatalog>();
  const productByRoute = new Map<string, CatalogProduct>();
  const routesByShelf = new Map<string, string[]>();
  const routesByBrand = new Map<string, string[]>();
  for (const product of products) {
    productByRoute.set(product.route, product);
    listUnder(routesByShelf, shelfKey(product), product.route);
    listUnder(routesByBrand, brandKey(product), product.route);
    for (const size of product.sizes) {
      sizeById.set(size.id, { product, size });
      if (!sizeByImagePath.has(size.imagePath)) sizeByImagePath.set(size.imagePath, { product, size });
    }
    yield;
  }
  return {
    products,
    productByRoute,
    sizeById,
    sizeByImagePath,
    routesByShelf,
    routesByBrand,
    productsJson: productsJsonOf(products, title),
  };
}

function listUnder(lists: Map<string, string[]>, key: string, route: string): void {
  const list = lists.get(key);
  if (list) list.push(route);
  else lists.set(key, [route]);
}

function productsJsonOf(products: CatalogProduct[], title: string): PreparedJson {
  return prepareJson(products, (product) => toApiProduct(product, title));
}

/** In stock, as every list of products counts it: uncounted stock (null) is in stock. */
function available(level: StockLevel): boolean {
  return level !== 0;
}

/**
 * The same catalogue with new stock for some sizes, or null when nothing moved. Products whose
 * stock did not move stay the same objects; the search index is kept (stock is not searched).
 * Sizes unknown to the snapshot are left to the next catalogue rebuild.
 */
export function withStockLevels(
  snapshot: CatalogSnapshot,
  levels: ReadonlyMap<string, StockLevel>,
): CatalogSnapshot | null {
  const moved = new Map<string, CatalogProduct>();
  let availabilityMoved = false;
  for (const [id, level] of levels) {
    const found = snapshot.sizeById.get(id);
    if (!found || found.size.inventory === level) continue;
    availabilityMoved ||= available(found.size.inventory) !== available(level);
    const product = moved.get(found.product.route) ?? found.product;
    moved.set(found.product.route, {
      ...product,
      sizes: product.sizes.map((size) => (size.id === id ? { ...size, inventory: level } : size)),
    });
  }
  if (moved.size === 0) return null;
  const stockVersions = new Map(snapshot.stockVersions);
  for (const route of moved.keys()) stockVersions.set(route, (stockVersions.get(route) ?? 0) + 1);
  return {
    ...snapshot,
    availabilityVersion: snapshot.availabilityVersion + (availabilityMoved ? 1 : 0),
    stockVersions,
    ...replacedProducts(snapshot, moved),
  };
}

/** The indexes with `moved` products in place of their old selves: copies of the maps, not rebuilds. */
function replacedProducts(snapshot: CatalogSnapshot, moved: ReadonlyMap<string, CatalogProduct>) {
  const products = snapshot.products.map((product) => moved.get(product.route) ?? product);
  const productByRoute = new Map(snapshot.productByRoute);
  const sizeById = new Map(snapshot.sizeById);
  const sizeByImagePath = new Map(snapshot.sizeByImagePath);
  for (const [route, product] of moved) {
    productByRoute.set(route, product);
    for (const size of product.sizes) {
      sizeById.set(size.id, { product, size });
      if (sizeByImagePath.get(size.imagePath)?.product.route === route)
        sizeByImagePath.set(size.imagePath, { product, size });
    }
  }
  return {
    products,
    productByRoute,
    sizeById,
    sizeByImagePath,
    productsJson: productsJsonOf(products, snapshot.title),
  };
}

/**
 * Holds the current snapshot and keeps it up to date, whether this server changed the catalogue or
 * another one did: a catalogue change (its revision moved) rebuilds it; a stock change rereads the
 * stock of the sizes named. Refreshes asked for while one runs are merged into the next, and run
 * one at a time, so what is applied only ever moves forward.
 */
export class CatalogSnapshotHolder {
  #current: CatalogSnapshot;
  #hearsAnnouncements = false;
  #revisionWanted = false;
  #salesWanted = false;
  #pricesWanted = false;
  #sizesWanted = new Set<string>();
  #allSizesWanted = false;
  #passes: Promise<void> = Promise.resolve();
  #queued: Promise<void> | null = null;

  private constructor(
    private readonly db: Database,
    private readonly slices: SliceOptions,
    initial: CatalogSnapshot,
  ) {
    this.#current = initial;
  }

  /** `slices`: how rebuilds share the event loop with requests (tests watch them). */
  static async load(db: Database, slices: SliceOptions = DEFAULT_SLICES): Promise<CatalogSnapshotHolder> {
    return new CatalogSnapshotHolder(db, slices, await readSnapshot(db, slices));
  }

  get current(): CatalogSnapshot {
    return this.#current;
  }

  /** Rebuilds now if the database's revision differs from the snapshot's. */
  refreshIfStale(): Promise<void> {
    return this.refresh({ revision: true });
  }

  /** Rereads the stock of these sizes (null: of every size). */
  refreshStock(sizeIds: readonly string[] | null): Promise<void> {
    return this.refresh({ sizeIds });
  }

  /**
   * From now on every change, this server's own included, is announced to this holder (PostgreSQL's
   * LISTEN): stockChangedHere need not read anything itself.
   */
  hearAnnouncements(): void {
    this.#hearsAnnouncements = true;
  }

  /** Stock this server just changed: on its pages at once (by the announcement, or read now). */
  stockChangedHere(sizeIds: readonly string[]): Promise<void> {
    return this.#hearsAnnouncements ? Promise.resolve() : this.refreshStock(sizeIds);
  }

  /** Whatever is asked for, in the next pass; resolves once that pass has run. */
  refresh(wanted: {
    revision?: boolean;
    sales?: boolean;
    prices?: boolean;
    sizeIds?: readonly string[] | null;
  }): Promise<void> {
    if (wanted.revision) this.#revisionWanted = true;
    if (wanted.sales) this.#salesWanted = true;
    if (wanted.prices) this.#pricesWanted = true;
    if (wanted.sizeIds === null) this.#allSizesWanted = true;
    for (const id of wanted.sizeIds ?? []) this.#sizesWanted.add(id);
    this.#queued ??= this.#passes = this.#passes
      .catch(() => {})
      .then(() => {
        this.#queued = null;
        return this.#pass();
      });
    return this.#queued;
  }

  async #pass(): Promise<void> {
    const wanted = {
      revision: this.#revisionWanted,
      sales: this.#salesWanted,
      prices: this.#pricesWanted,
      sizeIds: this.#allSizesWanted ? null : [...this.#sizesWanted],
    };
    this.#revisionWanted = this.#salesWanted = this.#pricesWanted = this.#allSizesWanted = false;
    this.#sizesWanted.clear();
    try {
      if (wanted.revision && (await readCatalogRevision(this.db)) !== this.#current.revision) {
        // A rebuild reads every size's stock as it is now; pages see the new snapshot once it is whole.
        this.#current = await readSnapshot(this.db, this.slices);
        return;
      }
      if (wanted.prices && pricesDue(this.#current))
        this.#current = await repriced(this.#current, this.slices);
      if (wanted.sales) this.#current = withUnitsSold(this.#current, await recentUnitsSold(this.db));
      if (wanted.sizeIds?.length === 0) return;
      const levels = await readStockLevels(this.db, wanted.sizeIds, this.slices.pause);
      this.#current = withStockLevels(this.#current, levels) ?? this.#current;
    } catch (error) {
      // Asked for again in the next pass; the caller hears of the failure.
      this.refreshLater(wanted);
      throw error;
    }
  }

  private refreshLater(wanted: {
    revision: boolean;
    sales: boolean;
    prices: boolean;
    sizeIds: string[] | null;
  }): void {
    this.#revisionWanted ||= wanted.revision;
    this.#salesWanted ||= wanted.sales;
    this.#pricesWanted ||= wanted.prices;
    if (wanted.sizeIds === null) this.#allSizesWanted = true;
    for (const id of wanted.sizeIds ?? []) this.#sizesWanted.add(id);
  }

  /**
   * Polls the revision and every size's stock: the fallback for changes nobody announced (the
   * command-line import on SQLite, a notification lost with its connection). Sales move slowly and
   * only order home's shelves: every server rereads them every ten minutes. A sale starting or
   * ending reprices the catalogue at that instant, on every server alike, since each reads the
   * same sales. Returns a function that stops polling.
   */
  watch(intervalMs: number, onError: (error: unknown) => void): () => void {
    const timers = [
      setInterval(() => this.refresh({ revision: true, sizeIds: null }).catch(onError), intervalMs),
      setInterval(() => this.refresh({ sales: true }).catch(onError), SALES_REFRESH_MS),
    ];
    for (const timer of timers) timer.unref();
    let priceTimer: NodeJS.Timeout | undefined;
    const awaitPriceChange = () => {
      priceTimer = setTimeout(() => {
        const repricing = pricesDue(this.#current) ? this.refresh({ prices: true }) : Promise.resolve();
        repricing.catch(onError).finally(awaitPriceChange);
      }, untilPriceChange(this.#current));
      priceTimer.unref();
    };
    awaitPriceChange();
    return () => {
      timers.forEach(clearInterval);
      clearTimeout(priceTimer);
    };
  }
}

/** Whether a sale started or ended since the snapshot was priced. */
function pricesDue(snapshot: CatalogSnapshot, now = new Date()): boolean {
  return snapshot.pricesChangeAt !== null && now.toISOString() >= snapshot.pricesChangeAt;
}

/** How long until the snapshot's next price change, looked at again at least every minute (a rebuild may bring one nearer). */
function untilPriceChange(snapshot: CatalogSnapshot, now = Date.now()): number {
  const at = snapshot.pricesChangeAt === null ? Infinity : Date.parse(snapshot.pricesChangeAt) - now;
  return Math.min(Math.max(at, 0), PRICE_LOOK_MS);
}
