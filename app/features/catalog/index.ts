// What the catalog feature offers the rest of the store; everything else in this folder is its own.
export { type Breadcrumb } from "./browse/breadcrumbs";
export { CatalogProductCard } from "./browse/catalog-card";
export { shelfHref } from "./browse/catalog-query";
export { type CatalogCard } from "./browse/catalog-results";
export { type FeaturedItem } from "./browse/featured";
export { metaDescription, productPath } from "./browse/product-seo";
export {
  type CatalogProduct,
  type CatalogSize,
  type CatalogType,
  type ProductDetails,
} from "./catalog-model";
export { type ApiProduct } from "./data/products-api";
export { liveStockUrl, readLiveStock, type LiveStock } from "./live-stock";
export { type ProductSearch } from "./search/product-search";
export { SearchBox } from "./search/search-box";
export { isGiftBoxLabel } from "./gift-box-label";
export { regularPriceCents } from "./priced-now";
export { priceAt, type SizeSale } from "./sale-price";
export { saleOfRow } from "./data/sale-columns";
export { saleLastDay } from "./sale-last-day";
export { WasPrice } from "./was-price";
export { hasPlaceholderPrice } from "./placeholder-price";
export { sizeName } from "./size-name";
export { styleNameIn } from "./catalog-names";
export { compareSizes, type UnitPrice } from "./unit-price";
export { edgeKeyHeaders, HOME_KEY, LISTING_KEY, pageKeys, passEdgeKeys, typeKey } from "./edge-keys";
