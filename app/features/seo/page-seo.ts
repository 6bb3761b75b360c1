import type { MetaDescriptor } from "react-router";
import { metaDescription } from "~/features/catalog/product-seo";
import { store } from "~/features/store/store";
import type { Language } from "~/i18n/language";

/** Open Graph names a language with its region: the store's customers are in the United States. */
const OG_LOCALES = { en: "en_US", es: "es_US" } satisfies Record<"en" | "es", string>;

/**
 * What a page tells search engines and link previews, computed by its loader in the page's
 * language so the browser's `meta` only reads it.
 */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute; null for a page kept out of search results (noindex). */
  canonicalUrl: string | null;
  ogType: "website" | "product";
  ogLocale: string;
  /** Absolute URL of the picture a link preview shows. */
  imageUrl: string | null;
}

interface PageSeoInput {
  title: string;
  description: string;
  canonicalUrl: string | null;
  ogType?: PageSeo["ogType"];
  imageUrl?: string;
}

/** A page's SEO in `language`; the description is folded and cut to what search results show. */
export function pageSeo(language: Language, page: PageSeoInput): PageSeo {
  return {
    title: page.title,
    description: metaDescription(page.description),
    canonicalUrl: page.canonicalUrl,
    ogType: page.ogType ?? "website",
    ogLocale: OG_LOCALES[language],
    imageUrl: page.imageUrl ?? null,
  };
}

/**
 * The tags of `<head>` for a page: title, description, canonical (or noindex) and Open Graph;
 * none when the loader failed (the error page has its own title).
 */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.canonicalUrl
      ? [
          { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
          { property: "og:url", content: seo.canonicalUrl },
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: seo.ogType },
    { property: "og:site_name", content: store.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:locale", content: seo.ogLocale },
    ...(seo.imageUrl ? [{ property: "og:image", content: seo.imageUrl }] : []),
  ];
}
