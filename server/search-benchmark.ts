import { performance } from "node:perf_hooks";
import type { Catalog, CatalogProduct } from "~/features/catalog/catalog-model";
import { createProductSearch } from "~/features/catalog/product-search";

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
  return { products: catalog.products.length, buildMs, queryMs: times[Math.floor(times.length / 2)]! };
}

/** The demo catalogue repeated with varied names until it holds `count` products. */
export function syntheticCatalog(base: Catalog, count: number): Catalog {
  const products: CatalogProduct[] = [];
  for (let copy = 0; products.length < count; copy++) {
    for (const product of base.products) {
      if (products.length === count) break;
      products.push({
        ...product,
        route: `${product.route}-${copy}`,
        name: copy === 0 ? product.name : `${product.name} Batch ${copy}`,
      });
    }
  }
  return { ...base, products };
}
