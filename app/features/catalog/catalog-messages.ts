import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

/** The catalogue page's texts: facets, chips, sorts, the empty state (only its pages ship them). */
export const catalogMessages = {
  en: {
    "catalog.title": "Catalog",
    "catalog.searchTitle": "Results for “{search}”",
    "catalog.count": "{count} products",
    "catalog.sortLabel": "Sort by",
    "catalog.sortApply": "Sort",
    "catalog.sort.relevance": "Best match",
    "catalog.sort.price-asc": "Price: low to high",
    "catalog.sort.price-desc": "Price: high to low",
    "catalog.sort.name-asc": "Name: A to Z",
    "catalog.sort.name-desc": "Name: Z to A",
    "catalog.sizes": "{count} sizes",
    "catalog.oneSize": "1 size",
    "catalog.outOfStock": "Out of stock",
    "catalog.empty": "No products match.",
    "catalog.browseAll": "Browse the whole catalog",
    "catalog.metaDescription":
      "{count} {shelf} at {store} in {city}: every bottle size with its price and stock. Order online and pay when you receive it.",
    "catalog.metaAllProducts": "wines, spirits and beers",
    "catalog.filters": "Filters",
    "catalog.filtersWithCount": "Filters ({count})",
    "catalog.closeFilters": "Close filters",
    "catalog.showResults": "Show {count} products",
    "catalog.facet.type": "Type",
    "catalog.facet.subtype": "Style",
    "catalog.facet.brand": "Brand",
    "catalog.facet.size": "Size",
    "catalog.facet.price": "Price",
    "catalog.facet.wineType": "Wine type",
    "catalog.facet.varietal": "Varietal",
    "catalog.facet.inStock": "Availability",
    "catalog.facetProducts": "products",
    "catalog.facetApplied": "applied; select to remove",
    "catalog.inStockOnly": "In stock only",
    "catalog.moreValues": "Show all {count}",
    "catalog.price.under": "Under {max}",
    "catalog.price.between": "{min} – {max}",
    "catalog.price.over": "{min} and up",
    "catalog.priceMin": "Min $",
    "catalog.priceMax": "Max $",
    "catalog.priceApply": "Apply",
    "catalog.appliedFilters": "Applied filters",
    "catalog.chip.remove": "Remove filter: {label}",
    "catalog.clearAll": "Clear all",
    "catalog.emptyFixes": "Try this instead",
    "catalog.emptyRemove": "Remove “{label}”",
    "catalog.emptyDropSearch": "Keep the filters without the search “{search}”",
    "catalog.similarSearches": "Similar searches",
    "catalog.pages": "Pages",
    "catalog.previous": "Previous page",
    "catalog.next": "Next page",
    "catalog.pageOf": "Page {page} of {pages}",
  },
} satisfies PageMessages<string>;

export type CatalogMessageKey = keyof (typeof catalogMessages)["en"];
export type CatalogTranslate = PageTranslate<CatalogMessageKey>;

export function useCatalogT(): CatalogTranslate {
  return usePageT(catalogMessages);
}
