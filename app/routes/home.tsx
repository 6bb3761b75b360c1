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
import { carouselMessages } from "~/components/carousel-messages";
import { homeMessages, leadInMessages } from "~/features/home/home-messages";
import { FEATURED_SECTIONS, leadInKey, TILE_TYPES, typeTitle } from "~/features/home/home-sections";
import { ProductImage } from "~/features/images/product-image";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { seoMessagesFor } from "~/features/seo/seo-messages.server";
import { store } from "~/features/store/store";
import { liquorStoreJsonLd } from "~/features/store/store-json-ld";
import { useTextsT } from "~/i18n/messages";
import { languageOf } from "~/i18n/messages.server";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  const { products, productByRoute, unitsSold } = context.get(storeRequest).services.catalog.current;
  const language = languageOf(request);
  const t = seoMessagesFor(language);
  const origin = publicOrigin(context);
  const facts = { store: store.name, city: store.address.city, minimumAge: store.minimumAge };
  const tilePictures = TILE_TYPES.map((type) => featuredShelf(products, type, 1, unitsSold).items[0]);
  // A tile shows its type's best seller's photo alone: the page's data carries nothing else of it.
  const typeTiles = TILE_TYPES.map((type, index) => {
    const picture = tilePictures[index];
    return {
      type,
      picture: picture ? { imagePath: picture.imagePath, imageVersion: picture.imageVersion } : null,
    };
  });
  // The lead-in is drawn here, on the server, and sent as its words, so the browser hydrates the same.
  const sections = FEATURED_SECTIONS.map((section) => ({
    type: section.type,
    leadIn: leadInMessages[language][leadInKey()],
    items: featuredShelf(products, section.type, section.count, unitsSold).items,
  }));
  const shown = [
    ...tilePictures.flatMap((picture) => picture ?? []),
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
    // Home's texts in the page's language: the shared ones every page needs come with the root's data.
    texts: { ...homeMessages[language], ...carouselMessages[language] },
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
  const t = useTextsT(loaderData.texts);
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
          <Carousel name={t("home.typesLabel")} t={t}>
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
                <span className="mt-2 block font-display text-lg font-semibold">
                  {t(typeTitle(tile.type))}
                </span>
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
                    {section.leadIn}
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
              <Carousel name={t(typeTitle(section.type))} t={t}>
                {section.items.map((item) => (
                  <FeaturedProductCard key={item.route} item={item} wasLabel={t("home.was")} />
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
