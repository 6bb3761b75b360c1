import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertOrder } from "../../../../tests/fixtures/orders";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { readCatalogFile } from "../import/catalog-file.server";
import type { Catalog } from "../catalog-model";
import { importCatalog } from "~/flows/import-catalog.server";
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
    const identity = await body.body("identity");
    expect(gunzipSync(await body.body("gzip")).equals(Buffer.from(identity))).toBe(true);
    expect(brotliDecompressSync(await body.body("br")).equals(Buffer.from(identity))).toBe(true);
    expect(await body.body("gzip")).toBe(await body.body("gzip"));
    const products = JSON.parse(new TextDecoder().decode(identity));
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
    expect(await holder.current.productsJson.etag()).not.toBe(await before.productsJson.etag());
  });

  it("sells a size at its sale price while it runs, and at its regular price from the instant it ends", async () => {
    const endsAt = new Date(Date.now() + 60_000).toISOString();
    await database.db
      .updateTable("product_size")
      .set({ sale_price_cents: 99, sale_starts_at: null, sale_ends_at: endsAt })
      .where("id", "=", "0800")
      .execute();
    const holder = await CatalogSnapshotHolder.load(database.db);
    const before = holder.current;
    const regular = catalog.products.flatMap((p) => p.sizes).find((s) => s.id === "0800")!.priceCents;
    expect(before.sizeById.get("0800")?.size).toMatchObject({
      priceCents: 99,
      wasCents: regular,
      saleEndsAt: endsAt,
    });
    expect(before.pricesChangeAt).toBe(endsAt);
    await holder.refresh({ prices: true });
    expect(holder.current).toBe(before);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(endsAt));
      await holder.refresh({ prices: true });
    } finally {
      vi.useRealTimers();
    }
    const ended = holder.current.sizeById.get("0800")?.size;
    expect(ended?.priceCents).toBe(regular);
    expect(ended?.wasCents).toBeUndefined();
    expect(holder.current.pricesChangeAt).toBeNull();
    // Every page kept under the old version is passed over.
    expect(holder.current.availabilityVersion).toBe(before.availabilityVersion + 1);
    expect(holder.current.revision).toBe(before.revision);
  });

  it("knows the last 30 days' sales, cancelled orders left out; new sales move the availability version", async () => {
    const line = (sizeId: string, quantity: number) => ({ sizeId, quantity, stockTaken: false });
    await insertOrder(database.db, { lines: [line("a", 2), line("b", 1)] });
    await insertOrder(database.db, {
      lines: [line("a", 3)],
      createdAt: new Date(Date.now() - 31 * 86_400_000),
    });
    await insertOrder(database.db, { lines: [line("b", 5)], status: "cancelled" });
    const holder = await CatalogSnapshotHolder.load(database.db);
    expect(holder.current.unitsSold).toEqual(
      new Map([
        ["product-a", 2],
        ["product-b", 1],
      ]),
    );
    const before = holder.current;
    await holder.refresh({ sales: true });
    expect(holder.current).toBe(before);

    await insertOrder(database.db, { lines: [line("b", 4)] });
    await holder.refresh({ sales: true });
    expect(holder.current.unitsSold.get("product-b")).toBe(5);
    expect(holder.current.availabilityVersion).toBe(before.availabilityVersion + 1);
    expect(holder.current.revision).toBe(before.revision);
  });

  const setStock = (id: string, inventory: number | null) =>
    database.db.updateTable("product_size").set({ inventory }).where("id", "=", id).execute();

  it("a stock change replaces only the product concerned, keeps the revision and the search index", async () => {
    const holder = await CatalogSnapshotHolder.load(database.db);
    const before = holder.current;
    await setStock("0900", 11);
    await holder.refreshStock(["0900"]);
    const after = holder.current;
    expect(after.revision).toBe(before.revision);
    expect(after.sizeById.get("0900")?.size.inventory).toBe(11);
    expect(after.productByRoute.get("steinlager-classic")?.sizes[0]?.inventory).toBe(11);
    expect(after.productByRoute.get("bacardi-gold")).toBe(before.productByRoute.get("bacardi-gold"));
    expect(after.search).toBe(before.search);
    expect(after.stockVersions.get("steinlager-classic")).toBe(1);
    expect(after.stockVersions.has("bacardi-gold")).toBe(false);
    // 12 → 11 is still in stock: lists of products need not change.
    expect(after.availabilityVersion).toBe(before.availabilityVersion);
    const api = JSON.parse(new TextDecoder().decode(await after.productsJson.body("identity"))) as Array<{
      sizes: Array<{ id: string; inventory: number | null }>;
    }>;
    expect(api.flatMap((product) => product.sizes).find((size) => size.id === "0900")?.inventory).toBe(11);
  });

  it("selling out and coming back move the availability version; stock that did not move makes no new snapshot", async () => {
    const holder = await CatalogSnapshotHolder.load(database.db);
    const start = holder.current.availabilityVersion;
    await setStock("0901", 0);
    await holder.refreshStock(["0901"]);
    expect(holder.current.availabilityVersion).toBe(start + 1);
    const soldOut = holder.current;
    await holder.refreshStock(["0901", "0900"]);
    expect(holder.current).toBe(soldOut);
    await setStock("0901", null);
    await holder.refreshStock(null);
    expect(holder.current.availabilityVersion).toBe(start + 2);
    expect(holder.current.stockVersions.get("steinlager-classic")).toBe(2);
  });

  it("refreshes asked for together are merged, applied in order, and a rebuild brings stock with it", async () => {
    const holder = await CatalogSnapshotHolder.load(database.db);
    const revision = holder.current.revision;
    await setStock("0900", 1);
    await Promise.all(Array.from({ length: 20 }, () => holder.refreshStock(["0900"])));
    expect(holder.current.sizeById.get("0900")?.size.inventory).toBe(1);
    await importCatalog(database.db, {
      ...catalog,
      products: catalog.products.map((p) => ({
        ...p,
        sizes: p.sizes.map((s) => (s.id === "0902" ? { ...s, priceCents: 555, inventory: 2 } : s)),
      })),
    });
    await Promise.all([holder.refreshIfStale(), holder.refreshStock(["0902"])]);
    expect(holder.current.revision).toBe(revision + 1);
    expect(holder.current.sizeById.get("0902")?.size).toMatchObject({ priceCents: 555, inventory: 2 });
    // The import wrote 0900's stock from the file again: the rebuild read it.
    expect(holder.current.sizeById.get("0900")?.size.inventory).toBe(12);
  });
});
