import type { CatalogTranslate } from "../catalog-messages";
import { formatWholeOrCents } from "~/utils/money";
import type { CatalogFacets, FacetValue } from "./catalog-facets";
import type { AppliedFilter, CatalogQuery } from "./catalog-query";
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
  { filter, value }: AppliedFilter,
  query: CatalogQuery,
  facets: CatalogFacets,
  t: CatalogTranslate,
): string {
  switch (filter) {
    case "search":
      return query.search;
    case "price":
      return priceRangeLabel(query.priceMin, query.priceMax, t);
    case "inStock":
      return t("catalog.inStockOnly");
    case "type":
      return `${t("catalog.facet.type")}: ${labelOf(facets.type, query.type ?? "")}`;
    default: {
      // No value: the whole facet, every chosen value named ("Brand: Bacardi, Havana Club").
      const named = (value === null ? query[filter] : [value]).map((chosen) => {
        const label = labelOf(facets[filter], chosen);
        return filter === "size" ? sizeName(label, t) : label;
      });
      return `${t(`catalog.facet.${filter}`)}: ${named.join(", ")}`;
    }
  }
}

/** The facet's label for a chosen value (in the page's language), else the value as the URL has it. */
function labelOf(values: FacetValue[], value: string): string {
  const key = value.toLowerCase();
  return values.find((entry) => entry.selected && entry.value.toLowerCase() === key)?.label ?? value;
}
