import type { LiveStock } from "../live-stock";
import type { CatalogSnapshot } from "./catalog-snapshot.server";

/**
 * A product's stock from this server's snapshot, which every server keeps current within moments
 * of any server's sale or edit (LISTEN, else polling): live enough, and no query per page view.
 */
export function liveStockOf(snapshot: CatalogSnapshot, route: string): LiveStock | null {
  const product = snapshot.productByRoute.get(route);
  if (!product) return null;
  return { route, sizes: product.sizes.map(({ id, inventory }) => ({ id, inventory })) };
}
