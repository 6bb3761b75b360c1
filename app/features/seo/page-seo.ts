import type { MetaDescriptor } from "react-router";
import { metaDescription } from "~/features/catalog";
import { store } from "~/features/store";
import { LANGUAGES, pathIn, type Language } from "~/i18n/language";

/** Open Graph names a language with its region: the store's customers are in the United States. */
const OG_LOCALES = { en: "en_US", es: "es_US" } satisfies Record<"en" | "es", string>;

/**
 * What a page tells search engines and link previews, computed by its loader in the page's
 * language so the browser's `meta` only reads it.
 */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute, in the page's language; null for a page kept out of search results (noindex). */
  canonicalUrl: string | null;
  /** The page's absolute address in each language (hreflang); none for a page kept out of search results. */
  alternateUrls: Record<Language, string> | null;
  ogType: "website" | "product";
  ogLocale: string;
  /** Absolute URL of the picture a link preview shows. */
  imageUrl: string | null;
}

interface PageSeoInput {
  title: string;
  description: string;
  /** The page's English address (its query only if it names a different page); null: noindex. */
  canonicalPath: string | null;
  ogType?: PageSeo["ogType"];
  imageUrl?: string;
}

/**
 * A page's SEO in `language`, its addresses absolute from `origin`; the description is folded and
 * cut to what search results show.
 */
export function pageSeo(language: Language, origin: string, page: PageSeoInput): PageSeo {
  const alternateUrls = page.canonicalPath === null ? null : addressesOf(origin, page.canonicalPath);
  return {
    title: page.title,
    description: metaDescription(page.description),
    canonicalUrl: alternateUrls && alternateUrls[language],
    alternateUrls,
    ogType: page.ogType ?? "website",
    ogLocale: OG_LOCALES[language],
    imageUrl: page.imageUrl ?? null,
  };
}

/**
 * The tags of `<head>` for a page: title, description, canonical and its hreflang alternates (or
 * noindex) and Open Graph; none when the loader failed (the error page has its own title).
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
    ...(seo.alternateUrls ? alternateLinks(seo.alternateUrls) : []),
    { property: "og:type", content: seo.ogType },
    { property: "og:site_name", content: store.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:locale", content: seo.ogLocale },
    ...(seo.imageUrl ? [{ property: "og:image", content: seo.imageUrl }] : []),
  ];
}

/** Search engines are told of each language's page, and that English is for everyone else. */
function alternateLinks(urls: Record<Language, string>): MetaDescriptor[] {
  return [
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: urls[language],
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urls.en },
  ];
}

function addressesOf(origin: string, englishPath: string): Record<Language, string> {
  return { en: `${origin}${pathIn("en", englishPath)}`, es: `${origin}${pathIn("es", englishPath)}` };
}
