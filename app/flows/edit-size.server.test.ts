import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import type { Database } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { ORDER_SIZES, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import {
  productChanges,
  productForEditing,
  productSizesForEditing,
  type SizeValues,
} from "~/features/catalog/index.server";
import { editSize } from "./edit-size.server";

const NOW = new Date("2026-11-22T16:00:00.000Z");
const ACTOR = "staff:7";
const whisky = ORDER_SIZES.whisky;
const whiskyShown: SizeValues = { priceCents: whisky.priceCents, inventory: whisky.inventory };

async function sizeRow(db: Database, id: string) {
  const row = await db
    .selectFrom("product_size")
    .select(["price_cents", "inventory"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    priceCents: Number(row.price_cents),
    inventory: row.inventory === null ? null : Number(row.inventory),
  };
}

async function auditRows(db: Database) {
  return db
    .selectFrom("catalog_change")
    .select(["kind", "size_id", "before_value", "after_value", "actor", "created_at"])
    .orderBy("id")
    .execute();
}

describe.each(testDatabaseKinds)("staff price and stock edits on $kind", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await db.deleteFrom("catalog_change").execute();
    await db.deleteFrom("product_size").execute();
    await db.deleteFrom("product").execute();
    await seedOrderCatalog(db);
  });

  const edit = (next: SizeValues, shown: SizeValues = whiskyShown, sizeId: string = whisky.id) =>
    editSize(db, { sizeId, next, shown, actor: ACTOR, now: NOW });

  it("a price edit is stored to the cent, audited with before and after, and moves the revision", async () => {
    const revision = await readCatalogRevision(db);
    expect(await edit({ priceCents: 4249, inventory: whisky.inventory })).toEqual({
      ok: true,
      changed: ["price"],
    });
    expect(await sizeRow(db, whisky.id)).toEqual({ priceCents: 4249, inventory: whisky.inventory });
    expect(await auditRows(db)).toEqual([
      {
        kind: "price",
        size_id: whisky.id,
        before_value: whisky.priceCents,
        after_value: 4249,
        actor: ACTOR,
        created_at: NOW.toISOString(),
      },
    ]);
    expect(await readCatalogRevision(db)).toBe(revision + 1);
  });

  it("a stock edit alone leaves the catalogue's revision where it was (stock is not the catalogue)", async () => {
    const revision = await readCatalogRevision(db);
    expect(await edit({ priceCents: whisky.priceCents, inventory: 3 })).toEqual({
      ok: true,
      changed: ["stock"],
    });
    expect(await sizeRow(db, whisky.id)).toEqual({ priceCents: whisky.priceCents, inventory: 3 });
    expect(await readCatalogRevision(db)).toBe(revision);
  });

  it("price and stock at once write one audit row each", async () => {
    expect(await edit({ priceCents: 3899, inventory: 12 })).toEqual({
      ok: true,
      changed: ["price", "stock"],
    });
    const rows = await auditRows(db);
    expect(rows.map((row) => [row.kind, row.before_value, row.after_value])).toEqual([
      ["price", whisky.priceCents, 3899],
      ["stock", whisky.inventory, 12],
    ]);
  });

  it("stock can stop being counted and start again; null is audited as null", async () => {
    expect(await edit({ priceCents: whisky.priceCents, inventory: null })).toMatchObject({ ok: true });
    expect((await sizeRow(db, whisky.id)).inventory).toBeNull();
    const counted = { priceCents: whisky.priceCents, inventory: 0 };
    expect(await edit(counted, { priceCents: whisky.priceCents, inventory: null })).toMatchObject({
      ok: true,
    });
    expect((await auditRows(db)).map((row) => [row.before_value, row.after_value])).toEqual([
      [whisky.inventory, null],
      [null, 0],
    ]);
  });

  it("saving the values already stored changes nothing and writes no audit row", async () => {
    const revision = await readCatalogRevision(db);
    expect(await edit(whiskyShown)).toEqual({ ok: true, changed: [] });
    expect(await auditRows(db)).toEqual([]);
    expect(await readCatalogRevision(db)).toBe(revision);
  });

  it("refuses when the size moved since the page showed it (an order took a bottle), writing nothing", async () => {
    await db.updateTable("product_size").set({ inventory: 4 }).where("id", "=", whisky.id).execute();
    expect(await edit({ priceCents: 1, inventory: 50 })).toEqual({
      ok: false,
      reason: "conflict",
      current: { priceCents: whisky.priceCents, inventory: 4 },
    });
    expect(await sizeRow(db, whisky.id)).toEqual({ priceCents: whisky.priceCents, inventory: 4 });
    expect(await auditRows(db)).toEqual([]);
  });

  it("of two staff saving the same size at once, one wins and the other is told", async () => {
    const results = await Promise.all([
      edit({ priceCents: 4100, inventory: 5 }),
      edit({ priceCents: 4200, inventory: 5 }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([expect.objectContaining({ reason: "conflict" })]);
    expect(await auditRows(db)).toHaveLength(1);
  });

  it("an unknown or retired size is not found and nothing is written", async () => {
    expect(await edit(whiskyShown, whiskyShown, "no-such-size")).toEqual({ ok: false, reason: "not_found" });
    const retired = ORDER_SIZES.retired;
    expect(
      await edit(
        { priceCents: 1, inventory: 1 },
        { priceCents: retired.priceCents, inventory: retired.inventory },
        retired.id,
      ),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(await auditRows(db)).toEqual([]);
  });

  it("reads a live product's sizes from the database and its changes newest first", async () => {
    const product = await productForEditing(db, "johnnie-walker-black");
    expect(await productSizesForEditing(db, product?.id ?? 0)).toEqual([
      {
        id: whisky.id,
        label: "750ml",
        priceCents: whisky.priceCents,
        inventory: whisky.inventory,
        sale: null,
      },
      expect.objectContaining({ id: ORDER_SIZES.whiskyLitre.id, inventory: null }),
    ]);
    expect(await productForEditing(db, "no-such-product")).toBeNull();
    await edit({ priceCents: 4000, inventory: whisky.inventory });
    await edit({ priceCents: 4000, inventory: 9 }, { priceCents: 4000, inventory: whisky.inventory });
    expect((await productChanges(db, 0, [whisky.id])).map((change) => change.kind)).toEqual([
      "stock",
      "price",
    ]);
    expect(await productChanges(db, 0, [])).toEqual([]);
  });
});
