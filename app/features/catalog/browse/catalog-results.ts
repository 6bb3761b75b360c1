import type { CatalogProduct, CatalogSize } from "../catalog-model";
import type { CatalogQuery } from "./catalog-query";
import { matchingSize, productPasses } from "./catalog-filters";
import { openingSize } from "./featured";
import { hasPlaceholderPrice } from "../placeholder-price";
import { isSizeInStock } from "../stock-status";

/**
 * One product on the catalogue page, shown in one size (the one that best fits the shopper's
 * filters, shown-size.ts): its label, its price and its stock state are that size's, never a mix.
 */
export interface CatalogCard {
  route: string;
  name: string;
  brand: string;
  sizeLabel: string;
  /** The shown size's price; null when it is a placeholder price, which is never shown. */
  priceCents: number | null;
  /** The shown size's regular price while a sale runs; null with none. */
  wasCents: number | null;
  /** The size to open the product page on (`?size=`), when it is not the one the page opens on anyway. */
  linkSize: string | null;
  imagePath: string;
  imageVersion?: string;
  sizeCount: number;
  /** Whether the shown size can be bought. */
  inStock: boolean;
}

export interface CatalogPage {
  cards: CatalogCard[];
  total: number;
  page: number;
  pageCount: number;
}

export const CATALOG_PAGE_SIZE = 24;

/**
 * Filters, sorts and pages the catalogue. `candidates` are the search's hits, best first, or the
 * whole catalogue when there is no search text.
 */
export function catalogResults(
  candidates: CatalogProduct[],
  query: CatalogQuery,
  pageSize = CATALOG_PAGE_SIZE,
): CatalogPage {
  const cards = candidates.flatMap((product) => {
    const size = productPasses(product, query) ? matchingSize(product, query) : null;
    return size ? [toCatalogCard(product, size)] : [];
  });
  const sorted = inStockFirst(sortCards(cards, query.sort), query.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(query.page, pageCount);
  return {
    cards: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    page,
    pageCount,
  };
}

export function inSearchOrder(products: CatalogProduct[], routes: string[]): CatalogProduct[] {
  const byRoute = new Map(products.map((product) => [product.route, product]));
  return routes.flatMap((route) => byRoute.get(route) ?? []);
}

/** A product's card, showing `size`: its label, price and stock state. */
export function toCatalogCard(product: CatalogProduct, size: CatalogSize): CatalogCard {
  return {
    route: product.route,
    name: product.name,
    brand: product.brand,
    sizeLabel: size.label,
    priceCents: hasPlaceholderPrice(size) ? null : size.priceCents,
    wasCents: hasPlaceholderPrice(size) ? null : (size.wasCents ?? null),
    linkSize: openingSize(product) === size ? null : size.label,
    imagePath: size.imagePath,
    imageVersion: size.imageVersion,
    sizeCount: product.sizes.length,
    inStock: isSizeInStock(size),
  };
}

/**
 * In the shopper's order, what can be bought comes before what cannot (issue #18): a sold-out bottle
 * is never the first thing a shopper sees while one in stock matches. Each part keeps its order. A
 * search's best match is left alone: its ranking already weighs stock, as the header's suggestions do.
 */
function inStockFirst(cards: CatalogCard[], sort: CatalogQuery["sort"]): CatalogCard[] {
  if (sort === "relevance") return cards;
  return [...cards.filter((card) => card.inStock), ...cards.filter((card) => !card.inStock)];
}

function sortCards(cards: CatalogCard[], sort: CatalogQuery["sort"]): CatalogCard[] {
  const byName = (a: CatalogCard, b: CatalogCard) => a.name.localeCompare(b.name);
  switch (sort) {
    case "relevance":
      return cards;
    case "price-asc":
      return [...cards].sort((a, b) => byPrice(a, b, 1) || byName(a, b));
    case "price-desc":
      return [...cards].sort((a, b) => byPrice(a, b, -1) || byName(a, b));
    case "name-asc":
      return [...cards].sort(byName);
    case "name-desc":
      return [...cards].sort((a, b) => byName(b, a));
  }
}

/** Cards without a price go last whichever way prices are sorted. */
function byPrice(a: CatalogCard, b: CatalogCard, direction: 1 | -1): number {
  if (a.priceCents === null || b.priceCents === null)
    return (a.priceCents === null ? 1 : 0) - (b.priceCents === null ? 1 : 0);
  return (a.priceCents - b.priceCents) * direction;
}
