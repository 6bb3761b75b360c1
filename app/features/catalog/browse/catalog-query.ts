/**
 * The catalogue page's state, owned by the URL (DESIGN §7): every parameter is read leniently, a
 * bad value is ignored rather than refused, so no address a shopper or a crawler types gives a 500.
 */

export const CATALOG_SORTS = ["relevance", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/**
 * The facets a shopper may tick several values of (OR within a facet, AND across facets). Type
 * stays one choice: it is the shelf (heading, description, canonical address, cache key) and
 * names the subtypes (decision 0044).
 */
export const MULTI_VALUE_FACETS = ["style", "subtype", "brand", "size", "wineType", "varietal"] as const;
export type MultiValueFacet = (typeof MULTI_VALUE_FACETS)[number];

export function isMultiValueFacet(name: unknown): name is MultiValueFacet {
  return MULTI_VALUE_FACETS.some((facet) => facet === name);
}

export interface CatalogQuery {
  search: string;
  type: string | null;
  /** Each of these: distinct (ignoring case), A–Z, at most MAX_VALUES; empty for no filter. */
  /** product-style.ts: "reposado", "bourbon"; a wine's is its wine type. */
  style: string[];
  subtype: string[];
  brand: string[];
  size: string[];
  wineType: string[];
  varietal: string[];
  /** Cents, inclusive. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  sort: CatalogSort;
  page: number;
}

const MAX_TEXT = 100;
const MAX_PAGE = 1_000;
/** Values read per facet: a URL repeating `brand` thousands of times costs no more than 20 brands. */
export const MAX_VALUES = 20;

/** Reads /catalog's search parameters; anything unreadable falls back to "no filter". */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const search = text(params.get("search")) ?? "";
  const sort = params.get("sort");
  return {
    search,
    type: slug(params.get("type")),
    style: values(params.getAll("style"), text),
    subtype: values(params.getAll("subtype"), slug),
    brand: values(params.getAll("brand"), text),
    size: values(params.getAll("size"), text),
    wineType: values(params.getAll("wineType"), text),
    varietal: values(params.getAll("varietal"), text),
    priceMin: dollarsParam(params.get("priceMin")),
    priceMax: dollarsParam(params.get("priceMax")),
    inStock: params.get("inStock") === "1" || params.get("inStock") === "true",
    sort: isSort(sort) && (sort !== "relevance" || search) ? sort : defaultSort(search),
    page: pageParam(params.get("page")),
  };
}

/** The first MAX_VALUES readable values, in the one order every address writes them. */
function values(raw: string[], read: (value: string) => string | null): string[] {
  const kept: string[] = [];
  for (const value of raw) {
    const readable = read(value);
    if (readable !== null) kept.push(readable);
    if (kept.length === MAX_VALUES) break;
  }
  return valueList(kept);
}

/** Distinct ignoring case (the first spelling stays, as filters compare without case), A–Z. */
function valueList(values: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) if (!byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

function text(value: string | null): string | null {
  // Control characters (a NUL from a hostile link) name nothing the catalogue has.
  const trimmed = value
    ?.replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : null;
}

function slug(value: string | null): string | null {
  const candidate = text(value)?.toLowerCase() ?? null;
  return candidate && /^[a-z0-9-]+$/.test(candidate) ? candidate : null;
}

function dollarsParam(value: string | null): number | null {
  if (value === null || !/^\d{1,6}(\.\d{1,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value) * 100);
}

function pageParam(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

function isSort(value: string | null): value is CatalogSort {
  return CATALOG_SORTS.some((sort) => sort === value);
}

/** The query as the URL carries it: defaults left out, so every state has one address. */
export function catalogSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: string | null) => {
    if (value) params.append(name, value);
  };
  add("search", query.search);
  add("type", query.type);
  for (const facet of MULTI_VALUE_FACETS) for (const value of valueList(query[facet])) add(facet, value);
  add("priceMin", query.priceMin === null ? null : (query.priceMin / 100).toFixed(2));
  add("priceMax", query.priceMax === null ? null : (query.priceMax / 100).toFixed(2));
  add("inStock", query.inStock ? "1" : null);
  if (query.sort !== defaultSort(query.search)) add("sort", query.sort);
  if (query.page > 1) add("page", String(query.page));
  return params;
}

/** The catalogue's address after `change`; a new filter starts again at page 1. */
export function catalogHref(query: CatalogQuery, change: Partial<CatalogQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = catalogSearchParams(next).toString();
  return params ? `/catalog?${params}` : "/catalog";
}

/**
 * A shelf's one address for search engines (the catalogue's canonical and the sitemap): type,
 * subtype and page only, since searches, sorts, prices and stock only reorder or narrow a shelf.
 */
export function shelfHref(type: string | null, subtype: string | null = null, page = 1): string {
  return catalogHref(parseCatalogQuery(new URLSearchParams()), {
    type,
    subtype: subtype ? [subtype] : [],
    page,
  });
}

/** Whether `value` is one of the facet's chosen values (filters compare without case). */
export function isChosen(query: CatalogQuery, facet: MultiValueFacet, value: string): boolean {
  const key = value.toLowerCase();
  return query[facet].some((chosen) => chosen.toLowerCase() === key);
}

/** The query with `value` ticked, or unticked when it was chosen; back to page 1. */
export function withValueToggled(query: CatalogQuery, facet: MultiValueFacet, value: string): CatalogQuery {
  const key = value.toLowerCase();
  const chosen = isChosen(query, facet, value)
    ? query[facet].filter((other) => other.toLowerCase() !== key)
    : valueList([...query[facet], value]);
  return { ...query, [facet]: chosen, page: 1 };
}

function defaultSort(search: string): CatalogSort {
  return search ? "relevance" : "name-asc";
}

/** A filter the shopper applied, as a chip names it; the empty page may also offer to drop the search. */
export type CatalogFilter =
  "search" | "type" | "style" | "subtype" | "brand" | "wineType" | "varietal" | "size" | "price" | "inStock";

/** One applied filter as a chip shows it: a facet's value (each ticked brand is one), or a whole filter. */
export interface AppliedFilter {
  filter: CatalogFilter;
  /** The value of a multi-value facet; null for the type, price, stock and search. */
  value: string | null;
}

const CHIP_ORDER = [
  "style",
  "subtype",
  "brand",
  "wineType",
  "varietal",
  "size",
] as const satisfies MultiValueFacet[];

export function appliedFilters(query: CatalogQuery): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (query.type) applied.push({ filter: "type", value: null });
  for (const facet of CHIP_ORDER) for (const value of query[facet]) applied.push({ filter: facet, value });
  if (query.priceMin !== null || query.priceMax !== null) applied.push({ filter: "price", value: null });
  if (query.inStock) applied.push({ filter: "inStock", value: null });
  return applied;
}

/** The query without one filter (or only its one value); a subtype and a style go with their type. */
export function withoutFilter(query: CatalogQuery, { filter, value }: AppliedFilter): CatalogQuery {
  switch (filter) {
    case "search":
      return { ...query, search: "", sort: query.sort === "relevance" ? "name-asc" : query.sort, page: 1 };
    case "type":
      return { ...query, type: null, subtype: [], style: [], page: 1 };
    case "price":
      return { ...query, priceMin: null, priceMax: null, page: 1 };
    case "inStock":
      return { ...query, inStock: false, page: 1 };
    default:
      return value !== null && isChosen(query, filter, value)
        ? withValueToggled(query, filter, value)
        : { ...query, [filter]: [], page: 1 };
  }
}

/** Every filter off; the search text stays, since it is what the shopper asked for. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return appliedFilters(query).reduce(withoutFilter, query);
}
