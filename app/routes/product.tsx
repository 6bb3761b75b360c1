import { data, isRouteErrorResponse, redirect } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageTitle, StructuredData } from "~/features/seo";
import { ProductImage } from "~/features/images/product-image";
import { formatCents } from "~/utils/money";
import { HTML_LANG, type Language } from "~/i18n/language";
import { useRootData } from "~/root-data";
import { metaPageT, useLanguage } from "~/i18n/messages";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { productMessages, useProductT, type ProductTranslate } from "~/features/product/product-messages";
import { AddToCart } from "~/features/cart/add-to-cart";
import { productBreadcrumbs, type Breadcrumb } from "~/features/catalog/browse/breadcrumbs";
import { varietalIn, wineTypeIn } from "~/features/catalog/catalog-names";
import { descriptionIn } from "~/features/catalog/description";
import { openingSize } from "~/features/catalog/browse/featured";
import { hasPlaceholderPrice } from "~/features/catalog/placeholder-price";
import { productJsonLd, productPath } from "~/features/catalog/browse/product-seo";
import { neighboursOf, relatedProducts } from "~/features/catalog/browse/related-products";
import { sizeName } from "~/features/catalog/size-name";
import { edgeKeyHeaders, pageKeys, passEdgeKeys, saleLastDay, WasPrice } from "~/features/catalog";
import { withActionRetryAfter } from "~/utils/retry-after";
import { store } from "~/features/store/store";
import { productImageUrl } from "~/features/images/product-image-url";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { Breadcrumbs } from "~/features/product/breadcrumbs";
import { giftBoxSize } from "~/features/product/gift-box";
import { GiftBoxOffer } from "~/features/product/gift-box-offer";
import { productSummary } from "~/features/product/product-summary";
import { ProductFacts } from "~/features/product/product-facts";
import { SizeChoices } from "~/features/product/size-choices";
import { RelatedProducts } from "~/features/product/related-products";
import { stockOf, useLiveStock, type StockNow } from "~/features/product/use-live-stock";
import { isSoldOut } from "~/features/inventory";
import { RestockAlertForm } from "~/features/restock-alerts";
import { answerRestockSignUp } from "~/features/restock-alerts/index.server";
import { RETENTION } from "~/features/policies/policy-facts";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/product";

export function loader({ params, request, url, context }: Route.LoaderArgs) {
  const snapshot = context.get(storeRequest).services.catalog.current;
  const product = snapshot.productByRoute.get(params.item);
  if (product) {
    // The selected size lives in the URL (?size=750ml); without one (or with an unknown label) the
    // page opens on a size that can be bought.
    const wanted = url.searchParams.get("size");
    const opening = openingSize(product);
    const selected = product.sizes.find((size) => size.label === wanted) ?? opening;
    const language = languageOf(request);
    const breadcrumbs = productBreadcrumbs(product, snapshot.types, language);
    const origin = publicOrigin(context);
    const t = pageMessagesFor(productMessages, language);
    const description = descriptionIn(product, language);
    const related = relatedProducts(product, neighboursOf(product, snapshot));
    const keys = pageKeys([product.route, ...related.map((card) => card.route)], snapshot.productByRoute);
    const wine = {
      varietal: product.varietal && varietalIn(product.varietal, language),
      wineType: product.wineType && wineTypeIn(product.wineType, language),
    };
    const page = {
      product,
      description,
      selectedId: selected.id,
      breadcrumbs,
      // Where the structured data's links point (PUBLIC_URL, never the request's host).
      origin,
      wine,
      related,
      seo: {
        ...pageSeo(language, origin, {
          title: pageTitle(product.name),
          description: productSummary(product, description, summaryWords(wine, breadcrumbs, language, t)),
          canonicalPath: productPath(product.route),
          ogType: "product",
          // The canonical page opens on this size: its picture is the one to preview.
          imageUrl: `${origin}${productImageUrl(opening.imagePath, 1024, opening.imageVersion)}`,
        }),
      },
    };
    return data(page, { headers: edgeKeyHeaders(keys) });
  }
  const movedTo = snapshot.redirects.get(params.item);
  if (movedTo) throw redirect(`/product/${encodeURIComponent(movedTo)}`, 301);
  throw data(null, { status: 404 });
}

/** "Tell me when it's back" on a sold-out size: the page's one form (docs/api.md). */
export function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientAddress } = context.get(storeRequest);
  return answerRestockSignUp(request, {
    db: services.database.db,
    productRoute: params.item,
    address: clientAddress,
    language: languageOf(request),
  });
}

export function headers(args: Route.HeadersArgs) {
  return withActionRetryAfter(passEdgeKeys(args), args.actionHeaders);
}

/** The words of a product's summary: its wine type, else its type (the trail's first step), in `language`. */
function summaryWords(
  wine: { wineType: string | null },
  breadcrumbs: Breadcrumb[],
  language: Language,
  t: ProductTranslate,
) {
  return { kind: wine.wineType ?? breadcrumbs[0]?.name ?? "", storeName: store.name, language, t };
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
  loaderData: { product, description, selectedId, breadcrumbs, origin, wine, related },
  actionData,
}: Route.ComponentProps) {
  const t = useProductT();
  const selected = product.sizes.find((size) => size.id === selectedId) ?? openingSize(product);
  const [live, askStockAgain] = useLiveStock(product.route);
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs crumbs={breadcrumbs} />
      <article className="mt-6 grid gap-8 md:grid-cols-2">
        <ProductImage
          imagePath={selected.imagePath}
          version={selected.imageVersion}
          alt={`${product.name} ${sizeName(selected.label, t)}`}
          priority
          className="aspect-square w-full rounded-xl bg-white object-contain"
        />
        <ProductDetails
          product={product}
          description={description}
          wine={wine}
          selected={selected}
          live={live}
          answer={actionData}
          onBackInStock={askStockAgain}
        />
      </article>
      <RelatedProducts cards={related} />
      <StructuredData
        key={product.route}
        value={
          import.meta.env.SSR
            ? productJsonLd(product, breadcrumbs, origin, {
                language,
                description: productSummary(
                  product,
                  description,
                  summaryWords(wine, breadcrumbs, language, t),
                ),
              })
            : null
        }
      />
    </div>
  );
}

type ProductPageData = Route.ComponentProps["loaderData"];

/**
 * Beside the picture: the product's name, the selected size's price and stock as they are now, the
 * sizes, a flagship's gift-box offer, the way to buy it (or to hear when it is back), then what the
 * product is.
 */
function ProductDetails({
  product,
  description,
  wine,
  selected,
  live,
  answer,
  onBackInStock,
}: {
  product: ProductPageData["product"];
  description: ProductPageData["description"];
  wine: ProductPageData["wine"];
  selected: ProductPageData["product"]["sizes"][number];
  live: StockNow | null;
  answer: Route.ComponentProps["actionData"];
  onBackInStock: () => void;
}) {
  const t = useProductT();
  const stock = stockOf(selected, live);
  const price = hasPlaceholderPrice(selected) ? null : formatCents(selected.priceCents);
  const giftSize = giftBoxSize(product.sizes);
  return (
    <div className="min-w-0">
      <p className="text-sm tracking-wide text-stone-600 uppercase">{product.brand}</p>
      <h1 className="font-display text-3xl break-words">{product.name}</h1>
      {price && (
        <p className="mt-3 text-2xl font-semibold" data-testid="product-price">
          <span className={selected.wasCents === undefined ? undefined : "text-red-800"}>{price}</span>
          {selected.wasCents !== undefined && (
            <WasPrice wasCents={selected.wasCents} label={t("product.was")} />
          )}
        </p>
      )}
      {price && selected.saleEndsAt && <SaleEnds endsAt={selected.saleEndsAt} />}
      <p className="mt-1 text-sm" data-testid="product-stock" aria-live="polite">
        {stockLine(stock, t)}
      </p>
      <SizeChoices sizes={product.sizes} selectedId={selected.id} live={live} />
      {product.modal && (
        <GiftBoxOffer
          name={product.name}
          giftSize={giftSize && { label: giftSize.label, name: sizeName(giftSize.label, t) }}
          giftSizeChosen={giftSize?.id === selected.id}
        />
      )}
      {/* A sold-out size's "Tell me when it's back" stands where Add to cart would. */}
      {isSoldOut(stock) ? (
        <RestockAlertForm
          key={selected.id}
          sizeId={selected.id}
          sizeName={sizeName(selected.label, t)}
          keptMonths={RETENTION.restockAlertMonths}
          answer={answer}
          onBackInStock={onBackInStock}
        />
      ) : (
        <AddToCart
          key={selected.id}
          sizeId={selected.id}
          inventory={stock}
          name={product.name}
          sizeLabel={sizeName(selected.label, t)}
          price={price}
        />
      )}
      <ProductFacts varietal={wine.varietal} wineType={wine.wineType} />
      {description.text && <ProductDescription description={description} />}
    </div>
  );
}

/** The last day of a running sale, in the store's calendar and the page's language. */
function SaleEnds({ endsAt }: { endsAt: string }) {
  const t = useProductT();
  const { language } = useRootData();
  const day = new Intl.DateTimeFormat(HTML_LANG[language], {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${saleLastDay(endsAt, store.timeZone)}T00:00:00Z`));
  return (
    <p className="mt-1 text-sm text-red-800" data-testid="product-sale-ends">
      {t("product.saleUntil", { day })}
    </p>
  );
}

/** The product's description, marked with its language when it is not the page's (a fallback). */
function ProductDescription({ description }: { description: ProductPageData["description"] }) {
  return (
    <p className="mt-6 max-w-prose" lang={description.lang} data-testid="product-description">
      {description.text}
    </p>
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
