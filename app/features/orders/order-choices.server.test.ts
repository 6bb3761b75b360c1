import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  GIFT_BOX_SIZES,
  ORDER_SIZES,
  orderBody,
  seedGiftBoxProduct,
  seedOrderCatalog,
} from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { orderRequestSchema } from "./order-request";
import { placeOrder } from "~/flows/place-order.server";
import { quoteCart, storedOrder } from "./orders.server";
import { shopperOrderByToken } from "./shopper-order.server";

/** Issue #18 (7): what to do if a bottle is missing, and gift orders, stored with the order and read back. */

const GIFT = {
  recipientName: "Marta Gómez",
  recipientPhone: "(786) 555-0123",
  message: "¡Feliz cumpleaños!",
};

function request(overrides: Record<string, unknown> = {}) {
  return orderRequestSchema.parse(orderBody(overrides));
}

const TABLES = ["orders", "order_line", "order_event", "outbox"] as const;

describe.each(testDatabaseKinds)("the shopper's choices on $kind", (kind) => {
  let database: TestDatabase;
  const databases: TestDatabase[] = [];

  beforeEach(async () => {
    database = await kind.create();
    databases.push(database);
    await seedOrderCatalog(database.db);
    await seedGiftBoxProduct(database.db);
  });
  afterAll(async () => {
    for (const each of databases) await each.drop();
  });

  async function rowCounts(): Promise<number[]> {
    return Promise.all(
      TABLES.map(async (table) => {
        const { count } = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow();
        return Number(count);
      }),
    );
  }

  async function inventoryOf(id: string): Promise<number | null> {
    const row = await database.db
      .selectFrom("product_size")
      .select("inventory")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.inventory === null ? null : Number(row.inventory);
  }

  it("stores each line's choice and the gift, and reads them back for the answer, the webhook and the status page", async () => {
    const outcome = await placeOrder(
      database.db,
      request({
        items: [
          { id: ORDER_SIZES.whisky.id, quantity: 1, substitution: "similar" },
          { id: GIFT_BOX_SIZES.plain.id, quantity: 1, substitution: "omit" },
          { id: ORDER_SIZES.beer.id, quantity: 1 },
        ],
        gift: { ...GIFT, giftBox: true },
      }),
    );
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created") return;
    const expectedGift = {
      recipientName: "Marta Gómez",
      recipientPhone: "+17865550123",
      message: "¡Feliz cumpleaños!",
      giftBox: true,
    };
    const choices = { "buchanans-12-750ml": "omit", "jw-black-750ml": "similar", "modelo-12pk": "call" };
    const byId = (items: Array<{ id: string; substitution: string }>) =>
      Object.fromEntries(items.map((item) => [item.id, item.substitution]));
    expect(byId(outcome.order.order.items)).toEqual(choices);
    expect(outcome.order.order.gift).toEqual(expectedGift);

    const row = await database.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      gift_recipient_name: "Marta Gómez",
      gift_recipient_phone: "+17865550123",
      gift_message: "¡Feliz cumpleaños!",
    });
    expect(Number(row.gift_box)).toBe(1);
    const stored = await storedOrder(database.db, row.id);
    expect(Object.fromEntries(stored.lines.map((line) => [line.size_id, line.substitution]))).toEqual(
      choices,
    );

    const outbox = await database.db.selectFrom("outbox").select("payload").executeTakeFirstOrThrow();
    const payload = JSON.parse(outbox.payload);
    expect(payload.gift).toEqual(expectedGift);
    expect(byId(payload.lines)).toEqual(choices);

    const shopper = await shopperOrderByToken(database.db, row.status_token);
    expect(shopper?.gift).toEqual(expectedGift);
    expect(byId(shopper?.items ?? [])).toEqual(choices);
  });

  it("an order without choices is no gift and every line says call, as orders always were", async () => {
    const outcome = await placeOrder(database.db, request());
    expect(outcome.kind === "created" && outcome.order.order.gift).toBeNull();
    expect(outcome.kind === "created" && outcome.order.order.items.map((item) => item.substitution)).toEqual([
      "call",
    ]);
    const row = await database.db
      .selectFrom("orders")
      .select(["gift_recipient_name", "gift_recipient_phone", "gift_message", "gift_box"])
      .executeTakeFirstOrThrow();
    expect({ ...row, gift_box: Number(row.gift_box) }).toEqual({
      gift_recipient_name: null,
      gift_recipient_phone: null,
      gift_message: null,
      gift_box: 0,
    });
    const payload = JSON.parse(
      (await database.db.selectFrom("outbox").select("payload").executeTakeFirstOrThrow()).payload,
    );
    expect(payload.gift).toBeNull();
  });

  it("lines of one size merged keep the first line's choice", async () => {
    const outcome = await placeOrder(
      database.db,
      request({
        items: [
          { id: ORDER_SIZES.beer.id, quantity: 1, substitution: "omit" },
          { id: ORDER_SIZES.beer.id, quantity: 2, substitution: "similar" },
        ],
      }),
    );
    expect(outcome.kind === "created" && outcome.order.order.items).toMatchObject([
      { id: ORDER_SIZES.beer.id, quantity: 3, substitution: "omit" },
    ]);
  });

  it("a gift box for an order with no product sold in one is refused at gift.giftBox, and nothing is written", async () => {
    const outcome = await placeOrder(
      database.db,
      request({
        items: [{ id: ORDER_SIZES.whisky.id, quantity: 2, substitution: "similar" }],
        gift: { ...GIFT, giftBox: true },
      }),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: { "gift.giftBox": ["order.giftBoxUnavailable"] },
    });
    expect(await rowCounts()).toEqual([0, 0, 0, 0]);
    expect(await inventoryOf(ORDER_SIZES.whisky.id)).toBe(5);
    // The same gift without the box is fine.
    const without = await placeOrder(
      database.db,
      request({ items: [{ id: ORDER_SIZES.whisky.id, quantity: 2 }], gift: GIFT }),
    );
    expect(without.kind === "created" && without.order.order.gift?.giftBox).toBe(false);
  });

  it("a retired gift-box size no longer offers the box", async () => {
    await database.db
      .updateTable("product_size")
      .set({ retired: 1 })
      .where("id", "=", GIFT_BOX_SIZES.boxed.id)
      .execute();
    const outcome = await placeOrder(
      database.db,
      request({ items: [{ id: GIFT_BOX_SIZES.plain.id, quantity: 1 }], gift: { ...GIFT, giftBox: true } }),
    );
    expect(outcome.kind).toBe("invalid");
    expect(await rowCounts()).toEqual([0, 0, 0, 0]);
    const quote = await quoteCart(database.db, { items: [{ id: GIFT_BOX_SIZES.plain.id, quantity: 1 }] });
    expect(quote.lines[0]?.giftBox).toBe(false);
  });

  it("the quote says which lines' products come in a gift box", async () => {
    const quote = await quoteCart(database.db, {
      items: [
        { id: GIFT_BOX_SIZES.plain.id, quantity: 1 },
        { id: ORDER_SIZES.whisky.id, quantity: 1 },
      ],
    });
    expect(quote.lines.map((line) => [line.id, line.giftBox])).toEqual([
      [GIFT_BOX_SIZES.plain.id, true],
      [ORDER_SIZES.whisky.id, false],
    ]);
  });

  it("a key sent again with other choices is answered with the first order and its choices; nothing else is written", async () => {
    const first = request({
      items: [{ id: ORDER_SIZES.whisky.id, quantity: 1, substitution: "similar" }],
      gift: GIFT,
    });
    const created = await placeOrder(database.db, first);
    expect(created.kind).toBe("created");
    const changed = await placeOrder(database.db, {
      ...first,
      items: [{ ...first.items[0]!, substitution: "omit" }],
      gift: undefined,
    });
    expect(changed.kind).toBe("replayed");
    expect(changed.kind === "replayed" && changed.order).toEqual(created.kind === "created" && created.order);
    expect(changed.kind === "replayed" && changed.order.order.items[0]?.substitution).toBe("similar");
    expect(await rowCounts()).toEqual([1, 1, 1, 1]);
    expect(await inventoryOf(ORDER_SIZES.whisky.id)).toBe(4);
    // The money and the bottles still hold the key: another tip is another order.
    expect((await placeOrder(database.db, { ...first, tipPercent: 20 })).kind).toBe("key_reused");
  });
});
