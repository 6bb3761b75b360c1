import { Fragment } from "react";
import { data } from "react-router";
import { StructuredData } from "~/features/seo";
import { edgeKeyHeaders, HOME_KEY, pageKeys, passEdgeKeys } from "~/features/catalog";
import { StoreLink } from "~/components/store-link";
import { Carousel } from "~/components/carousel";
import { featuredShelf } from "~/features/catalog/browse/featured";
import { OrderReceivedOnArrival } from "~/features/checkout/order-received-on-arrival";
import { FeaturedProductCard } from "~/features/home/featured-product-card";
import { HomeBannerLink } from "~/features/home/home-banner";
import { FEATURED_SECTIONS, leadInKey, TYPE_TILES, typeTitle } from "~/features/home/home-sections";
import { ProductImage } from "~/features/images/product-image";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { seoMessagesFor } from "~/features/seo/seo-messages.server";
import { store } from "~/features/store/store";
import { liquorStoreJsonLd } from "~/features/store/store-json-ld";
import { useT } from "~/i18n/messages";
import { languageOf } from "~/i18n/messages.server";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  const { products, productByRoute, unitsSold } = context.get(storeRequest).services.catalog.current;
  const language = languageOf(request);
  const t = seoMessagesFor(language);
  const origin = publicOrigin(context);
  const facts = { store: store.name, city: store.address.city, minimumAge: store.minimumAge };
  const typeTiles = TYPE_TILES.map((tile) => ({
    ...tile,
    picture: featuredShelf(products, tile.type, 1, unitsSold).items[0] ?? null,
  }));
  // The lead-in is drawn here, on the server, so the browser hydrates the same words.
  const sections = FEATURED_SECTIONS.map((section) => ({
    type: section.type,
    leadIn: leadInKey(),
    items: featuredShelf(products, section.type, section.count, unitsSold).items,
  }));
  const shown = [
    ...typeTiles.flatMap((tile) => tile.picture ?? []),
    ...sections.flatMap((section) => section.items),
  ];
  const keys = pageKeys(
    shown.map((item) => item.route),
    productByRoute,
    [HOME_KEY],
  );
  const page = {
    seo: pageSeo(language, origin, {
      title: t("seo.homeTitle", facts),
      description: t("seo.homeDescription", facts),
      canonicalPath: "/",
    }),
    // Where the structured data's links point (PUBLIC_URL, never the request's host).
    origin,
    typeTiles,
    sections,
  };
  return data(page, { headers: edgeKeyHeaders(keys) });
}

export const headers = passEdgeKeys;

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { welcome, between } = store.homeBanners;
  return (
    <>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-6">
        <h1 className="sr-only">
          {t("home.title")} · {store.name}
        </h1>
        <HomeBannerLink banner={welcome} first />
        <section aria-labelledby="types-heading">
          <h2 id="types-heading" className="mb-4 font-display text-2xl">
            {t("home.typesLabel")}
          </h2>
          <Carousel name={t("home.typesLabel")}>
            {loaderData.typeTiles.map((tile) => (
              <StoreLink
                key={tile.type}
                to={`/catalog?type=${tile.type}`}
                className="block rounded-lg bg-white p-3 text-center hover:text-brand"
                data-type-tile=""
              >
                {tile.picture && (
                  <ProductImage
                    imagePath={tile.picture.imagePath}
                    version={tile.picture.imageVersion}
                    className="aspect-square w-full object-contain"
                  />
                )}
                <span className="mt-2 block font-display text-lg font-semibold">{t(tile.title)}</span>
              </StoreLink>
            ))}
          </Carousel>
        </section>
        {loaderData.sections.map((section, index) => (
          <Fragment key={section.type}>
            <section aria-labelledby={`featured-${section.type}`} data-featured-section={section.type}>
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`featured-${section.type}`} className="font-display text-2xl">
                  <span className="text-stone-600" data-lead-in="">
                    {t(section.leadIn)}
                  </span>{" "}
                  {t(typeTitle(section.type))}
                </h2>
                <StoreLink
                  to={`/catalog?type=${section.type}`}
                  className="font-semibold text-brand underline"
                >
                  {t("home.seeAll", { type: t(typeTitle(section.type)) })}
                </StoreLink>
              </div>
              <Carousel name={t(typeTitle(section.type))}>
                {section.items.map((item) => (
                  <FeaturedProductCard key={item.route} item={item} />
                ))}
              </Carousel>
            </section>
            {between[index] && <HomeBannerLink banner={between[index]} />}
          </Fragment>
        ))}
        <OrderReceivedOnArrival />
      </div>
      {/* Outside the spaced column: a script is a child too, and would take the last one's place. */}
      <StructuredData value={import.meta.env.SSR ? liquorStoreJsonLd(store, loaderData.origin) : null} />
    </>
  );
}
