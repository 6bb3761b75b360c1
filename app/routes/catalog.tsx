import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { pageTitle } from "~/components/page-title";
import { AppliedFilterChips } from "~/features/catalog/applied-filter-chips";
import { CatalogProductCard } from "~/features/catalog/catalog-card";
import { CatalogEmptyState } from "~/features/catalog/catalog-empty-state";
import { CatalogFacetPanel } from "~/features/catalog/catalog-facet-panel";
import { CatalogFilterDrawer } from "~/features/catalog/catalog-filter-drawer";
import { typeNameIn } from "~/features/catalog/catalog-names";
import { catalogPageContent } from "~/features/catalog/catalog-page";
import {
  appliedFilters,
  CATALOG_SORTS,
  type CatalogQuery,
  catalogHref,
  catalogSearchParams,
  parseCatalogQuery,
  shelfHref,
} from "~/features/catalog/catalog-query";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { store } from "~/features/store/store";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { catalogMessages, useCatalogT } from "~/features/catalog/catalog-messages";
import { publicOrigin } from "~/utils/public-origin.server";
import type { Route } from "./+types/catalog";

export function loader({ request, context }: Route.LoaderArgs) {
  const query = parseCatalogQuery(new URL(request.url).searchParams);
  const snapshot = context.services.catalog.current;
  const language = languageOf(request);
  const type = snapshot.types.find((candidate) => candidate.slug === query.type);
  const typeName = type ? typeNameIn(type, language) : null;
  const content = catalogPageContent(snapshot, query, language);
  const t = pageMessagesFor(catalogMessages, language);
  return {
    typeName,
    ...content,
    seo: pageSeo(language, {
      title: pageTitle(
        query.search ? t("catalog.searchTitle", { search: query.search }) : (typeName ?? t("catalog.title")),
      ),
      description: t("catalog.metaDescription", {
        count: content.results.total,
        shelf: typeName ?? t("catalog.metaAllProducts"),
        store: store.name,
        city: store.address.city,
      }),
      // Searches, sorts, prices and stock only reorder or narrow a shelf: search engines get the shelf itself.
      canonicalUrl: `${publicOrigin(context, request)}${shelfHref(query.type, query.subtype, content.results.page)}`,
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const t = useCatalogT();
  const { query, typeName, results, facets, emptyHelp } = loaderData;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const heading = query.search
    ? t("catalog.searchTitle", { search: query.search })
    : (typeName ?? t("catalog.title"));
  const filterCount = appliedFilters(query).length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl break-words">{heading}</h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" data-testid="catalog-count">
          {t("catalog.count", { count: results.total })}
        </p>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => setFiltersOpen(true)}
            aria-haspopup="dialog"
            className="rounded-md border border-stone-500 px-3 py-1.5 text-sm font-semibold lg:hidden"
          >
            {filterCount > 0 ? t("catalog.filtersWithCount", { count: filterCount }) : t("catalog.filters")}
          </button>
          <SortForm query={query} />
        </div>
      </div>
      <AppliedFilterChips query={query} facets={facets} />
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t("catalog.filters")} className="hidden lg:block">
          <CatalogFacetPanel query={query} facets={facets} />
        </aside>
        <div>
          {emptyHelp ? (
            <CatalogEmptyState query={query} facets={facets} help={emptyHelp} />
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
              {results.cards.map((card, index) => (
                <li key={card.route}>
                  {/* The first row is what a phone shows first: its images load at once. */}
                  <CatalogProductCard card={card} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination query={query} page={results.page} pageCount={results.pageCount} />
        </div>
      </div>
      <CatalogFilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} total={results.total}>
        <CatalogFacetPanel query={query} facets={facets} />
      </CatalogFilterDrawer>
    </div>
  );
}

/** Changing the sort submits at once; before JavaScript a button does. */
function SortForm({ query }: { query: CatalogQuery }) {
  const t = useCatalogT();
  const submit = useSubmit();
  const kept = catalogSearchParams({ ...query, page: 1 });
  kept.delete("sort");
  return (
    <Form method="get" className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="catalog-sort" className="text-sm">
        {t("catalog.sortLabel")}
      </label>
      <select
        id="catalog-sort"
        name="sort"
        defaultValue={query.sort}
        className="rounded border border-stone-400 px-2 py-1"
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

function Pagination({ query, page, pageCount }: { query: CatalogQuery; page: number; pageCount: number }) {
  const t = useCatalogT();
  if (pageCount <= 1) return null;
  const link = "font-semibold text-brand underline";
  return (
    <nav aria-label={t("catalog.pages")} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={catalogHref(query, { page: page - 1 })} className={link}>
          {t("catalog.previous")}
        </Link>
      )}
      <span>{t("catalog.pageOf", { page, pages: pageCount })}</span>
      {page < pageCount && (
        <Link to={catalogHref(query, { page: page + 1 })} className={link}>
          {t("catalog.next")}
        </Link>
      )}
    </nav>
  );
}
