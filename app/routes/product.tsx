import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageTitle } from "~/components/page-title";
import { ProductImage } from "~/features/images/product-image";
import { formatCents } from "~/utils/money";
import { metaPageT } from "~/i18n/messages";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { productMessages, useProductT, type ProductTranslate } from "~/features/product/product-messages";
import { AddToCart } from "~/features/cart/add-to-cart";
import { productBreadcrumbs } from "~/features/catalog/breadcrumbs";
import { wineTermIn } from "~/features/catalog/catalog-names";
import { featuredSize } from "~/features/catalog/featured";
import { hasPlaceholderPrice } from "~/features/catalog/placeholder-price";
import { canonicalProductUrl, jsonLdScriptText, productJsonLd } from "~/features/catalog/product-seo";
import { relatedProducts } from "~/features/catalog/related-products";
import { sizeName } from "~/features/catalog/size-name";
import { store } from "~/features/store/store";
import { productImageUrl } from "~/features/images/product-image-url";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { Breadcrumbs } from "~/features/product/breadcrumbs";
import { giftBoxSize } from "~/features/product/gift-box";
import { GiftBoxOffer } from "~/features/product/gift-box-offer";
import { ProductFacts } from "~/features/product/product-facts";
import { RelatedProducts } from "~/features/product/related-products";
import { publicOrigin } from "~/utils/public-origin.server";
import type { Route } from "./+types/product";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const snapshot = context.services.catalog.current;
  const product = snapshot.productByRoute.get(params.item);
  if (product) {
    // The selected size lives in the URL (?size=750ml); an unknown label falls back to the usual one.
    const wanted = new URL(request.url).searchParams.get("size");
    const selected = product.sizes.find((size) => size.label === wanted) ?? featuredSize(product);
    const language = languageOf(request);
    const breadcrumbs = productBreadcrumbs(product, snapshot.types, language);
    const origin = publicOrigin(context, request);
    const t = pageMessagesFor(productMessages, language);
    return {
      product,
      selectedId: selected.id,
      breadcrumbs,
      wine: {
        varietal: product.varietal && wineTermIn(product.varietal, language),
        wineType: product.wineType && wineTermIn(product.wineType, language),
      },
      related: relatedProducts(product, snapshot.products),
      seo: {
        ...pageSeo(language, {
          title: pageTitle(product.name),
          description:
            product.description ||
            t("product.metaFallback", { name: product.name, brand: product.brand, store: store.name }),
          canonicalUrl: canonicalProductUrl(origin, product.route),
          ogType: "product",
          // The canonical page shows the usual size first: its picture is the one to preview.
          imageUrl: `${origin}${productImageUrl(featuredSize(product).imagePath, 1024)}`,
        }),
        jsonLd: jsonLdScriptText(productJsonLd(product, breadcrumbs, origin)),
      },
    };
  }
  const movedTo = snapshot.redirects.get(params.item);
  if (movedTo) throw redirect(`/product/${encodeURIComponent(movedTo)}`, 301);
  throw data(null, { status: 404 });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return [
      { title: pageTitle(metaPageT(productMessages, matches)("notFound.productTitle")) },
      { name: "robots", content: "noindex" },
    ];
  return seoMeta(loaderData.seo);
}

export default function ProductPage({
  loaderData: { product, selectedId, breadcrumbs, wine, related, seo },
}: Route.ComponentProps) {
  const t = useProductT();
  const selected = product.sizes.find((size) => size.id === selectedId)!;
  const giftSize = giftBoxSize(product.sizes);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs crumbs={breadcrumbs} />
      <article className="mt-6 grid gap-8 md:grid-cols-2">
        <ProductImage
          imagePath={selected.imagePath}
          alt={`${product.name} ${sizeName(selected.label, t)}`}
          priority
          className="aspect-square w-full rounded-xl bg-white object-contain"
        />
        <div className="min-w-0">
          <p className="text-sm tracking-wide text-stone-600 uppercase">{product.brand}</p>
          <h1 className="font-display text-3xl break-words">{product.name}</h1>
          {!hasPlaceholderPrice(selected) && (
            <p className="mt-3 text-2xl font-semibold" data-testid="product-price">
              {formatCents(selected.priceCents)}
            </p>
          )}
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
                  <span className="font-semibold">{sizeName(size.label, t)}</span>
                  {!hasPlaceholderPrice(size) && <> · {formatCents(size.priceCents)}</>}
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
            sizeLabel={sizeName(selected.label, t)}
          />
          <ProductFacts varietal={wine.varietal} wineType={wine.wineType} />
          <p className="mt-6 max-w-prose">{product.description}</p>
        </div>
      </article>
      <RelatedProducts cards={related} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
      {product.modal && (
        <GiftBoxOffer
          key={product.route}
          route={product.route}
          name={product.name}
          giftSize={giftSize && { label: giftSize.label, name: sizeName(giftSize.label, t) }}
        />
      )}
    </div>
  );
}

/** "In stock", "Only 3 left" at 5 or fewer, "Out of stock"; untracked stock reads as in stock. */
function stockLine(inventory: number | null, t: ProductTranslate): string {
  if (inventory === null || inventory > 5) return t("product.inStock");
  if (inventory <= 0) return t("product.outOfStock");
  return t("product.onlyLeft", { count: inventory });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage titleKey="notFound.productTitle" />;
  throw error;
}
