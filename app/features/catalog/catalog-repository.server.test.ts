import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { parseCatalogFile } from "./catalog-file";
import { exportCatalogFile, readCatalogFile } from "./catalog-file.server";
import { hasChanges } from "./catalog-changes";
import type { Catalog } from "./catalog-model";
import { importCatalog, loadCatalog, readCatalogRevision } from "./catalog-repository.server";
import { normalizeCatalog } from "./normalize-catalog";

const REAL_EXPORT = "../shared/fixtures/real-store-catalog.json";

describe.each(testDatabaseKinds)("catalogue repository on $kind", ({ create }) => {
  let database: TestDatabase;
  let realCatalog: Catalog;
  beforeEach(async () => {
    database = await create();
    realCatalog = (await readCatalogFile(REAL_EXPORT)).catalog;
  });
  afterEach(() => database.drop());

  it("imports the real export whole, and a second import changes nothing", async () => {
    const first = await importCatalog(database.db, realCatalog);
    expect(first).toMatchObject({
      productsAdded: 546,
      sizesAdded: 907,
      typesChanged: true,
    });
    const revision = await readCatalogRevision(database.db);

    const second = await importCatalog(database.db, realCatalog);
    expect(hasChanges(second)).toBe(false);
    expect(await readCatalogRevision(database.db)).toBe(revision);

    const stored = await loadCatalog(database.db);
    expect(stored.products).toHaveLength(546);
    expect(stored.products.flatMap((p) => p.sizes)).toHaveLength(907);
    expect(stored.types.map((t) => t.slug)).toContain("aguardiente");
  });

  it("stores prices as integer cents and stock as given", async () => {
    await importCatalog(database.db, realCatalog);
    const stored = await loadCatalog(database.db);
    const buchanans = stored.products.find((p) => p.route === "buchanans-12")!;
    const bottle = buchanans.sizes.find((s) => s.label === "200ml")!;
    expect(bottle).toMatchObject({
      priceCents: 1264,
      inventory: 22,
      sizeMl: 200,
    });
    expect(Number.isInteger(bottle.priceCents)).toBe(true);
  });

  it("writes nothing on a dry run but reports what would change", async () => {
    const changes = await importCatalog(database.db, realCatalog, {
      dryRun: true,
    });
    expect(changes.productsAdded).toBe(546);
    expect(await readCatalogRevision(database.db)).toBe(0);
    expect((await loadCatalog(database.db)).products).toHaveLength(0);
  });

  it("retires products and sizes missing from a new import, and brings them back", async () => {
    await importCatalog(database.db, realCatalog);
    const smaller: Catalog = {
      ...realCatalog,
      products: realCatalog.products
        .filter((p) => p.route !== "buchanans-12")
        .map((p) => (p.route === "buchanans-pineapple" ? { ...p, sizes: p.sizes.slice(0, 1) } : p)),
    };
    const changes = await importCatalog(database.db, smaller);
    const sizesOf = (route: string) => realCatalog.products.find((p) => p.route === route)!.sizes.length;
    expect(changes).toMatchObject({
      productsRetired: 1,
      sizesRetired: sizesOf("buchanans-12") + sizesOf("buchanans-pineapple") - 1,
    });
    const stored = await loadCatalog(database.db);
    expect(stored.products.some((p) => p.route === "buchanans-12")).toBe(false);

    const back = await importCatalog(database.db, realCatalog);
    expect(back).toMatchObject({
      productsUpdated: 1,
      productsAdded: 0,
      sizesAdded: 0,
    });
    expect((await loadCatalog(database.db)).products).toHaveLength(546);
  });

  it("takes new prices and stock from the file", async () => {
    await importCatalog(database.db, realCatalog);
    const changed: Catalog = {
      ...realCatalog,
      products: realCatalog.products.map((p) =>
        p.route === "buchanans-12"
          ? {
              ...p,
              sizes: p.sizes.map((s) => ({
                ...s,
                priceCents: s.priceCents + 100,
                inventory: 3,
              })),
            }
          : p,
      ),
    };
    const changes = await importCatalog(database.db, changed);
    expect(changes.sizesUpdated).toBe(
      realCatalog.products.find((p) => p.route === "buchanans-12")!.sizes.length,
    );
    const stored = await loadCatalog(database.db);
    const size = stored.products
      .find((p) => p.route === "buchanans-12")!
      .sizes.find((s) => s.label === "200ml")!;
    expect(size).toMatchObject({ priceCents: 1364, inventory: 3 });
  });

  it("round-trips through the exporter without a change", async () => {
    await importCatalog(database.db, realCatalog);
    const exported = parseCatalogFile(JSON.parse(JSON.stringify(await exportCatalogFile(database.db))));
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    const { catalog, report } = normalizeCatalog(exported.file);
    expect(report.counts["repeated-size-id"]).toBeUndefined();
    expect(report.counts["empty-size-id"]).toBeUndefined();
    expect(hasChanges(await importCatalog(database.db, catalog))).toBe(false);
  });

  it("keeps a redirect from a repaired route", async () => {
    const withOddRoute: Catalog = {
      ...realCatalog,
      products: realCatalog.products.map((p) =>
        p.route === "bacardi-gold" ? { ...p, formerRoutes: ["bacardi-gold:"] } : p,
      ),
    };
    await importCatalog(database.db, withOddRoute);
    expect((await loadCatalog(database.db)).redirects.get("bacardi-gold:")).toBe("bacardi-gold");
    expect((await importCatalog(database.db, withOddRoute)).redirectsAdded).toBe(0);
  });
});
