import { centsToDollars } from "~/utils/money";
import { featuredSize } from "../browse/featured";
import { priceFromOf } from "../shown-size";
import type { CatalogSnapshot } from "../data/catalog-snapshot.server";
import { stockIn } from "./product-search";
import type { SearchAnswer } from "./suggestions";

/**
 * GET /api/search's answer: the best matching products for the header's suggestions, each with its
 * featured size's picture and the price it reads "from" (priceFromOf: bottles in stock before minis). Ranked as the catalogue page ranks the
 * same search, stock as it is now included.
 */
export function searchAnswer(snapshot: CatalogSnapshot, query: string, limit: number): SearchAnswer {
  const results = snapshot.search.search(query, limit, stockIn(snapshot.productByRoute)).flatMap((route) => {
    const product = snapshot.productByRoute.get(route);
    if (!product) return [];
    const cheapest = product.sizes.reduce((low, size) => (size.priceCents < low.priceCents ? size : low));
    const priceFrom = priceFromOf(product.sizes) ?? cheapest.priceCents;
    const featured = featuredSize(product);
    return [
      {
        route,
        name: product.name,
        brand: product.brand,
        type: product.typeSlug,
        img: featured.imagePath,
        ...(featured.imageVersion ? { imgVersion: featured.imageVersion } : {}),
        priceFrom: centsToDollars(priceFrom),
      },
    ];
  });
  return { query, results };
}
