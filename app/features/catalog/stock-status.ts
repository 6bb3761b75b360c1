import type { CatalogProduct, CatalogSize } from "./catalog-model";

/** In stock, as every page counts it: a size whose stock the store does not count (null) is in stock. */
export function isSizeInStock(size: Pick<CatalogSize, "inventory">): boolean {
  return size.inventory !== 0;
}

export function isProductInStock(product: CatalogProduct): boolean {
  return product.sizes.some(isSizeInStock);
}
