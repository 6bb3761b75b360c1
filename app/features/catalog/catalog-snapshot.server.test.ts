import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { readCatalogFile } from "./catalog-file.server";
import type { Catalog } from "./catalog-model";
import { importCatalog } from "./catalog-repository.server";
import { CatalogSnapshotHolder } from "./catalog-snapshot.server";

describe.each(testDatabaseKinds)("catalogue snapshot on $kind", ({ create }) => {
  let database: TestDatabase;
  let catalog: Catalog;
  beforeEach(async () => {
    database = await create();
    catalog = (await readCatalogFile("tests/fixtures/quirky-catalog.json")).catalog;
    await importCatalog(database.db, catalog);
  });
  afterEach(() => database.drop());

  it("indexes products by route, sizes by id and by image path, and old routes", async () => {
    const { current } = await CatalogSnapshotHolder.load(database.db);
    expect(current.productByRoute.get("bacardi-gold")?.name).toBe("Bacardi Gold");
    expect(current.sizeById.get("0800")?.size.label).toBe("4oz");
    const gold = current.productByRoute.get("bacardi-gold")!.sizes[0]!;
    expect(current.sizeByImagePath.get(gold.imagePath)?.size.id).toBe(gold.id);
    expect(current.redirects.get("Bacardi Superior:")).toBe("bacardi-superior");
  });

  it("prepares the products API body once: identical in every encoding", async () => {
    const { current } = await CatalogSnapshotHolder.load(database.db);
    const body = current.productsJson;
    expect(gunzipSync(body.gzip).equals(Buffer.from(body.identity))).toBe(true);
    const products = JSON.parse(new TextDecoder().decode(body.identity));
    expect(products.map((p: { route: string }) => p.route)).toEqual(catalog.products.map((p) => p.route));
  });

  it("rebuilds when the catalogue's revision moves, and not otherwise", async () => {
    const holder = await CatalogSnapshotHolder.load(database.db);
    const before = holder.current;
    await holder.refreshIfStale();
    expect(holder.current).toBe(before);

    const repriced: Catalog = {
      ...catalog,
      products: catalog.products.map((p) => ({
        ...p,
        sizes: p.sizes.map((s) => ({ ...s, priceCents: 4242 })),
      })),
    };
    await importCatalog(database.db, repriced);
    await holder.refreshIfStale();
    expect(holder.current.revision).toBe(before.revision + 1);
    expect(holder.current.sizeById.get("0800")?.size.priceCents).toBe(4242);
    expect(holder.current.productsJson.etag).not.toBe(before.productsJson.etag);
  });
});
