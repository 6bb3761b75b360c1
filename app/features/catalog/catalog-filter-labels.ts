import type { Translate } from "~/i18n/messages";
import type { CatalogFacets, FacetValue } from "./catalog-facets";
import type { CatalogFilter, CatalogQuery } from "./catalog-query";

/** "$20", or "$19.50" when there are cents: price facets read as round amounts. */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** "Under $20", "$20 – $40", "$150 and up": a bucket's upper bound is a cent below the next one. */
export function priceRangeLabel(min: number | null, max: number | null, t: Translate): string {
  if (min === null && max !== null) return t("catalog.price.under", { max: formatPrice(max + 1) });
  if (min !== null && max === null) return t("catalog.price.over", { min: formatPrice(min) });
  if (min !== null && max !== null) {
    const roundMax = (max + 1) % 100 === 0 ? max + 1 : max;
    return t("catalog.price.between", { min: formatPrice(min), max: formatPrice(roundMax) });
  }
  return "";
}

/** What a chip says for an applied filter: "Brand: Patrón", "Under $20", "In stock only". */
export function filterLabel(
  filter: Exclude<CatalogFilter, "search">,
  query: CatalogQuery,
  facets: CatalogFacets,
  t: Translate,
): string {
  switch (filter) {
    case "price":
      return priceRangeLabel(query.priceMin, query.priceMax, t);
    case "inStock":
      return t("catalog.inStockOnly");
    default:
      return `${t(`catalog.facet.${filter}`)}: ${selectedLabel(facets[filter]) ?? query[filter]}`;
  }
}

function selectedLabel(values: FacetValue[]): string | undefined {
  return values.find((value) => value.selected)?.label;
}
