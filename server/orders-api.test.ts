import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { DRAWN_IMAGE_VERSION } from "~/features/images";
import { orderTotals } from "~/features/orders/order-pricing";
import { windowsAnswerSchema } from "~/features/orders/order-windows-answer";
import { DELIVERY_ADDRESS } from "../tests/fixtures/delivery-address";
import { store } from "~/features/store";
import { openDatabase, type OpenDatabase } from "~/utils/db.server";
import { parseEnv } from "~/utils/env.server";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../tests/fixtures/order-catalog";
import {
  addCaseRule,
  addDealCode,
  CAVA_SALE,
  DEAL_SIZES,
  MIXED_CASE,
  putOnSale,
  seedDealShelf,
} from "../tests/fixtures/deal-catalog";
import type { QuotedLine } from "~/features/orders/cart-quote";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { ordersApi, type OrderLimits } from "./orders-api";

interface OrdersServer {
  origin: string;
  close(): Promise<void>;
}

/** The routes as app.ts mounts them, on a real socket, with the store's last-resort 500. */
async function startOrdersServer(database: OpenDatabase, limits: OrderLimits): Promise<OrdersServer> {
  const app = express();
  // As behind the store's proxy (TRUST_PROXY=1): X-Forwarded-For names the shopper's address.
  app.set("trust proxy", 1);
  const catalog = await CatalogSnapshotHolder.load(database.db);
  app.use("/api/orders", ordersApi({ database, env: parseEnv({}), catalog }, limits));
  const fail: ErrorRequestHandler = (_error, _req, res, _next) => void res.status(500).end();
  app.use(fail);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function orderCount(database: TestDatabase): Promise<number> {
  const { count } = await database.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe.each(testDatabaseKinds)("POST /api/orders on $kind (DESIGN §6)", (kind) => {
  let database: TestDatabase;
  let server: OrdersServer;
  let orders: string;

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    server = await startOrdersServer(database, { ordersPerWindow: 1_000, windowMs: 60_000 });
    orders = `${server.origin}/api/orders`;
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it("GET /windows answers both ways' windows, never cached, whatever its query; an order for one keeps it (issue #31)", async () => {
    const answer = await fetch(`${orders}/windows?method=%00%3Cscript%3E&${"x=1&".repeat(200)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const windows = windowsAnswerSchema.parse(await answer.json());
    expect(windows.delivery.windows.length).toBeGreaterThan(0);
    expect(windows.pickup.windows.length).toBeGreaterThan(0);
    const [chosen] = windows.delivery.windows;
    // An untracked size: the stock the other tests count stays as it was.
    const body = orderBody({
      items: [{ id: ORDER_SIZES.whiskyLitre.id, quantity: 1 }],
      fulfilment: { ...DELIVERY_ADDRESS, method: "delivery", window: chosen!.start },
    });
    const created = await post(orders, body);
    expect(created.status).toBe(201);
    expect((await created.json()).order.window).toEqual({ start: chosen!.start, end: chosen!.end });
  });

  it("422 for a window not offered or a tip on pickup, at its field, and writes nothing", async () => {
    const before = await orderCount(database);
    const past = orderBody({
      fulfilment: { ...DELIVERY_ADDRESS, method: "delivery", window: "2020-01-04T14:00:00.000Z" },
    });
    const refused = await post(orders, past);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: "validation",
      fieldErrors: { "fulfilment.window": ["order.windowUnknown"] },
    });
    const tipped = await post(orders, orderBody({ fulfilment: { method: "pickup" }, tipPercent: 15 }));
    expect(tipped.status).toBe(422);
    expect(await tipped.json()).toEqual({
      error: "validation",
      fieldErrors: { tipPercent: ["order.tipPickup"] },
    });
    expect(await orderCount(database)).toBe(before);
  });

  it("201 with the order priced by the server, then 200 with the same body for the same key", async () => {
    const body = orderBody({ items: [{ id: ORDER_SIZES.beer.id, quantity: 2 }], tipPercent: 10 });
    const created = await post(orders, body, { Origin: server.origin });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const answer = await created.json();
    // Priced by store.config.ts's tax and delivery (the arithmetic has tests of its own: order-pricing.test.ts).
    const lines = [{ unitPriceCents: ORDER_SIZES.beer.priceCents, quantity: 2 }];
    expect(answer.order).toMatchObject({
      status: "received",
      ...orderTotals(lines, { fulfilment: "delivery", tipPercent: 10 }),
    });
    const again = await post(orders, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
  });

  it("409 with each short line's availability, and nothing written", async () => {
    const before = await orderCount(database);
    const response = await post(orders, orderBody({ items: [{ id: ORDER_SIZES.wine.id, quantity: 2 }] }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "stock",
      lines: [{ id: ORDER_SIZES.wine.id, requested: 2, available: 0 }],
    });
    expect(await orderCount(database)).toBe(before);
  });

  it("409 price_changed with the new price when one rose since the quote; 422 order_too_large over the caps; neither makes an order", async () => {
    const before = await orderCount(database);
    const risen = await post(
      orders,
      orderBody({ items: [{ id: ORDER_SIZES.beer.id, quantity: 1, seenUnitPriceCents: 1799 }] }),
    );
    expect(risen.status).toBe(409);
    expect(await risen.json()).toEqual({
      error: "price_changed",
      lines: [{ id: ORDER_SIZES.beer.id, seenUnitPriceCents: 1799, unitPriceCents: 1899 }],
    });

    // One bottle raised to a cent over the store's value cap.
    const litre = database.db.updateTable("product_size").where("id", "=", ORDER_SIZES.whiskyLitre.id);
    await litre.set({ price_cents: store.orderCaps.maxSubtotalCents + 1 }).execute();
    try {
      const tooLarge = await post(
        orders,
        orderBody({ items: [{ id: ORDER_SIZES.whiskyLitre.id, quantity: 1 }] }),
      );
      expect(tooLarge.status).toBe(422);
      expect(await tooLarge.json()).toEqual({
        error: "order_too_large",
        message: "order.overOrderValue",
        limits: store.orderCaps,
      });
    } finally {
      await litre.set({ price_cents: ORDER_SIZES.whiskyLitre.priceCents }).execute();
    }
    expect(await orderCount(database)).toBe(before);
  });

  it("422 with field errors at their paths", async () => {
    const response = await post(
      orders,
      orderBody({
        customer: { name: " ", phone: "555-0199" },
        fulfilment: { method: "delivery", address: "1 Main St", zip: "90210" },
        items: [{ id: ORDER_SIZES.beer.id, quantity: 13 }],
      }),
    );
    expect(response.status).toBe(422);
    const { error, fieldErrors } = await response.json();
    expect(error).toBe("validation");
    expect(Object.keys(fieldErrors).sort()).toEqual([
      "customer.name",
      "customer.phone",
      "fulfilment.zip",
      "items.0.quantity",
    ]);
    // Message keys: the checkout page says them in the shopper's language.
    expect(fieldErrors).toEqual({
      "customer.name": ["order.nameMissing"],
      "customer.phone": ["order.phoneInvalid"],
      "fulfilment.zip": ["order.zipOutsideArea"],
      "items.0.quantity": ["order.quantityMax"],
    });
  });

  it("422 when a key comes back with another body", async () => {
    const body = orderBody({ items: [{ id: ORDER_SIZES.beer.id, quantity: 1 }] });
    expect((await post(orders, body)).status).toBe(201);
    const changed = await post(orders, { ...body, tipPercent: 20 });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ error: "idempotency_key_reused" });
  });

  it("422 names each bad choice (substitution, gift) at its field, and writes nothing", async () => {
    const before = await orderCount(database);
    const response = await post(
      orders,
      orderBody({
        items: [
          { id: ORDER_SIZES.beer.id, quantity: 1, substitution: "similar" },
          { id: ORDER_SIZES.whisky.id, quantity: 1, substitution: "swap" },
        ],
        gift: { recipientName: "", recipientPhone: "12", message: "¡Hola!\u0007".padEnd(150, "!") },
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "validation",
      fieldErrors: {
        "items.1.substitution": ["order.substitutionInvalid"],
        "gift.recipientName": ["order.giftNameMissing"],
        "gift.recipientPhone": ["order.phoneInvalid"],
        "gift.message": ["order.giftTextInvalid"],
      },
    });
    const tooLong = await post(
      orders,
      orderBody({ gift: { recipientName: "Marta", recipientPhone: "7865550123", message: "x".repeat(201) } }),
    );
    expect(await tooLong.json()).toEqual({
      error: "validation",
      fieldErrors: { "gift.message": ["order.giftMessageTooLong"] },
    });
    // U+0000 never reaches the schema: the body's reader refuses it at its path.
    const nul = await post(
      orders,
      orderBody({ gift: { recipientName: "Mar\u0000ta", recipientPhone: "7865550123" } }),
    );
    expect([nul.status, await nul.json()]).toEqual([
      422,
      { error: "validation", fieldErrors: { "gift.recipientName": ["order.invalid"] } },
    ]);
    // A gift box where no line's product has one: refused in the order's transaction.
    const box = await post(
      orders,
      orderBody({ gift: { recipientName: "Marta", recipientPhone: "7865550123", giftBox: true } }),
    );
    expect([box.status, await box.json()]).toEqual([
      422,
      { error: "validation", fieldErrors: { "gift.giftBox": ["order.giftBoxUnavailable"] } },
    ]);
    expect(await orderCount(database)).toBe(before);
  });

  it("a key sent again with other choices answers 200 with the first order, its choices and gift", async () => {
    const body = orderBody({
      items: [{ id: ORDER_SIZES.beer.id, quantity: 1, substitution: "similar" }],
      gift: { recipientName: "Marta", recipientPhone: "(786) 555-0123", message: "Salud" },
    });
    const created = await post(orders, body);
    expect(created.status).toBe(201);
    const first = await created.json();
    expect(first.order.items[0].substitution).toBe("similar");
    expect(first.order.gift).toEqual({
      recipientName: "Marta",
      recipientPhone: "+17865550123",
      message: "Salud",
      giftBox: false,
    });
    const before = await orderCount(database);
    const changed = await post(orders, {
      ...body,
      items: [{ id: ORDER_SIZES.beer.id, quantity: 1, substitution: "omit" }],
      gift: { recipientName: "Somebody else", recipientPhone: "(786) 555-0124" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual(first);
    expect(await orderCount(database)).toBe(before);
  });

  it("400 malformed JSON, 413 over 32 KB, 415 not JSON: each before any order", async () => {
    const before = await orderCount(database);
    const malformed = await post(orders, '{"idempotencyKey": ');
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: "malformed_json" }]);
    const huge = await post(orders, orderBody({ notes: "x".repeat(33 * 1024) }));
    expect([huge.status, await huge.json()]).toEqual([413, { error: "too_large" }]);
    const form = await post(orders, "name=Ana", { "Content-Type": "application/x-www-form-urlencoded" });
    expect([form.status, await form.json()]).toEqual([415, { error: "unsupported_media_type" }]);
    expect(await orderCount(database)).toBe(before);
  });

  it("the quote answers today's prices and availability, and names unknown sizes", async () => {
    const response = await post(`${orders}/quote`, {
      items: [
        { id: ORDER_SIZES.whisky.id, quantity: 1 },
        { id: "gone", quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    const quote = await response.json();
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ id: ORDER_SIZES.whisky.id, unitPriceCents: 3999, available: 5 });
    // The picture's version, as every other image URL carries it (issue #30): no photo, the drawing's.
    expect(quote.lines[0].imgVersion).toBe(DRAWN_IMAGE_VERSION);
    expect(quote.unknownIds).toEqual(["gone"]);
    expect((await post(`${orders}/quote`, { items: [], price: 1 })).status).toBe(422);
  });
});

/** 50+ bodies a tampering browser or script might send: each is refused, never read. */
function tamperedBodies(): Array<[string, unknown]> {
  const valid = () => orderBody({ items: [{ id: ORDER_SIZES.beer.id, quantity: 1 }] });
  const withTop = (field: string, value: unknown) => ({ ...valid(), [field]: value });
  const withPart = (part: "customer" | "fulfilment", field: string, value: unknown) => {
    const body = valid() as Record<string, Record<string, unknown>>;
    return { ...body, [part]: { ...body[part], [field]: value } };
  };
  const withLine = (line: Record<string, unknown>) => ({ ...valid(), items: [line] });
  const beer = ORDER_SIZES.beer.id;
  const extras = [
    "price",
    "priceCents",
    "total",
    "totalCents",
    "subtotalCents",
    "taxCents",
    "deliveryFeeCents",
    "tipCents",
    "status",
    "discount",
    "number",
    "createdAt",
    "isStaff",
  ];
  return [
    ...extras.map((field): [string, unknown] => [
      `extra ${field}`,
      withTop(field, field === "status" ? "completed" : 0),
    ]),
    ["__proto__ key", JSON.parse(`{"__proto__": {"isStaff": true}, ${JSON.stringify(valid()).slice(1)}`)],
    ["customer.role", withPart("customer", "role", "staff")],
    ["customer.verified", withPart("customer", "verified", true)],
    ["fulfilment.fee", withPart("fulfilment", "fee", 0)],
    ["fulfilment.deliveryFeeCents", withPart("fulfilment", "deliveryFeeCents", 0)],
    ["pickup with an address", { ...valid(), fulfilment: { method: "pickup", address: "x" } }],
    ["pickup with a tip", { ...valid(), fulfilment: { method: "pickup" }, tipPercent: 15 }],
    ["window in words", withPart("fulfilment", "window", "tomorrow evening")],
    ["window as a number", withPart("fulfilment", "window", 1_799_000_000_000)],
    ["window with NUL", withPart("fulfilment", "window", "2027-01-11T00:00:00.000Z\u0000")],
    ["window 10 kB", withPart("fulfilment", "window", "2".repeat(10_000))],
    ["window in the past", withPart("fulfilment", "window", "2020-01-04T14:00:00.000Z")],
    ["window off the store's grid", withPart("fulfilment", "window", "2099-01-01T00:00:00.000Z")],
    ["window as an object", withPart("fulfilment", "window", { start: "2099-01-01T00:00:00.000Z" })],
    ["line price", withLine({ id: beer, quantity: 1, price: 0.01 })],
    ["line unitPriceCents", withLine({ id: beer, quantity: 1, unitPriceCents: 1 })],
    ["line total", withLine({ id: beer, quantity: 1, total: 1 })],
    ["line name", withLine({ id: beer, quantity: 1, name: "Free" })],
    [
      "line substitution price",
      withLine({ id: beer, quantity: 1, substitution: "similar", upToCents: 9999 }),
    ],
    ["substitution as a number", withLine({ id: beer, quantity: 1, substitution: 1 })],
    ["gift as text", withTop("gift", "yes")],
    [
      "gift with a price",
      withTop("gift", { recipientName: "M", recipientPhone: "7865550123", priceCents: 0 }),
    ],
    ["gift box as text", withTop("gift", { recipientName: "M", recipientPhone: "7865550123", giftBox: "1" })],
    ["gift without recipient", withTop("gift", { message: "hi" })],
    ["quantity as text", withLine({ id: beer, quantity: "2" })],
    ["quantity 2.5", withLine({ id: beer, quantity: 2.5 })],
    ["quantity -1", withLine({ id: beer, quantity: -1 })],
    ["quantity 0", withLine({ id: beer, quantity: 0 })],
    ["quantity 1000", withLine({ id: beer, quantity: 1000 })],
    ["quantity null", withLine({ id: beer, quantity: null })],
    ["id a number", withLine({ id: 5, quantity: 1 })],
    ["id empty", withLine({ id: "", quantity: 1 })],
    ["items an object", withTop("items", { [beer]: 1 })],
    ["items null", withTop("items", null)],
    ["items empty", withTop("items", [])],
    [
      "51 lines",
      withTop(
        "items",
        Array.from({ length: 51 }, (_, index) => ({ id: `${beer}-${index}`, quantity: 1 })),
      ),
    ],
    ["negative tip", withTop("tipPercent", -5)],
    ["tip over 100", withTop("tipPercent", 101)],
    ["tip as text", withTop("tipPercent", "15")],
    ["tip null", withTop("tipPercent", null)],
    ["tip with 3 decimals", withTop("tipPercent", 15.125)],
    ["payment crypto", withTop("paymentMethod", "crypto")],
    ["card number", withTop("cardNumber", "4242424242424242")],
    ["delivery by drone", withPart("fulfilment", "method", "drone")],
    ["language fr", withTop("language", "fr")],
    ["short key", withTop("idempotencyKey", "abc")],
    ["key with spaces", withTop("idempotencyKey", "a key with spaces in it")],
    ["phone as a number", withPart("customer", "phone", 3055550142)],
    ["bad e-mail", withPart("customer", "email", "not-an-email")],
    ["600-character notes", withTop("notes", "n".repeat(600))],
    ["200-character name", withPart("customer", "name", "N".repeat(200))],
    ["no customer", { ...valid(), customer: undefined }],
    ["no items", { ...valid(), items: undefined }],
    ["no payment method", { ...valid(), paymentMethod: undefined }],
    ["body an array", [valid()]],
    ["body a string", "order please"],
    ["body null", null],
    ["body a number", 42],
  ];
}

describe("tampered order bodies", () => {
  let database: TestDatabase;
  let server: OrdersServer;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.create();
    await seedOrderCatalog(database.db);
    server = await startOrdersServer(database, { ordersPerWindow: 1_000, windowMs: 60_000 });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it("has at least 50 cases", () => {
    expect(tamperedBodies().length).toBeGreaterThanOrEqual(50);
  });

  it.each(tamperedBodies())("refuses %s with 400 or 422, and no order is made", async (_name, body) => {
    const response = await post(`${server.origin}/api/orders`, JSON.stringify(body));
    expect([400, 422]).toContain(response.status);
    expect(await orderCount(database)).toBe(0);
  });
});

describe.each(testDatabaseKinds)(
  "order limits in the database on $kind (ORDER_RATE_LIMIT per 10 minutes)",
  (kind) => {
    let database: TestDatabase;
    // Two app servers, each with its own connections, on PostgreSQL (DESIGN §10); SQLite takes one process per file.
    const instances: OpenDatabase[] = [];
    const servers: OrdersServer[] = [];
    const url = (index = 0) => `${servers[index % servers.length]!.origin}/api/orders`;
    const LIMIT = 10;
    const untracked = [{ id: ORDER_SIZES.whiskyLitre.id, quantity: 1 }];
    /** A shopper's order from their own address and phone, unless the test says otherwise. */
    const order = (address: string, phone: string, overrides: Record<string, unknown> = {}) => ({
      body: orderBody({ items: untracked, customer: { name: "Ana", phone }, ...overrides }),
      headers: { "X-Forwarded-For": address },
    });
    const send = ({ body, headers }: ReturnType<typeof order>, server = 0) =>
      post(url(server), body, headers);

    beforeAll(async () => {
      database = await kind.create();
      await seedOrderCatalog(database.db);
      const count = kind.kind === "postgres" ? 2 : 1;
      for (let index = 0; index < count; index++) {
        const instance = index === 0 ? database : openDatabase(database.url);
        if (index > 0) instances.push(instance);
        servers.push(await startOrdersServer(instance, { ordersPerWindow: LIMIT, windowMs: 60_000 }));
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      for (const instance of instances) await instance.close();
      await database.drop();
    });

    it("30 orders at once from one address against a limit of 10: exactly 10 × 201, 20 × 429 with Retry-After", async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          send(order("198.51.100.1", `(305) 555-${String(100 + index).padStart(4, "0")}`), index),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: "rate_limited" });
    });

    it("a replayed key gets its order (200) even when its address is at the limit", async () => {
      const first = order("198.51.100.2", "(305) 555-0201");
      const created = await send(first);
      expect(created.status).toBe(201);
      for (let index = 1; index < LIMIT; index++)
        expect(
          (await send(order("198.51.100.2", `(305) 555-${String(202 + index).padStart(4, "0")}`))).status,
        ).toBe(201);
      expect((await send(order("198.51.100.2", "(305) 555-0299"))).status).toBe(429);
      const replayed = await send(first, 1);
      expect(replayed.status).toBe(200);
      expect(await replayed.json()).toEqual(await created.json());
    });

    it("a refused order (409 stock, 409 price changed, 422 unknown size) uses up no new-order point", async () => {
      const refusals = [];
      const seenLower = [{ ...untracked[0]!, seenUnitPriceCents: ORDER_SIZES.whiskyLitre.priceCents - 1 }];
      for (let index = 0; index < 2 * LIMIT; index++) {
        refusals.push(
          await send(order("198.51.100.3", "(305) 555-0301", { items: seenLower })),
          await send(
            order("198.51.100.3", "(305) 555-0301", { items: [{ id: ORDER_SIZES.wine.id, quantity: 1 }] }),
          ),
          await send(
            order("198.51.100.3", "(305) 555-0301", { items: [{ id: "no-such-size", quantity: 1 }] }),
          ),
        );
      }
      const errors = await Promise.all(refusals.map(async (answer) => (await answer.json()).error));
      expect(new Set(errors)).toEqual(new Set(["price_changed", "stock", "validation"]));
      const placed = [];
      for (let index = 0; index < LIMIT; index++) {
        const answer = await send(
          order("198.51.100.3", `(305) 555-${String(310 + index).padStart(4, "0")}`),
          index,
        );
        placed.push(answer.status);
      }
      expect(placed).toEqual(Array(LIMIT).fill(201));
      expect((await send(order("198.51.100.3", "(305) 555-0399"))).status).toBe(429);
    });

    it("one phone number places at most the limit, whatever addresses it comes from", async () => {
      const answers = [];
      for (let index = 0; index <= LIMIT; index++)
        answers.push((await send(order(`203.0.113.${100 + index}`, "+1 305 555 0401"), index)).status);
      expect(answers).toEqual([...Array(LIMIT).fill(201), 429]);
    });
  },
);

describe.each(testDatabaseKinds)("deals at POST /api/orders and its quote on $kind (issue #35)", (kind) => {
  let database: TestDatabase;
  let server: OrdersServer;
  let orders: string;
  const { red, cava } = DEAL_SIZES;
  const sixWines = [
    { id: red.id, quantity: 5 },
    { id: cava.id, quantity: 1 },
  ];
  const pickup = (overrides: Record<string, unknown>) =>
    orderBody({ items: sixWines, fulfilment: { method: "pickup" }, tipPercent: 0, ...overrides });
  /** What the shopper typed at the code field, however hostile. */
  const HOSTILE_CODES = [
    "🍷🍷🍷",
    "' OR 1=1 --",
    "ＦＬＹＥＲ１０",
    "<script>alert(1)</script>",
    "FLYER10\u202e",
  ];

  beforeAll(async () => {
    database = await kind.create();
    await seedDealShelf(database.db);
    // On sale from before any order to after: running whenever the test runs.
    await putOnSale(database.db, cava.id, { priceCents: CAVA_SALE.priceCents, startsAt: null, endsAt: null });
    await addCaseRule(database.db, MIXED_CASE);
    await addDealCode(database.db, "FLYER10");
    // One use, taken.
    await addDealCode(database.db, "GONE", { max_uses: 1 });
    await database.db.updateTable("deal_code").set({ uses: 1 }).where("code", "=", "GONE").execute();
    server = await startOrdersServer(database, { ordersPerWindow: 1_000, windowMs: 60_000 });
    orders = `${server.origin}/api/orders`;
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it("the quote gives each sale's was price, what a case rule counts, the rules, and the code as the store reads it", async () => {
    const quote = await (await post(`${orders}/quote`, { items: sixWines, code: " flyer 10 " })).json();
    expect(quote.lines.find((line: QuotedLine) => line.id === cava.id)).toMatchObject({
      unitPriceCents: CAVA_SALE.priceCents,
      wasCents: cava.priceCents,
      typeSlug: "wine",
      subtypeSlug: "sparkling",
    });
    expect(quote.deals.caseRules).toEqual([expect.objectContaining({ counts: MIXED_CASE.counts })]);
    expect(quote.deals.code).toEqual({
      ok: true,
      deal: { code: "FLYER10", kind: "percent", basisPoints: 1_000, minimumCents: null },
    });
    const gone = await (await post(`${orders}/quote`, { items: sixWines, code: "gone" })).json();
    expect(gone.deals.code).toEqual({ ok: false, code: "gone", refusal: "usedUp" });
  });

  it("a hostile code at the quote: NUL or over 40 characters 422, anything else unknown; never a 5xx", async () => {
    for (const code of ["FLY\u0000ER", "F".repeat(10_000), "F".repeat(41)]) {
      const answer = await post(`${orders}/quote`, { items: sixWines, code });
      expect({ code: code.slice(0, 12), status: answer.status }).toEqual({
        code: code.slice(0, 12),
        status: 422,
      });
    }
    for (const code of HOSTILE_CODES) {
      const answer = await post(`${orders}/quote`, { items: sixWines, code });
      expect(answer.status).toBe(200);
      expect((await answer.json()).deals.code).toEqual({ ok: false, code, refusal: "unknown" });
    }
    const phones = await post(`${orders}/quote`, {
      items: sixWines,
      code: "FLYER10",
      phone: "🍷".repeat(10),
    });
    expect(phones.status).toBe(200);
  });

  it("201 with the code that applies: the order's discount, each deal apart", async () => {
    const created = await post(orders, pickup({ dealCode: "flyer10", seenDiscountCents: 642 + 578 }));
    expect(created.status).toBe(201);
    const { order } = await created.json();
    // 5 × 10.25 + 12.99 = 64.24; case 6.42; code 10 % of 57.82 is 5.78.
    expect(order).toMatchObject({
      subtotalCents: 6424,
      discountCents: 642 + 578,
      deals: {
        caseDiscount: { rule: MIXED_CASE.name, cents: 642 },
        codeDiscount: { code: "FLYER10", cents: 578 },
      },
    });
    expect(order.items.find((line: { id: string }) => line.id === cava.id)).toMatchObject({
      unitPriceCents: CAVA_SALE.priceCents,
      regularUnitPriceCents: cava.priceCents,
    });
  });

  it("409 price_changed carries how the deals moved: a code used up, a discount smaller than seen; nothing written", async () => {
    const before = await orderCount(database);
    const usedUp = await post(orders, pickup({ dealCode: "GONE", seenDiscountCents: 1_200 }));
    expect(usedUp.status).toBe(409);
    expect(await usedUp.json()).toEqual({
      error: "price_changed",
      lines: [],
      deals: { discountCents: 642, seenDiscountCents: 1_200, code: { code: "GONE", refusal: "usedUp" } },
    });
    const smaller = await post(orders, pickup({ seenDiscountCents: 700 }));
    expect(await smaller.json()).toEqual({
      error: "price_changed",
      lines: [],
      deals: { discountCents: 642, seenDiscountCents: 700 },
    });
    expect(await orderCount(database)).toBe(before);
  });

  it("a hostile dealCode: NUL or over 40 characters 422 at its field, anything else 409 unknown; never a 5xx, nothing written", async () => {
    const before = await orderCount(database);
    for (const dealCode of ["FLY\u0000ER", "F".repeat(10_000), "F".repeat(41)]) {
      const answer = await post(orders, pickup({ dealCode }));
      expect(answer.status).toBe(422);
      expect((await answer.json()).fieldErrors).toHaveProperty("dealCode");
    }
    for (const dealCode of HOSTILE_CODES) {
      const answer = await post(orders, pickup({ dealCode }));
      expect(answer.status).toBe(409);
      expect((await answer.json()).deals.code).toEqual({ code: dealCode, refusal: "unknown" });
    }
    for (const seenDiscountCents of [-1, 1.5, "10", 1e300]) {
      const answer = await post(orders, pickup({ seenDiscountCents }));
      expect({ seenDiscountCents, status: answer.status }).toEqual({ seenDiscountCents, status: 422 });
    }
    expect(await orderCount(database)).toBe(before);
  });
});
