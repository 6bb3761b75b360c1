import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { readCatalogFile } from "../import/catalog-file.server";
import type { Catalog } from "../catalog-model";
import { loadCatalog, readCatalogRevision } from "./catalog-repository.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { chooseFeatured, featuredRoutes, recentFeaturedChanges } from "./featured-choices.server";

const NOW = new Date("2026-11-24T15:00:00.000Z");

describe.each(testDatabaseKinds)("home shelves chosen in the console on $kind", ({ create }) => {
  let database: TestDatabase;
  let catalog: Catalog;
  let rums: string[];
  beforeEach(async () => {
    database = await create();
    catalog = (await readCatalogFile("data/catalog.json")).catalog;
    await importCatalog(database.db, catalog);
    rums = catalog.products.filter((product) => product.typeSlug === "rum").map((product) => product.route);
  });
  afterEach(() => database.drop());

  const choose = (routes: string[], shown: string[]) =>
    chooseFeatured(database.db, { typeSlug: "rum", routes, shown, actor: "staff:1", now: NOW });

  it("sets the shelf's order, audits it and moves the revision; the same order again changes nothing", async () => {
    const before = await featuredRoutes(database.db, "rum");
    const wanted = [rums[3]!, rums[1]!, rums[2]!];
    const revision = await readCatalogRevision(database.db);
    expect(await choose(wanted, before)).toEqual({ ok: true, changed: true });
    expect(await featuredRoutes(database.db, "rum")).toEqual(wanted);
    expect(await readCatalogRevision(database.db)).toBe(revision + 1);
    const stored = await loadCatalog(database.db);
    expect(stored.products.filter((p) => p.featuredRank !== null && p.typeSlug === "rum")).toHaveLength(3);
    expect(await recentFeaturedChanges(database.db)).toEqual([
      { at: NOW.toISOString(), actor: "staff:1", summary: `rum: ${wanted.join(", ")}` },
    ]);

    expect(await choose(wanted, wanted)).toEqual({ ok: true, changed: false });
    expect(await readCatalogRevision(database.db)).toBe(revision + 1);
    expect(await recentFeaturedChanges(database.db)).toHaveLength(1);
  });

  it("refuses a change made on a shelf that moved meanwhile, and changes nothing", async () => {
    const before = await featuredRoutes(database.db, "rum");
    await choose([rums[0]!], before);
    const result = await choose([rums[2]!], before);
    expect(result).toEqual({ ok: false, reason: "conflict", current: [rums[0]] });
    expect(await featuredRoutes(database.db, "rum")).toEqual([rums[0]]);
  });

  it("refuses another type's product, an unknown one, or one twice, and changes nothing", async () => {
    const before = await featuredRoutes(database.db, "rum");
    const gin = catalog.products.find((product) => product.typeSlug === "gin")!.route;
    expect(await choose([rums[0]!, gin], before)).toEqual({
      ok: false,
      reason: "unknown_product",
      route: gin,
    });
    expect(await choose(["no-such-rum"], before)).toMatchObject({ reason: "unknown_product" });
    expect(await choose([rums[0]!, rums[0]!], before)).toMatchObject({ reason: "repeated_product" });
    expect(await featuredRoutes(database.db, "rum")).toEqual(before);
    expect(await recentFeaturedChanges(database.db)).toEqual([]);
  });

  it("an import that names no featured product keeps the console's choices; one that does sets its own", async () => {
    await choose([rums[2]!, rums[0]!], await featuredRoutes(database.db, "rum"));
    const unranked = { ...catalog, products: catalog.products.map((p) => ({ ...p, featuredRank: null })) };
    const kept = await importCatalog(database.db, unranked);
    expect(kept.productsUpdated).toBe(0);
    expect(await featuredRoutes(database.db, "rum")).toEqual([rums[2], rums[0]]);

    await importCatalog(database.db, catalog);
    const fromFile = catalog.products
      .filter((p) => p.typeSlug === "rum" && p.featuredRank !== null)
      .sort((a, b) => a.featuredRank! - b.featuredRank!)
      .map((p) => p.route);
    expect(await featuredRoutes(database.db, "rum")).toEqual(fromFile);
  });
});
