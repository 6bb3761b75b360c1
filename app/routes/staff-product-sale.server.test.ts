import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { storeDate, storeDayBounds } from "~/features/store";
import { store } from "~/features/store";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { ORDER_SIZES, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as productPage from "./staff-product";

const ROUTE = "johnnie-walker-black";
const PATH = `/staff/products/${ROUTE}`;
const whisky = ORDER_SIZES.whisky;

/** The store's date `days` after today. */
function storeDayAhead(days: number): string {
  const [year, month, day] = storeDate(new Date(), store.timeZone).split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** What the page showed of the whisky: its regular price and no sale. */
const shownNoSale = {
  sizeId: whisky.id,
  shownPriceCents: String(whisky.priceCents),
  shownSalePriceCents: "",
  shownSaleStartsAt: "",
  shownSaleEndsAt: "",
};

/**
 * A size's sale through the console's product page (issue #35): days typed become the store's
 * midnights; bad input gets its fields named, in the console's words, and changes nothing.
 */
describe.each(testDatabaseKinds)("a size's sale through the staff product page on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;
  let cookie: string;

  const post = (fields: Record<string, string>) =>
    answerOf(() =>
      productPage.action({
        request: new Request(`http://store${PATH}`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Cookie: cookie },
        }),
        url: new URL(`http://store${PATH}`),
        params: { route: ROUTE },
        context,
      } as never),
    );
  const page = async () =>
    (await productPage.loader({
      request: new Request(`http://store${PATH}`, { headers: { Cookie: cookie } }),
      url: new URL(`http://store${PATH}`),
      params: { route: ROUTE },
      context,
    } as never)) as Awaited<ReturnType<typeof productPage.loader>>;
  const saleRow = () =>
    database.db
      .selectFrom("product_size")
      .select(["sale_price_cents", "sale_starts_at", "sale_ends_at"])
      .where("id", "=", whisky.id)
      .executeTakeFirstOrThrow();
  const noSaleRow = { sale_price_cents: null, sale_starts_at: null, sale_ends_at: null };

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    const catalog = await CatalogSnapshotHolder.load(database.db);
    context = storeContext({
      services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    cookie = await staffSessionCookie(database.db, context);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.updateTable("product_size").set(noSaleRow).where("id", "=", whisky.id).execute();
  });

  it("saves a sale from its first to its last day at the store's midnights, and shows it to come", async () => {
    const [firstDay, lastDay] = [storeDayAhead(2), storeDayAhead(8)];
    const before = await readCatalogRevision(database.db);
    expect(await post({ ...shownNoSale, intent: "sale", salePrice: "$34.99", firstDay, lastDay })).toEqual({
      status: 200,
      body: { saleOf: whisky.id, saved: { key: "answer.saleSaved" } },
    });
    expect(await saleRow()).toEqual({
      sale_price_cents: 3499,
      sale_starts_at: storeDayBounds(firstDay, store.timeZone).start.toISOString(),
      sale_ends_at: storeDayBounds(lastDay, store.timeZone).end.toISOString(),
    });
    expect(await readCatalogRevision(database.db)).toBe(before + 1);
    const shown = await page();
    expect(shown.setsSales).toBe(true);
    expect(shown.sizes.find((size) => size.id === whisky.id)?.saleShown).toEqual({
      priceCents: 3499,
      firstDay,
      lastDay,
      running: false,
    });
    expect(shown.changes[0]).toMatchObject({ kind: "sale", before: null, after: 3499, sizeLabel: "750ml" });
  });

  it("a sale without days runs from now until ended, and ending it brings the regular price back", async () => {
    expect(
      await post({ ...shownNoSale, intent: "sale", salePrice: "35", firstDay: "", lastDay: "" }),
    ).toMatchObject({
      status: 200,
    });
    const stored = await saleRow();
    expect(stored).toEqual({ sale_price_cents: 3500, sale_starts_at: null, sale_ends_at: null });
    expect((await page()).sizes.find((size) => size.id === whisky.id)?.saleShown).toMatchObject({
      running: true,
    });
    const shownSale = { ...shownNoSale, shownSalePriceCents: "3500" };
    expect(await post({ ...shownSale, intent: "endSale" })).toEqual({
      status: 200,
      body: { saleOf: whisky.id, saved: { key: "answer.saleEnded" } },
    });
    expect(await saleRow()).toEqual(noSaleRow);
  });

  it.each([
    ["a price in words", { salePrice: "half off" }, { salePrice: { key: "problem.salePrice" } }],
    [
      "the regular price",
      { salePrice: "39.99" },
      { salePrice: { key: "problem.saleNotBelow", values: { price: "$39.99" } } },
    ],
    ["a day that is no date", { firstDay: "2027-02-30" }, { firstDay: { key: "problem.saleDay" } }],
    [
      "a last day before the first",
      { firstDay: storeDayAhead(5), lastDay: storeDayAhead(4) },
      { lastDay: { key: "problem.saleLastBeforeFirst" } },
    ],
    ["a last day gone", { lastDay: storeDayAhead(-1) }, { lastDay: { key: "problem.saleLastPast" } }],
  ])("refuses %s with the field named, changing nothing", async (_case, typed, fields) => {
    const before = await readCatalogRevision(database.db);
    const sent = { ...shownNoSale, intent: "sale", salePrice: "29.99", firstDay: "", lastDay: "", ...typed };
    expect(await post(sent)).toEqual({
      status: 400,
      body: { saleOf: whisky.id, error: { key: "answer.checkFields" }, fields },
    });
    expect(await saleRow()).toEqual(noSaleRow);
    expect(await readCatalogRevision(database.db)).toBe(before);
  });

  it("refuses a page that showed another price or sale (409), a form it cannot read, and a size of another product", async () => {
    const before = await readCatalogRevision(database.db);
    const typed = { intent: "sale", salePrice: "29.99", firstDay: "", lastDay: "" };
    expect(await post({ ...shownNoSale, ...typed, shownPriceCents: "4500" })).toEqual({
      status: 409,
      body: { saleOf: whisky.id, error: { key: "answer.saleConflict" } },
    });
    expect(await post({ ...shownNoSale, intent: "endSale", shownSalePriceCents: "2999" })).toMatchObject({
      status: 409,
    });
    expect(await post({ intent: "sale", sizeId: whisky.id, salePrice: "29.99" })).toEqual({
      status: 400,
      body: { saleOf: null, error: { key: "answer.notUnderstood" } },
    });
    expect((await post({ ...shownNoSale, ...typed, sizeId: ORDER_SIZES.wine.id })).status).toBe(404);
    expect(await saleRow()).toEqual(noSaleRow);
    expect(await readCatalogRevision(database.db)).toBe(before);
  });
});
