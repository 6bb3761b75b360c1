import type { CatalogProduct, CatalogSize } from "../catalog-model";
import type { CatalogQuery } from "./catalog-query";
import { featuredSize } from "./featured";
import { hasPlaceholderPrice } from "../placeholder-price";

/**
 * The catalogue's filters, one predicate per facet, so a facet can be counted with every filter but
 * its own (disjunctive counts: choosing Bourbon never hides Rye from the subtype list).
 */
export type FacetName = "type" | "subtype" | "brand" | "wineType" | "varietal" | "size" | "price" | "inStock";

/** DESIGN §7: `type=cognac` also lists brandy. A Map: `type=constructor` must find nothing (issue #14). */
const TYPE_ALSO = new Map([["cognac", ["cognac", "brandy"]]]);

export function typesShownFor(typeSlug: string): string[] {
  return TYPE_ALSO.get(typeSlug) ?? [typeSlug];
}

export function sameText(value: string | null, wanted: string): boolean {
  return value !== null && value.toLowerCase() === wanted.toLowerCase();
}

/** Whether the product's own facts (not its sizes) pass the query, ignoring the facet `except`. */
export function productPasses(product: CatalogProduct, query: CatalogQuery, except?: FacetName): boolean {
  const skip = (facet: FacetName) => facet === except;
  return (
    (skip("type") || !query.type || typesShownFor(query.type).includes(product.typeSlug)) &&
    (skip("subtype") || !query.subtype || product.subtypeSlug === query.subtype) &&
    (skip("brand") || !query.brand || sameText(product.brand, query.brand)) &&
    (skip("wineType") || !query.wineType || sameText(product.wineType, query.wineType)) &&
    (skip("varietal") || !query.varietal || sameText(product.varietal, query.varietal))
  );
}

/** Whether one size passes the size, price and stock filters, ignoring the facet `except`. */
export function sizePasses(size: CatalogSize, query: CatalogQuery, except?: FacetName): boolean {
  const skip = (facet: FacetName) => facet === except;
  const priced = query.priceMin === null && query.priceMax === null;
  return (
    (skip("size") || !query.size || sameText(size.label, query.size)) &&
    // A placeholder is not a price: such a size is in no price range.
    (skip("price") || priced || !hasPlaceholderPrice(size)) &&
    (skip("price") || query.priceMin === null || size.priceCents >= query.priceMin) &&
    (skip("price") || query.priceMax === null || size.priceCents <= query.priceMax) &&
    (skip("inStock") || !query.inStock || size.inventory !== 0)
  );
}

/**
 * The size a card shows: one that passes the filters, 750ml first, else the first, and one with a
 * real price before a placeholder; null when none passes.
 */
export function matchingSize(
  product: CatalogProduct,
  query: CatalogQuery,
  except?: FacetName,
): CatalogSize | null {
  const passing = [featuredSize(product), ...product.sizes].filter((size) => sizePasses(size, query, except));
  return passing.find((size) => !hasPlaceholderPrice(size)) ?? passing[0] ?? null;
}
