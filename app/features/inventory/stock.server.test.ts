import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { placeOrder } from "~/flows/place-order.server";
import { parseOrderRequest } from "~/features/orders/order-request";
import type { Database } from "~/utils/db.server";
import { STORE_CHANGES_CHANNEL } from "~/utils/store-changes.server";
import { orderBody, ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import {
  readStockLevels,
  returnStock,
  setStockIfUnchanged,
  setStockLevels,
  takeStock,
  type StockShortfall,
} from "./stock.server";

const { whisky, whiskyLitre, wine, beer, retired } = ORDER_SIZES;

async function stockOf(db: Database, id: string): Promise<number | null> {
  const row = await db
    .selectFrom("product_size")
    .select("inventory")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.inventory === null ? null : Number(row.inventory);
}

/** Runs `take` in a transaction that rolls back on a shortfall, as placing an order does. */
async function takeOrRollBack(db: Database, lines: Array<{ id: string; quantity: number }>) {
  const refused = new Error("shortfall");
  let shortfalls: StockShortfall[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      shortfalls = await takeStock(trx, lines);
      if (shortfalls.length > 0) throw refused;
    })
    .catch((error: unknown) => {
      if (error !== refused) throw error;
    });
  return shortfalls;
}

describe.each(testDatabaseKinds)("the inventory module on $kind", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await db.deleteFrom("order_event").execute();
    await db.deleteFrom("order_line").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("orders").execute();
    await db.deleteFrom("product_size").execute();
    await db.deleteFrom("product").execute();
    await seedOrderCatalog(db);
  });

  it("takes stock line by line, or reports each shortfall with what one order may still have", async () => {
    expect(await takeOrRollBack(db, [{ id: beer.id, quantity: 40 }])).toEqual([]);
    expect(await stockOf(db, beer.id)).toBe(60);
    const shortfalls = await takeOrRollBack(db, [
      { id: whisky.id, quantity: 6 },
      { id: beer.id, quantity: 1 },
      { id: wine.id, quantity: 1 },
    ]);
    // In ascending id order, as the rows were taken.
    expect(shortfalls).toEqual([
      { id: whisky.id, requested: 6, available: 5 },
      { id: wine.id, requested: 1, available: 0 },
    ]);
    // The caller rolled back: the beer taken in that transaction is back.
    expect(await stockOf(db, beer.id)).toBe(60);
    expect(await stockOf(db, whisky.id)).toBe(whisky.inventory);
  });

  it("200 takes at once of the last 50 bottles: exactly 50 succeed and stock ends at 0", async () => {
    await db.updateTable("product_size").set({ inventory: 50 }).where("id", "=", beer.id).execute();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => takeOrRollBack(db, [{ id: beer.id, quantity: 1 }])),
    );
    expect(results.filter((shortfalls) => shortfalls.length === 0)).toHaveLength(50);
    expect(await stockOf(db, beer.id)).toBe(0);
  });

  it("puts back only counted stock, and says what it put back", async () => {
    const returned = await db.transaction().execute((trx) =>
      returnStock(trx, [
        { id: whisky.id, quantity: 2 },
        { id: whiskyLitre.id, quantity: 3 },
      ]),
    );
    expect(returned).toEqual([{ id: whisky.id, quantity: 2 }]);
    expect(await stockOf(db, whisky.id)).toBe(7);
    expect(await stockOf(db, whiskyLitre.id)).toBeNull();
  });

  it("a person's count applies only over the count they saw", async () => {
    const set = (shown: number | null, next: number | null) =>
      db.transaction().execute((trx) => setStockIfUnchanged(trx, whisky.id, shown, next));
    expect(await set(4, 10)).toBe(false);
    expect(await stockOf(db, whisky.id)).toBe(whisky.inventory);
    expect(await set(whisky.inventory, null)).toBe(true);
    expect(await set(null, 0)).toBe(true);
    expect(await stockOf(db, whisky.id)).toBe(0);
  });

  it("sets a file's levels, changing only the sizes that differ", async () => {
    const changed = await db.transaction().execute((trx) =>
      setStockLevels(trx, [
        { id: whisky.id, inventory: whisky.inventory },
        { id: whiskyLitre.id, inventory: 8 },
        { id: beer.id, inventory: null },
      ]),
    );
    expect(changed.sort()).toEqual([beer.id, whiskyLitre.id].sort());
    expect(await readStockLevels(db, [whisky.id, whiskyLitre.id, beer.id])).toEqual(
      new Map<string, number | null>([
        [whisky.id, whisky.inventory],
        [whiskyLitre.id, 8],
        [beer.id, null],
      ]),
    );
  });

  it("reads the stock of live sizes only: every one, or those named", async () => {
    const all = await readStockLevels(db, null);
    expect(all.has(retired.id)).toBe(false);
    expect(all.get(wine.id)).toBe(0);
    expect([...(await readStockLevels(db, [beer.id, "no-such-size"])).keys()]).toEqual([beer.id]);
    expect((await readStockLevels(db, [])).size).toBe(0);
  });

  it("reads every size's stock a page of 2,000 at a time, pausing between pages", async () => {
    const { product_id } = await db
      .selectFrom("product_size")
      .select("product_id")
      .where("id", "=", beer.id)
      .executeTakeFirstOrThrow();
    const extra = Array.from({ length: 4_500 }, (_, index) => ({
      id: `bulk-${String(index).padStart(5, "0")}`,
      product_id,
      barcode: null,
      label: `${index}ml`,
      size_ml: null,
      price_cents: 100,
      image_path: `liquors-webp/beer/bulk/${index}.webp`,
      inventory: index,
      position: index + 1,
      retired: 0,
    }));
    for (let at = 0; at < extra.length; at += 500)
      await db
        .insertInto("product_size")
        .values(extra.slice(at, at + 500))
        .execute();
    let pauses = 0;
    const all = await readStockLevels(db, null, async () => {
      pauses++;
    });
    expect(all.size).toBe(4_500 + 4);
    expect(all.get("bulk-04499")).toBe(4_499);
    expect(all.get(beer.id)).toBe(beer.inventory);
    expect(pauses).toBe(2);
  });

  it("an order changes no row that every order shares: it completes while the catalogue's state row is held", async () => {
    const request = parseOrderRequest(orderBody({ items: [{ id: beer.id, quantity: 1 }] }));
    if (!request.ok) throw new Error("the fixture order is invalid");
    if (kind.kind === "sqlite") {
      // One writer at a time is SQLite's own rule; the order must simply not write catalog_state.
      const before = await db.selectFrom("catalog_state").selectAll().executeTakeFirstOrThrow();
      expect((await placeOrder(db, request.request)).kind).toBe("created");
      expect(await db.selectFrom("catalog_state").selectAll().executeTakeFirstOrThrow()).toEqual(before);
      return;
    }
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select * from catalog_state where id = 1 for update");
      const outcome = await Promise.race([
        placeOrder(db, request.request).then((placed) => placed.kind),
        new Promise((resolve) => setTimeout(() => resolve("waited on catalog_state"), 3_000)),
      ]);
      expect(outcome).toBe("created");
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
  });
});

describe.runIf(testDatabaseKinds.some((kind) => kind.kind === "postgres"))(
  "stock changes told to every server (PostgreSQL NOTIFY)",
  () => {
    let database: TestDatabase;
    let listener: pg.Client;
    const heard: unknown[] = [];

    beforeAll(async () => {
      database = await testDatabaseKinds.find((kind) => kind.kind === "postgres")!.create();
      await seedOrderCatalog(database.db);
      listener = new pg.Client({ connectionString: database.url });
      await listener.connect();
      listener.on("notification", (message) => heard.push(JSON.parse(message.payload!)));
      await listener.query(`listen ${STORE_CHANGES_CHANNEL}`);
    });
    afterAll(async () => {
      await listener.end();
      await database.drop();
    });

    const heardSoon = async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return heard.splice(0);
    };

    it("names the sizes when the transaction commits", async () => {
      await takeOrRollBack(database.db, [
        { id: beer.id, quantity: 1 },
        { id: whisky.id, quantity: 1 },
      ]);
      expect(await heardSoon()).toEqual([{ kind: "stock", sizeIds: [whisky.id, beer.id].sort() }]);
    });

    it("says nothing when the transaction rolls back", async () => {
      await takeOrRollBack(database.db, [
        { id: beer.id, quantity: 1 },
        { id: wine.id, quantity: 1 },
      ]);
      expect(await heardSoon()).toEqual([]);
    });
  },
);
