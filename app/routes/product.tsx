import { data, isRouteErrorResponse, redirect } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageTitle } from "~/components/page-title";
import { ProductImage } from "~/features/images/product-image";
import { formatCents } from "~/utils/money";
import { messagesFor, useT } from "~/i18n/messages";
import type { Route } from "./+types/product";

export function loader({ params, context }: Route.LoaderArgs) {
  const snapshot = context.services.catalog.current;
  const product = snapshot.productByRoute.get(params.item);
  if (product) return { product };
  const movedTo = snapshot.redirects.get(params.item);
  if (movedTo) throw redirect(`/product/${encodeURIComponent(movedTo)}`, 301);
  throw data(null, { status: 404 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.product.name ?? messagesFor("en")("notFound.productTitle")) }];
}

/** Issue #5 builds the full product page; until then: name, brand, description and every size. */
export default function ProductPage({ loaderData: { product } }: Route.ComponentProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm uppercase tracking-wide text-stone-600">{product.brand}</p>
      <h1 className="font-display text-3xl">{product.name}</h1>
      <p className="mt-4 max-w-prose">{product.description}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("product.sizes")}</h2>
      <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {product.sizes.map((size) => (
          <li key={size.id} className="rounded-lg border border-stone-300 bg-white p-3">
            <ProductImage
              imagePath={size.imagePath}
              alt={`${product.name} ${size.label}`}
              className="aspect-square w-full object-contain"
            />
            <p className="mt-2 font-semibold">{size.label}</p>
            <p>{formatCents(size.priceCents)}</p>
            {size.inventory === 0 && <p className="text-sm text-red-800">{t("product.outOfStock")}</p>}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage titleKey="notFound.productTitle" />;
  throw error;
}
