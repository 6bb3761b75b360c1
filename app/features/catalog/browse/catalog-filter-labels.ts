import type { CatalogTranslate } from "../catalog-messages";
import { formatWholeOrCents } from "~/utils/money";
import type { CatalogFacets, FacetValue } from "./catalog-facets";
import type { CatalogFilter, CatalogQuery } from "./catalog-query";
import { sizeName } from "../size-name";

/** "Under $20", "$20 – $40", "$150 and up": a bucket's upper bound is a cent below the next one. */
export function priceRangeLabel(min: number | null, max: number | null, t: CatalogTranslate): string {
  if (min === null && max !== null) return t("catalog.price.under", { max: formatWholeOrCents(max + 1) });
  if (min !== null && max === null) return t("catalog.price.over", { min: formatWholeOrCents(min) });
  if (min !== null && max !== null) {
    const roundMax = (max + 1) % 100 === 0 ? max + 1 : max;
    return t("catalog.price.between", { min: formatWholeOrCents(min), max: formatWholeOrCents(roundMax) });
  }
  return "";
}

/** What a chip says for an applied filter: "Brand: Patrón", "Under $20", "In stock only", "Size: 6-pack, 12 oz bottles". */
export function filterLabel(
  filter: Exclude<CatalogFilter, "search">,
  query: CatalogQuery,
  facets: CatalogFacets,
  t: CatalogTranslate,
): string {
  switch (filter) {
    case "price":
      return priceRangeLabel(query.priceMin, query.priceMax, t);
    case "inStock":
      return t("catalog.inStockOnly");
    case "size":
      return `${t("catalog.facet.size")}: ${sizeName(selectedLabel(facets.size) ?? query.size ?? "", t)}`;
    default:
      return `${t(`catalog.facet.${filter}`)}: ${selectedLabel(facets[filter]) ?? query[filter]}`;
  }
}

function selectedLabel(values: FacetValue[]): string | undefined {
  return values.find((value) => value.selected)?.label;
}
