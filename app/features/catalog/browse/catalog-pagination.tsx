import { StoreLink } from "~/components/store-link";
import { useCatalogT } from "../catalog-messages";
import { catalogHref, type CatalogQuery } from "./catalog-query";
import { pageNumbers } from "./catalog-page-numbers";

const LINK = "flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold";

/**
 * The catalogue's pages: previous, the numbers (pageNumbers) and next, each keeping the shopper's
 * filters and sort; the current page is marked, not linked.
 */
export function CatalogPagination({
  query,
  page,
  pageCount,
}: {
  query: CatalogQuery;
  page: number;
  pageCount: number;
}) {
  const t = useCatalogT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("catalog.pages")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <StoreLink to={catalogHref(query, { page: page - 1 })} className={`${LINK} gap-1 text-brand`}>
              <span aria-hidden="true">‹</span>
              <StepName>{t("catalog.previous")}</StepName>
            </StoreLink>
          </li>
        )}
        {pageNumbers(page, pageCount).map((n, index) => (
          <li key={n === "gap" ? `gap-${index}` : n}>
            {n === "gap" ? (
              <span aria-hidden="true" className="px-1 text-stone-500">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" className={`${LINK} bg-brand text-white`}>
                <span className="sr-only">{t("catalog.pageNumber", { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <StoreLink
                to={catalogHref(query, { page: n })}
                aria-label={t("catalog.pageNumber", { page: n })}
                className={`${LINK} text-brand hover:bg-stone-100`}
              >
                {n}
              </StoreLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <StoreLink to={catalogHref(query, { page: page + 1 })} className={`${LINK} gap-1 text-brand`}>
              <StepName>{t("catalog.next")}</StepName>
              <span aria-hidden="true">›</span>
            </StoreLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** "Previous page" and "Next page" in words from a tablet up; on a phone, arrows that say them to a screen reader. */
function StepName({ children }: { children: string }) {
  return <span className="sr-only underline sm:not-sr-only">{children}</span>;
}
