import { performance } from "node:perf_hooks";
import type { Catalog, CatalogProduct } from "~/features/catalog/catalog-model";
import { createProductSearch } from "~/features/catalog/search/product-search";

const QUERIES = [
  "jhonnie walkr",
  "patron reposad",
  "ron",
  "cerveza corona",
  "vino tinto",
  "guaro",
  "buchanans 12",
  "grey goose",
  "pinot noir",
  "anejo",
];

/** Milliseconds per query (median of many) over a catalogue: index build time and query time. */
export function measureSearch(
  catalog: Catalog,
  rounds = 50,
): { products: number; buildMs: number; queryMs: number } {
  const started = performance.now();
  const search = createProductSearch(catalog.products, catalog.types);
  const buildMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      search.search(query, 24);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const queryMs = times[Math.floor(times.length / 2)];
  if (queryMs === undefined)
    throw new RangeError(`No query timed in ${rounds} rounds: at least one is needed`);
  return { products: catalog.products.length, buildMs, queryMs };
}

/**
 * The demo catalogue repeated with varied names until it holds `count` products; each copy's sizes
 * have ids of their own, so the result can be imported too.
 */
export function syntheticCatalog(base: Catalog, count: number): Catalog {
  const products: CatalogProduct[] = [];
  for (let copy = 0; products.length < count; copy++) {
    for (const product of base.products) {
      if (products.length === count) break;
      products.push({
        ...product,
        route: `${product.route}-${copy}`,
        name: copy === 0 ? product.name : `${product.name} Batch ${copy}`,
        sizes:
          copy === 0 ? product.sizes : product.sizes.map((size) => ({ ...size, id: `${size.id}-${copy}` })),
      });
    }
  }
  return { ...base, products };
}
