import { productImageUrl } from "~/features/images";
import { centsToDollars } from "~/utils/money";
import type { Breadcrumb } from "./breadcrumbs";
import type { CatalogProduct, CatalogSize } from "../catalog-model";
import { store } from "~/features/store";
import { saleLastDay } from "../sale-last-day";
import { pathIn, type Language } from "~/i18n/language";
import { hasPlaceholderPrice } from "../placeholder-price";

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 155;

/** A product page's English address without the size: every size's URL points search engines here. */
export function productPath(route: string): string {
  return `/product/${encodeURIComponent(route)}`;
}

/**
 * schema.org structured data for a product page: a Product with one Offer per size (a placeholder
 * price is left out rather than published) and the page's BreadcrumbList. `origin` makes URLs absolute;
 * the description is the page's own in `language`, the one its meta description reads.
 */
export function productJsonLd(
  product: CatalogProduct,
  breadcrumbs: Breadcrumb[],
  origin: string,
  { language, description }: { language: Language; description: string },
) {
  const productUrl = `${origin}${pathIn(language, productPath(product.route))}`;
  const item = {
    "@type": "Product",
    "@id": productUrl,
    name: product.name,
    brand: { "@type": "Brand", name: product.brand },
    ...(description ? { description } : {}),
    image: [
      ...new Set(
        product.sizes.map((size) => `${origin}${productImageUrl(size.imagePath, 1024, size.imageVersion)}`),
      ),
    ],
    offers: product.sizes.map((size) => ({
      "@type": "Offer",
      sku: size.id,
      name: size.label,
      ...(hasPlaceholderPrice(size) ? {} : { price: centsToDollars(size.priceCents).toFixed(2) }),
      priceCurrency: "USD",
      ...saleOffer(size),
      availability: `https://schema.org/${size.inventory === 0 ? "OutOfStock" : "InStock"}`,
      url: `${productUrl}?size=${encodeURIComponent(size.label)}`,
    })),
  };
  const trail = {
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
  return { "@context": "https://schema.org", "@graph": [item, trail] as const };
}

/** A running sale: the offer's price holds to its last day, and the regular price is the one struck through. */
function saleOffer(size: CatalogSize) {
  if (size.wasCents === undefined) return {};
  return {
    ...(size.saleEndsAt ? { priceValidUntil: saleLastDay(size.saleEndsAt, store.timeZone) } : {}),
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: centsToDollars(size.wasCents).toFixed(2),
      priceCurrency: "USD",
    },
  };
}

/** A description for search results: whitespace folded, at most `max` characters, cut at a word with "…". */
export function metaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const endsAtWord = clean[max - 1] === " ";
  const lastSpace = room.lastIndexOf(" ");
  const cut = endsAtWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.!?'"(\-–—]+$/, "")}…`;
}
