import { hasPlaceholderPrice, type CatalogProduct } from "~/features/catalog";
import type { ProductSearch } from "~/features/catalog";

export interface StaffProductRow {
  route: string;
  name: string;
  brand: string;
  /** `priceCents` is null for a parked size's placeholder (10000.00): not a price to show. */
  sizes: Array<{ id: string; label: string; priceCents: number | null; inventory: number | null }>;
}

export const STAFF_PRODUCT_LIMIT = 50;
/** At or below this many bottles a counted size is listed as running low. */
export const LOW_STOCK = 5;

function staffRow(product: CatalogProduct): StaffProductRow {
  return {
    route: product.route,
    name: product.name,
    brand: product.brand,
    sizes: product.sizes.map((size) => ({
      id: size.id,
      label: size.label,
      priceCents: hasPlaceholderPrice(size) ? null : size.priceCents,
      inventory: size.inventory,
    })),
  };
}

/** Products matching the staff search, best match first. */
export function searchStaffProducts(
  search: ProductSearch,
  productByRoute: ReadonlyMap<string, CatalogProduct>,
  text: string,
): StaffProductRow[] {
  return search.search(text, STAFF_PRODUCT_LIMIT).flatMap((route) => {
    const product = productByRoute.get(route);
    return product ? [staffRow(product)] : [];
  });
}

/** Products with a counted size at or below LOW_STOCK, the emptiest first: what to reorder or recount. */
export function lowStockProducts(products: CatalogProduct[]): StaffProductRow[] {
  const lowest = (product: CatalogProduct) =>
    Math.min(
      ...product.sizes.map((size) => (size.inventory === null ? Infinity : Math.max(size.inventory, 0))),
    );
  return products
    .filter((product) => lowest(product) <= LOW_STOCK)
    .sort((a, b) => lowest(a) - lowest(b) || a.name.localeCompare(b.name))
    .slice(0, STAFF_PRODUCT_LIMIT)
    .map(staffRow);
}
