import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { recentCatalogImports } from "./catalog-audit.server";
import { readCatalogText } from "./catalog-file.server";
import {
  applyCatalogUpload,
  catalogFileHash,
  checkCatalogUpload,
  type CatalogFileUpload,
} from "./catalog-import.server";
import { importCatalog, loadCatalog, readCatalogRevision } from "./catalog-repository.server";

const REAL_EXPORT = "../shared/fixtures/real-store-catalog.json";
const NOW = new Date("2026-11-22T15:04:05.000Z");

const real: CatalogFileUpload = {
  name: "real-store-catalog.json",
  bytes: new Uint8Array(readFileSync(REAL_EXPORT)),
};
const quirky: CatalogFileUpload = {
  name: "quirky-catalog.json",
  bytes: new Uint8Array(readFileSync("tests/fixtures/quirky-catalog.json")),
};

describe.each(testDatabaseKinds)("catalogue import from the staff console on $kind", ({ create }) => {
  let database: TestDatabase;
  let actor: string;

  beforeEach(async () => {
    database = await create();
    // The store runs the quirky catalogue; the real export replaces it.
    await importCatalog(database.db, readCatalogText(quirky.bytes, quirky.name).catalog);
    const staff = await addStaffMember(database.db, {
      email: "luisa@store.example",
      name: "Luisa Gómez",
      password: "correct horse battery",
    });
    actor = `staff:${staff.id}`;
  });
  afterEach(() => database.drop());

  const auditRows = () => database.db.selectFrom("catalog_change").selectAll().execute();
  const liveRoutes = async () => (await loadCatalog(database.db)).products.map((product) => product.route);

  it("a dry run reports the file and what would change, and writes nothing", async () => {
    const before = { revision: await readCatalogRevision(database.db), routes: await liveRoutes() };
    const answer = await checkCatalogUpload(database.db, real);
    expect(answer).toMatchObject({
      ok: true,
      applied: false,
      changed: true,
      fileName: "real-store-catalog.json",
      sha256: catalogFileHash(real.bytes),
      totals: { types: 12, subtypes: 55, products: 546, sizes: 907 },
      changes: { productsAdded: expect.any(Number), productsRetired: expect.any(Number) },
    });
    if (!answer.ok) throw new Error("refused");
    expect(answer.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.changes.productsRetired).toBeGreaterThan(0);
    expect(answer.description).toMatch(/^Dry run, nothing written\. Would change: products: \d+ added/);
    expect(answer.quirks.find((quirk) => quirk.code === "repeated-size-id")).toMatchObject({ count: 6 });
    expect(answer.quirks.find((quirk) => quirk.code === "empty-size-id")).toMatchObject({ count: 3 });
    expect(await readCatalogRevision(database.db)).toBe(before.revision);
    expect(await liveRoutes()).toEqual(before.routes);
    expect(await auditRows()).toEqual([]);
  });

  it("applies only with the hash its dry run answered; no hash or another file's hash changes nothing", async () => {
    const before = { revision: await readCatalogRevision(database.db), routes: await liveRoutes() };
    const unchecked = await applyCatalogUpload(database.db, real, { checkedSha256: null, actor, now: NOW });
    expect(unchecked).toMatchObject({
      ok: false,
      status: 400,
      error: "Check the file (dry run) before applying it.",
    });
    const swapped = await applyCatalogUpload(database.db, real, {
      checkedSha256: catalogFileHash(quirky.bytes),
      actor,
      now: NOW,
    });
    expect(swapped).toMatchObject({ ok: false, status: 409 });
    expect(swapped.ok || swapped.error).toMatch(/not the file that was checked/);
    // One byte more (a trailing newline) is another file.
    const edited = { ...real, bytes: new Uint8Array([...real.bytes, 0x0a]) };
    expect(
      await applyCatalogUpload(database.db, edited, {
        checkedSha256: catalogFileHash(real.bytes),
        actor,
        now: NOW,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await readCatalogRevision(database.db)).toBe(before.revision);
    expect(await liveRoutes()).toEqual(before.routes);
    expect(await auditRows()).toEqual([]);
  });

  it("an apply writes the catalogue and one audit row; applying it again changes nothing and writes none", async () => {
    const checked = await checkCatalogUpload(database.db, real);
    if (!checked.ok) throw new Error("refused");
    const applied = await applyCatalogUpload(database.db, real, {
      checkedSha256: checked.sha256,
      actor,
      now: NOW,
    });
    expect(applied).toMatchObject({ ok: true, applied: true, changed: true, changes: checked.changes });
    if (!applied.ok) throw new Error("refused");
    expect(applied.description).toMatch(/^Applied: products: \d+ added, \d+ updated, \d+ retired; sizes: /);
    expect(await liveRoutes()).toHaveLength(546);
    expect(await liveRoutes()).toContain("knob-creek-rye-7-years");

    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "import",
      size_id: null,
      before_value: null,
      after_value: null,
      actor,
      created_at: NOW.toISOString(),
      summary: applied.description.replace(/^Applied: /, "").replace(/\.$/, ""),
    });
    const revision = await readCatalogRevision(database.db);

    const again = await applyCatalogUpload(database.db, real, {
      checkedSha256: checked.sha256,
      actor,
      now: NOW,
    });
    expect(again).toMatchObject({
      ok: true,
      applied: true,
      changed: false,
      description: "No changes: the store already has this catalogue.",
    });
    expect(await auditRows()).toHaveLength(1);
    expect(await readCatalogRevision(database.db)).toBe(revision);
    expect(await recentCatalogImports(database.db)).toEqual([
      { at: NOW.toISOString(), actor, staffName: "Luisa Gómez", summary: rows[0]!.summary },
    ]);
  });

  it("the audit row commits or rolls back with the import", async () => {
    const revision = await readCatalogRevision(database.db);
    const failing = importCatalog(database.db, readCatalogText(real.bytes, real.name).catalog, {
      recordChanges: async () => {
        throw new Error("the audit could not be written");
      },
    });
    await expect(failing).rejects.toThrow("the audit could not be written");
    expect(await readCatalogRevision(database.db)).toBe(revision);
    expect(await liveRoutes()).not.toContain("knob-creek-rye-7-years");
  });

  it("refuses a file that is not a catalogue, even with its own hash, showing at most 20 problems", async () => {
    const products = Array.from({ length: 25 }, (_, index) => ({ name: "", route: `p-${index}`, sizes: [] }));
    const file = {
      types: [{ type: "rum", subtypes: [{ subtype: "gold", products: [{ brand: "X", products }] }] }],
    };
    const broken = { name: "broken.json", bytes: new TextEncoder().encode(JSON.stringify(file)) };
    const answer = await applyCatalogUpload(database.db, broken, {
      checkedSha256: catalogFileHash(broken.bytes),
      actor,
      now: NOW,
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      error: "broken.json is not a valid catalogue file.",
      moreProblems: 5,
    });
    expect(answer.ok || answer.problems).toHaveLength(20);
    for (const [bytes, status, error] of [
      [new Uint8Array(), 400, "empty.json is empty."],
      [new TextEncoder().encode("<html>not a catalogue</html>"), 400, "empty.json is not JSON."],
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
    expect(answer.quirks.find((quirk) => quirk.code === "route-missing")?.examples[0]).toContain(name);
  });
});
