import type { Language } from "~/i18n/language";
import type { CatalogProduct, CatalogSize, CatalogType } from "../catalog-model";
import { styleNameIn, subtypeNameIn, typeNameIn, varietalIn, wineTypeIn } from "../catalog-names";
import { productStyle, STYLES_BY_TYPE } from "../product-style";
import { type CatalogQuery, isChosen } from "./catalog-query";
import { matchingSize, productPasses, sizePasses, typesShownFor } from "./catalog-filters";

/** One choice in a facet: what the URL carries, what the shopper reads, how many products it gives. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** The facets that list values (price has its buckets and a range, stock its one switch). */
export const VALUE_FACETS = ["type", "style", "subtype", "wineType", "varietal", "brand", "size"] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

export function isValueFacet(name: unknown): name is ValueFacet {
  return VALUE_FACETS.some((facet) => facet === name);
}

/**
 * A facet first shows this many values, and every selected one. The long tail (hundreds of brands)
 * is not in the page: "Show all" fetches it (routes/catalog-values.ts).
 */
export const SHOWN_FACET_VALUES = 8;

export interface CatalogFacets {
  type: FacetValue[];
  /** Only once a type with styles is chosen, in the type's order (product-style.ts); none for wine (see wineType). */
  style: FacetValue[];
  /** Only once a type is chosen: subtypes belong to their type. */
  subtype: FacetValue[];
  brand: FacetValue[];
  size: FacetValue[];
  price: FacetValue[];
  wineType: FacetValue[];
  varietal: FacetValue[];
  /** Products that stay when "in stock only" is on (with every other filter). */
  inStockCount: number;
  /** How many values of each facet the page leaves out (withLongTailsLeftOut). */
  leftOut: Record<ValueFacet, number>;
}

/** Cents, inclusive; `value` is how a bucket is named in a facet ("2000-3999"). */
export const PRICE_BUCKETS = [
  { min: null, max: 1999 },
  { min: 2000, max: 3999 },
  { min: 4000, max: 7499 },
  { min: 7500, max: 14999 },
  { min: 15000, max: null },
] as const;

export type PriceBucket = (typeof PRICE_BUCKETS)[number];

export function priceBucketValue(min: number | null, max: number | null): string {
  return `${min ?? ""}-${max ?? ""}`;
}

/** The bucket a price facet value names; the facet offers no other values. */
export function priceBucketOf(value: string): PriceBucket {
  const bucket = PRICE_BUCKETS.find(({ min, max }) => priceBucketValue(min, max) === value);
  if (!bucket) throw new Error(`Not a price bucket: ${JSON.stringify(value)}`);
  return bucket;
}

/**
 * Facet counts over `candidates` (the search's hits, or the whole catalogue). Each facet is counted
 * with every filter but its own (disjunctive counts): a selected value counts what the page shows,
 * another what choosing it alone would show (a brand's is what ticking it adds). Type, subtype and
 * wine names are in the shopper's language; the URL keeps the data's values.
 */
export function catalogFacets(
  candidates: CatalogProduct[],
  query: CatalogQuery,
  types: CatalogType[],
  language: Language,
): CatalogFacets {
  const names = facetNames(types, query.type, language);
  // Product-level facets ignore their own filter, never the size filters: check those once.
  const sized = candidates.filter((product) => matchingSize(product, query));
  // Each facet counts with every filter but its own (OR within a facet, AND across facets).
  const passesBut = (facet: ValueFacet) => (product: CatalogProduct) => productPasses(product, query, facet);
  return {
    type: valueFacet(
      sized,
      query.type ? [query.type] : [],
      // Choosing another type drops the subtypes: its count is what that gives.
      (product, type) =>
        productPasses(product, query, "type", ...(type === query.type ? [] : ["subtype" as const])),
      (product) => typeValues(product, types),
      (slug) => names.types.get(slug) ?? slug,
      byPosition(types.map((type) => type.slug)),
    ),
    // Wine's styles are its wine types, which the wine type facet already lists.
    style:
      query.type && STYLES_BY_TYPE.has(query.type)
        ? valueFacet(
            sized,
            query.style,
            passesBut("style"),
            (product) => optional(productStyle(product)),
            (value) => styleNameIn(value, language),
            byStyleOrder(query.type),
          )
        : [],
    subtype: query.type
      ? valueFacet(
          sized,
          query.subtype,
          passesBut("subtype"),
          (product) => [product.subtypeSlug],
          (slug) => names.subtypes.get(slug) ?? slug,
          byPosition(types.flatMap((type) => type.subtypes.map((subtype) => subtype.slug))),
        )
      : [],
    brand: valueFacet(sized, query.brand, passesBut("brand"), (product) => [product.brand]),
    wineType: valueFacet(
      sized,
      query.wineType,
      passesBut("wineType"),
      (product) => optional(product.wineType),
      (value) => wineTypeIn(value, language),
    ),
    varietal: valueFacet(
      sized,
      query.varietal,
      passesBut("varietal"),
      (product) => optional(product.varietal),
      (value) => varietalIn(value, language),
    ),
    size: sizeFacet(candidates, query),
    price: priceFacet(candidates, query),
    inStockCount: candidates.filter(
      (product) => productPasses(product, query) && matchingSize(product, { ...query, inStock: true }),
    ).length,
    leftOut: { type: 0, style: 0, subtype: 0, wineType: 0, varietal: 0, brand: 0, size: 0 },
  };
}

/** The facets as a page shows them first: each facet's leading values and its selected ones. */
export function withLongTailsLeftOut(facets: CatalogFacets): CatalogFacets {
  const shown = { ...facets, leftOut: { ...facets.leftOut } };
  for (const facet of VALUE_FACETS) {
    shown[facet] = facets[facet].filter((value, index) => !isLongTail(value, index));
    shown.leftOut[facet] = facets[facet].length - shown[facet].length;
  }
  return shown;
}

/** The values of a facet that withLongTailsLeftOut leaves out, in the facet's order. */
export function longTail(values: FacetValue[]): FacetValue[] {
  return values.filter(isLongTail);
}

function isLongTail(value: FacetValue, index: number): boolean {
  return index >= SHOWN_FACET_VALUES && !value.selected;
}

/** Subtypes are listed for the chosen type only, so a slug such as "mexican" names one subtype there. */
function facetNames(types: CatalogType[], chosenType: string | null, language: Language) {
  const shown = chosenType ? typesShownFor(chosenType) : [];
  return {
    types: new Map(types.map((type) => [type.slug, typeNameIn(type, language)])),
    subtypes: new Map(
      types
        .filter((type) => shown.includes(type.slug))
        .flatMap((type) =>
          type.subtypes.map((subtype) => [subtype.slug, subtypeNameIn(subtype, language)] as const),
        ),
    ),
  };
}

/** A cognac shopper also sees brandy, so a brandy bottle counts for both values. */
function typeValues(product: CatalogProduct, types: CatalogType[]): string[] {
  return types.filter((type) => typesShownFor(type.slug).includes(product.typeSlug)).map((type) => type.slug);
}

function optional(value: string | null): string[] {
  return value ? [value] : [];
}

type Order = (a: FacetValue, b: FacetValue) => number;

/** Most products first, then A–Z: the brands a shopper is most likely after lead. */
const byCount: Order = (a, b) => b.count - a.count || a.label.localeCompare(b.label);

function byPosition(order: string[]): Order {
  const position = new Map(order.map((value, index) => [value, index]));
  return (a, b) => (position.get(a.value) ?? order.length) - (position.get(b.value) ?? order.length);
}

/** A type's styles in the order a shopper reads them (blanco to añejo); others (wine types) by count. */
function byStyleOrder(typeSlug: string): Order {
  const styles = STYLES_BY_TYPE.get(typeSlug);
  return styles ? byPosition([...styles]) : byCount;
}

/**
 * Counts products per value of a product-level facet among `sized` (the products with a size that
 * passes the size filters), each with every other facet's filter (`passes`); a chosen value is
 * listed even at 0.
 */
function valueFacet(
  sized: CatalogProduct[],
  chosen: readonly string[],
  passes: (product: CatalogProduct, value: string) => boolean,
  valuesOf: (product: CatalogProduct) => string[],
  labelOf: (value: string) => string = (value) => value,
  order: Order = byCount,
): FacetValue[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const product of sized) {
    for (const value of valuesOf(product)) {
      if (!passes(product, value)) continue;
      const key = value.toLowerCase();
      const entry = counts.get(key) ?? { label: value, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  for (const value of chosen)
    if (!counts.has(value.toLowerCase())) counts.set(value.toLowerCase(), { label: value, count: 0 });
  const selected = new Set(chosen.map((value) => value.toLowerCase()));
  return [...counts.entries()]
    .map(([key, { label, count }]) => ({
      value: label,
      label: labelOf(label),
      count,
      selected: selected.has(key),
    }))
    .sort(order);
}

/** A product counts once per size label it has that passes the other filters; smallest bottle first. */
function sizeFacet(candidates: CatalogProduct[], query: CatalogQuery): FacetValue[] {
  const counts = new Map<string, { size: CatalogSize; count: number }>();
  for (const product of candidates) {
    if (!productPasses(product, query)) continue;
    const labels = new Set<string>();
    for (const size of product.sizes) {
      const key = size.label.toLowerCase();
      if (labels.has(key) || !sizePasses(size, query, "size")) continue;
      labels.add(key);
      const entry = counts.get(key) ?? { size, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  const values = [...counts.values()]
    .sort(
      (a, b) =>
        (a.size.sizeMl ?? Infinity) - (b.size.sizeMl ?? Infinity) || a.size.label.localeCompare(b.size.label),
    )
    .map(({ size, count }) => ({
      value: size.label,
      label: size.label,
      count,
      selected: isChosen(query, "size", size.label),
    }));
  for (const chosen of query.size)
    if (!counts.has(chosen.toLowerCase()))
      values.push({ value: chosen, label: chosen, count: 0, selected: true });
  return values;
}

/** A product counts in a price bucket when one of its sizes that passes the other filters costs that much. */
function priceFacet(candidates: CatalogProduct[], query: CatalogQuery): FacetValue[] {
  const passing = candidates.filter((product) => productPasses(product, query));
  return PRICE_BUCKETS.map(({ min, max }) => {
    const inBucket = { ...query, priceMin: min, priceMax: max };
    return {
      value: priceBucketValue(min, max),
      label: priceBucketValue(min, max),
      count: passing.filter((product) => matchingSize(product, inBucket)).length,
      selected: query.priceMin === min && query.priceMax === max,
    };
  });
}
