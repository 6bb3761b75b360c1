import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createdOrderId } from "../../tests/fixtures/orders";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { loadCatalog } from "~/features/catalog/data/catalog-repository.server";
import type { Catalog } from "~/features/catalog/index.server";
import { orderRequestSchema } from "~/features/orders/order-request";
import { storedOrder } from "~/features/orders/index.server";
import { changeOrderLine } from "./change-order-line.server";
import { changeOrderStatus } from "./change-order-status.server";
import { editSize } from "./edit-size.server";
import { importCatalog } from "./import-catalog.server";
import { placeOrder } from "./place-order.server";

const NOW = new Date("2026-11-28T03:30:00.000Z");
const whisky = ORDER_SIZES.whisky;

/**
 * "Your bottle is back" (issue #19) is every stock flow's last step: whichever flow brings a sold-out
 * size back, each sign-up hears exactly once, and a second move of the same size tells nobody.
 */
describe.each(testDatabaseKinds)("each stock flow tells a waiting shopper once on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
    await seedOrderCatalog(database.db);
  });
  afterEach(() => database.drop());

  async function signUp(sizeId: string): Promise<void> {
    await database.db
      .insertInto("restock_alert")
      .values({
        size_id: sizeId,
        contact_kind: "phone",
        contact: "+13055550123",
        language: "es",
        created_at: NOW.toISOString(),
        cancel_token_hash: `flows-${sizeId}`,
      })
      .execute();
  }

  async function restockNotices(): Promise<string[]> {
    const rows = await database.db
      .selectFrom("shopper_notice")
      .select(["contact", "payload"])
      .where("topic", "=", "size.restocked")
      .execute();
    return rows.map((row) => `${row.contact} ${JSON.parse(row.payload).sizeLabel}`);
  }

  async function signUpsLeft(): Promise<number> {
    return (await database.db.selectFrom("restock_alert").select("id").execute()).length;
  }

  /** An order of every whisky bottle, so the size is sold out while the shopper waits. */
  async function orderAllWhisky(): Promise<number> {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(orderBody({ items: [{ id: whisky.id, quantity: whisky.inventory }] })),
      { now: NOW },
    );
    return createdOrderId(database.db, outcome);
  }

  async function orderVersion(orderId: number): Promise<number> {
    return (await storedOrder(database.db, orderId)).version;
  }

  it("a stock edit in the console", async () => {
    const wine = ORDER_SIZES.wine;
    await signUp(wine.id);
    const edit = (from: number, to: number) =>
      editSize(database.db, {
        sizeId: wine.id,
        shown: { priceCents: wine.priceCents, inventory: from },
        next: { priceCents: wine.priceCents, inventory: to },
        actor: "staff:1",
        now: NOW,
      });
    expect(await edit(0, 4)).toEqual({ ok: true, changed: ["stock"] });
    expect(await edit(4, 6)).toEqual({ ok: true, changed: ["stock"] });
    expect(await restockNotices()).toEqual(["+13055550123 750ml"]);
    expect(await signUpsLeft()).toBe(0);
  });

  it("a catalogue import that brings the size back", async () => {
    const wine = ORDER_SIZES.wine;
    await signUp(wine.id);
    const stored = await loadCatalog(database.db);
    const withWine = (inventory: number): Catalog => ({
      ...stored,
      products: stored.products.map((product) => ({
        ...product,
        sizes: product.sizes.map((size) => (size.id === wine.id ? { ...size, inventory } : size)),
      })),
    });
    await importCatalog(database.db, withWine(3), { dryRun: true });
    expect(await restockNotices()).toEqual([]);
    await importCatalog(database.db, withWine(3));
    await importCatalog(database.db, withWine(7));
    expect(await restockNotices()).toEqual(["+13055550123 750ml"]);
    expect(await signUpsLeft()).toBe(0);
  });

  it("a cancellation that puts the bottles back", async () => {
    const orderId = await orderAllWhisky();
    await signUp(whisky.id);
    const cancelled = await changeOrderStatus(database.db, {
      orderId,
      to: "cancelled",
      actor: "staff:1",
      now: NOW,
    });
    expect(cancelled).toMatchObject({ ok: true, returnedStock: [{ sizeId: whisky.id, quantity: 5 }] });
    // Cancelled once: a second cancellation is refused and returns nothing.
    expect(
      await changeOrderStatus(database.db, { orderId, to: "cancelled", actor: "staff:1", now: NOW }),
    ).toMatchObject({ ok: false, reason: "not_allowed" });
    expect(await restockNotices()).toEqual(["+13055550123 750ml"]);
    expect(await signUpsLeft()).toBe(0);
  });

  it("a change agreed on the call that puts a bottle back", async () => {
    const orderId = await orderAllWhisky();
    await signUp(whisky.id);
    const order = await storedOrder(database.db, orderId);
    const lineId = order.lines[0]!.id;
    const fewer = async (quantity: number) =>
      changeOrderLine(database.db, {
        orderId,
        version: await orderVersion(orderId),
        actor: "staff:1",
        change: { kind: "quantity", lineId, quantity },
        now: NOW,
      });
    expect(await fewer(4)).toMatchObject({ ok: true, stockMoved: [whisky.id] });
    expect(await fewer(3)).toMatchObject({ ok: true, stockMoved: [whisky.id] });
    expect(await restockNotices()).toEqual(["+13055550123 750ml"]);
    expect(await signUpsLeft()).toBe(0);
  });

  it("a change on the call refused for stock rolls back: the sign-up still waits", async () => {
    const wine = ORDER_SIZES.wine;
    const orderId = await orderAllWhisky();
    await signUp(whisky.id);
    const order = await storedOrder(database.db, orderId);
    // The whisky line becomes the sold-out wine: the whisky's return is rolled back with the refusal.
    const refused = await changeOrderLine(database.db, {
      orderId,
      version: order.version,
      actor: "staff:1",
      change: { kind: "substitute", lineId: order.lines[0]!.id, sizeId: wine.id },
      now: NOW,
    });
    expect(refused).toMatchObject({ ok: false, reason: "refused" });
    expect(await restockNotices()).toEqual([]);
    expect(await signUpsLeft()).toBe(1);
  });
});
