import { StoreLink } from "~/components/store-link";
import type { Breadcrumb } from "~/features/catalog";
import { useProductT } from "./product-messages";

/** Type › subtype › brand › product: each step but the last opens the catalogue filtered to it. */
export function Breadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  const t = useProductT();
  const last = crumbs.length - 1;
  return (
    <nav aria-label={t("product.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === last ? (
              <span aria-current="page" className="font-semibold break-words text-stone-900">
                {crumb.name}
              </span>
            ) : (
              <StoreLink
                to={crumb.path}
                className="break-words underline-offset-2 hover:text-brand hover:underline"
              >
                {crumb.name}
              </StoreLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
