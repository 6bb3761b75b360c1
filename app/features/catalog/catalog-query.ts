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
    sort: isSort(sort) ? sort : search ? "relevance" : "name-asc",
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
  return (CATALOG_SORTS as readonly string[]).includes(value ?? "");
}
