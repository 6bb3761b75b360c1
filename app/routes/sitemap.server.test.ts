import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageLoaderArgs } from "../../tests/setup/page-loader-args";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import type { Catalog } from "~/features/catalog/catalog-model";
import { importCatalog } from "~/flows/import-catalog.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { loader } from "./sitemap[.]xml";

const ORIGIN = "https://shop.example.com";

describe.each(testDatabaseKinds)("/sitemap.xml on $kind", ({ create }) => {
  let database: TestDatabase;
  let catalog: Catalog;

  beforeEach(async () => {
    database = await create();
    catalog = (await readCatalogFile("tests/fixtures/quirky-catalog.json")).catalog;
  });
  afterEach(() => database.drop());

  async function sitemap(): Promise<Response> {
    const holder = await CatalogSnapshotHolder.load(database.db);
    return loader({
      ...pageLoaderArgs(holder, "http://10.0.0.5/sitemap.xml", { env: { PUBLIC_URL: ORIGIN } }),
      pattern: "/sitemap.xml",
    } as Parameters<typeof loader>[0]);
  }

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it("is XML listing every live product and every type in both languages, under PUBLIC_URL, never a retired product", async () => {
    const [retired, ...kept] = catalog.products;
    const retiredUrl = `${ORIGIN}/product/${encodeURIComponent(retired!.route)}`;
    await importCatalog(database.db, catalog);
    expect(locs(await (await sitemap()).text())).toContain(retiredUrl);
    await importCatalog(database.db, { ...catalog, products: kept });

    const response = await sitemap();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const listed = locs(await response.text());
    for (const product of kept) {
      expect(listed).toContain(`${ORIGIN}/product/${encodeURIComponent(product.route)}`);
    }
    expect(listed).not.toContain(retiredUrl);
    for (const product of kept) {
      expect(listed).toContain(`${ORIGIN}/es/product/${encodeURIComponent(product.route)}`);
    }
    expect(listed).not.toContain(`${ORIGIN}/es/product/${encodeURIComponent(retired!.route)}`);
    for (const type of catalog.types) {
      expect(listed).toContain(`${ORIGIN}/catalog?type=${type.slug}`);
      expect(listed).toContain(`${ORIGIN}/es/catalog?type=${type.slug}`);
    }
    expect(listed.every((url) => url!.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
