import type { Language } from "~/i18n/language";
import {
  catalogFacets,
  type CatalogFacets,
  type FacetValue,
  longTail,
  type ValueFacet,
  withLongTailsLeftOut,
} from "./catalog-facets";
import type { CatalogProduct, CatalogType } from "../catalog-model";
import { typeNameIn } from "../catalog-names";
import { descriptionIn, type ShownDescription } from "../description";
import {
  type AppliedFilter,
  appliedFilters,
  type CatalogQuery,
  catalogHref,
  isMultiValueFacet,
  MULTI_VALUE_FACETS,
  withoutFilter,
  withoutFilters,
} from "./catalog-query";
import { type CatalogCard, catalogResults, inSearchOrder, type CatalogPage } from "./catalog-results";
import { type ProductSearch, stockIn } from "../search/product-search";
import { storeFavourites } from "./store-favourites";

/** Enough search hits to page through; the search ranks, the page filters. */
const SEARCH_DEPTH = 500;
const FAVOURITES = 4;

export interface CatalogSource {
  products: CatalogProduct[];
  /** The same products by route, with their stock as it is now: the search ranks by it. */
  productByRoute: ReadonlyMap<string, CatalogProduct>;
  types: CatalogType[];
  search: ProductSearch;
}

/**
 * What the empty page offers instead: filters to drop (with what each gives back), the search
 * respelt, every type, and a few of the store's bottles, so there is always a next step.
 */
export interface EmptyCatalogHelp {
  relaxations: (AppliedFilter & { total: number })[];
  /** "Did you mean": the search as the catalogue spells it, and the page it leads to. */
  correction: { search: string; href: string } | null;
  types: { slug: string; name: string }[];
  favourites: CatalogCard[];
}

export interface CatalogPageContent {
  query: CatalogQuery;
  /** What the catalogue says of the shelf (its subtype, else its type); null for searches and the whole catalogue. */
  shelfDescription: ShownDescription | null;
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
    shelfDescription: shelfDescription(source.types, query, language),
    results,
    facets: withLongTailsLeftOut(catalogFacets(candidates, query, source.types, language)),
    emptyHelp: results.total === 0 ? emptyHelp(source, candidates, query, language) : null,
  };
}

/** The values of one facet that the page leaves out, in its order, for its "Show all". */
export function leftOutFacetValues(
  source: CatalogSource,
  query: CatalogQuery,
  language: Language,
  facet: ValueFacet,
): FacetValue[] {
  const candidates = searchCandidates(source, query.search);
  return longTail(catalogFacets(candidates, query, source.types, language)[facet]);
}

function shelfDescription(
  types: CatalogType[],
  query: CatalogQuery,
  language: Language,
): ShownDescription | null {
  if (query.search) return null;
  const type = types.find((candidate) => candidate.slug === query.type);
  // Several styles are no one shelf: their type describes them.
  const only = query.subtype.length === 1 ? query.subtype[0] : undefined;
  const subtype = type?.subtypes.find((candidate) => candidate.slug === only);
  for (const shelf of [subtype, type]) {
    const shown = shelf && descriptionIn(shelf, language);
    if (shown?.text) return shown;
  }
  return null;
}

function searchCandidates(source: CatalogSource, search: string): CatalogProduct[] {
  return search
    ? inSearchOrder(
        source.products,
        source.search.search(search, SEARCH_DEPTH, stockIn(source.productByRoute)),
      )
    : source.products;
}

/** `candidates` are the search's hits: only dropping the search itself looks beyond them. */
function emptyHelp(
  source: CatalogSource,
  candidates: CatalogProduct[],
  query: CatalogQuery,
  language: Language,
): EmptyCatalogHelp {
  const applied = wholeFacets(query, appliedFilters(query));
  // Dropping the search is a fix only when filters stay; alone it is "browse the whole catalogue".
  const filters: AppliedFilter[] =
    query.search && applied.length > 0 ? [...applied, { filter: "search", value: null }] : applied;
  const relaxations = filters
    .map((applied) => {
      const relaxed = withoutFilter(query, applied);
      const shelf = applied.filter === "search" ? source.products : candidates;
      return { ...applied, total: catalogResults(shelf, relaxed).total };
    })
    .filter((relaxation) => relaxation.total > 0);
  const stocked = new Set(source.products.map((product) => product.typeSlug));
  return {
    relaxations,
    correction: query.search && candidates.length === 0 ? correction(source, query) : null,
    types: source.types
      .filter((type) => stocked.has(type.slug))
      .map((type) => ({ slug: type.slug, name: typeNameIn(type, language) })),
    favourites: storeFavourites(source.products, FAVOURITES),
  };
}

/**
 * The filters an empty page may offer to drop: one of several values of a facet never brings a
 * product back (the others are alternatives), so such a facet is offered whole. That also keeps a
 * hostile address with 20 values per facet to a few trial filterings.
 */
function wholeFacets(query: CatalogQuery, applied: AppliedFilter[]): AppliedFilter[] {
  const several = (filter: AppliedFilter["filter"]) => isMultiValueFacet(filter) && query[filter].length > 1;
  const whole = applied.filter(({ filter }) => !several(filter));
  for (const filter of MULTI_VALUE_FACETS) if (several(filter)) whole.push({ filter, value: null });
  return whole;
}

/** The search respelt, with the shopper's filters when they still leave something, else alone. */
function correction(source: CatalogSource, query: CatalogQuery): EmptyCatalogHelp["correction"] {
  const search = source.search.correction(query.search);
  if (search === null) return null;
  const corrected = { ...query, search, page: 1 };
  const kept = catalogResults(searchCandidates(source, search), corrected).total > 0;
  return { search, href: catalogHref(kept ? corrected : withoutFilters(corrected), {}) };
}
