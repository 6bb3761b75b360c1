import { describe, expect, it } from "vitest";
import { testProduct } from "../../../tests/fixtures/catalog-products";
import type { CatalogType } from "~/features/catalog/catalog-model";
import { robotsTxt, sitemapUrls, sitemapXml } from "./sitemap";

const ORIGIN = "https://shop.example.com";

const type = (slug: string): CatalogType => ({
  slug,
  name: slug,
  description: "",
  position: 0,
  subtypes: [],
});

describe("sitemap", () => {
  it("lists the store's pages, each type's shelf and each product, as their canonical links write them", () => {
    const urls = sitemapUrls(ORIGIN, {
      types: [type("whiskey"), type("beer")],
      products: [testProduct({ route: "jameson" }), testProduct({ route: "añejo 1800" })],
    });
    expect(urls).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/catalog`,
      `${ORIGIN}/contact-us`,
      `${ORIGIN}/privacy-policy`,
      `${ORIGIN}/terms-and-conditions`,
      `${ORIGIN}/return-policy`,
      `${ORIGIN}/catalog?type=whiskey`,
      `${ORIGIN}/catalog?type=beer`,
      `${ORIGIN}/product/jameson`,
      `${ORIGIN}/product/a%C3%B1ejo%201800`,
    ]);
  });

  it("writes sitemaps.org XML with every address escaped", () => {
    const xml = sitemapXml([`${ORIGIN}/a?x=1&y=<2>`, `${ORIGIN}/"quoted"/'single'`]);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/a?x=1&amp;y=&lt;2&gt;</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/&quot;quoted&quot;/&apos;single&apos;</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the staff console, checkout, orders and the APIs, and names the sitemap", () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        "User-agent: *",
        "Disallow: /staff",
        "Disallow: /checkout",
        "Disallow: /order/",
        "Disallow: /api/",
        "",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
