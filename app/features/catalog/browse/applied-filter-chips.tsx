import { StoreLink } from "~/components/store-link";
import { useCatalogT } from "../catalog-messages";
import type { CatalogFacets } from "./catalog-facets";
import { filterLabel } from "./catalog-filter-labels";
import {
  appliedFilters,
  type CatalogQuery,
  catalogHref,
  withoutFilter,
  withoutFilters,
} from "./catalog-query";

/**
 * One chip per applied filter, each removing only itself (one per ticked brand), and "Clear all"
 * (the search text stays).
 */
export function AppliedFilterChips({ query, facets }: { query: CatalogQuery; facets: CatalogFacets }) {
  const t = useCatalogT();
  const filters = appliedFilters(query);
  if (filters.length === 0) return null;
  return (
    <nav aria-label={t("catalog.appliedFilters")} className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {filters.map((applied) => {
          const label = filterLabel(applied, query, facets, t);
          return (
            <li key={`${applied.filter}=${applied.value ?? ""}`}>
              <StoreLink
                to={catalogHref(withoutFilter(query, applied), {})}
                preventScrollReset
                aria-label={t("catalog.chip.remove", { label })}
                data-filter-chip={applied.filter}
                className="flex items-center gap-1.5 rounded-full border border-brand bg-brand/5 px-3 py-1 text-sm hover:bg-brand/15"
              >
                {label}
                <span aria-hidden="true" className="text-base leading-none">
                  ×
                </span>
              </StoreLink>
            </li>
          );
        })}
        {filters.length > 1 && (
          <li>
            <StoreLink
              to={catalogHref(withoutFilters(query), {})}
              preventScrollReset
              className="px-2 text-sm font-semibold text-brand underline"
            >
              {t("catalog.clearAll")}
            </StoreLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
