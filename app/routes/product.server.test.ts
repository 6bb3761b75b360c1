import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueInNewDatabase, pageLoaderArgs } from "../../tests/setup/page-loader-args";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { productJsonLd } from "~/features/catalog/browse/product-seo";
import { jsonLdScriptText } from "~/features/seo";
import { loader } from "./product";

describe("product page loader", () => {
  let database: TestDatabase;
  let answer: (item: string, url?: string, env?: Record<string, string>) => ReturnType<typeof loader>;
  let load: (item: string, url?: string, env?: Record<string, string>) => ReturnType<typeof loader>["data"];

  beforeAll(async () => {
    const loaded = await catalogueInNewDatabase(testDatabaseKinds[0]!, "tests/fixtures/quirky-catalog.json");
    database = loaded.database;
    answer = (item, url = `http://store/product/${item}`, env = {}) =>
      loader({
        ...pageLoaderArgs(loaded.catalog, url, { env }),
        params: { item },
        pattern: "/product/:item",
      } as Parameters<typeof loader>[0]);
    load = (...args) => answer(...args).data;
  });
  afterAll(() => database.drop());

  /** The structured data the page writes from its loader's data. */
  const structuredData = (page: ReturnType<typeof load>) =>
    jsonLdScriptText(
      productJsonLd(page.product, page.breadcrumbs, page.origin, { language: "en", description: "" }),
    );

  it("finds a product by its route", () => {
    expect(load("bacardi-gold").product.name).toBe("Bacardi Gold");
  });

  it("files the page under the catalogue, its product and every related product it shows (issue #17)", () => {
    const page = answer("bacardi-gold");
    const keys = new Headers(page.init?.headers).get("Surrogate-Key")!.split(" ");
    expect(keys).toContain("catalog");
    expect(keys).toContain("product:bacardi-gold");
    expect(page.data.related.length).toBeGreaterThan(0);
    for (const card of page.data.related) expect(keys).toContain(`product:${card.route}`);
    expect(new Headers(page.init?.headers).get("Cache-Tag")).toBe(keys.join(","));
  });

  it("opens on a size that can be bought when the URL names none: 750ml, else the first in stock (issue #16)", () => {
    const superior = load("bacardi-superior");
    // Its 750ml is sold out; its 4oz is not counted, so it is for sale.
    expect(superior.product.sizes.find((size) => size.id === superior.selectedId)!.label).toBe("4oz");
    const named = load("bacardi-superior", "http://store/product/bacardi-superior?size=750ml%20gift");
    expect(named.product.sizes.find((size) => size.id === named.selectedId)!.label).toBe("750ml gift");
    const beer = load("steinlager-classic");
    expect(beer.product.sizes.find((size) => size.id === beer.selectedId)!.label).toBe("12oz-6pack-Bottle");
  });

  it("points canonical and structured data at PUBLIC_URL, else where the server listens, never the request's host", () => {
    const bare = load("bacardi-gold", "http://evil.example/product/bacardi-gold?size=200ml", {
      PORT: "3100",
    });
    expect(bare.seo.canonicalUrl).toBe("http://localhost:3100/product/bacardi-gold");
    expect(structuredData(bare)).not.toContain("evil.example");
    const configured = load("bacardi-gold", "http://10.0.0.5/product/bacardi-gold?size=200ml", {
      PUBLIC_URL: "https://shop.example.com",
    });
    expect(configured.seo.canonicalUrl).toBe("https://shop.example.com/product/bacardi-gold");
    expect(structuredData(configured)).toContain(
      '"url":"https://shop.example.com/product/bacardi-gold?size=200ml"',
    );
    expect(structuredData(configured)).not.toContain("10.0.0.5");
  });

  it("sends a repaired route to the product's route for good (301)", () => {
    try {
      load("Bacardi Superior:");
      expect.unreachable();
    } catch (response) {
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(301);
      expect((response as Response).headers.get("Location")).toBe("/product/bacardi-superior");
    }
  });

  it("answers 404 for an unknown or hostile route", () => {
    for (const item of ["no-such-bottle", "__proto__", "constructor", "../../etc/passwd", "x".repeat(5000)]) {
      try {
        load(item);
        expect.unreachable(item);
      } catch (error) {
        // The loader throws `data(null, { status: 404 })`, which React Router renders as a 404.
        expect((error as { init?: ResponseInit }).init?.status, item).toBe(404);
      }
    }
  });
});
