import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { readCatalogFile } from "~/features/catalog/catalog-file.server";
import { importCatalog } from "~/features/catalog/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/catalog-snapshot.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { loader } from "./product";

describe("product page loader", () => {
  let database: TestDatabase;
  let load: (item: string, url?: string, env?: Record<string, string>) => ReturnType<typeof loader>;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.create();
    await importCatalog(database.db, (await readCatalogFile("tests/fixtures/quirky-catalog.json")).catalog);
    const catalog = await CatalogSnapshotHolder.load(database.db);
    load = (item, url = `http://store/product/${item}`, env = {}) =>
      loader({
        params: { item },
        context: {
          services: { catalog, env: parseEnv(env) } as unknown as StoreServices,
          cspNonce: "",
          clientAddress: "127.0.0.1",
          inlineCss: null,
        },
        request: new Request(url),
      } as Parameters<typeof loader>[0]);
  });
  afterAll(() => database.drop());

  it("finds a product by its route", () => {
    expect(load("bacardi-gold").product.name).toBe("Bacardi Gold");
  });

  it("selects 750ml, else the first size, when the URL names none", () => {
    const superior = load("bacardi-superior");
    expect(superior.product.sizes.find((size) => size.id === superior.selectedId)!.label).toBe("750ml gift");
    const beer = load("steinlager-classic");
    expect(beer.product.sizes.find((size) => size.id === beer.selectedId)!.label).toBe("12oz-6pack-Bottle");
  });

  it("points canonical and structured data at PUBLIC_URL, else at the request's origin", () => {
    const bare = load("bacardi-gold", "http://127.0.0.1:3000/product/bacardi-gold?size=200ml");
    expect(bare.seo.canonicalUrl).toBe("http://127.0.0.1:3000/product/bacardi-gold");
    const configured = load("bacardi-gold", "http://10.0.0.5/product/bacardi-gold?size=200ml", {
      PUBLIC_URL: "https://shop.example.com",
    });
    expect(configured.seo.canonicalUrl).toBe("https://shop.example.com/product/bacardi-gold");
    expect(configured.seo.jsonLd).toContain(
      '"url":"https://shop.example.com/product/bacardi-gold?size=200ml"',
    );
    expect(configured.seo.jsonLd).not.toContain("10.0.0.5");
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
