import type { CatalogProduct, CatalogSize } from "./catalog-model";
import { nextSaleBoundary, priceAt } from "./sale-price";

/**
 * The catalogue as the storefront sells it at an instant (issue #35): a size whose sale runs costs
 * its sale price and shows the regular one as "was". The stored sale stays on the size, so the same
 * catalogue can be priced again when the next sale starts or ends.
 */
export function pricedAt(
  products: readonly CatalogProduct[],
  at: Date,
): { products: CatalogProduct[]; pricesChangeAt: string | null } {
  const sales = products.flatMap((product) => product.sizes.map((size) => size.sale ?? null));
  return {
    products: products.map((product) =>
      product.sizes.some((size) => size.sale || size.wasCents !== undefined)
        ? { ...product, sizes: product.sizes.map((size) => sizePricedAt(size, at)) }
        : product,
    ),
    pricesChangeAt: nextSaleBoundary(sales, at),
  };
}

function sizePricedAt(size: CatalogSize, at: Date): CatalogSize {
  const now = priceAt({ priceCents: regularPriceCents(size), sale: size.sale ?? null }, at);
  const priced: CatalogSize = { ...size, priceCents: now.priceCents };
  delete priced.wasCents;
  delete priced.saleEndsAt;
  return now.wasCents === null ? priced : { ...priced, wasCents: now.wasCents, saleEndsAt: now.saleEndsAt };
}

/** The size's regular price, whether or not the catalogue was priced with its sale. */
export function regularPriceCents(size: Pick<CatalogSize, "priceCents" | "wasCents">): number {
  return size.wasCents ?? size.priceCents;
}
