import type { CatalogProduct, CatalogType } from "~/features/catalog/catalog-model";
import { shelfHref } from "~/features/catalog/catalog-query";
import { canonicalProductUrl } from "~/features/catalog/product-seo";

/** The store's own pages worth a search engine's visit, besides the catalogue's shelves and products. */
const STORE_PAGES = [
  "/",
  "/catalog",
  "/contact-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/return-policy",
];

/** Addresses search engines are told not to crawl: the back room, private orders and the APIs. */
const PRIVATE_PATHS = ["/staff", "/checkout", "/order/", "/api/"];

/** What the sitemap lists from the live catalogue (retired products are not in it). */
export interface SitemapCatalog {
  types: CatalogType[];
  products: CatalogProduct[];
}

/** Every indexable address, absolute, as each page's canonical link writes it. */
export function sitemapUrls(origin: string, catalog: SitemapCatalog): string[] {
  return [
    ...STORE_PAGES.map((path) => `${origin}${path}`),
    ...catalog.types.map((type) => `${origin}${shelfHref(type.slug)}`),
    ...catalog.products.map((product) => canonicalProductUrl(origin, product.route)),
  ];
}

/** The sitemaps.org XML for `urls`. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
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
