import { describe, expect, it } from "vitest";
import { testProduct } from "../../../tests/fixtures/catalog-products";
import type { CatalogType } from "~/features/catalog/catalog-model";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

const ORIGIN = "https://shop.example.com";

const type = (slug: string): CatalogType => ({
  slug,
  name: slug,
  description: "",
  descriptionEs: null,
  position: 0,
  subtypes: [],
});

describe("sitemap", () => {
  it("lists the store's pages, each type's shelf and each product, as their canonical links write them", () => {
    const paths = sitemapPaths({
      types: [type("whiskey"), type("beer")],
      products: [testProduct({ route: "jameson" }), testProduct({ route: "añejo 1800" })],
    });
    expect(paths).toEqual([
      "/",
      "/catalog",
      "/contact-us",
      "/privacy-policy",
      "/terms-and-conditions",
      "/return-policy",
      "/catalog?type=whiskey",
      "/catalog?type=beer",
      "/product/jameson",
      "/product/a%C3%B1ejo%201800",
    ]);
  });

  it("lists each page in English and in Spanish, each naming both and English as the default", () => {
    const xml = sitemapXml(ORIGIN, ["/", "/catalog?type=rum"]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/es`,
      `${ORIGIN}/catalog?type=rum`,
      `${ORIGIN}/es/catalog?type=rum`,
    ]);
    const spanishShelf = xml.split("\n").find((line) => line.includes(`<loc>${ORIGIN}/es/catalog`));
    expect(spanishShelf).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/catalog?type=rum"/>`,
    );
    expect(spanishShelf).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/catalog?type=rum"/>`,
    );
    expect(spanishShelf).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/catalog?type=rum"/>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("writes sitemaps.org XML with every address escaped", () => {
    const xml = sitemapXml(ORIGIN, [`/a?x=1&y=<2>`, `/"quoted"/'single'`]);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/a?x=1&amp;y=&lt;2&gt;</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/es/&quot;quoted&quot;/&apos;single&apos;</loc>`);
    expect(xml).not.toContain("<2>");
    expect(xml.match(/<url>/g)).toHaveLength(4);
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
        "Disallow: /es/checkout",
        "Disallow: /es/order/",
        "Disallow: /api/",
        "",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
