import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OWN_STORE_EXPORT, STORE_EXPORTS, type StoreExport } from "../../tests/fixtures/real-store-export";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { hasChanges } from "~/features/catalog/data/catalog-changes";
import { loadCatalog, readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import {
  exportCatalogFile,
  readCatalogText,
  readCatalogTextRows,
} from "~/features/catalog/import/catalog-file.server";
import { catalogFileHash } from "~/features/catalog/import/catalog-import.server";
import type { SizeSale } from "~/features/catalog/index.server";
import { editSizeSale } from "./edit-size.server";
import { applyCatalogUpload, checkCatalogUpload, importCatalog } from "./import-catalog.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

interface FileSize {
  size: string;
  sale?: unknown;
}
interface FileProduct {
  route?: string;
  sizes: FileSize[];
}
interface CatalogJson {
  types: { subtypes: { products: { products: FileProduct[] }[] }[] }[];
}

/** The export's text with the 200ml size of its priced product given `sale` (undefined: the key left out). */
function withSale(store: StoreExport, sale: unknown): string {
  const file = JSON.parse(readFileSync(store.path, "utf8")) as CatalogJson;
  const products = file.types.flatMap((type) =>
    type.subtypes.flatMap((subtype) => subtype.products.flatMap((brand) => brand.products)),
  );
  const size = products
    .find((product) => product.route === store.priced.route)
    ?.sizes.find((each) => each.size === "200ml");
  if (!size) throw new Error(`${store.name} has no 200ml ${store.priced.route}`);
  size.sale = sale;
  return JSON.stringify(file, null, 2);
}

const upload = (text: string) => ({ name: "with-sale.json", bytes: new TextEncoder().encode(text) });

describe.each(testDatabaseKinds)(
  "a size's sale in the catalogue file on $kind (issue #35, decision 0070)",
  ({ create }) => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await create();
    });
    afterEach(() => database.drop());

    /** The stored 200ml size of the export's priced product: its id, regular price and sale. */
    async function pricedSize(store: StoreExport) {
      const product = (await loadCatalog(database.db)).products.find(
        (each) => each.route === store.priced.route,
      );
      const size = product?.sizes.find((each) => each.label === "200ml");
      if (!size) throw new Error("the priced size is not in the store");
      return { id: size.id, priceCents: size.priceCents, sale: size.sale ?? null };
    }
    const importText = (text: string) =>
      importCatalog(database.db, readCatalogText(text, "with-sale.json").catalog);
    const laterPurges = () =>
      database.db
        .selectFrom("cdn_purge")
        .select("next_attempt_at")
        .where("next_attempt_at", ">", new Date(Date.now() + 60_000).toISOString())
        .orderBy("next_attempt_at")
        .execute();

    for (const store of STORE_EXPORTS)
      describe(`with ${store.name}`, () => {
        const sale: SizeSale = {
          priceCents: store.priced.size200ml.priceCents - 200,
          startsAt: daysAhead(2),
          endsAt: daysAhead(9),
        };

        it("a sale set in the console outlives an import of the export, which knows nothing of sales", async () => {
          await importCatalog(database.db, readCatalogText(readFileSync(store.path), store.fileName).catalog);
          const size = await pricedSize(store);
          const set = await editSizeSale(database.db, {
            sizeId: size.id,
            next: sale,
            shown: { priceCents: size.priceCents, sale: null },
            actor: "staff:1",
            now: new Date(),
          });
          expect(set).toEqual({ ok: true, changed: true });
          const revision = await readCatalogRevision(database.db);

          const again = await importCatalog(
            database.db,
            readCatalogText(readFileSync(store.path), store.fileName).catalog,
          );
          expect(hasChanges(again)).toBe(false);
          expect(await readCatalogRevision(database.db)).toBe(revision);
          expect((await pricedSize(store)).sale).toEqual(sale);
        });

        it("a file with the sale sets it, purges at its start and end, and exports it back unchanged; null ends it", async () => {
          await importText(withSale(store, undefined));
          expect((await importText(withSale(store, sale))).sizesUpdated).toBe(1);
          expect((await pricedSize(store)).sale).toEqual(sale);
          expect((await laterPurges()).map((purge) => purge.next_attempt_at)).toEqual([
            sale.startsAt,
            sale.endsAt,
          ]);

          const exported = JSON.stringify(await exportCatalogFile(database.db));
          expect(hasChanges(await importText(exported))).toBe(false);
          expect((await pricedSize(store)).sale).toEqual(sale);

          expect((await importText(withSale(store, null))).sizesUpdated).toBe(1);
          expect((await pricedSize(store)).sale).toBeNull();
        });
      });

    describe(`with ${OWN_STORE_EXPORT.name}`, () => {
      const store = OWN_STORE_EXPORT;
      const regular = store.priced.size200ml.priceCents;

      it("reads an instant with any offset as the store keeps them, and open ends as null", async () => {
        await importText(
          withSale(store, { priceCents: regular - 100, startsAt: "2030-12-01T00:00:00-05:00" }),
        );
        expect((await pricedSize(store)).sale).toEqual({
          priceCents: regular - 100,
          startsAt: "2030-12-01T05:00:00.000Z",
          endsAt: null,
        });
      });

      it.each([
        [
          "a price at the regular one",
          { priceCents: regular },
          "sale.priceCents",
          "problem.saleNotBelowPrice",
        ],
        ["a price in dollars", { priceCents: 11.99 }, "sale.priceCents", "problem.expected.int"],
        ["a price in quotes", { priceCents: "1199" }, "sale.priceCents", "problem.numberInQuotes"],
        ["no price", { startsAt: null }, "sale.priceCents", "problem.expected.number"],
        [
          "an end before the start",
          { priceCents: 999, startsAt: "2030-12-08T05:00:00Z", endsAt: "2030-12-01T05:00:00Z" },
          "sale.endsAt",
          "problem.saleEndsBeforeStart",
        ],
        [
          "a day that is no instant",
          { priceCents: 999, endsAt: "2030-13-01" },
          "sale.endsAt",
          "problem.saleInstant",
        ],
        ["a misspelt key", { priceCents: 999, endAt: "2030-12-01T05:00:00Z" }, "sale", "problem.invalid"],
      ])("reports %s as a bad row; applying the file changes nothing", async (_case, wrong, path, key) => {
        await importText(withSale(store, undefined));
        const revision = await readCatalogRevision(database.db);
        const text = withSale(store, wrong);

        const { badRows } = readCatalogTextRows(text, "with-sale.json");
        expect(badRows).toEqual([
          expect.objectContaining({
            route: store.priced.route,
            size: "200ml",
            problem: expect.objectContaining({ key, values: expect.objectContaining({ path }) }),
          }),
        ]);
        expect(await checkCatalogUpload(database.db, upload(text))).toMatchObject({ ok: true, badRows });
        const applied = await applyCatalogUpload(database.db, upload(text), {
          checkedSha256: catalogFileHash(upload(text).bytes),
          actor: "staff:1",
          now: new Date(),
        });
        expect(applied).toMatchObject({ ok: false, status: 422, error: { key: "refusal.badRows" } });
        expect(await readCatalogRevision(database.db)).toBe(revision);
        expect((await pricedSize(store)).sale).toBeNull();
      });
    });
  },
);
