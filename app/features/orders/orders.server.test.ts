import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { DELIVERY_ADDRESS } from "../../../tests/fixtures/delivery-address";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { store } from "~/features/store";
import { STORE_ORDER_CAPS, STORE_PRICING, type PricingRules } from "./order-pricing";
import { orderRequestSchema } from "./order-request";
import { placeOrder } from "~/flows/place-order.server";
import { quoteCart } from "./orders.server";

const NOW = new Date("2026-11-22T01:30:00.000Z");
/** The tests' own prices, whatever store.config.ts sets: 7 % tax and $4.99 delivery, always charged. */
const RULES: PricingRules = {
  salesTaxRate: 0.07,
  deliveryFeeCents: 499,
  deliveryMinimumCents: null,
  freeDeliveryFromCents: null,
};

function request(overrides: Record<string, unknown> = {}) {
  return orderRequestSchema.parse(orderBody(overrides));
}

async function inventoryOf(database: TestDatabase, id: string): Promise<number | null> {
  const row = await database.db
    .selectFrom("product_size")
    .select("inventory")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.inventory === null ? null : Number(row.inventory);
}

async function countRows(database: TestDatabase, table: "orders" | "order_line" | "order_event" | "outbox") {
  const { count } = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe.each(testDatabaseKinds)("placing an order on $kind", (kind) => {
  let database: TestDatabase;
  const databases: TestDatabase[] = [];

  // A fresh shelf per test; dropped together at the end (dropping one under a live pool races its sockets).
  beforeEach(async () => {
    database = await kind.create();
    databases.push(database);
    await seedOrderCatalog(database.db);
  });
  afterAll(async () => {
    for (const each of databases) await each.drop();
  });

  it("prices on the server, takes tracked stock, and writes lines, first event and outbox row together, leaving the catalogue's revision alone", async () => {
    const revision = await readCatalogRevision(database.db);
    const outcome = await placeOrder(
      database.db,
      request({
        items: [
          { id: ORDER_SIZES.whisky.id, quantity: 2 },
          { id: ORDER_SIZES.whiskyLitre.id, quantity: 1 },
        ],
      }),
      // The fee as charged: free delivery has tests of its own below.
      { now: NOW, rules: RULES },
    );
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created") return;
    const subtotal = 2 * 3999 + 5499; // 13497
    expect(outcome.order.order).toMatchObject({
      number: "1001",
      status: "received",
      subtotalCents: subtotal,
      taxCents: 945, // 7 % of 134.97 = 9.4479
      deliveryFeeCents: 499,
      tipCents: 2025, // 15 % of 134.97 = 20.2455
      totalCents: subtotal + 945 + 499 + 2025,
    });
    expect(outcome.order.order.statusUrl).toMatch(/^\/order\/[0-9a-f]{32}$/);
    expect(outcome.order.order.items).toEqual([
      {
        id: "jw-black-1l",
        name: "Johnnie Walker Black",
        size: "1L",
        unitPriceCents: 5499,
        quantity: 1,
        lineTotalCents: 5499,
        substitution: "call",
      },
      {
        id: "jw-black-750ml",
        name: "Johnnie Walker Black",
        size: "750ml",
        unitPriceCents: 3999,
        quantity: 2,
        lineTotalCents: 7998,
        substitution: "call",
      },
    ]);
    expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(3);
    expect(await inventoryOf(database, ORDER_SIZES.whiskyLitre.id)).toBeNull();
    const order = await database.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      customer_phone: "+13055550199",
      zip: DELIVERY_ADDRESS.zip,
      created_at: NOW.toISOString(),
    });
    const event = await database.db.selectFrom("order_event").selectAll().executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: "placed", to_status: "received", actor: "shopper" });
    const outbox = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(outbox.topic).toBe("order.placed");
    expect(outbox.delivered_at).toBeNull();
    expect(JSON.parse(outbox.payload)).toMatchObject({
      number: "1001",
      customer: { name: "Ana Pérez", phone: "+13055550199" },
      fulfilment: { method: "delivery", ...DELIVERY_ADDRESS },
      totals: { totalCents: subtotal + 945 + 499 + 2025 },
    });
    // Stock is not the catalogue: an order never touches the row every order would share.
    expect(await readCatalogRevision(database.db)).toBe(revision);
  });

  it("pickup has no delivery fee and keeps no address", async () => {
    const outcome = await placeOrder(
      database.db,
      request({ fulfilment: { method: "pickup" }, tipPercent: 0 }),
      { rules: RULES },
    );
    expect(outcome.kind === "created" && outcome.order.order).toMatchObject({
      subtotalCents: 7998,
      taxCents: 560,
      deliveryFeeCents: 0,
      tipCents: 0,
      totalCents: 8558,
    });
    const order = await database.db.selectFrom("orders").select(["address", "zip"]).executeTakeFirstOrThrow();
    expect(order).toEqual({ address: null, zip: null });
  });

  it("names the status page in the order's language", async () => {
    const spanish = await placeOrder(database.db, request({ language: "es" }));
    expect(spanish.kind === "created" && spanish.order.order.statusUrl).toMatch(
      /^\/es\/order\/[0-9a-f]{32}$/,
    );
  });

  it("the same key and body again answer with the same order, and make no second one", async () => {
    const body = request();
    const first = await placeOrder(database.db, body);
    const again = await placeOrder(database.db, body);
    expect(again.kind).toBe("replayed");
    expect(again.kind === "replayed" && again.order).toEqual(first.kind === "created" && first.order);
    expect(await countRows(database, "orders")).toBe(1);
    expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(3);
  });

  it("the same key with another body is refused and changes nothing", async () => {
    const body = request();
    await placeOrder(database.db, body);
    const changed = await placeOrder(database.db, { ...body, tipPercent: 20 });
    expect(changed.kind).toBe("key_reused");
    expect(await countRows(database, "orders")).toBe(1);
  });

  it("two lines of one size are checked as one: 3 + 3 of 5 in stock is refused whole", async () => {
    const outcome = await placeOrder(
      database.db,
      request({
        items: [
          { id: ORDER_SIZES.whisky.id, quantity: 3 },
          { id: ORDER_SIZES.beer.id, quantity: 1 },
          { id: ORDER_SIZES.whisky.id, quantity: 3 },
        ],
      }),
    );
    expect(outcome).toEqual({
      kind: "stock",
      lines: [{ id: ORDER_SIZES.whisky.id, requested: 6, available: 5 }],
    });
    expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(5);
    expect(await inventoryOf(database, ORDER_SIZES.beer.id)).toBe(100);
    for (const table of ["orders", "order_line", "order_event", "outbox"] as const) {
      expect(await countRows(database, table)).toBe(0);
    }
  });

  it("merged lines over 12 of one size are invalid at the first line of that size", async () => {
    const outcome = await placeOrder(
      database.db,
      request({
        items: [
          { id: ORDER_SIZES.beer.id, quantity: 7 },
          { id: ORDER_SIZES.beer.id, quantity: 6 },
        ],
      }),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: { "items.0.quantity": ["order.quantityMax"] },
    });
  });

  it("a sold-out size answers with what is available, 0", async () => {
    const outcome = await placeOrder(
      database.db,
      request({ items: [{ id: ORDER_SIZES.wine.id, quantity: 1 }] }),
    );
    expect(outcome).toEqual({
      kind: "stock",
      lines: [{ id: ORDER_SIZES.wine.id, requested: 1, available: 0 }],
    });
  });

  it("an order refused for stock takes no order number: the next order's number follows the last one made", async () => {
    const number = async (items: Array<{ id: string; quantity: number }>) => {
      const outcome = await placeOrder(database.db, request({ items }));
      return outcome.kind === "created" ? Number(outcome.order.order.number) : outcome.kind;
    };
    const first = await number([{ id: ORDER_SIZES.beer.id, quantity: 1 }]);
    expect(await number([{ id: ORDER_SIZES.wine.id, quantity: 1 }])).toBe("stock");
    expect(await number([{ id: ORDER_SIZES.whisky.id, quantity: 6 }])).toBe("stock");
    expect(await number([{ id: ORDER_SIZES.beer.id, quantity: 1 }])).toBe(Number(first) + 1);
  });

  it("unknown and retired sizes are invalid at their lines, and nothing is written", async () => {
    const outcome = await placeOrder(
      database.db,
      request({
        items: [
          { id: ORDER_SIZES.whisky.id, quantity: 1 },
          { id: "no-such-size", quantity: 1 },
          { id: ORDER_SIZES.retired.id, quantity: 1 },
        ],
      }),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: {
        "items.1.id": ["order.sizeNotSold"],
        "items.2.id": ["order.sizeNotSold"],
      },
    });
    expect(await countRows(database, "orders")).toBe(0);
    expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(5);
  });

  it("20 shoppers at once for the last 5 bottles: exactly 5 orders, stock ends at 0", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(database.db, request({ items: [{ id: ORDER_SIZES.whisky.id, quantity: 1 }] })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.kind === "stock")).toHaveLength(15);
    expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(0);
    expect(await countRows(database, "orders")).toBe(5);
  });

  it("30 submissions at once with one key make one order, all answered with it", async () => {
    const body = request();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => placeOrder(database.db, body)));
    expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "replayed")).toHaveLength(29);
    expect(new Set(outcomes.map((outcome) => "order" in outcome && outcome.order.order.number))).toEqual(
      new Set(["1001"]),
    );
    expect(await countRows(database, "orders")).toBe(1);
    expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(3);
  });

  describe("per-order caps (store.config.ts orderCaps)", () => {
    const WHISKY_AND_LITRES = (litres: number) => [
      { id: ORDER_SIZES.whisky.id, quantity: 5 },
      { id: ORDER_SIZES.whiskyLitre.id, quantity: litres },
    ];

    it("exactly the bottle cap is accepted; one bottle over is refused, with no order and no stock taken", async () => {
      const caps = { maxBottles: 7, maxSubtotalCents: 1_000_000 };
      const over = await placeOrder(database.db, request({ items: WHISKY_AND_LITRES(3) }), { caps });
      expect(over).toEqual({ kind: "too_large", message: "order.tooManyBottles", caps });
      expect(await countRows(database, "orders")).toBe(0);
      expect(await countRows(database, "outbox")).toBe(0);
      expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(5);

      const atCap = await placeOrder(database.db, request({ items: WHISKY_AND_LITRES(2) }), { caps });
      expect(atCap.kind).toBe("created");
      expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(0);
    });

    it("exactly the value cap (before tax, fee and tip) is accepted; one cent over is refused and changes nothing", async () => {
      const body = request({ items: WHISKY_AND_LITRES(1), tipPercent: 20 });
      const subtotal = 5 * 3999 + 5499;
      const over = await placeOrder(database.db, body, {
        caps: { maxBottles: 48, maxSubtotalCents: subtotal - 1 },
      });
      expect(over.kind === "too_large" && over.message).toBe("order.overOrderValue");
      expect(await countRows(database, "orders")).toBe(0);
      expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(5);

      // The same key again, now within the cap: a refusal did not use it up.
      const atCap = await placeOrder(database.db, body, {
        caps: { maxBottles: 48, maxSubtotalCents: subtotal },
      });
      expect(atCap.kind === "created" && atCap.order.order.subtotalCents).toBe(subtotal);
    });

    it("the store's caps are store.config.ts's", () => {
      expect(STORE_ORDER_CAPS).toEqual(store.orderCaps);
    });
  });

  describe("delivery's minimum and free delivery (store.config.ts delivery, issue #18)", () => {
    const ONE_WHISKY = [{ id: ORDER_SIZES.whisky.id, quantity: 1 }];
    const rules = { ...STORE_PRICING, deliveryMinimumCents: 3999 + 1, freeDeliveryFromCents: 2 * 3999 };

    it("a delivery a cent below the minimum is refused at its field and changes nothing; pickup of the same is placed", async () => {
      const below = await placeOrder(database.db, request({ items: ONE_WHISKY }), { rules });
      expect(below).toEqual({
        kind: "invalid",
        fieldErrors: { "fulfilment.method": ["order.belowDeliveryMinimum"] },
      });
      expect(await countRows(database, "orders")).toBe(0);
      expect(await countRows(database, "outbox")).toBe(0);
      expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(5);

      const pickup = await placeOrder(
        database.db,
        request({ items: ONE_WHISKY, fulfilment: { method: "pickup" }, tipPercent: 0 }),
        { rules },
      );
      expect(pickup.kind).toBe("created");
    });

    it("from the free-delivery line on, the order charges no fee; below it, the store's fee", async () => {
      const free = await placeOrder(
        database.db,
        request({ items: [{ id: ORDER_SIZES.whisky.id, quantity: 2 }] }),
        { rules },
      );
      expect(free.kind === "created" && free.order.order.deliveryFeeCents).toBe(0);
      const charged = await placeOrder(
        database.db,
        request({ items: [{ id: ORDER_SIZES.whisky.id, quantity: 2 }] }),
        { rules: { ...rules, freeDeliveryFromCents: 2 * 3999 + 1 } },
      );
      expect(charged.kind === "created" && charged.order.order.deliveryFeeCents).toBe(
        STORE_PRICING.deliveryFeeCents,
      );
    });
  });

  describe("prices the shopper saw (seenUnitPriceCents)", () => {
    const setPrice = (id: string, cents: number) =>
      database.db.updateTable("product_size").set({ price_cents: cents }).where("id", "=", id).execute();
    const seenAt = (cents: number) => [
      { id: ORDER_SIZES.whisky.id, quantity: 2, seenUnitPriceCents: cents },
      { id: ORDER_SIZES.whiskyLitre.id, quantity: 1, seenUnitPriceCents: 5499 },
    ];

    it("a price raised since the quote is refused (409 price_changed with the new price), nothing stored; the same key with the new price is accepted", async () => {
      await setPrice(ORDER_SIZES.whisky.id, 4299);
      const first = request({ items: seenAt(3999) });
      const refused = await placeOrder(database.db, first);
      expect(refused).toEqual({
        kind: "price_changed",
        lines: [{ id: ORDER_SIZES.whisky.id, seenUnitPriceCents: 3999, unitPriceCents: 4299 }],
      });
      for (const table of ["orders", "order_line", "order_event", "outbox"] as const)
        expect(await countRows(database, table)).toBe(0);
      expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(5);

      const confirmed = await placeOrder(database.db, {
        ...first,
        items: request({ items: seenAt(4299) }).items,
      });
      expect(confirmed.kind).toBe("created");
      if (confirmed.kind !== "created") return;
      expect(confirmed.order.order.subtotalCents).toBe(2 * 4299 + 5499);
      expect(await inventoryOf(database, ORDER_SIZES.whisky.id)).toBe(3);
    });

    it("a lowered price is charged without asking, at the lower price", async () => {
      await setPrice(ORDER_SIZES.whisky.id, 3499);
      const outcome = await placeOrder(database.db, request({ items: seenAt(3999) }));
      expect(outcome.kind === "created" && outcome.order.order.items[1]).toMatchObject({
        id: ORDER_SIZES.whisky.id,
        unitPriceCents: 3499,
        lineTotalCents: 6998,
      });
    });

    it("a rise on one line names every moved line, the lowered ones too", async () => {
      await setPrice(ORDER_SIZES.whisky.id, 3499);
      await setPrice(ORDER_SIZES.whiskyLitre.id, 5999);
      const outcome = await placeOrder(database.db, request({ items: seenAt(3999) }));
      expect(outcome.kind === "price_changed" && outcome.lines).toEqual([
        { id: ORDER_SIZES.whiskyLitre.id, seenUnitPriceCents: 5499, unitPriceCents: 5999 },
        { id: ORDER_SIZES.whisky.id, seenUnitPriceCents: 3999, unitPriceCents: 3499 },
      ]);
    });

    it("a body without seen prices (DESIGN §6 before them) accepts today's prices", async () => {
      await setPrice(ORDER_SIZES.whisky.id, 4299);
      const outcome = await placeOrder(database.db, request());
      expect(outcome.kind === "created" && outcome.order.order.subtotalCents).toBe(2 * 4299);
    });

    it("two lines of one size: the lower seen price is the one compared", async () => {
      await setPrice(ORDER_SIZES.whisky.id, 4299);
      const outcome = await placeOrder(
        database.db,
        request({
          items: [
            { id: ORDER_SIZES.whisky.id, quantity: 1, seenUnitPriceCents: 4299 },
            { id: ORDER_SIZES.whisky.id, quantity: 1, seenUnitPriceCents: 3999 },
          ],
        }),
      );
      expect(outcome.kind).toBe("price_changed");
    });
  });

  it("quotes the cart at today's prices and stock, naming sizes no longer sold", async () => {
    const quote = await quoteCart(database.db, {
      items: [
        { id: ORDER_SIZES.wine.id, quantity: 2 },
        { id: ORDER_SIZES.whisky.id, quantity: 1 },
        { id: ORDER_SIZES.whiskyLitre.id, quantity: 1 },
        { id: ORDER_SIZES.retired.id, quantity: 1 },
        { id: "no-such-size", quantity: 1 },
      ],
    });
    expect(
      quote.lines.map(({ id, unitPriceCents, available }) => ({ id, unitPriceCents, available })),
    ).toEqual([
      { id: ORDER_SIZES.wine.id, unitPriceCents: 1299, available: 0 },
      { id: ORDER_SIZES.whisky.id, unitPriceCents: 3999, available: 5 },
      { id: ORDER_SIZES.whiskyLitre.id, unitPriceCents: 5499, available: 12 },
    ]);
    expect(quote.lines[1]).toMatchObject({
      route: "johnnie-walker-black",
      name: "Johnnie Walker Black",
      size: "750ml",
    });
    expect(quote.unknownIds).toEqual([ORDER_SIZES.retired.id, "no-such-size"]);
  });
});
