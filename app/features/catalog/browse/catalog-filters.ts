import type { CatalogProduct, CatalogSize } from "../catalog-model";
import type { CatalogQuery } from "./catalog-query";
import { productStyle } from "../product-style";
import { shownSizeOf } from "../shown-size";
import { hasPlaceholderPrice } from "../placeholder-price";

/**
 * The catalogue's filters, one predicate per facet, so a facet can be counted with every filter but
 * its own (disjunctive counts: choosing Bourbon never hides Rye from the subtype list).
 */
export type FacetName =
  "type" | "style" | "subtype" | "brand" | "wineType" | "varietal" | "size" | "price" | "inStock";

/** DESIGN §7: `type=cognac` also lists brandy. A Map: `type=constructor` must find nothing (issue #14). */
const TYPE_ALSO = new Map([["cognac", ["cognac", "brandy"]]]);

export function typesShownFor(typeSlug: string): string[] {
  return TYPE_ALSO.get(typeSlug) ?? [typeSlug];
}

export function sameText(value: string | null, wanted: string): boolean {
  return value !== null && value.toLowerCase() === wanted.toLowerCase();
}

/**
 * A query's chosen values, lower-cased once per query rather than once per product compared (a
 * catalogue of 20,000 products is filtered several times per page, once per facet's count).
 */
const lowered = new WeakMap<readonly string[], ReadonlySet<string>>();

/** No value chosen, or the product's is one of them (OR within a facet), ignoring case. */
function oneOf(chosen: readonly string[], value: string | null): boolean {
  if (chosen.length === 0) return true;
  if (value === null) return false;
  let keys = lowered.get(chosen);
  if (!keys) {
    keys = new Set(chosen.map((entry) => entry.toLowerCase()));
    lowered.set(chosen, keys);
  }
  return keys.has(value.toLowerCase());
}

/** Whether the product's own facts (not its sizes) pass the query, ignoring the facets `except`. */
export function productPasses(product: CatalogProduct, query: CatalogQuery, ...except: FacetName[]): boolean {
  const skip = (facet: FacetName) => except.includes(facet);
  return (
    (skip("type") || !query.type || typesShownFor(query.type).includes(product.typeSlug)) &&
    (skip("style") || oneOf(query.style, productStyle(product))) &&
    (skip("subtype") || oneOf(query.subtype, product.subtypeSlug)) &&
    (skip("brand") || oneOf(query.brand, product.brand)) &&
    (skip("wineType") || oneOf(query.wineType, product.wineType)) &&
    (skip("varietal") || oneOf(query.varietal, product.varietal))
  );
}

/** Whether one size passes the size, price and stock filters, ignoring the facet `except`. */
export function sizePasses(size: CatalogSize, query: CatalogQuery, except?: FacetName): boolean {
  const skip = (facet: FacetName) => facet === except;
  const priced = query.priceMin === null && query.priceMax === null;
  return (
    (skip("size") || oneOf(query.size, size.label)) &&
    // A placeholder is not a price: such a size is in no price range.
    (skip("price") || priced || !hasPlaceholderPrice(size)) &&
    (skip("price") || query.priceMin === null || size.priceCents >= query.priceMin) &&
    (skip("price") || query.priceMax === null || size.priceCents <= query.priceMax) &&
    (skip("inStock") || !query.inStock || size.inventory !== 0)
  );
}

/**
 * The size a card shows: of those that pass the filters, the one that speaks for the product
 * (shownSizeOf: in stock, then the standard bottle); null when none passes.
 */
export function matchingSize(
  product: CatalogProduct,
  query: CatalogQuery,
  except?: FacetName,
): CatalogSize | null {
  return shownSizeOf(product.sizes.filter((size) => sizePasses(size, query, except)));
}
