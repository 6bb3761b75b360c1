/**
 * The catalogue page's state, owned by the URL (DESIGN §7): every parameter is read leniently, a
 * bad value is ignored rather than refused, so no address a shopper or a crawler types gives a 500.
 */

export const CATALOG_SORTS = ["relevance", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface CatalogQuery {
  search: string;
  type: string | null;
  subtype: string | null;
  brand: string | null;
  size: string | null;
  wineType: string | null;
  varietal: string | null;
  /** Cents, inclusive. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  sort: CatalogSort;
  page: number;
}

const MAX_TEXT = 100;
const MAX_PAGE = 1_000;

/** Reads /catalog's search parameters; anything unreadable falls back to "no filter". */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const search = text(params.get("search")) ?? "";
  const sort = params.get("sort");
  return {
    search,
    type: slug(params.get("type")),
    subtype: slug(params.get("subtype")),
    brand: text(params.get("brand")),
    size: text(params.get("size")),
    wineType: text(params.get("wineType")),
    varietal: text(params.get("varietal")),
    priceMin: dollarsParam(params.get("priceMin")),
    priceMax: dollarsParam(params.get("priceMax")),
    inStock: params.get("inStock") === "1" || params.get("inStock") === "true",
    sort: isSort(sort) && (sort !== "relevance" || search) ? sort : defaultSort(search),
    page: pageParam(params.get("page")),
  };
}

function text(value: string | null): string | null {
  const trimmed = value?.replace(/\s+/g, " ").trim();
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
    if (value) params.set(name, value);
  };
  add("search", query.search);
  add("type", query.type);
  add("subtype", query.subtype);
  add("brand", query.brand);
  add("size", query.size);
  add("wineType", query.wineType);
  add("varietal", query.varietal);
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
  return catalogHref(parseCatalogQuery(new URLSearchParams()), { type, subtype, page });
}

function defaultSort(search: string): CatalogSort {
  return search ? "relevance" : "name-asc";
}

/** A filter the shopper applied, as a chip names it; the empty page may also offer to drop the search. */
export type CatalogFilter =
  "search" | "type" | "subtype" | "brand" | "wineType" | "varietal" | "size" | "price" | "inStock";

export function appliedFilters(query: CatalogQuery): Exclude<CatalogFilter, "search">[] {
  const applied: Exclude<CatalogFilter, "search">[] = [];
  if (query.type) applied.push("type");
  if (query.subtype) applied.push("subtype");
  if (query.brand) applied.push("brand");
  if (query.wineType) applied.push("wineType");
  if (query.varietal) applied.push("varietal");
  if (query.size) applied.push("size");
  if (query.priceMin !== null || query.priceMax !== null) applied.push("price");
  if (query.inStock) applied.push("inStock");
  return applied;
}

/** The query without one filter; a subtype goes with its type. */
export function withoutFilter(query: CatalogQuery, filter: CatalogFilter): CatalogQuery {
  switch (filter) {
    case "search":
      return { ...query, search: "", sort: query.sort === "relevance" ? "name-asc" : query.sort, page: 1 };
    case "type":
      return { ...query, type: null, subtype: null, page: 1 };
    case "price":
      return { ...query, priceMin: null, priceMax: null, page: 1 };
    case "inStock":
      return { ...query, inStock: false, page: 1 };
    default:
      return { ...query, [filter]: null, page: 1 };
  }
}

/** Every filter off; the search text stays, since it is what the shopper asked for. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return appliedFilters(query).reduce(withoutFilter, query);
}
