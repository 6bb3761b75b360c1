import { useState } from "react";
import { data, Form, useSubmit } from "react-router";
import { usePathIn } from "~/i18n/messages";
import { pageTitle } from "~/features/seo";
import { AppliedFilterChips } from "~/features/catalog/browse/applied-filter-chips";
import { CatalogProductCard } from "~/features/catalog/browse/catalog-card";
import { CatalogEmptyState } from "~/features/catalog/browse/catalog-empty-state";
import { CatalogFacetPanel } from "~/features/catalog/browse/catalog-facet-panel";
import { CatalogFilterDrawer } from "~/features/catalog/browse/catalog-filter-drawer";
import { CatalogPagination } from "~/features/catalog/browse/catalog-pagination";
import { typeNameIn } from "~/features/catalog/catalog-names";
import { edgeKeyHeaders, LISTING_KEY, pageKeys, passEdgeKeys, typeKey } from "~/features/catalog";
import { catalogPageContent } from "~/features/catalog/browse/catalog-page";
import {
  appliedFilters,
  CATALOG_SORTS,
  type CatalogQuery,
  catalogSearchParams,
  parseCatalogQuery,
  shelfHref,
} from "~/features/catalog/browse/catalog-query";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { store } from "~/features/store/store";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { catalogMessages, useCatalogT } from "~/features/catalog/catalog-messages";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/catalog";

export function loader({ request, url, context }: Route.LoaderArgs) {
  const query = parseCatalogQuery(url.searchParams);
  const snapshot = context.get(storeRequest).services.catalog.current;
  const language = languageOf(request);
  const type = snapshot.types.find((candidate) => candidate.slug === query.type);
  const typeName = type ? typeNameIn(type, language) : null;
  const content = catalogPageContent(snapshot, query, language);
  const t = pageMessagesFor(catalogMessages, language);
  // A listing depends on every product its filter matches (order, facets, counts): its type, or all.
  const keys = pageKeys(
    content.results.cards.map((card) => card.route),
    snapshot.productByRoute,
    [query.type ? typeKey(query.type) : LISTING_KEY],
  );
  const page = {
    typeName,
    ...content,
    seo: pageSeo(language, publicOrigin(context), {
      title: pageTitle(
        query.search ? t("catalog.searchTitle", { search: query.search }) : (typeName ?? t("catalog.title")),
      ),
      description: t("catalog.metaDescription", {
        count: content.results.total,
        shelf: typeName ?? t("catalog.metaAllProducts"),
        store: store.name,
        city: store.address.city,
      }),
      // Searches, sorts, prices, stock and facets only reorder or narrow a shelf: search engines get
      // the shelf itself (several styles: their type's).
      canonicalPath: shelfHref(
        query.type,
        query.subtype.length === 1 ? query.subtype[0] : null,
        content.results.page,
      ),
    }),
  };
  return data(page, { headers: edgeKeyHeaders(keys) });
}

export const headers = passEdgeKeys;

const RESULTS_ID = "catalog-results";

// No frame before the results begin: the sort row above them is right-aligned, and a frame painted
// with its select half-parsed slid it sideways as the options arrived (decision 0040).
export const links: Route.LinksFunction = () => [
  { rel: "expect", href: `#${RESULTS_ID}`, blocking: "render" },
];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const t = useCatalogT();
  const { query, typeName, shelfDescription, results, facets, emptyHelp } = loaderData;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const heading = query.search
    ? t("catalog.searchTitle", { search: query.search })
    : (typeName ?? t("catalog.title"));
  const filterCount = appliedFilters(query).length;
  // No product, no facets: every count would read 0. The empty state offers the next step instead.
  const filterable = emptyHelp === null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl break-words">{heading}</h1>
      {shelfDescription && (
        <p
          className="mt-2 max-w-prose text-stone-700"
          lang={shelfDescription.lang}
          data-testid="shelf-description"
        >
          {shelfDescription.text}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" data-testid="catalog-count">
          {t("catalog.count", { count: results.total })}
        </p>
        {/* Wraps on a narrow phone: Spanish labels are longer than the screen is wide. */}
        <div className="flex flex-wrap items-center gap-3">
          {filterable && (
            <button
              type="button"
              onClick={() => setFiltersOpen(true)}
              aria-haspopup="dialog"
              className="rounded-md border border-stone-500 px-3 py-1.5 text-sm font-semibold lg:hidden"
            >
              {filterCount > 0 ? t("catalog.filtersWithCount", { count: filterCount }) : t("catalog.filters")}
            </button>
          )}
          <SortForm query={query} />
        </div>
      </div>
      <AppliedFilterChips query={query} facets={facets} />
      {emptyHelp ? (
        <CatalogEmptyState query={query} facets={facets} help={emptyHelp} />
      ) : (
        <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-label={t("catalog.filters")} className="hidden lg:block">
            <CatalogFacetPanel query={query} facets={facets} />
          </aside>
          <div>
            <ul id={RESULTS_ID} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
              {results.cards.map((card, index) => (
                <li key={card.route}>
                  {/* The first row is what a phone shows first: its images load at once. */}
                  <CatalogProductCard card={card} priority={index < 2} />
                </li>
              ))}
            </ul>
            <CatalogPagination query={query} page={results.page} pageCount={results.pageCount} />
          </div>
        </div>
      )}
      {filterable && (
        <CatalogFilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} total={results.total}>
          <CatalogFacetPanel query={query} facets={facets} />
        </CatalogFilterDrawer>
      )}
    </div>
  );
}

/** Changing the sort submits at once; before JavaScript a button does. */
function SortForm({ query }: { query: CatalogQuery }) {
  const t = useCatalogT();
  const submit = useSubmit();
  const pathIn = usePathIn();
  const kept = catalogSearchParams({ ...query, page: 1 });
  kept.delete("sort");
  return (
    <Form
      method="get"
      action={pathIn("/catalog")}
      className="flex flex-wrap items-center gap-2"
      onChange={(event) => submit(event.currentTarget)}
    >
      {[...kept].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="catalog-sort" className="text-sm">
        {t("catalog.sortLabel")}
      </label>
      <select
        id="catalog-sort"
        name="sort"
        defaultValue={query.sort}
        className="max-w-full rounded border border-stone-400 px-2 py-1"
      >
        {CATALOG_SORTS.filter((sort) => sort !== "relevance" || query.search).map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border px-2 py-1">
          {t("catalog.sortApply")}
        </button>
      </noscript>
    </Form>
  );
}
