import { Form, Link, useSubmit } from "react-router";
import { pageTitle } from "~/components/page-title";
import { CatalogProductCard } from "~/features/catalog/catalog-card";
import { CATALOG_SORTS, parseCatalogQuery } from "~/features/catalog/catalog-query";
import { catalogResults } from "~/features/catalog/catalog-results";
import { messagesFor, useT } from "~/i18n/messages";
import type { Route } from "./+types/catalog";

/** Enough search hits to page through; the search ranks, the page filters. */
const SEARCH_DEPTH = 500;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseCatalogQuery(url.searchParams);
  const snapshot = context.services.catalog.current;
  const routes = query.search ? snapshot.search.search(query.search, SEARCH_DEPTH) : null;
  const typeName = snapshot.types.find((type) => type.slug === query.type)?.name ?? null;
  return { query, typeName, results: catalogResults(snapshot.products, routes, query) };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const t = messagesFor("en");
  return [{ title: pageTitle(loaderData?.typeName ?? t("catalog.title")) }];
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const { query, typeName, results } = loaderData;
  const heading = query.search
    ? t("catalog.searchTitle", { search: query.search })
    : (typeName ?? t("catalog.title"));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-display text-3xl">{heading}</h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" data-testid="catalog-count">
          {t("catalog.count", { count: results.total })}
        </p>
        <Form
          method="get"
          className="flex items-center gap-2"
          onChange={(event) => submit(event.currentTarget)}
        >
          {Object.entries(keptParams(query, ["sort", "page"])).map(([name, value]) => (
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
      </div>
      {results.total === 0 ? (
        <div className="mt-10 text-center">
          <p>{t("catalog.empty")}</p>
          <Link to="/catalog" className="mt-3 inline-block font-semibold text-brand underline">
            {t("catalog.browseAll")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {results.cards.map((card) => (
            <li key={card.route}>
              <CatalogProductCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {results.pageCount > 1 && (
        <nav aria-label={t("catalog.pages")} className="mt-8 flex items-center justify-center gap-4">
          {results.page > 1 && (
            <Link to={pageHref(query, results.page - 1)} className="font-semibold text-brand underline">
              {t("catalog.previous")}
            </Link>
          )}
          <span>{t("catalog.pageOf", { page: results.page, pages: results.pageCount })}</span>
          {results.page < results.pageCount && (
            <Link to={pageHref(query, results.page + 1)} className="font-semibold text-brand underline">
              {t("catalog.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

type Query = Route.ComponentProps["loaderData"]["query"];

/** The query's parameters as the URL carries them, without the ones named. */
function keptParams(query: Query, without: string[]): Record<string, string> {
  const params: Record<string, string> = {};
  const add = (name: string, value: string | null) => {
    if (value !== null && value !== "" && !without.includes(name)) params[name] = value;
  };
  add("search", query.search);
  add("type", query.type);
  add("subtype", query.subtype);
  add("brand", query.brand);
  add("size", query.size);
  add("wineType", query.wineType);
  add("varietal", query.varietal);
  add("priceMin", query.priceMin === null ? null : (query.priceMin / 100).toFixed(2));
  add("priceMax", query.priceMax === null ? null : (query.priceMax / 100).toFixed(2));
  add("inStock", query.inStock ? "1" : null);
  add("sort", query.sort);
  return params;
}

function pageHref(query: Query, page: number): string {
  const params = new URLSearchParams(keptParams(query, ["page"]));
  if (page > 1) params.set("page", String(page));
  return `/catalog?${params}`;
}
