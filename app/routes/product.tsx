import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageTitle } from "~/components/page-title";
import { ProductImage } from "~/features/images/product-image";
import { formatCents } from "~/utils/money";
import { messagesFor, useT, type Translate } from "~/i18n/messages";
import { AddToCart } from "~/features/cart/add-to-cart";
import { featuredSize } from "~/features/catalog/featured";
import type { Route } from "./+types/product";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const snapshot = context.services.catalog.current;
  const product = snapshot.productByRoute.get(params.item);
  if (product) {
    // The selected size lives in the URL (?size=750ml); an unknown label falls back to the usual one.
    const wanted = new URL(request.url).searchParams.get("size");
    const selected = product.sizes.find((size) => size.label === wanted) ?? featuredSize(product);
    return { product, selectedId: selected.id };
  }
  const movedTo = snapshot.redirects.get(params.item);
  if (movedTo) throw redirect(`/product/${encodeURIComponent(movedTo)}`, 301);
  throw data(null, { status: 404 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.product.name ?? messagesFor("en")("notFound.productTitle")) }];
}

/** Issue #5 completes this page (breadcrumbs, gift-box offer, related products, JSON-LD). */
export default function ProductPage({ loaderData: { product, selectedId } }: Route.ComponentProps) {
  const t = useT();
  const selected = product.sizes.find((size) => size.id === selectedId)!;
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
      <ProductImage
        imagePath={selected.imagePath}
        alt={`${product.name} ${selected.label}`}
        priority
        className="aspect-square w-full rounded-xl bg-white object-contain"
      />
      <div>
        <p className="text-sm tracking-wide text-stone-600 uppercase">{product.brand}</p>
        <h1 className="font-display text-3xl">{product.name}</h1>
        <p className="mt-3 text-2xl font-semibold" data-testid="product-price">
          {formatCents(selected.priceCents)}
        </p>
        <p className="mt-1 text-sm" data-testid="product-stock">
          {stockLine(selected.inventory, t)}
        </p>
        <h2 className="mt-6 text-sm font-semibold">{t("product.sizeLabel")}</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {product.sizes.map((size) => (
            <li key={size.id}>
              <Link
                to={`?size=${encodeURIComponent(size.label)}`}
                replace
                preventScrollReset
                aria-current={size.id === selected.id ? "true" : undefined}
                className="block rounded-md border border-stone-400 px-3 py-2 text-sm aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
              >
                <span className="font-semibold">{size.label}</span> · {formatCents(size.priceCents)}
                {size.inventory === 0 && <span className="block text-xs">{t("product.outOfStock")}</span>}
              </Link>
            </li>
          ))}
        </ul>
        <AddToCart
          key={selected.id}
          sizeId={selected.id}
          inventory={selected.inventory}
          name={product.name}
          sizeLabel={selected.label}
        />
        <p className="mt-6 max-w-prose">{product.description}</p>
      </div>
    </article>
  );
}

/** "In stock", "Only 3 left" at 5 or fewer, "Out of stock"; untracked stock reads as in stock. */
function stockLine(inventory: number | null, t: Translate): string {
  if (inventory === null || inventory > 5) return t("product.inStock");
  if (inventory <= 0) return t("product.outOfStock");
  return t("product.onlyLeft", { count: inventory });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage titleKey="notFound.productTitle" />;
  throw error;
}
