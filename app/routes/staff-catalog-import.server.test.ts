import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import type { CatalogImportAnswer } from "~/features/catalog/import/catalog-upload";
import { importCatalog } from "~/flows/import-catalog.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { withBadRows } from "../../tests/fixtures/bad-rows";
import { STORE_EXPORTS } from "../../tests/fixtures/real-store-export";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as importPage from "./staff-catalog-import";

const PAGE = "/staff/catalog-import";

/** Issue #31, finding 11: a file with bad rows through the console's upload, as a browser posts it. */
describe.each(testDatabaseKinds)("the catalogue upload's bad rows, on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;
  let cookie: string;

  beforeAll(async () => {
    database = await kind.create();
    const catalog = await CatalogSnapshotHolder.load(database.db);
    context = storeContext({
      services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    cookie = await staffSessionCookie(database.db, context);
  });
  afterAll(() => database.drop());

  const post = async (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request(`http://store${PAGE}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
    });
    const answer = await answerOf(() =>
      importPage.action({ request, url: new URL(request.url), params: {}, context } as never),
    );
    return { status: answer.status, body: answer.body as CatalogImportAnswer };
  };
  const sizePrices = () =>
    database.db.selectFrom("product_size").select(["id", "price_cents"]).orderBy("id").execute();

  for (const store of STORE_EXPORTS)
    it(`a copy of ${store.name}: checked, it lists its bad rows with the report; applied, 422 and nothing written`, async () => {
      await importCatalog(database.db, (await readCatalogFile(store.path)).catalog);
      const before = { revision: await readCatalogRevision(database.db), prices: await sizePrices() };
      const broken = withBadRows(store.path, store.totals);
      const file = () => new File([broken.text], "broken.json", { type: "application/json" });

      const checked = await post({ catalog: file(), intent: "check" });
      expect(checked.status).toBe(200);
      if (!checked.body.ok) throw new Error(checked.body.error.key);
      expect(checked.body).toMatchObject({ applied: false, totals: broken.totals });
      expect(
        checked.body.badRows.map((row) => ({ line: row.line, product: row.product, size: row.size })),
      ).toEqual(broken.rows.map((row) => ({ line: row.line, product: row.product, size: row.size })));

      const applied = await post({ catalog: file(), intent: "apply", sha256: checked.body.sha256 });
      expect(applied.status).toBe(422);
      expect(applied.body).toMatchObject({
        ok: false,
        error: { key: "refusal.badRows", values: { file: "broken.json", count: 3 } },
        badRows: checked.body.badRows,
      });
      expect(await readCatalogRevision(database.db)).toBe(before.revision);
      expect(await sizePrices()).toEqual(before.prices);
      expect(await database.db.selectFrom("catalog_change").selectAll().execute()).toEqual([]);
    });
});
