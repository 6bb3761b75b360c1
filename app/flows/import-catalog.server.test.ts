import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withBadRows } from "../../tests/fixtures/bad-rows";
import { STORE_EXPORTS } from "../../tests/fixtures/real-store-export";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { recentImportsWithNames } from "~/features/staff/products/staff-catalog-imports.server";
import { summarizeChanges } from "~/features/catalog/data/catalog-changes";
import { readCatalogText } from "~/features/catalog/import/catalog-file.server";
import { catalogFileHash, type CatalogFileUpload } from "~/features/catalog/import/catalog-import.server";
import { loadCatalog, readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { applyCatalogUpload, checkCatalogUpload, importCatalog } from "./import-catalog.server";

const NOW = new Date("2026-11-22T15:04:05.000Z");

const quirky: CatalogFileUpload = {
  name: "quirky-catalog.json",
  bytes: new Uint8Array(readFileSync("tests/fixtures/quirky-catalog.json")),
};

describe.each(testDatabaseKinds)("catalogue import from the staff console on $kind", ({ create }) => {
  let database: TestDatabase;
  let actor: string;

  beforeEach(async () => {
    database = await create();
    // The store runs the quirky catalogue; a store's export replaces it.
    await importCatalog(database.db, readCatalogText(quirky.bytes, quirky.name).catalog);
    const staff = await addStaffMember(database.db, {
      email: "luisa@store.example",
      name: "Luisa Gómez",
      password: "correct horse battery",
      role: "owner",
    });
    actor = `staff:${staff.id}`;
  });
  afterEach(() => database.drop());

  const auditRows = () => database.db.selectFrom("catalog_change").selectAll().execute();
  const liveRoutes = async () => (await loadCatalog(database.db)).products.map((product) => product.route);
  const sizePrices = () =>
    database.db.selectFrom("product_size").select(["id", "price_cents"]).orderBy("id").execute();

  for (const store of STORE_EXPORTS)
    describe(`with ${store.name}`, () => {
      const exported: CatalogFileUpload = {
        name: store.fileName,
        bytes: new Uint8Array(readFileSync(store.path)),
      };

      it("a dry run reports the file and what would change, and writes nothing", async () => {
        const before = { revision: await readCatalogRevision(database.db), routes: await liveRoutes() };
        const answer = await checkCatalogUpload(database.db, exported);
        expect(answer).toMatchObject({
          ok: true,
          applied: false,
          changed: true,
          fileName: store.fileName,
          sha256: catalogFileHash(exported.bytes),
          totals: store.totals,
          changes: { productsAdded: expect.any(Number), productsRetired: expect.any(Number) },
        });
        if (!answer.ok) throw new Error("refused");
        expect(answer.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(answer.changes.productsRetired).toBeGreaterThan(0);
        expect(answer.quirks.find((quirk) => quirk.code === "repeated-size-id")).toMatchObject({
          count: store.quirks["repeated-size-id"],
        });
        expect(answer.quirks.find((quirk) => quirk.code === "empty-size-id")).toMatchObject({
          count: store.quirks["empty-size-id"],
        });
        expect(await readCatalogRevision(database.db)).toBe(before.revision);
        expect(await liveRoutes()).toEqual(before.routes);
        expect(await auditRows()).toEqual([]);
      });

      it("the report says, per home section, how many products were chosen and how many the store fills", async () => {
        const answer = await checkCatalogUpload(database.db, exported);
        if (!answer.ok) throw new Error("refused");
        const { catalog } = readCatalogText(exported.bytes, exported.name);
        expect(answer.featuredFrom).toBe("console");
        expect(answer.shelves.map((shelf) => [shelf.type, shelf.count])).toEqual([
          ["whiskey", 11],
          ["tequila", 12],
          ["vodka", 9],
          ["rum", 9],
          ["wine", 7],
        ]);
        for (const shelf of answer.shelves) {
          const inStock = catalog.products.filter(
            (product) =>
              product.typeSlug === shelf.type && product.sizes.some((size) => size.inventory !== 0),
          );
          expect(shelf.chosen + shelf.filled, shelf.type).toBe(Math.min(shelf.count, inStock.length));
        }
      });

      it("applies only with the hash its dry run answered; no hash or another file's hash changes nothing", async () => {
        const before = { revision: await readCatalogRevision(database.db), routes: await liveRoutes() };
        const unchecked = await applyCatalogUpload(database.db, exported, {
          checkedSha256: null,
          actor,
          now: NOW,
        });
        expect(unchecked).toMatchObject({
          ok: false,
          status: 400,
          error: { key: "refusal.notChecked" },
        });
        const swapped = await applyCatalogUpload(database.db, exported, {
          checkedSha256: catalogFileHash(quirky.bytes),
          actor,
          now: NOW,
        });
        expect(swapped).toMatchObject({
          ok: false,
          status: 409,
          error: { key: "refusal.notTheChecked", values: { file: store.fileName } },
        });
        // One byte more (a trailing newline) is another file.
        const edited = { ...exported, bytes: new Uint8Array([...exported.bytes, 0x0a]) };
        expect(
          await applyCatalogUpload(database.db, edited, {
            checkedSha256: catalogFileHash(exported.bytes),
            actor,
            now: NOW,
          }),
        ).toMatchObject({ ok: false, status: 409 });
        expect(await readCatalogRevision(database.db)).toBe(before.revision);
        expect(await liveRoutes()).toEqual(before.routes);
        expect(await auditRows()).toEqual([]);
      });

      it("an apply writes the catalogue and one audit row; applying it again changes nothing and writes none", async () => {
        const checked = await checkCatalogUpload(database.db, exported);
        if (!checked.ok) throw new Error("refused");
        const applied = await applyCatalogUpload(database.db, exported, {
          checkedSha256: checked.sha256,
          actor,
          now: NOW,
        });
        expect(applied).toMatchObject({ ok: true, applied: true, changed: true, changes: checked.changes });
        if (!applied.ok) throw new Error("refused");
        expect(await liveRoutes()).toHaveLength(store.totals.products);
        expect(await liveRoutes()).toContain(store.newProduct.route);

        const rows = await auditRows();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          kind: "import",
          size_id: null,
          before_value: null,
          after_value: null,
          actor,
          created_at: NOW.toISOString(),
          summary: summarizeChanges(applied.changes),
        });
        const revision = await readCatalogRevision(database.db);

        const again = await applyCatalogUpload(database.db, exported, {
          checkedSha256: checked.sha256,
          actor,
          now: NOW,
        });
        expect(again).toMatchObject({
          ok: true,
          applied: true,
          changed: false,
          changes: expect.objectContaining({ productsAdded: 0, productsRetired: 0 }),
        });
        expect(await auditRows()).toHaveLength(1);
        expect(await readCatalogRevision(database.db)).toBe(revision);
        expect(await recentImportsWithNames(database.db)).toEqual([
          { at: NOW.toISOString(), actor, staffName: "Luisa Gómez", summary: rows[0]!.summary },
        ]);
      });

      it("a copy with bad rows: the check lists them beside the good rows' report; apply is refused and writes nothing", async () => {
        const broken = withBadRows(store.path, store.totals);
        const upload: CatalogFileUpload = { name: "broken.json", bytes: broken.bytes };
        // The store runs the export; the copy differs from it only in its bad rows.
        await importCatalog(database.db, readCatalogText(exported.bytes, exported.name).catalog);
        const before = {
          revision: await readCatalogRevision(database.db),
          routes: await liveRoutes(),
          prices: await sizePrices(),
        };
        const checked = await checkCatalogUpload(database.db, upload);
        if (!checked.ok) throw new Error(`refused: ${checked.error.key}`);
        expect(checked).toMatchObject({ applied: false, totals: broken.totals, moreBadRows: 0 });
        expect(checked.badRows.map((row) => [row.line, row.route, row.problem.key])).toEqual(
          broken.rows.map((row) => [row.line, row.route, row.key]),
        );
        // What would change is worked out without the bad rows: as if they were missing.
        expect(checked.changes).toMatchObject({ productsAdded: 0, productsRetired: 1 });
        expect(checked.changes.sizesRetired).toBeGreaterThanOrEqual(2);

        const applied = await applyCatalogUpload(database.db, upload, {
          checkedSha256: checked.sha256,
          actor,
          now: NOW,
        });
        expect(applied).toMatchObject({
          ok: false,
          status: 422,
          error: { key: "refusal.badRows", values: { file: "broken.json", count: 3 } },
          moreBadRows: 0,
        });
        expect(applied.ok || applied.badRows).toEqual(checked.badRows);
        expect(await readCatalogRevision(database.db)).toBe(before.revision);
        expect(await liveRoutes()).toEqual(before.routes);
        expect(await sizePrices()).toEqual(before.prices);
        expect(await auditRows()).toEqual([]);
      });

      it("every price typed with a comma: the check lists the first 100 bad rows and counts the rest", async () => {
        const text = readFileSync(store.path, "utf8").replace(/"price": (\d+)\.(\d+)/g, '"price": "$1,$2"');
        const commas = text.match(/"price": "\d+,\d+"/g)?.length ?? 0;
        const upload = { name: "commas.json", bytes: new TextEncoder().encode(text) };
        const checked = await checkCatalogUpload(database.db, upload);
        if (!checked.ok) throw new Error(`refused: ${checked.error.key}`);
        expect(checked.badRows).toHaveLength(Math.min(100, commas));
        expect(checked.moreBadRows).toBe(Math.max(0, commas - 100));
        const applied = await applyCatalogUpload(database.db, upload, {
          checkedSha256: checked.sha256,
          actor,
          now: NOW,
        });
        expect(applied).toMatchObject({
          status: 422,
          error: { values: { count: commas } },
          moreBadRows: Math.max(0, commas - 100),
        });
        expect(await auditRows()).toEqual([]);
      });

      it("the audit row commits or rolls back with the import", async () => {
        const revision = await readCatalogRevision(database.db);
        const failing = importCatalog(database.db, readCatalogText(exported.bytes, exported.name).catalog, {
          recordChanges: async () => {
            throw new Error("the audit could not be written");
          },
        });
        await expect(failing).rejects.toThrow("the audit could not be written");
        expect(await readCatalogRevision(database.db)).toBe(revision);
        expect(await liveRoutes()).not.toContain(store.newProduct.route);
      });
    });

  it("a file with its own featured products says so, and its shelves start with them", async () => {
    const demo: CatalogFileUpload = {
      name: "catalog.json",
      bytes: new Uint8Array(readFileSync("data/catalog.json")),
    };
    const answer = await checkCatalogUpload(database.db, demo);
    if (!answer.ok) throw new Error("refused");
    expect(answer.featuredFrom).toBe("file");
    const whiskey = answer.shelves.find((shelf) => shelf.type === "whiskey")!;
    expect(whiskey.chosen).toBeGreaterThan(0);
    expect(whiskey.chosen + whiskey.filled).toBe(11);
  });

  it("refuses a file that is not a catalogue, even with its own hash, showing at most 20 problems", async () => {
    // Nameless subtypes break the file's structure; bad rows inside products are tested above.
    const subtypes = Array.from({ length: 25 }, () => ({ subtype: "", products: [] }));
    const file = { types: [{ type: "rum", subtypes }] };
    const broken = { name: "broken.json", bytes: new TextEncoder().encode(JSON.stringify(file)) };
    const answer = await applyCatalogUpload(database.db, broken, {
      checkedSha256: catalogFileHash(broken.bytes),
      actor,
      now: NOW,
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      error: { key: "file.not-catalogue", values: { file: "broken.json" } },
      moreProblems: 5,
    });
    expect(answer.ok || answer.problems).toHaveLength(20);
    expect(answer.ok || answer.problems[0]).toMatchObject({
      key: "problem.empty",
      values: { path: "types.0.subtypes.0.subtype" },
    });
    for (const [bytes, status, error] of [
      [new Uint8Array(), 400, { key: "file.empty", values: { file: "empty.json" } }],
      [
        new TextEncoder().encode("<html>not a catalogue</html>"),
        400,
        { key: "file.not-json", values: { file: "empty.json" } },
      ],
    ] as const) {
      expect(await checkCatalogUpload(database.db, { name: "empty.json", bytes })).toMatchObject({
        ok: false,
        status,
        error,
      });
    }
    expect(await auditRows()).toEqual([]);
  });

  it("keeps hostile text in names as plain data in the report", async () => {
    const name = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const file = {
      types: [
        {
          type: "rum",
          subtypes: [
            {
              subtype: "gold",
              products: [
                { brand: "X", products: [{ name, sizes: [{ id: "1", size: "750ml", price: 10 }] }] },
              ],
            },
          ],
        },
      ],
    };
    const answer = await checkCatalogUpload(database.db, {
      name: `${name}.json`,
      bytes: new TextEncoder().encode(JSON.stringify(file)),
    });
    if (!answer.ok) throw new Error("refused");
    expect(answer.fileName).toBe(`${name}.json`);
    expect(answer.quirks.find((quirk) => quirk.code === "route-missing")?.examples[0]?.detail).toBe(name);
  });
});
