import type { CatalogProduct } from "../catalog-model";
import { type CatalogCard, toCatalogCard } from "./catalog-results";

/**
 * A few bottles to offer when nothing matches: the store's flagships (`modal`, the ones with a
 * gift-box offer), then its featured ones, then the rest in catalogue order; each shown in a 750ml
 * bottle that is in stock, one per type before a second of any. Not "most ordered": the catalogue
 * page is kept rendered per catalogue and stock version (server/page-cache.ts), and orders are not
 * part of that key, nor read by the page.
 */
export function storeFavourites(products: CatalogProduct[], count: number): CatalogCard[] {
  const standing = (product: CatalogProduct) => (product.modal ? 0 : product.featuredRank !== null ? 1 : 2);
  const seen = new Set<string>();
  return products
    .flatMap((product) => {
      const size = product.sizes.find(
        (candidate) =>
          candidate.label === "750ml" && (candidate.inventory === null || candidate.inventory > 0),
      );
      return size ? [{ product, size }] : [];
    })
    .sort((a, b) => standing(a.product) - standing(b.product))
    .map((candidate) => {
      const key = `${standing(candidate.product)} ${candidate.product.typeSlug}`;
      const repeat = seen.has(key) ? 1 : 0;
      seen.add(key);
      return { ...candidate, order: standing(candidate.product) * 2 + repeat };
    })
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ product, size }) => toCatalogCard(product, size));
}
