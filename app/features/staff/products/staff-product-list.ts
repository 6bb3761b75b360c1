import { hasPlaceholderPrice, regularPriceCents, type CatalogProduct } from "~/features/catalog";
import type { ProductSearch } from "~/features/catalog";
import { store } from "~/features/store";
import { saleShown, type SaleShown } from "./size-sale";

export interface StaffProductRow {
  route: string;
  name: string;
  brand: string;
  /**
   * `priceCents` is the regular price, null for a parked size's placeholder (10000.00): not a price
   * to show; `sale`, one running or to come.
   */
  sizes: Array<{
    id: string;
    label: string;
    priceCents: number | null;
    inventory: number | null;
    sale: SaleShown | null;
  }>;
}

export const STAFF_PRODUCT_LIMIT = 50;
/** At or below this many bottles a counted size is listed as running low. */
export const LOW_STOCK = 5;

function staffRow(product: CatalogProduct, now: Date): StaffProductRow {
  return {
    route: product.route,
    name: product.name,
    brand: product.brand,
    sizes: product.sizes.map((size) => {
      // The storefront's catalogue costs a size on sale its sale price: the console lists the regular one.
      const regular = { priceCents: regularPriceCents(size), inventory: size.inventory };
      return {
        id: size.id,
        label: size.label,
        priceCents: hasPlaceholderPrice(regular) ? null : regular.priceCents,
        inventory: size.inventory,
        sale: saleShown(size.sale ?? null, now, store.timeZone),
      };
    }),
  };
}

/** Products matching the staff search, best match first. */
export function searchStaffProducts(
  search: ProductSearch,
  productByRoute: ReadonlyMap<string, CatalogProduct>,
  text: string,
  now = new Date(),
): StaffProductRow[] {
  return search.search(text, STAFF_PRODUCT_LIMIT).flatMap((route) => {
    const product = productByRoute.get(route);
    return product ? [staffRow(product, now)] : [];
  });
}

/** Products with a counted size at or below LOW_STOCK, the emptiest first: what to reorder or recount. */
export function lowStockProducts(products: CatalogProduct[], now = new Date()): StaffProductRow[] {
  const lowest = (product: CatalogProduct) =>
    Math.min(
      ...product.sizes.map((size) => (size.inventory === null ? Infinity : Math.max(size.inventory, 0))),
    );
  return products
    .filter((product) => lowest(product) <= LOW_STOCK)
    .sort((a, b) => lowest(a) - lowest(b) || a.name.localeCompare(b.name))
    .slice(0, STAFF_PRODUCT_LIMIT)
    .map((product) => staffRow(product, now));
}
