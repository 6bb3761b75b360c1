import { Fragment } from "react";
import { Link } from "react-router";
import { Carousel } from "~/components/carousel";
import { featuredItems } from "~/features/catalog/featured";
import { jsonLdScriptText } from "~/features/catalog/product-seo";
import { OrderReceivedModal } from "~/features/checkout/order-received-modal";
import { FeaturedProductCard } from "~/features/home/featured-product-card";
import { HomeBannerLink } from "~/features/home/home-banner";
import { FEATURED_SECTIONS, LEAD_IN_KEYS, TYPE_TILES, typeTitle } from "~/features/home/home-sections";
import { ProductImage } from "~/features/images/product-image";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { seoMessagesFor } from "~/features/seo/seo-messages.server";
import { store } from "~/features/store/store";
import { liquorStoreJsonLd } from "~/features/store/store-json-ld";
import { useT } from "~/i18n/messages";
import { publicOrigin } from "~/utils/public-origin.server";
import { languageOf } from "~/i18n/messages.server";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  const { products } = context.services.catalog.current;
  const language = languageOf(request);
  const t = seoMessagesFor(language);
  const origin = publicOrigin(context, request);
  const facts = { store: store.name, city: store.address.city, minimumAge: store.minimumAge };
  return {
    seo: pageSeo(language, {
      title: t("seo.homeTitle", facts),
      description: t("seo.homeDescription", facts),
      canonicalUrl: `${origin}/`,
    }),
    storeJsonLd: jsonLdScriptText(liquorStoreJsonLd(store, origin)),
    typeTiles: TYPE_TILES.map((tile) => ({
      ...tile,
      imagePath: featuredItems(products, tile.type, 1)[0]?.imagePath ?? null,
    })),
    // The lead-in is drawn here, on the server, so the browser hydrates the same words.
    sections: FEATURED_SECTIONS.map((section) => ({
      type: section.type,
      leadIn: LEAD_IN_KEYS[Math.floor(Math.random() * LEAD_IN_KEYS.length)]!,
      items: featuredItems(products, section.type, section.count),
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { welcome, between } = store.homeBanners;
  return (
    <>
      <div className="mx-auto max-w-[1800px] space-y-10 px-4 py-6">
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
              <Link
                key={tile.type}
                to={`/catalog?type=${tile.type}`}
                className="block rounded-lg bg-white p-3 text-center hover:text-brand"
                data-type-tile=""
              >
                {tile.imagePath && (
                  <ProductImage imagePath={tile.imagePath} className="aspect-square w-full object-contain" />
                )}
                <span className="mt-2 block font-display text-lg font-semibold">{t(tile.title)}</span>
              </Link>
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
                <Link to={`/catalog?type=${section.type}`} className="font-semibold text-brand underline">
                  {t("home.seeAll", { type: t(typeTitle(section.type)) })}
                </Link>
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
        <OrderReceivedModal />
      </div>
      {/* Outside the spaced column: a script is a child too, and would take the last one's place. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.storeJsonLd }} />
    </>
  );
}
