import type { CatalogProduct } from "~/features/catalog";
import type { ProductSearch } from "~/features/catalog";

export interface StaffProductRow {
  route: string;
  name: string;
  brand: string;
  sizes: Array<{ id: string; label: string; priceCents: number; inventory: number | null }>;
}

export const STAFF_PRODUCT_LIMIT = 50;
/** At or below this many bottles a counted size is listed as running low. */
export const LOW_STOCK = 5;

function staffRow(product: CatalogProduct): StaffProductRow {
  return {
    route: product.route,
    name: product.name,
    brand: product.brand,
    sizes: product.sizes.map(({ id, label, priceCents, inventory }) => ({
      id,
      label,
      priceCents,
      inventory,
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
