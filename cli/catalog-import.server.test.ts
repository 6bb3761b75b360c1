import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withBadRows } from "../tests/fixtures/bad-rows";
import { STORE_EXPORTS } from "../tests/fixtures/real-store-export";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { loadCatalog, readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import type { Catalog } from "~/features/catalog/catalog-model";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { runCli } from "./store-cli";

/** `npm run catalog:import` and `catalog:export` as a store owner runs them (issue #31). */
describe.each(testDatabaseKinds)("the catalogue commands on $kind", ({ create }) => {
  let database: TestDatabase;
  let dir: string;
  let printed: { out: string[]; err: string[] };

  beforeEach(async () => {
    database = await create();
    dir = mkdtempSync(join(tmpdir(), "catalog-cli-"));
    printed = { out: [], err: [] };
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void printed.out.push(String(line)));
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void printed.err.push(String(line)));
    vi.stubEnv("DATABASE_URL", database.url);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  const sizePrices = () =>
    database.db.selectFrom("product_size").select(["id", "price_cents"]).orderBy("id").execute();

  for (const store of STORE_EXPORTS)
    it(`a copy of ${store.name} with bad rows: the dry run reports them and the rest; the import names them, exits 1 and writes nothing`, async () => {
      await importCatalog(database.db, (await readCatalogFile(store.path)).catalog);
      const before = { revision: await readCatalogRevision(database.db), prices: await sizePrices() };
      const broken = withBadRows(store.path, store.totals);
      const file = join(dir, "broken.json");
      writeFileSync(file, broken.text);
      const named = broken.rows.map(
        (row) => `line ${row.line}: ${row.product ?? "a product without a name"} (${row.route})`,
      );

      expect(await runCli(["catalog-import", file, "--dry-run"])).toBe(1);
      const report = printed.out.join("\n");
      const { types, subtypes } = store.totals;
      const { products, sizes } = broken.totals;
      expect(report).toContain(`${types} types, ${subtypes} subtypes, ${products} products, ${sizes} sizes`);
      expect(report).toContain("3 rows cannot be read; the check left them out:");
      for (const line of named) expect(report).toContain(line);
      expect(report).toContain(
        `line ${broken.rows.find((row) => row.key === "problem.decimalComma")!.line}: `,
      );
      expect(report).toMatch(
        /price: should be a number: write 19\.99, with a decimal point and no quotes \(the file has "19,99"\)/,
      );
      expect(report).toContain("Dry run, nothing written.");
      expect(printed.err.join("\n")).toContain("broken.json has 3 rows that cannot be read");

      printed = { out: [], err: [] };
      expect(await runCli(["catalog-import", file])).toBe(1);
      expect(printed.err.join("\n")).toContain(
        `${file} has 3 rows that cannot be read; nothing was imported. Fix them and import the file again.`,
      );
      for (const line of named) expect(printed.out.join("\n")).toContain(line);
      expect(await readCatalogRevision(database.db)).toBe(before.revision);
      expect(await sizePrices()).toEqual(before.prices);
    });

  for (const store of STORE_EXPORTS)
    it(`carries description_es of ${store.name} through export and import into a fresh database`, async () => {
      // A translator's file: every product, type and subtype with its Spanish text.
      const translated = join(dir, "translated.json");
      writeFileSync(translated, JSON.stringify(withSpanishEverywhere(readFileSync(store.path, "utf8"))));
      expect(await runCli(["catalog-import", translated])).toBe(0);
      const first = await loadCatalog(database.db);
      expect(spanishOf(first).filter(([, text]) => text === null)).toEqual([]);

      const exported = join(dir, "exported.json");
      expect(await runCli(["catalog-export", "--out", exported])).toBe(0);
      const written = readFileSync(exported, "utf8");
      expect(written.match(/"description_es":/g)).toHaveLength(spanishOf(first).length);

      const fresh = await create();
      try {
        vi.stubEnv("DATABASE_URL", fresh.url);
        expect(await runCli(["catalog-import", exported])).toBe(0);
        expect(spanishOf(await loadCatalog(fresh.db))).toEqual(spanishOf(first));
      } finally {
        await fresh.drop();
      }
    });

  it("keeps the demo catalogue's Spanish, and its English-only texts English-only, through export and import", async () => {
    expect(await runCli(["catalog-import", "data/catalog.json"])).toBe(0);
    const demo = await loadCatalog(database.db);
    const exported = join(dir, "demo.json");
    expect(await runCli(["catalog-export", "--out", exported])).toBe(0);
    const fresh = await create();
    try {
      vi.stubEnv("DATABASE_URL", fresh.url);
      expect(await runCli(["catalog-import", exported])).toBe(0);
      const again = spanishOf(await loadCatalog(fresh.db));
      expect(again).toEqual(spanishOf(demo));
      expect(again.filter(([, text]) => text !== null).length).toBeGreaterThan(10);
      expect(again.filter(([, text]) => text === null).length).toBeGreaterThan(0);
    } finally {
      await fresh.drop();
    }
  });
});

/** Every Spanish description of a catalogue, named by where it is. */
function spanishOf(catalog: Catalog): [string, string | null][] {
  return [
    ...catalog.types.flatMap((type) => [
      [type.slug, type.descriptionEs] as [string, string | null],
      ...type.subtypes.map((s) => [`${type.slug}/${s.slug}`, s.descriptionEs] as [string, string | null]),
    ]),
    ...catalog.products.map((p) => [p.route, p.descriptionEs] as [string, string | null]),
  ];
}

interface Described {
  description_es?: string;
  [key: string]: unknown;
}

/** The export with a Spanish text beside every description: accents, «quotes» and a line break. */
function withSpanishEverywhere(text: string): unknown {
  let count = 0;
  return JSON.parse(text, (key, value: unknown) => {
    if (key === "" || !value || typeof value !== "object" || Array.isArray(value)) return value;
    const described = value as Described;
    if (!("description" in described)) return value;
    return { ...described, description_es: `Descripción nº ${++count}: «añejo», ¿sí?\nSegunda línea.` };
  });
}
