import type { CatalogProduct, CatalogSize } from "./catalog-model";
import type { CatalogQuery } from "./catalog-query";
import { featuredSize } from "./featured";

/** One product on the catalogue page, shown with the size that best fits the shopper's filters. */
export interface CatalogCard {
  route: string;
  name: string;
  brand: string;
  sizeLabel: string;
  priceCents: number;
  imagePath: string;
  sizeCount: number;
  inStock: boolean;
}

export interface CatalogPage {
  cards: CatalogCard[];
  total: number;
  page: number;
  pageCount: number;
}

export const CATALOG_PAGE_SIZE = 24;

/** DESIGN §7: `type=cognac` also lists brandy. */
const TYPE_ALSO: Record<string, string[]> = { cognac: ["cognac", "brandy"] };

/**
 * Filters, sorts and pages the catalogue. `searchRoutes` is the search's answer, best first, or
 * null when there is no search text.
 */
export function catalogResults(
  products: CatalogProduct[],
  searchRoutes: string[] | null,
  query: CatalogQuery,
  pageSize = CATALOG_PAGE_SIZE,
): CatalogPage {
  const candidates = searchRoutes === null ? products : inSearchOrder(products, searchRoutes);
  const cards = candidates.flatMap((product) => {
    const size = matchingSize(product, query);
    return size && productMatches(product, query) ? [toCatalogCard(product, size)] : [];
  });
  const sorted = sortCards(cards, query.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(query.page, pageCount);
  return {
    cards: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    page,
    pageCount,
  };
}

function inSearchOrder(products: CatalogProduct[], routes: string[]): CatalogProduct[] {
  const byRoute = new Map(products.map((product) => [product.route, product]));
  return routes.flatMap((route) => byRoute.get(route) ?? []);
}

function productMatches(product: CatalogProduct, query: CatalogQuery): boolean {
  const types = query.type ? (TYPE_ALSO[query.type] ?? [query.type]) : null;
  return (
    (!types || types.includes(product.typeSlug)) &&
    (!query.subtype || product.subtypeSlug === query.subtype) &&
    (!query.brand || same(product.brand, query.brand)) &&
    (!query.wineType || same(product.wineType, query.wineType)) &&
    (!query.varietal || same(product.varietal, query.varietal))
  );
}

/** The size a card shows: the one filtered for, else 750ml, else the first; null when none passes. */
function matchingSize(product: CatalogProduct, query: CatalogQuery): CatalogSize | null {
  const fits = (size: CatalogSize) =>
    (!query.size || same(size.label, query.size)) &&
    (query.priceMin === null || size.priceCents >= query.priceMin) &&
    (query.priceMax === null || size.priceCents <= query.priceMax) &&
    (!query.inStock || size.inventory !== 0);
  const preferred = featuredSize(product);
  if (fits(preferred)) return preferred;
  return product.sizes.find(fits) ?? null;
}

function same(value: string | null, wanted: string): boolean {
  return value !== null && value.toLowerCase() === wanted.toLowerCase();
}

/** A product's card, showing `size`. */
export function toCatalogCard(product: CatalogProduct, size: CatalogSize): CatalogCard {
  return {
    route: product.route,
    name: product.name,
    brand: product.brand,
    sizeLabel: size.label,
    priceCents: size.priceCents,
    imagePath: size.imagePath,
    sizeCount: product.sizes.length,
    inStock: product.sizes.some((candidate) => candidate.inventory !== 0),
  };
}

function sortCards(cards: CatalogCard[], sort: CatalogQuery["sort"]): CatalogCard[] {
  const byName = (a: CatalogCard, b: CatalogCard) => a.name.localeCompare(b.name);
  switch (sort) {
    case "relevance":
      return cards;
    case "price-asc":
      return [...cards].sort((a, b) => a.priceCents - b.priceCents || byName(a, b));
    case "price-desc":
      return [...cards].sort((a, b) => b.priceCents - a.priceCents || byName(a, b));
    case "name-asc":
      return [...cards].sort(byName);
    case "name-desc":
      return [...cards].sort((a, b) => byName(b, a));
  }
}
