import { matchingSize } from "./catalog-filters";
import type { CatalogProduct } from "../catalog-model";
import { isProductInStock } from "../stock-status";
import { parseCatalogQuery } from "./catalog-query";
import { toCatalogCard, type CatalogCard } from "./catalog-results";
import { hasPlaceholderPrice } from "../placeholder-price";
import { compareRanks } from "../rank-order";

export const RELATED_PRODUCTS_LIMIT = 6;

const NO_FILTERS = parseCatalogQuery(new URLSearchParams());

/** Where a product's relations are looked up: its shelf (type and subtype) and its brand. */
export interface RelatedIndex {
  productByRoute: ReadonlyMap<string, CatalogProduct>;
  routesByShelf: ReadonlyMap<string, readonly string[]>;
  routesByBrand: ReadonlyMap<string, readonly string[]>;
}

export function shelfKey(product: Pick<CatalogProduct, "typeSlug" | "subtypeSlug">): string {
  return `${product.typeSlug}/${product.subtypeSlug}`;
}

export function brandKey(product: Pick<CatalogProduct, "brand">): string {
  return product.brand.toLowerCase();
}

/**
 * The products on the same shelf or of the same brand, each once: all relatedProducts needs to
 * look at, instead of the whole catalogue (20,000 products in issue #17's measure).
 */
export function* neighboursOf(product: CatalogProduct, index: RelatedIndex): Generator<CatalogProduct> {
  const shelf = shelfKey(product);
  for (const route of index.routesByShelf.get(shelf) ?? []) {
    const neighbour = index.productByRoute.get(route);
    if (neighbour) yield neighbour;
  }
  for (const route of index.routesByBrand.get(brandKey(product)) ?? []) {
    const neighbour = index.productByRoute.get(route);
    // Those on the same shelf came above.
    if (neighbour && shelfKey(neighbour) !== shelf) yield neighbour;
  }
}

/**
 * Up to `limit` other products for a product's page, from `candidates` (its neighbours, or any
 * list holding them): those of the same subtype first, then those of the same brand; within each,
 * in stock before sold out, the same brand before others, then in catalogue order. A product with
 * no real price on any size has nothing to show and is left out.
 */
export function relatedProducts(
  product: CatalogProduct,
  candidates: Iterable<CatalogProduct>,
  limit = RELATED_PRODUCTS_LIMIT,
): CatalogCard[] {
  if (limit <= 0) return [];
  const brand = brandKey(product);
  const best: Array<{ card: () => CatalogCard; rank: number[] }> = [];
  for (const other of candidates) {
    const sameSubtype = other.subtypeSlug === product.subtypeSlug && other.typeSlug === product.typeSlug;
    const sameBrand = brandKey(other) === brand;
    if (!(sameSubtype || sameBrand) || other.route === product.route) continue;
    const rank = [sameSubtype ? 0 : 1, isProductInStock(other) ? 0 : 1, sameBrand ? 0 : 1, other.position];
    // Only the best `limit` are kept: a shelf of thousands is never sorted whole.
    if (best.length === limit && compareRanks(rank, best[limit - 1]!.rank) >= 0) continue;
    const size = matchingSize(other, NO_FILTERS);
    if (!size || hasPlaceholderPrice(size)) continue;
    const at = best.findIndex((kept) => compareRanks(rank, kept.rank) < 0);
    best.splice(at === -1 ? best.length : at, 0, { card: () => toCatalogCard(other, size), rank });
    if (best.length > limit) best.pop();
  }
  return best.map(({ card }) => card());
}
