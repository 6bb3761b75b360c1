import { matchingSize } from "./catalog-filters";
import type { CatalogProduct } from "../catalog-model";
import { isProductInStock } from "../stock-status";
import { parseCatalogQuery } from "./catalog-query";
import { toCatalogCard, type CatalogCard } from "./catalog-results";
import { hasPlaceholderPrice } from "../placeholder-price";
import { compareRanks } from "../rank-order";

export const RELATED_PRODUCTS_LIMIT = 6;

const NO_FILTERS = parseCatalogQuery(new URLSearchParams());

/**
 * Up to `limit` other products for a product's page: those of the same subtype first, then those of
 * the same brand; within each, in stock before sold out, the same brand before others, then in
 * catalogue order. A product with no real price on any size has nothing to show and is left out.
 */
export function relatedProducts(
  product: CatalogProduct,
  products: readonly CatalogProduct[],
  limit = RELATED_PRODUCTS_LIMIT,
): CatalogCard[] {
  const brand = product.brand.toLowerCase();
  const candidates = [];
  for (const other of products) {
    const sameSubtype = other.subtypeSlug === product.subtypeSlug && other.typeSlug === product.typeSlug;
    const sameBrand = other.brand.toLowerCase() === brand;
    if (!(sameSubtype || sameBrand) || other.route === product.route) continue;
    const size = matchingSize(other, NO_FILTERS);
    // A product with only placeholder prices has nothing to show.
    if (!size || hasPlaceholderPrice(size)) continue;
    const inStock = isProductInStock(other);
    candidates.push({
      other,
      size,
      rank: [sameSubtype ? 0 : 1, inStock ? 0 : 1, sameBrand ? 0 : 1, other.position],
    });
  }
  return candidates
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .slice(0, limit)
    .map(({ other, size }) => toCatalogCard(other, size));
}
