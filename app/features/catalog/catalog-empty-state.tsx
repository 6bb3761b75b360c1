import { Link } from "react-router";
import { useCatalogT } from "./catalog-messages";
import type { CatalogFacets } from "./catalog-facets";
import { filterLabel } from "./catalog-filter-labels";
import type { EmptyCatalogHelp } from "./catalog-page";
import { type CatalogQuery, catalogHref, withoutFilter } from "./catalog-query";

/** No product matches: offer what would bring some back, then other searches, then the whole shelf. */
export function CatalogEmptyState({
  query,
  facets,
  help,
}: {
  query: CatalogQuery;
  facets: CatalogFacets;
  help: EmptyCatalogHelp;
}) {
  const t = useCatalogT();
  const link = "font-semibold text-brand underline";
  return (
    <div className="mt-10 max-w-xl" data-testid="catalog-empty">
      <p className="text-lg">{t("catalog.empty")}</p>
      {help.relaxations.length > 0 && (
        <>
          <h2 className="mt-6 font-semibold">{t("catalog.emptyFixes")}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {help.relaxations.map(({ filter, total }) => (
              <li key={filter}>
                <Link to={catalogHref(withoutFilter(query, filter), {})} className={link}>
                  {filter === "search"
                    ? t("catalog.emptyDropSearch", { search: query.search })
                    : t("catalog.emptyRemove", { label: filterLabel(filter, query, facets, t) })}
                </Link>{" "}
                ({t("catalog.count", { count: total })})
              </li>
            ))}
          </ul>
        </>
      )}
      {help.similarSearches.length > 0 && (
        <>
          <h2 className="mt-6 font-semibold">{t("catalog.similarSearches")}</h2>
          <ul className="mt-2 flex flex-wrap gap-3">
            {help.similarSearches.map((search) => (
              <li key={search}>
                <Link to={`/catalog?${new URLSearchParams({ search })}`} className={link}>
                  {search}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-6">
        <Link to="/catalog" className={link}>
          {t("catalog.browseAll")}
        </Link>
      </p>
    </div>
  );
}
