import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORE_EXPORTS } from "../../../../tests/fixtures/real-store-export";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { parseCatalogFile } from "../import/catalog-file";
import { exportCatalogFile, readCatalogFile } from "../import/catalog-file.server";
import { hasChanges } from "./catalog-changes";
import type { Catalog } from "../catalog-model";
import { loadCatalog, readCatalogRevision } from "./catalog-repository.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { normalizeCatalog } from "../import/normalize-catalog";

describe.each(testDatabaseKinds)("catalogue repository on $kind", ({ create }) => {
  for (const store of STORE_EXPORTS)
    describe(`with ${store.name}`, () => {
      const { route, sibling, size200ml } = store.priced;
      let database: TestDatabase;
      let storeCatalog: Catalog;
      beforeEach(async () => {
        database = await create();
        storeCatalog = (await readCatalogFile(store.path)).catalog;
      });
      afterEach(() => database.drop());

      it("an import that brings a sold-out size back tells its sign-ups once, and deletes them (issue #19)", async () => {
        await importCatalog(database.db, storeCatalog);
        const size = await database.db
          .selectFrom("product_size")
          .select(["id", "inventory"])
          .where("inventory", ">", 0)
          .where("retired", "=", 0)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        await database.db
          .updateTable("product_size")
          .set({ inventory: 0 })
          .where("id", "=", size.id)
          .execute();
        await database.db
          .insertInto("restock_alert")
          .values({
            size_id: size.id,
            contact_kind: "email",
            contact: "waiting@example.com",
            language: "es",
            created_at: new Date().toISOString(),
            cancel_token_hash: "import-test",
          })
          .execute();

        await importCatalog(database.db, storeCatalog);
        const notices = await database.db.selectFrom("shopper_notice").select(["contact", "topic"]).execute();
        expect(notices).toEqual([{ contact: "waiting@example.com", topic: "size.restocked" }]);
        expect(await database.db.selectFrom("restock_alert").selectAll().execute()).toEqual([]);
        await importCatalog(database.db, storeCatalog);
        expect(await database.db.selectFrom("shopper_notice").selectAll().execute()).toHaveLength(1);
      });

      it("imports the export whole, and a second import changes nothing", async () => {
        const first = await importCatalog(database.db, storeCatalog);
        expect(first).toMatchObject({
          productsAdded: store.totals.products,
          sizesAdded: store.totals.sizes,
          typesChanged: true,
        });
        const revision = await readCatalogRevision(database.db);

        const second = await importCatalog(database.db, storeCatalog);
        expect(hasChanges(second)).toBe(false);
        expect(await readCatalogRevision(database.db)).toBe(revision);

        const stored = await loadCatalog(database.db);
        expect(stored.products).toHaveLength(store.totals.products);
        expect(stored.products.flatMap((p) => p.sizes)).toHaveLength(store.totals.sizes);
        expect(stored.types.map((t) => t.slug)).toContain(store.typeSlug);
      });

      it("stores prices as integer cents and stock as given", async () => {
        await importCatalog(database.db, storeCatalog);
        const stored = await loadCatalog(database.db);
        const product = stored.products.find((p) => p.route === route)!;
        const bottle = product.sizes.find((s) => s.label === "200ml")!;
        expect(bottle).toMatchObject({
          priceCents: size200ml.priceCents,
          inventory: size200ml.inventory,
          sizeMl: 200,
        });
        expect(Number.isInteger(bottle.priceCents)).toBe(true);
      });

      it("writes nothing on a dry run but reports what would change", async () => {
        const changes = await importCatalog(database.db, storeCatalog, {
          dryRun: true,
        });
        expect(changes.productsAdded).toBe(store.totals.products);
        expect(await readCatalogRevision(database.db)).toBe(0);
        expect((await loadCatalog(database.db)).products).toHaveLength(0);
      });

      it("retires products and sizes missing from a new import, and brings them back", async () => {
        await importCatalog(database.db, storeCatalog);
        const smaller: Catalog = {
          ...storeCatalog,
          products: storeCatalog.products
            .filter((p) => p.route !== route)
            .map((p) => (p.route === sibling ? { ...p, sizes: p.sizes.slice(0, 1) } : p)),
        };
        const changes = await importCatalog(database.db, smaller);
        const sizesOf = (of: string) => storeCatalog.products.find((p) => p.route === of)!.sizes.length;
        expect(sizesOf(sibling)).toBeGreaterThan(1);
        expect(changes).toMatchObject({
          productsRetired: 1,
          sizesRetired: sizesOf(route) + sizesOf(sibling) - 1,
        });
        const stored = await loadCatalog(database.db);
        expect(stored.products.some((p) => p.route === route)).toBe(false);

        const back = await importCatalog(database.db, storeCatalog);
        expect(back).toMatchObject({
          productsUpdated: 1,
          productsAdded: 0,
          sizesAdded: 0,
        });
        expect((await loadCatalog(database.db)).products).toHaveLength(store.totals.products);
      });

      it("takes new prices and stock from the file", async () => {
        await importCatalog(database.db, storeCatalog);
        const changed: Catalog = {
          ...storeCatalog,
          products: storeCatalog.products.map((p) =>
            p.route === route
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
        expect(changes.sizesUpdated).toBe(storeCatalog.products.find((p) => p.route === route)!.sizes.length);
        const stored = await loadCatalog(database.db);
        const size = stored.products.find((p) => p.route === route)!.sizes.find((s) => s.label === "200ml")!;
        expect(size).toMatchObject({ priceCents: size200ml.priceCents + 100, inventory: 3 });
      });

      it("round-trips through the exporter without a change", async () => {
        await importCatalog(database.db, storeCatalog);
        const exported = parseCatalogFile(JSON.parse(JSON.stringify(await exportCatalogFile(database.db))));
        expect(exported.ok).toBe(true);
        if (!exported.ok) return;
        const { catalog, report } = normalizeCatalog(exported.file);
        expect(report.counts["repeated-size-id"]).toBeUndefined();
        expect(report.counts["empty-size-id"]).toBeUndefined();
        expect(hasChanges(await importCatalog(database.db, catalog))).toBe(false);
      });

      it("keeps a redirect from a repaired route", async () => {
        const misspelt = store.misspeltRoute.route;
        const withOddRoute: Catalog = {
          ...storeCatalog,
          products: storeCatalog.products.map((p) =>
            p.route === misspelt ? { ...p, formerRoutes: [`${misspelt}:`] } : p,
          ),
        };
        await importCatalog(database.db, withOddRoute);
        expect((await loadCatalog(database.db)).redirects.get(`${misspelt}:`)).toBe(misspelt);
        expect((await importCatalog(database.db, withOddRoute)).redirectsAdded).toBe(0);
      });
    });

  describe("Spanish descriptions (issue #16)", () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await create();
    });
    afterEach(() => database.drop());

    /** Import → export → import: the second import changes nothing and the store reads the same. */
    async function roundTrip(catalog: Catalog) {
      await importCatalog(database.db, catalog);
      const before = await loadCatalog(database.db);
      const file = JSON.parse(JSON.stringify(await exportCatalogFile(database.db))) as unknown;
      const exported = parseCatalogFile(file);
      if (!exported.ok) throw new Error(exported.errors.join("\n"));
      const changes = await importCatalog(database.db, normalizeCatalog(exported.file).catalog);
      return { before, after: await loadCatalog(database.db), changes, text: JSON.stringify(file) };
    }

    it("keeps the demo catalogue's through export and import, and export writes them where they are", async () => {
      const demo = (await readCatalogFile("data/catalog.json")).catalog;
      const { before, after, changes, text } = await roundTrip(demo);
      expect(hasChanges(changes)).toBe(false);
      expect(after).toEqual(before);
      expect(spanishOf(after)).toEqual(spanishOf(demo));
      expect(after.types.find((type) => type.slug === "rum")!.descriptionEs).toMatch(/^El ron se destila/);
      const red = after.products.find((product) => product.route === "marques-de-riscal-rioja-reserva")!;
      expect(red.descriptionEs).toMatch(/^Un Rioja Reserva clásico/);
      expect(after.products.find((product) => product.route === "apothic-red")!.descriptionEs).toBeNull();
      const written = spanishOf(demo).filter(([, text]) => text !== null).length;
      expect(text.match(/"description_es":/g)).toHaveLength(written);
    });

    for (const store of STORE_EXPORTS)
      it(`keeps ${store.name} as it came, and with Spanish added, through export and import`, async () => {
        const plain = (await readCatalogFile(store.path)).catalog;
        const asItCame = await roundTrip(plain);
        expect(hasChanges(asItCame.changes)).toBe(false);
        expect(asItCame.text).not.toContain("description_es");

        const spoken = withSpanish(plain);
        const withIt = await roundTrip(spoken);
        expect(withIt.before.products.filter((p) => p.descriptionEs !== null)).toHaveLength(3);
        expect(hasChanges(withIt.changes)).toBe(false);
        expect(withIt.after).toEqual(withIt.before);
        expect(spanishOf(withIt.after)).toEqual(spanishOf(spoken));
      });

    it("are cleared by a file without them, as the file is the whole catalogue", async () => {
      const demo = (await readCatalogFile("data/catalog.json")).catalog;
      await importCatalog(database.db, demo);
      const spoken = demo.products.filter((product) => product.descriptionEs !== null).length;
      const changes = await importCatalog(database.db, withoutSpanish(demo));
      expect(changes).toMatchObject({ productsUpdated: spoken, typesChanged: true, sizesUpdated: 0 });
      const stored = await loadCatalog(database.db);
      expect(spanishOf(stored).every(([, text]) => text === null)).toBe(true);
      expect(stored.products.find((p) => p.route === "buchanans-12-years")!.description).toMatch(/^A smooth/);
    });
  });
});

/** Every Spanish description of a catalogue, named by where it is. */
function spanishOf(catalog: Catalog): Array<[string, string | null]> {
  return [
    ...catalog.types.flatMap((type) => [
      [type.slug, type.descriptionEs] as [string, string | null],
      ...type.subtypes.map((s) => [`${type.slug}/${s.slug}`, s.descriptionEs] as [string, string | null]),
    ]),
    ...catalog.products.map((p) => [p.route, p.descriptionEs] as [string, string | null]),
  ];
}

/** The first type, its first subtype and three products gain a Spanish text. */
function withSpanish(catalog: Catalog): Catalog {
  const [first, ...rest] = catalog.types;
  const [firstSubtype, ...otherSubtypes] = first!.subtypes;
  return {
    ...catalog,
    types: [
      {
        ...first!,
        descriptionEs: "Una sección en español.",
        subtypes: [{ ...firstSubtype!, descriptionEs: "Un estilo en español." }, ...otherSubtypes],
      },
      ...rest,
    ],
    products: catalog.products.map((p, index) =>
      index % 9 === 0 && index < 27 ? { ...p, descriptionEs: `Descripción ${index}: ñ, á, «ü».` } : p,
    ),
  };
}

function withoutSpanish(catalog: Catalog): Catalog {
  return {
    ...catalog,
    types: catalog.types.map((type) => ({
      ...type,
      descriptionEs: null,
      subtypes: type.subtypes.map((subtype) => ({ ...subtype, descriptionEs: null })),
    })),
    products: catalog.products.map((product) => ({ ...product, descriptionEs: null })),
  };
}
