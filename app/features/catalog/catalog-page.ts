import type { Language } from "~/i18n/language";
import { catalogFacets, type CatalogFacets } from "./catalog-facets";
import type { CatalogProduct, CatalogType } from "./catalog-model";
import { appliedFilters, type CatalogFilter, type CatalogQuery, withoutFilter } from "./catalog-query";
import { catalogResults, inSearchOrder, type CatalogPage } from "./catalog-results";
import type { ProductSearch } from "./product-search";

/** Enough search hits to page through; the search ranks, the page filters. */
const SEARCH_DEPTH = 500;

export interface CatalogSource {
  products: CatalogProduct[];
  types: CatalogType[];
  search: ProductSearch;
}

/** What the empty page offers instead: filters to drop (with what each gives back), other searches. */
export interface EmptyCatalogHelp {
  relaxations: { filter: CatalogFilter; total: number }[];
  similarSearches: string[];
}

export interface CatalogPageContent {
  query: CatalogQuery;
  results: CatalogPage;
  facets: CatalogFacets;
  emptyHelp: EmptyCatalogHelp | null;
}

/** Everything /catalog shows for one query, its names in the shopper's language. */
export function catalogPageContent(
  source: CatalogSource,
  query: CatalogQuery,
  language: Language,
): CatalogPageContent {
  const candidates = searchCandidates(source, query.search);
  const results = catalogResults(candidates, query);
  return {
    query,
    results,
    facets: catalogFacets(candidates, query, source.types, language),
    emptyHelp: results.total === 0 ? emptyHelp(source, candidates, query) : null,
  };
}

function searchCandidates(source: CatalogSource, search: string): CatalogProduct[] {
  return search
    ? inSearchOrder(source.products, source.search.search(search, SEARCH_DEPTH))
    : source.products;
}

/** `candidates` are the search's hits: only dropping the search itself looks beyond them. */
function emptyHelp(
  source: CatalogSource,
  candidates: CatalogProduct[],
  query: CatalogQuery,
): EmptyCatalogHelp {
  const applied = appliedFilters(query);
  // Dropping the search is a fix only when filters stay; alone it is "browse the whole catalogue".
  const filters: CatalogFilter[] = query.search && applied.length > 0 ? [...applied, "search"] : applied;
  const relaxations = filters
    .map((filter) => {
      const relaxed = withoutFilter(query, filter);
      const shelf = filter === "search" ? source.products : candidates;
      return { filter, total: catalogResults(shelf, relaxed).total };
    })
    .filter((relaxation) => relaxation.total > 0);
  return { relaxations, similarSearches: query.search ? source.search.similar(query.search, 4) : [] };
}
