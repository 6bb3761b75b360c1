import { useId } from "react";
import { StoreLink } from "~/components/store-link";
import { useCatalogT } from "../catalog-messages";
import { CatalogProductCard } from "./catalog-card";
import type { CatalogFacets } from "./catalog-facets";
import { filterLabel } from "./catalog-filter-labels";
import type { EmptyCatalogHelp } from "./catalog-page";
import { type CatalogQuery, catalogHref, shelfHref, withoutFilter } from "./catalog-query";

const LINK = "font-semibold text-brand underline";

/**
 * No product matches: offer the search respelt, what would bring some back, every type, and a few
 * of the store's bottles; never a dead end.
 */
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
  const typesHeading = useId();
  const favouritesHeading = useId();
  return (
    <div className="mt-4" data-testid="catalog-empty">
      <p className="text-lg">{t("catalog.empty")}</p>
      {help.correction && (
        <p className="mt-3 text-lg">
          <StoreLink to={help.correction.href} className={LINK}>
            {t("catalog.didYouMean", { search: help.correction.search })}
          </StoreLink>
        </p>
      )}
      <Relaxations query={query} facets={facets} relaxations={help.relaxations} />
      <nav aria-labelledby={typesHeading}>
        <h2 id={typesHeading} className="mt-6 font-semibold">
          {t("catalog.shopByType")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {help.types.map((type) => (
            <li key={type.slug}>
              <StoreLink to={shelfHref(type.slug)} className={LINK}>
                {type.name}
              </StoreLink>
            </li>
          ))}
        </ul>
      </nav>
      {help.favourites.length > 0 && (
        <section aria-labelledby={favouritesHeading}>
          <h2 id={favouritesHeading} className="mt-6 font-semibold">
            {t("catalog.storeFavourites")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
            {help.favourites.map((card) => (
              <li key={card.route}>
                <CatalogProductCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-6">
        <StoreLink to="/catalog" className={LINK}>
          {t("catalog.browseAll")}
        </StoreLink>
      </p>
    </div>
  );
}

/** Filters to drop, each with how many products that gives back. */
function Relaxations({
  query,
  facets,
  relaxations,
}: {
  query: CatalogQuery;
  facets: CatalogFacets;
  relaxations: EmptyCatalogHelp["relaxations"];
}) {
  const t = useCatalogT();
  if (relaxations.length === 0) return null;
  return (
    <>
      <h2 className="mt-6 font-semibold">{t("catalog.emptyFixes")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {relaxations.map(({ total, ...applied }) => (
          <li key={`${applied.filter}=${applied.value ?? ""}`}>
            <StoreLink to={catalogHref(withoutFilter(query, applied), {})} className={LINK}>
              {applied.filter === "search"
                ? t("catalog.emptyDropSearch", { search: query.search })
                : t("catalog.emptyRemove", { label: filterLabel(applied, query, facets, t) })}
            </StoreLink>{" "}
            ({t("catalog.count", { count: total })})
          </li>
        ))}
      </ul>
    </>
  );
}
