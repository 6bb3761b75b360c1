import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../../../../tests/fixtures/real-store-export";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { runInSlices } from "~/utils/work-steps";
import type { Catalog } from "../catalog-model";
import { parseCatalogFile } from "../import/catalog-file";
import { normalizeCatalog } from "../import/normalize-catalog";
import { importCatalog } from "~/flows/import-catalog.server";
import {
  buildSnapshot,
  CatalogSnapshotHolder,
  snapshotSteps,
  type CatalogSnapshot,
} from "./catalog-snapshot.server";

/** Issue #17: a catalogue change is rebuilt in slices, and gives what a rebuild at once gives. */

function loadCatalogue(path: string): Catalog {
  const parsed = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file).catalog;
}

const stored = (catalog: Catalog) => ({ ...catalog, revision: 7, redirects: new Map<string, string>() });

const QUERIES = [
  "tequila",
  "tekilla",
  "ron",
  "red wine",
  "johnie walker",
  "buchanans 12",
  "anejo",
  "henesi",
  "zzqq",
];

/** Every page-facing part of a snapshot, search answers and corrections included. */
async function answers(snapshot: CatalogSnapshot) {
  return {
    routes: snapshot.products.map((product) => product.route),
    byRoute: [...snapshot.productByRoute.keys()],
    sizes: [...snapshot.sizeById].map(([id, found]) => [id, found.product.route]),
    images: [...snapshot.sizeByImagePath].map(([path, found]) => [path, found.size.id]),
    api: new TextDecoder().decode(await snapshot.productsJson.body("identity")),
    searches: QUERIES.map((query) => [snapshot.search.search(query, 100), snapshot.search.correction(query)]),
  };
}

const CATALOGUES = [
  { name: "the demo catalogue", path: "data/catalog.json", present: true },
  { name: "the real store's export", path: REAL_STORE_EXPORT, present: hasRealStoreExport },
];

describe.each(CATALOGUES)("a snapshot of $name built in slices", ({ path, present }) => {
  it.skipIf(!present)("answers every page and search as one built at once", async () => {
    const catalog = stored(loadCatalogue(path));
    let pauses = 0;
    const sliced = await runInSlices(snapshotSteps(catalog, new Map(), new Date()), {
      budgetMs: 0,
      pause: async () => void pauses++,
    });
    expect(await answers(sliced)).toEqual(await answers(buildSnapshot(catalog)));
    // Each pass over the products (search index, search tables, corrections, indexes) is a step a product.
    expect(pauses).toBeGreaterThanOrEqual(4 * catalog.products.length);
  });
});

describe.each(testDatabaseKinds)("a catalogue rebuild on $kind", ({ create }) => {
  let database: TestDatabase;
  let catalog: Catalog;
  beforeEach(async () => {
    database = await create();
    catalog = loadCatalogue("data/catalog.json");
    await importCatalog(database.db, catalog);
  });
  afterEach(() => database.drop());

  it("keeps serving the old snapshot until the new one is whole; the later of two changes wins", async () => {
    const revisionsSeen = new Set<number>();
    let holder: CatalogSnapshotHolder | null = null;
    const pause = async () => void (holder && revisionsSeen.add(holder.current.revision));
    holder = await CatalogSnapshotHolder.load(database.db, { budgetMs: 0, pause });
    const first = holder.current;
    const repriced = (cents: number): Catalog => ({
      ...catalog,
      products: catalog.products.map((p) => ({
        ...p,
        sizes: p.sizes.map((s) => ({ ...s, priceCents: cents })),
      })),
    });
    await importCatalog(database.db, repriced(1111));
    const rebuilding = holder.refreshIfStale();
    await importCatalog(database.db, repriced(2222));
    await Promise.all([rebuilding, holder.refreshIfStale()]);

    expect(revisionsSeen.size).toBeGreaterThan(0);
    const size = catalog.products[0]!.sizes[0]!.id;
    expect(holder.current.sizeById.get(size)?.size.priceCents).toBe(2222);
    expect(holder.current.revision).toBeGreaterThan(first.revision);
    // Between slices pages saw whole snapshots only: the first one, or a finished rebuild.
    for (const revision of revisionsSeen) expect([first.revision, first.revision + 1]).toContain(revision);
  });
});
