import type { Database } from "~/utils/db.server";
import { prepareJson, type PreparedJson } from "~/utils/prepared-json.server";
import type { CatalogProduct, CatalogSize, CatalogType } from "./catalog-model";
import { loadCatalog, readCatalogRevision, type StoredCatalog } from "./catalog-repository.server";
import { createProductSearch, type ProductSearch } from "./product-search";
import { toApiProduct } from "./products-api";

export interface SizeInCatalog {
  product: CatalogProduct;
  size: CatalogSize;
}

/** The live catalogue in memory: pages and the products API read it; checkout never trusts it. */
export interface CatalogSnapshot {
  revision: number;
  title: string;
  types: CatalogType[];
  products: CatalogProduct[];
  productByRoute: ReadonlyMap<string, CatalogProduct>;
  redirects: ReadonlyMap<string, string>;
  sizeById: ReadonlyMap<string, SizeInCatalog>;
  sizeByImagePath: ReadonlyMap<string, SizeInCatalog>;
  /** Full-text search over these products (`GET /api/search`, the catalogue page). */
  search: ProductSearch;
  /** `GET /api/products`, serialized and compressed once per snapshot. */
  productsJson: PreparedJson;
}

export function buildSnapshot(stored: StoredCatalog): CatalogSnapshot {
  const sizeById = new Map<string, SizeInCatalog>();
  const sizeByImagePath = new Map<string, SizeInCatalog>();
  for (const product of stored.products) {
    for (const size of product.sizes) {
      sizeById.set(size.id, { product, size });
      if (!sizeByImagePath.has(size.imagePath)) sizeByImagePath.set(size.imagePath, { product, size });
    }
  }
  return {
    revision: stored.revision,
    title: stored.title,
    types: stored.types,
    products: stored.products,
    productByRoute: new Map(stored.products.map((product) => [product.route, product])),
    redirects: stored.redirects,
    sizeById,
    sizeByImagePath,
    search: createProductSearch(stored.products, stored.types),
    productsJson: prepareJson(stored.products.map((product) => toApiProduct(product, stored.title))),
  };
}

/**
 * Holds the current snapshot and rebuilds it when the catalogue's revision moves, whether this
 * server changed it or another one did (each server polls the revision).
 */
export class CatalogSnapshotHolder {
  #current: CatalogSnapshot;
  #refreshing: Promise<void> | null = null;

  private constructor(
    private readonly db: Database,
    initial: CatalogSnapshot,
  ) {
    this.#current = initial;
  }

  static async load(db: Database): Promise<CatalogSnapshotHolder> {
    return new CatalogSnapshotHolder(db, buildSnapshot(await loadCatalog(db)));
  }

  get current(): CatalogSnapshot {
    return this.#current;
  }

  /** Rebuilds now if the database's revision differs from the snapshot's. */
  async refreshIfStale(): Promise<void> {
    this.#refreshing ??= this.#refreshIfStale().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refreshIfStale(): Promise<void> {
    if ((await readCatalogRevision(this.db)) === this.#current.revision) return;
    this.#current = buildSnapshot(await loadCatalog(this.db));
  }

  /** Polls the revision; returns a function that stops polling. */
  watch(intervalMs: number, onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => this.refreshIfStale().catch(onError), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
