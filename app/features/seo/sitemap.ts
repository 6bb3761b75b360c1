import type { CatalogProduct, CatalogType } from "~/features/catalog";
import { shelfHref } from "~/features/catalog";
import { productPath } from "~/features/catalog";
import { LANGUAGES, pathIn } from "~/i18n/language";

/** The store's own pages worth a search engine's visit, besides the catalogue's shelves and products. */
const STORE_PAGES = [
  "/",
  "/catalog",
  "/contact-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/return-policy",
];

/** Addresses search engines are told not to crawl: the back room, private orders (in either language) and the APIs. */
const PRIVATE_PATHS = ["/staff", "/checkout", "/order/", "/es/checkout", "/es/order/", "/api/"];

/** What the sitemap lists from the live catalogue (retired products are not in it). */
export interface SitemapCatalog {
  types: CatalogType[];
  products: CatalogProduct[];
}

/** Every indexable page by its English address, as each page's canonical link writes it. */
export function sitemapPaths(catalog: SitemapCatalog): string[] {
  return [
    ...STORE_PAGES,
    ...catalog.types.map((type) => shelfHref(type.slug)),
    ...catalog.products.map((product) => productPath(product.route)),
  ];
}

/**
 * The sitemaps.org XML for `paths`: each page once per language, absolute from `origin`, each
 * naming its pages in every language (hreflang, English for everyone else) as the pages' heads do.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...paths.flatMap((path) => pageEntries(origin, path)),
    `</urlset>`,
    "",
  ].join("\n");
}

function pageEntries(origin: string, path: string): string[] {
  const url = (language: (typeof LANGUAGES)[number]) => escapeXml(`${origin}${pathIn(language, path)}`);
  const alternates = [
    ...LANGUAGES.map((language) => alternateLink(language, url(language))),
    alternateLink("x-default", url("en")),
  ].join("");
  return LANGUAGES.map((language) => `  <url><loc>${url(language)}</loc>${alternates}</url>`);
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** robots.txt: everything public may be crawled, the private paths not; the sitemap's address. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
