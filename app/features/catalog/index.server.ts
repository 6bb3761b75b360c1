// What the catalog feature offers the rest of the store on the server.
export { featuredSize } from "./browse/featured";
export {
  type CatalogImportRecord,
  recentCatalogImports,
  recordCatalogImport,
} from "./data/catalog-audit.server";
export { hasChanges, summarizeChanges, type CatalogChanges } from "./data/catalog-changes";
export { type CatalogWrite, writeCatalog } from "./data/catalog-repository.server";
export {
  badRowsRefusal,
  catalogFileHash,
  type CatalogFileUpload,
  type FeaturedSection,
  importReport,
  readCatalogUpload,
  type ReadUpload,
  refusal,
} from "./import/catalog-import.server";
export type { CatalogImportAnswer } from "./import/catalog-upload";
export type { Catalog } from "./catalog-model";
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
export {
  countWithoutSpanish,
  type SpanishDescriptionStep,
  spanishDescriptionStep,
} from "./data/spanish-descriptions.server";
export {
  type EditableStyle,
  productStyleForEditing,
  setProductStyle,
} from "./data/product-style-edits.server";
export {
  type CatalogChangeEntry,
  changedValues,
  productChanges,
  productSizesForEditing,
  readSizeValues,
  recordSizeChanges,
  sameValues,
  setSizePriceIfUnchanged,
  type SizeEdit,
  type SizeEditResult,
  type SizeValues,
  type StaffProductSize,
} from "./data/size-edits.server";
export {
  readSizePricing,
  recordSaleChange,
  type SaleEdit,
  type SaleEditResult,
  samePricing,
  setSizeSaleIfUnchanged,
  type SizePricing,
} from "./data/size-sales.server";
export { saleFault, sameSale } from "./sale-rules";
export type { SizeSale } from "./sale-price";
