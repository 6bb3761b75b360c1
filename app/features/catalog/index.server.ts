// What the catalog feature offers the rest of the store on the server.
export { featuredSize } from "./browse/featured";
export { bumpCatalogRevision, staleKeysOfProduct } from "./data/catalog-repository.server";
export { forgetOldCdnPurges, startConfiguredCdnPurge, wakeCdnPurge } from "./data/cdn-purge.server";
export { type CatalogSnapshot } from "./data/catalog-snapshot.server";
export { liveStockOf } from "./data/live-stock.server";
export { searchAnswer } from "./search/search-answer.server";
export { chooseFeatured, featuredRoutes, recentFeaturedChanges } from "./data/featured-choices.server";
export {
  addProduct,
  editProductDetails,
  productForEditing,
  retiredProducts,
  setProductRetired,
  type NewProduct,
} from "./data/product-edits.server";
