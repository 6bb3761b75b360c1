import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { productChanges, type SizePricing, type SizeSale } from "~/features/catalog/index.server";
import type { Database } from "~/utils/db.server";
import { ORDER_SIZES, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { editSizeSale } from "./edit-size.server";

// Now, as the catalogue's own purge is queued at the real instant; the sale's days are to come.
const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const ACTOR = "staff:7";
const whisky = ORDER_SIZES.whisky;
const noSale: SizePricing = { priceCents: whisky.priceCents, sale: null };
const daysAhead = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();
/** A week's sale starting in two days. */
const nextWeek: SizeSale = { priceCents: 3499, startsAt: daysAhead(2), endsAt: daysAhead(9) };
const PRODUCT_KEYS = ["product:johnnie-walker-black", "type:whiskey", "listing"];

async function saleColumns(db: Database) {
  return db
    .selectFrom("product_size")
    .select(["price_cents", "sale_price_cents", "sale_starts_at", "sale_ends_at"])
    .where("id", "=", whisky.id)
    .executeTakeFirstOrThrow();
}

async function auditRows(db: Database) {
  const rows = await db
    .selectFrom("catalog_change")
    .select(["kind", "size_id", "before_value", "after_value", "summary", "actor", "created_at"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, summary: row.summary === null ? null : JSON.parse(row.summary) }));
}

/** The purges waiting for an instant to come (past the catalogue's own, queued now), with the keys they name. */
async function laterPurges(db: Database) {
  const rows = await db
    .selectFrom("cdn_purge")
    .select(["payload", "next_attempt_at"])
    .where("next_attempt_at", ">", new Date(Date.now() + 60_000).toISOString())
    .orderBy("next_attempt_at")
    .execute();
  return rows.map((row) => ({
    at: row.next_attempt_at,
    keys: (JSON.parse(row.payload) as { keys: string[] }).keys,
  }));
}

describe.each(testDatabaseKinds)("a size's sale set by staff on $kind (issue #35)", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    for (const table of ["catalog_change", "cdn_purge", "product_size", "product"] as const)
      await db.deleteFrom(table).execute();
    await seedOrderCatalog(db);
  });

  const save = (next: SizeSale | null, shown: SizePricing = noSale, sizeId: string = whisky.id) =>
    editSizeSale(db, { sizeId, next, shown, actor: ACTOR, now: NOW });

  it("stores a sale, audits it from none, moves the revision and purges at its start and end", async () => {
    const revision = await readCatalogRevision(db);
    expect(await save(nextWeek)).toEqual({ ok: true, changed: true });
    expect(await saleColumns(db)).toEqual({
      price_cents: whisky.priceCents,
      sale_price_cents: 3499,
      sale_starts_at: nextWeek.startsAt,
      sale_ends_at: nextWeek.endsAt,
    });
    expect(await auditRows(db)).toEqual([
      {
        kind: "sale",
        size_id: whisky.id,
        before_value: null,
        after_value: 3499,
        summary: { before: null, after: nextWeek },
        actor: ACTOR,
        created_at: NOW.toISOString(),
      },
    ]);
    expect(await readCatalogRevision(db)).toBe(revision + 1);
    expect(await laterPurges(db)).toEqual([
      { at: nextWeek.startsAt, keys: PRODUCT_KEYS },
      { at: nextWeek.endsAt, keys: PRODUCT_KEYS },
    ]);
  });

  it("the products API gives the regular price, the price now and the sale set", async () => {
    const running: SizeSale = { priceCents: 3599, startsAt: null, endsAt: daysAhead(3) };
    await save(running);
    const { current } = await CatalogSnapshotHolder.load(db);
    const products = JSON.parse(
      new TextDecoder().decode(await current.productsJson.body("identity")),
    ) as Array<{
      route: string;
      sizes: Array<{ id: string }>;
    }>;
    const size = products
      .find((product) => product.route === "johnnie-walker-black")
      ?.sizes.find((each) => each.id === whisky.id);
    expect(size).toMatchObject({ price: 39.99, price_now: 35.99, sale: running });
  });

  it("a sale running from now until ended by hand needs no purge to come", async () => {
    expect(await save({ priceCents: 3599, startsAt: null, endsAt: null })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await laterPurges(db)).toEqual([]);
  });

  it("a sale moved to a later end is audited before and after, and purged at its new end", async () => {
    await save(nextWeek);
    const longer: SizeSale = { ...nextWeek, priceCents: 3299, endsAt: daysAhead(16) };
    expect(await save(longer, { priceCents: whisky.priceCents, sale: nextWeek })).toEqual({
      ok: true,
      changed: true,
    });
    const [, moved] = await auditRows(db);
    expect(moved).toMatchObject({
      before_value: 3499,
      after_value: 3299,
      summary: { before: nextWeek, after: longer },
    });
    expect((await laterPurges(db)).map((purge) => purge.at)).toContain(longer.endsAt);
  });

  it("ending a sale clears it, audits it to none and moves the revision", async () => {
    await save(nextWeek);
    const revision = await readCatalogRevision(db);
    expect(await save(null, { priceCents: whisky.priceCents, sale: nextWeek })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await saleColumns(db)).toMatchObject({
      sale_price_cents: null,
      sale_starts_at: null,
      sale_ends_at: null,
    });
    const [, ended] = await auditRows(db);
    expect(ended).toMatchObject({
      before_value: 3499,
      after_value: null,
      summary: { before: nextWeek, after: null },
    });
    expect(await readCatalogRevision(db)).toBe(revision + 1);
    expect(await productChanges(db, 0, [whisky.id])).toEqual([
      expect.objectContaining({ kind: "sale", before: 3499, after: null }),
      expect.objectContaining({ kind: "sale", before: null, after: 3499 }),
    ]);
  });

  it("saving the sale already stored, or ending none, changes nothing", async () => {
    await save(nextWeek);
    const revision = await readCatalogRevision(db);
    expect(await save(nextWeek, { priceCents: whisky.priceCents, sale: nextWeek })).toEqual({
      ok: true,
      changed: false,
    });
    await save(null, { priceCents: whisky.priceCents, sale: nextWeek });
    expect(await save(null)).toEqual({ ok: true, changed: false });
    expect(await auditRows(db)).toHaveLength(2);
    expect(await readCatalogRevision(db)).toBe(revision + 1);
  });

  it("refuses a price at or above the regular one, below a cent, or an end before the start, writing nothing", async () => {
    const revision = await readCatalogRevision(db);
    for (const next of [
      { ...nextWeek, priceCents: whisky.priceCents },
      { ...nextWeek, priceCents: whisky.priceCents + 1 },
      { ...nextWeek, priceCents: 0 },
      { ...nextWeek, endsAt: nextWeek.startsAt },
      { ...nextWeek, startsAt: nextWeek.endsAt, endsAt: nextWeek.startsAt },
    ])
      expect(await save(next)).toEqual({ ok: false, reason: "not_a_sale" });
    expect(await saleColumns(db)).toMatchObject({ sale_price_cents: null });
    expect(await auditRows(db)).toEqual([]);
    expect(await laterPurges(db)).toEqual([]);
    expect(await readCatalogRevision(db)).toBe(revision);
  });

  it("refuses when the price or sale moved since the page showed them, answering what is there now", async () => {
    await db.updateTable("product_size").set({ price_cents: 3000 }).where("id", "=", whisky.id).execute();
    expect(await save(nextWeek)).toEqual({
      ok: false,
      reason: "conflict",
      current: { priceCents: 3000, sale: null },
    });
    await db
      .updateTable("product_size")
      .set({ price_cents: whisky.priceCents })
      .where("id", "=", whisky.id)
      .execute();
    await save(nextWeek);
    expect(await save(null)).toEqual({
      ok: false,
      reason: "conflict",
      current: { priceCents: whisky.priceCents, sale: nextWeek },
    });
    expect(await saleColumns(db)).toMatchObject({ sale_price_cents: 3499 });
    expect(await auditRows(db)).toHaveLength(1);
  });

  it("of two staff setting a sale at once, one wins and the other is told", async () => {
    const results = await Promise.all([save(nextWeek), save({ ...nextWeek, priceCents: 3399 })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([expect.objectContaining({ reason: "conflict" })]);
    expect(await auditRows(db)).toHaveLength(1);
  });

  it("an unknown or retired size is not found", async () => {
    expect(await save(nextWeek, noSale, "no-such-size")).toEqual({ ok: false, reason: "not_found" });
    const retired = ORDER_SIZES.retired;
    expect(
      await save(
        { ...nextWeek, priceCents: 1999 },
        { priceCents: retired.priceCents, sale: null },
        retired.id,
      ),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(await auditRows(db)).toEqual([]);
  });
});
