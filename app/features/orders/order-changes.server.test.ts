import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createdOrderId } from "../../../tests/fixtures/orders";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { translator } from "~/i18n/messages";
import { orderChangeMessages } from "./order-change-messages";
import { changeOrderLine } from "~/flows/change-order-line.server";
import { substituteSizes, type LineChange } from "./order-changes.server";
import type { PricingRules } from "./order-pricing";
import { orderRequestSchema } from "./order-request";
import { orderResponse } from "./order-summary";
import { placeOrder } from "~/flows/place-order.server";
import { storedOrder } from "./orders.server";
import { changeOrderStatus } from "~/flows/change-order-status.server";

/** A refusal as the console writes it in English. */
const english = translator(orderChangeMessages.en, "en");

const NOW = new Date("2026-11-27T18:00:00.000Z");
const LATER = new Date("2026-11-27T18:05:00.000Z");
/** Delivery always charged, so every total moves only with the bottles. */
const RULES: PricingRules = {
  salesTaxRate: 0.07,
  deliveryFeeCents: 499,
  deliveryMinimumCents: null,
  freeDeliveryFromCents: null,
};

/** The totals worked out here, apart from the pricing code: 7 % tax, 15 % tip, both half up; $4.99 delivery. */
function expectedTotals(lines: Array<[unitCents: number, quantity: number]>) {
  const subtotal = lines.reduce((sum, [unit, quantity]) => sum + unit * quantity, 0);
  const tax = Math.floor((subtotal * 7 + 50) / 100);
  const tip = Math.floor((subtotal * 15 + 50) / 100);
  return {
    subtotal_cents: subtotal,
    tax_cents: tax,
    delivery_fee_cents: 499,
    tip_cents: tip,
    total_cents: subtotal + tax + 499 + tip,
  };
}

describe.each(testDatabaseKinds)("changes agreed on the call on $kind", (kind) => {
  let database: TestDatabase;
  const databases: TestDatabase[] = [];
  beforeEach(async () => {
    database = await kind.create();
    databases.push(database);
    await seedOrderCatalog(database.db);
  });
  afterAll(async () => {
    for (const each of databases) await each.drop();
  });

  /** 2 × whisky 750ml (tracked, 5 in stock) and 1 × beer 12-pack (tracked, 100), delivered, 15 % tip. */
  async function place(whiskies = 2): Promise<number> {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({
          items: [
            { id: ORDER_SIZES.whisky.id, quantity: whiskies },
            { id: ORDER_SIZES.beer.id, quantity: 1 },
          ],
        }),
      ),
      { now: NOW, rules: RULES },
    );
    return createdOrderId(database.db, outcome);
  }

  async function lineId(orderId: number, sizeId: string): Promise<number> {
    const order = await storedOrder(database.db, orderId);
    return order.lines.find((line) => line.size_id === sizeId)!.id;
  }

  async function version(orderId: number): Promise<number> {
    return Number((await storedOrder(database.db, orderId)).version);
  }

  async function change(orderId: number, lineChange: LineChange, at = LATER, atVersion?: number) {
    return changeOrderLine(database.db, {
      orderId,
      version: atVersion ?? (await version(orderId)),
      actor: "staff:4",
      change: lineChange,
      now: at,
      rules: RULES,
    });
  }

  async function stock(sizeId: string): Promise<number | null> {
    const row = await database.db
      .selectFrom("product_size")
      .select("inventory")
      .where("id", "=", sizeId)
      .executeTakeFirstOrThrow();
    return row.inventory === null ? null : Number(row.inventory);
  }

  async function totalsOf(orderId: number) {
    return database.db
      .selectFrom("orders")
      .select(["subtotal_cents", "tax_cents", "delivery_fee_cents", "tip_cents", "total_cents"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
  }

  async function changeEvents(orderId: number) {
    return database.db
      .selectFrom("order_event")
      .select(["actor", "note", "created_at"])
      .where("order_id", "=", orderId)
      .where("kind", "=", "line_changed")
      .orderBy("id")
      .execute();
  }

  it("a quantity raised keeps the line's quoted price, takes the stock, recomputes every total and is audited", async () => {
    const orderId = await place();
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(3);
    // The shelf price rose since: the shopper keeps the price they were quoted.
    await database.db
      .updateTable("product_size")
      .set({ price_cents: 4500 })
      .where("id", "=", ORDER_SIZES.whisky.id)
      .execute();
    const result = await change(orderId, {
      kind: "quantity",
      lineId: await lineId(orderId, ORDER_SIZES.whisky.id),
      quantity: 3,
    });
    const totals = expectedTotals([
      [3999, 3],
      [1899, 1],
    ]);
    expect(result).toMatchObject({ ok: true, stockMoved: [ORDER_SIZES.whisky.id] });
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(2);
    expect(await totalsOf(orderId)).toEqual(totals);
    const before = expectedTotals([
      [3999, 2],
      [1899, 1],
    ]).total_cents;
    expect(await changeEvents(orderId)).toEqual([
      {
        actor: "staff:4",
        note: `Johnnie Walker Black (750ml): quantity 2 → 3 · total $${(before / 100).toFixed(2)} → $${(totals.total_cents / 100).toFixed(2)}`,
        created_at: LATER.toISOString(),
      },
    ]);
    const line = (await storedOrder(database.db, orderId)).lines.find(
      (each) => each.size_id === ORDER_SIZES.whisky.id,
    )!;
    expect(line).toMatchObject({ quantity: 3, unit_price_cents: 3999, line_total_cents: 3 * 3999 });
  });

  it("a quantity lowered and a line removed put their stock back", async () => {
    const orderId = await place(3);
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(2);
    await change(orderId, {
      kind: "quantity",
      lineId: await lineId(orderId, ORDER_SIZES.whisky.id),
      quantity: 1,
    });
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(4);
    const removed = await change(orderId, {
      kind: "remove",
      lineId: await lineId(orderId, ORDER_SIZES.beer.id),
    });
    expect(removed.ok).toBe(true);
    expect(await stock(ORDER_SIZES.beer.id)).toBe(100);
    expect(await totalsOf(orderId)).toEqual(expectedTotals([[3999, 1]]));
    expect((await storedOrder(database.db, orderId)).lines.map((line) => line.size_id)).toEqual([
      ORDER_SIZES.whisky.id,
    ]);
  });

  it("refuses to empty the order, to go past the stock or the line cap, and changes nothing", async () => {
    const orderId = await place();
    await change(orderId, { kind: "remove", lineId: await lineId(orderId, ORDER_SIZES.beer.id) });
    const whiskyLine = await lineId(orderId, ORDER_SIZES.whisky.id);
    const before = await storedOrder(database.db, orderId);
    const refusals = [
      await change(orderId, { kind: "remove", lineId: whiskyLine }),
      await change(orderId, { kind: "quantity", lineId: whiskyLine, quantity: 6 }),
      await change(orderId, { kind: "quantity", lineId: whiskyLine, quantity: 13 }),
      await change(orderId, { kind: "quantity", lineId: whiskyLine, quantity: 0 }),
      await change(orderId, { kind: "substitute", lineId: whiskyLine, sizeId: ORDER_SIZES.wine.id }),
      await change(orderId, { kind: "substitute", lineId: whiskyLine, sizeId: ORDER_SIZES.retired.id }),
      await change(orderId, { kind: "substitute", lineId: 999_999, sizeId: ORDER_SIZES.beer.id }),
    ];
    expect(
      refusals.map((result) =>
        result.ok ? "ok" : result.reason === "refused" && english(result.refusal.key, result.refusal.values),
      ),
    ).toEqual([
      "An order needs at least one line: cancel the order instead.",
      "Not enough in stock: at most 3 more can be taken.",
      "Choose a quantity from 1 to 12; to take the line off, remove it.",
      "Choose a quantity from 1 to 12; to take the line off, remove it.",
      "Not enough in stock: that size is sold out.",
      "That size is not on sale any more: choose another.",
      "That line is no longer on this order.",
    ]);
    expect(await storedOrder(database.db, orderId)).toEqual(before);
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(3);
    expect(await stock(ORDER_SIZES.wine.id)).toBe(0);
    expect(await changeEvents(orderId)).toHaveLength(1);
  });

  it("a substitute is charged at today's price, moves both stocks and is recorded against the line, for the webhook too", async () => {
    const orderId = await place();
    const beerLine = await lineId(orderId, ORDER_SIZES.beer.id);
    const result = await change(orderId, {
      kind: "substitute",
      lineId: beerLine,
      sizeId: ORDER_SIZES.whiskyLitre.id,
    });
    expect(result.ok).toBe(true);
    expect(await stock(ORDER_SIZES.beer.id)).toBe(100);
    expect(await stock(ORDER_SIZES.whiskyLitre.id)).toBeNull();
    const order = await storedOrder(database.db, orderId);
    expect(order.lines.find((line) => line.id === beerLine)).toMatchObject({
      size_id: ORDER_SIZES.whiskyLitre.id,
      product_name: "Johnnie Walker Black",
      size_label: "1L",
      unit_price_cents: 5499,
      line_total_cents: 5499,
      stock_taken: 0,
      substitution: "call",
      replaced_size_id: ORDER_SIZES.beer.id,
      replaced_product_name: "Modelo Especial",
      replaced_size_label: "12oz-12pack-Can",
      replaced_unit_price_cents: 1899,
    });
    expect(await totalsOf(orderId)).toEqual(
      expectedTotals([
        [3999, 2],
        [5499, 1],
      ]),
    );
    const item = orderResponse(order).order.items.find((each) => each.id === ORDER_SIZES.whiskyLitre.id);
    expect(item?.replaces).toEqual({
      id: ORDER_SIZES.beer.id,
      name: "Modelo Especial",
      size: "12oz-12pack-Can",
      unitPriceCents: 1899,
    });
    const outbox = await database.db
      .selectFrom("outbox")
      .select(["topic", "payload"])
      .orderBy("id")
      .execute();
    expect(outbox.map((row) => row.topic)).toEqual(["order.placed", "order.changed"]);
    const payload = JSON.parse(outbox[1]!.payload);
    expect(payload).toMatchObject({
      event: "order.changed",
      number: order.number,
      totals: { totalCents: order.total_cents },
    });
    expect(payload.change).toMatch(
      /^1 × Johnnie Walker Black \(1L\) instead of Modelo Especial \(12oz-12pack-Can\) · total /,
    );
    // Back to what the shopper ordered: at their price, and no substitution any more.
    await change(orderId, { kind: "substitute", lineId: beerLine, sizeId: ORDER_SIZES.beer.id });
    expect(
      (await storedOrder(database.db, orderId)).lines.find((line) => line.id === beerLine),
    ).toMatchObject({
      size_id: ORDER_SIZES.beer.id,
      unit_price_cents: 1899,
      replaced_size_id: null,
    });
    expect(await stock(ORDER_SIZES.beer.id)).toBe(99);
  });

  it("a stale form or the same form sent twice changes nothing the second time", async () => {
    const orderId = await place();
    const whiskyLine = await lineId(orderId, ORDER_SIZES.whisky.id);
    const shown = await version(orderId);
    const raise = { kind: "quantity", lineId: whiskyLine, quantity: 3 } as const;
    expect((await change(orderId, raise, LATER, shown)).ok).toBe(true);
    const after = await storedOrder(database.db, orderId);
    expect(await change(orderId, raise, LATER, shown)).toEqual({ ok: false, reason: "stale" });
    expect(await change(orderId, { kind: "remove", lineId: whiskyLine }, LATER, shown)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await storedOrder(database.db, orderId)).toEqual(after);
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(2);
    expect(await changeEvents(orderId)).toHaveLength(1);
  });

  it("never takes stock below zero when two orders take the last bottles at once", async () => {
    const first = await place(2);
    const second = await place(2);
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(1);
    const raise = async (orderId: number) =>
      change(orderId, {
        kind: "quantity",
        lineId: await lineId(orderId, ORDER_SIZES.whisky.id),
        quantity: 3,
      });
    const [lineA, lineB] = [
      await lineId(first, ORDER_SIZES.whisky.id),
      await lineId(second, ORDER_SIZES.whisky.id),
    ];
    const [versionA, versionB] = [await version(first), await version(second)];
    const results = await Promise.all([
      changeOrderLine(database.db, {
        orderId: first,
        version: versionA,
        actor: "staff:1",
        change: { kind: "quantity", lineId: lineA, quantity: 3 },
        now: LATER,
        rules: RULES,
      }),
      changeOrderLine(database.db, {
        orderId: second,
        version: versionB,
        actor: "staff:2",
        change: { kind: "quantity", lineId: lineB, quantity: 3 },
        now: LATER,
        rules: RULES,
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await stock(ORDER_SIZES.whisky.id)).toBe(0);
    expect(await raise(first)).toMatchObject({ ok: false });
    const quantities = await database.db
      .selectFrom("order_line")
      .select("quantity")
      .where("size_id", "=", ORDER_SIZES.whisky.id)
      .execute();
    expect(quantities.map((row) => row.quantity).sort()).toEqual([2, 3]);
  });

  it("closes once the order is past confirmed", async () => {
    const orderId = await place();
    await changeOrderStatus(database.db, { orderId, to: "confirmed", actor: "staff:1", now: NOW });
    expect(
      (
        await change(orderId, {
          kind: "quantity",
          lineId: await lineId(orderId, ORDER_SIZES.beer.id),
          quantity: 2,
        })
      ).ok,
    ).toBe(true);
    await changeOrderStatus(database.db, { orderId, to: "out_for_delivery", actor: "staff:1", now: NOW });
    expect(
      await change(orderId, {
        kind: "quantity",
        lineId: await lineId(orderId, ORDER_SIZES.beer.id),
        quantity: 1,
      }),
    ).toEqual({
      ok: false,
      reason: "closed",
    });
  });

  it("offers sizes in stock of the line's kind nearest in price, or those matching the clerk's words", async () => {
    const orderId = await place();
    const beerLine = await lineId(orderId, ORDER_SIZES.beer.id);
    const sameKind = await substituteSizes(database.db, { orderId, lineId: beerLine }, "");
    // All the shelf is scotch in the fixture; sold-out and retired sizes and the line's own are left out.
    expect(sameKind.map((size) => size.id)).toEqual([ORDER_SIZES.whisky.id, ORDER_SIZES.whiskyLitre.id]);
    const found = await substituteSizes(database.db, { orderId, lineId: beerLine }, "  WALKER ");
    expect(found.map((size) => size.id)).toEqual([ORDER_SIZES.whisky.id, ORDER_SIZES.whiskyLitre.id]);
    expect(await substituteSizes(database.db, { orderId, lineId: beerLine }, "%")).toHaveLength(2);
    expect(await substituteSizes(database.db, { orderId, lineId: beerLine }, "malbec")).toEqual([]);
  });
});
