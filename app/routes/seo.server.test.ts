import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueInNewDatabase, pageLoaderArgs } from "../../tests/setup/page-loader-args";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import type { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { META_DESCRIPTION_LENGTH, productJsonLd } from "~/features/catalog/browse/product-seo";
import { jsonLdScriptText } from "~/features/seo";
import { seoMeta, type PageSeo } from "~/features/seo/page-seo";
import * as catalogPage from "./catalog";
import * as checkoutPage from "./checkout";
import * as contactPage from "./contact-us";
import * as homePage from "./home";
import * as privacyPage from "./privacy-policy";
import * as productPage from "./product";
import * as returnsPage from "./return-policy";
import * as termsPage from "./terms-and-conditions";

const ORIGIN = "https://shop.example.com";

/** Every page's loader on the demo catalogue, as the server calls it, under PUBLIC_URL. */
describe("titles, descriptions and canonical links of every page", () => {
  let database: TestDatabase;
  let catalog: CatalogSnapshotHolder;

  beforeAll(async () => {
    ({ database, catalog } = await catalogueInNewDatabase(testDatabaseKinds[0]!, "data/catalog.json"));
  });
  afterAll(() => database.drop());

  const args = (path: string, params: Record<string, string> = {}) =>
    pageLoaderArgs(catalog, `http://10.0.0.5${path}`, { env: { PUBLIC_URL: ORIGIN }, params }) as never;

  function expectIndexable(seo: PageSeo, canonicalUrl: string) {
    expect(seo.title).not.toBe("");
    expect(seo.description.length).toBeGreaterThan(40);
    expect(seo.description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(seo.canonicalUrl).toBe(canonicalUrl);
    const tags = seoMeta(seo);
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "canonical")).toHaveLength(1);
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ property: "og:url", content: canonicalUrl });
    const english = canonicalUrl.replace(`${ORIGIN}/es`, ORIGIN).replace(/^(https:\/\/[^/]+)$/, "$1/");
    const spanish = english.replace(`${ORIGIN}/`, `${ORIGIN}/es/`).replace(/\/es\/(\?|$)/, "/es$1");
    expect(alternates(tags)).toEqual({ en: english, es: spanish, "x-default": english });
  }

  /** The hreflang links of a page's head, by language. */
  function alternates(tags: ReturnType<typeof seoMeta>): Record<string, unknown> {
    const links = tags.filter((tag) => "rel" in tag && tag.rel === "alternate") as Record<string, unknown>[];
    return Object.fromEntries(links.map((tag) => [tag.hrefLang, tag.href]));
  }

  it("home, contact and the three policies", async () => {
    expectIndexable(homePage.loader(args("/")).data.seo, `${ORIGIN}/`);
    expectIndexable(contactPage.loader(args("/contact-us")).seo, `${ORIGIN}/contact-us`);
    expectIndexable(privacyPage.loader(args("/privacy-policy")).seo, `${ORIGIN}/privacy-policy`);
    expectIndexable(termsPage.loader(args("/terms-and-conditions")).seo, `${ORIGIN}/terms-and-conditions`);
    expectIndexable(returnsPage.loader(args("/return-policy")).seo, `${ORIGIN}/return-policy`);
  });

  it("every catalogue type; a search, a sort or a filter points at its shelf", () => {
    expectIndexable(catalogPage.loader(args("/catalog")).data.seo, `${ORIGIN}/catalog`);
    for (const { slug } of catalog.current.types) {
      const seo = catalogPage.loader(args(`/catalog?type=${slug}&sort=price-desc&inStock=1`)).data.seo;
      expectIndexable(seo, `${ORIGIN}/catalog?type=${slug}`);
    }
    const search = catalogPage.loader(args("/catalog?search=ron%20a%C3%B1ejo")).data.seo;
    expect(search.title).toMatch(/^Results for “ron añejo”/);
    expectIndexable(search, `${ORIGIN}/catalog`);
  });

  it("every product, with its 1024w picture for link previews", () => {
    for (const product of catalog.current.products) {
      const { seo } = productPage.loader(
        args(`/product/${product.route}?size=x`, { item: product.route }),
      ).data;
      expectIndexable(seo, `${ORIGIN}/product/${encodeURIComponent(product.route)}`);
      expect(seo.ogType).toBe("product");
      // Versioned like every image the pages name: a new photo is a new link preview.
      expect(seo.imageUrl).toMatch(new RegExp(`^${ORIGIN}/images/liquors-webp/.+-1024w\\.webp\\?v=\\w+$`));
    }
  });

  it("Spanish pages at /es: canonical, Open Graph and structured data in Spanish, English named beside them", () => {
    expectIndexable(homePage.loader(args("/es")).data.seo, `${ORIGIN}/es`);
    expectIndexable(contactPage.loader(args("/es/contact-us")).seo, `${ORIGIN}/es/contact-us`);
    expectIndexable(
      termsPage.loader(args("/es/terms-and-conditions")).seo,
      `${ORIGIN}/es/terms-and-conditions`,
    );
    const shelf = catalogPage.loader(args("/es/catalog?type=rum&sort=price-desc")).data.seo;
    expectIndexable(shelf, `${ORIGIN}/es/catalog?type=rum`);
    expect(shelf.ogLocale).toBe("es_US");
    const product = catalog.current.products[0]!;
    const path = `/product/${encodeURIComponent(product.route)}`;
    const page = productPage.loader(args(`/es${path}`, { item: product.route })).data;
    expectIndexable(page.seo, `${ORIGIN}/es${path}`);
    const graph = JSON.parse(
      jsonLdScriptText(
        productJsonLd(page.product, page.breadcrumbs, page.origin, { language: "es", description: "" }),
      ),
    );
    expect(graph["@graph"][0]["@id"]).toBe(`${ORIGIN}/es${path}`);
    for (const offer of graph["@graph"][0].offers)
      expect(offer.url).toMatch(new RegExp(`^${ORIGIN}/es/product/`));
    for (const crumb of graph["@graph"][1].itemListElement)
      expect(crumb.item).toMatch(new RegExp(`^${ORIGIN}/es/`));
  });

  it("English pages are not Spanish because of a cookie or the browser's language", () => {
    const request = new Request(`http://10.0.0.5/contact-us`, {
      headers: { Cookie: "language=es", "Accept-Language": "es-MX" },
    });
    const { seo } = contactPage.loader({ ...(args("/contact-us") as object), request } as never);
    expect(seo.canonicalUrl).toBe(`${ORIGIN}/contact-us`);
    expect(seo.ogLocale).toBe("en_US");
  });

  it("checkout is described but kept out of search results", async () => {
    const { seo } = await checkoutPage.loader(
      pageLoaderArgs(catalog, `http://10.0.0.5/checkout`, { env: { PUBLIC_URL: ORIGIN }, database }) as never,
    );
    expect(seo.description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});
