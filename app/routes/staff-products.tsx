import { Form, Link } from "react-router";
import { countWithoutSpanish, retiredProducts } from "~/features/catalog/index.server";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { roleMay } from "~/features/staff/staff-permissions";
import {
  LOW_STOCK,
  lowStockProducts,
  searchStaffProducts,
} from "~/features/staff/products/staff-product-list";
import { SaleNote } from "~/features/staff/products/sale-note";
import { StockCount } from "~/features/staff/products/stock-count";
import { staffProductsMessages, useStaffProductsT } from "~/features/staff/products/staff-products-messages";
import { metaPageT } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-products";

const MAX_SEARCH_LENGTH = 100;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "stock");
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const { services } = context.get(storeRequest);
  const snapshot = services.catalog.current;
  const addsProducts = roleMay(staff.role, "products");
  return {
    search,
    addsProducts,
    // Issue #31: the Spanish descriptions still to write, for the owner, who may write them.
    spanishLeft: addsProducts ? await countWithoutSpanish(services.database.db) : null,
    retired: await retiredProducts(services.database.db),
    products: search
      ? searchStaffProducts(snapshot.search, snapshot.productByRoute, search)
      : lowStockProducts(snapshot.products),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffProductsMessages, matches)("staffProducts.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffProductsPage({ loaderData }: Route.ComponentProps) {
  const { search, products, retired, addsProducts, spanishLeft } = loaderData;
  const t = useStaffProductsT();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h1 className="font-display text-3xl">{t("staffProducts.title")}</h1>
          <ProductsActions spanishLeft={spanishLeft} addsProducts={addsProducts} />
        </div>
        <Form
          method="get"
          action="/staff/products"
          role="search"
          className="mt-6 flex flex-wrap items-end gap-2"
        >
          <label className="grid gap-1 font-semibold">
            {t("staffProducts.find")}
            <input
              type="search"
              name="search"
              defaultValue={search}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={t("staffProducts.findPlaceholder")}
              className="w-80 rounded border border-stone-400 px-3 py-2 font-normal"
            />
          </label>
          <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
            {t("staffProducts.search")}
          </button>
        </Form>
        <h2 className="font-display mt-8 text-xl">
          {search
            ? t("staffProducts.matching", { search })
            : t("staffProducts.runningLow", { count: LOW_STOCK })}
        </h2>
        {products.length === 0 ? (
          <p className="mt-4">{search ? t("staffProducts.noMatch") : t("staffProducts.nothingLow")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200">
            {products.map((product) => (
              <li key={product.route} className="py-3">
                <Link to={`/staff/products/${product.route}`} className="font-semibold underline">
                  {product.name}
                </Link>{" "}
                <span className="text-sm text-stone-600">{product.brand}</span>
                <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  {product.sizes.map((size) => (
                    <li key={size.id}>
                      {size.label} ·{" "}
                      <span className="tabular-nums">
                        {size.priceCents === null ? t("staffProducts.noPrice") : formatCents(size.priceCents)}
                      </span>{" "}
                      {size.sale && (
                        <>
                          · <SaleNote sale={size.sale} />{" "}
                        </>
                      )}
                      · <StockCount inventory={size.inventory} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <RetiredProducts products={retired} />
      </section>
    </>
  );
}

/** The owner's ways to add to the catalogue: the Spanish descriptions still to write, a new product. */
function ProductsActions({
  spanishLeft,
  addsProducts,
}: {
  spanishLeft: number | null;
  addsProducts: boolean;
}) {
  const t = useStaffProductsT();
  return (
    <div className="flex flex-wrap gap-2">
      {spanishLeft !== null && (
        <Link
          to="/staff/spanish-descriptions"
          className="rounded-md border border-brand px-4 py-2 font-semibold text-brand"
        >
          {t("staffProducts.spanish", { count: spanishLeft })}
        </Link>
      )}
      {addsProducts && (
        <Link to="/staff/products/new" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
          {t("staffProducts.add")}
        </Link>
      )}
    </div>
  );
}

/** Products taken off the store: each links to its page, where staff may restore it. */
function RetiredProducts({ products }: { products: Array<{ route: string; name: string; brand: string }> }) {
  const t = useStaffProductsT();
  if (products.length === 0) return null;
  return (
    <details className="mt-8">
      <summary className="cursor-pointer font-display text-xl">
        {t("staffProducts.retired", { count: products.length })}
      </summary>
      <ul className="mt-2 grid gap-1">
        {products.map((product) => (
          <li key={product.route}>
            <Link to={`/staff/products/${encodeURIComponent(product.route)}`} className="underline">
              {product.name}
            </Link>{" "}
            <span className="text-sm text-stone-600">{product.brand}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
