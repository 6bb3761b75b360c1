import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database, type OpenDatabase } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { insertOrder, insertOrderPlacedRow } from "../../../tests/fixtures/orders";
import {
  startWebhookReceiver,
  type ReceiverAnswer,
  type WebhookReceiver,
} from "../../../tests/fixtures/webhook-receiver";
import {
  retryDelayMs,
  startConfiguredOrderWebhook,
  startOrderWebhookWorker,
  wakeOrderWebhook,
  type OrderWebhookOptions,
  type OrderWebhookWorker,
  type WebhookLog,
} from "./order-webhook.server";
import {
  GIFT_BOX_SIZES,
  ORDER_SIZES,
  orderBody,
  seedGiftBoxProduct,
  seedOrderCatalog,
} from "../../../tests/fixtures/order-catalog";
import { orderRequestSchema } from "./order-request";
import { placeOrder } from "~/flows/place-order.server";
import { verifyWebhookSignature } from "./webhook-signature";

const SECRET = "test-secret-0123456789";
/** Nothing listens here until a test starts a receiver on it (the brief's receiver ports). */
const DOWN_PORT = 3320;
const START = new Date("2026-11-22T12:00:00.000Z");

const silentLog: WebhookLog = { info() {}, warn() {}, error() {} };

/** A clock that only moves when the test says so: back-off without waiting for it. */
function manualClock() {
  let current = START.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

async function outboxRow(db: Database, id: number) {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const msAfter = (iso: string, from: Date) => new Date(iso).getTime() - from.getTime();
/** Generous: the suite shares two cores with other test files. */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("retryDelayMs", () => {
  it("doubles from 5 s per attempt, with at most ±20 % jitter, and never waits over an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 0.5))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(1, 0)).toBe(4_000);
    expect(retryDelayMs(1, 1)).toBe(6_000);
    expect(retryDelayMs(11, 1)).toBe(3_600_000);
    expect(retryDelayMs(5_000, 0.5)).toBe(3_600_000);
  });
});

describe.each(testDatabaseKinds)("order webhook worker on $kind", ({ create }) => {
  let database: TestDatabase;
  const workers: OrderWebhookWorker[] = [];
  const receivers: WebhookReceiver[] = [];
  const extraConnections: OpenDatabase[] = [];

  beforeEach(async () => {
    database = await create();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
    await Promise.all(extraConnections.splice(0).map((connection) => connection.close()));
    await database.drop();
  });

  function startWorker(options: Partial<OrderWebhookOptions> & { url: string }): OrderWebhookWorker {
    const worker = startOrderWebhookWorker({
      db: database.db,
      secret: SECRET,
      random: () => 0.5,
      pollMs: 20,
      timeoutMs: 300,
      log: silentLog,
      ...options,
    });
    workers.push(worker);
    return worker;
  }

  async function receiver(port: number, answers: ReceiverAnswer[] = []): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver(port, answers);
    receivers.push(started);
    return started;
  }

  /** A second connection to the same database, as another app server would hold. */
  function anotherServer(): Database {
    const connection = openDatabase(database.url);
    extraConnections.push(connection);
    return connection.db;
  }

  it("retries a 500 and a hang with growing back-off, then delivers once, signed", async () => {
    const clock = manualClock();
    const store = await receiver(0, [500, "hang"]);
    const orderId = await insertOrder(database.db, { createdAt: START });
    const id = await insertOrderPlacedRow(database.db, orderId, START);
    // Long enough that a 500 on a loaded machine is still an answer, not a hang (a CI run saw it late).
    startWorker({ url: store.url, now: clock.now, timeoutMs: 1_500 });

    await eventually(async () => expect((await outboxRow(database.db, id)).attempts).toBe(1));
    const afterFirst = await outboxRow(database.db, id);
    expect(afterFirst).toMatchObject({ last_error: "HTTP 500", delivered_at: null });
    expect(msAfter(afterFirst.next_attempt_at, clock.now())).toBe(5_000);

    // The clock has not moved: the back-off holds, however often the worker polls.
    await pause(150);
    expect(store.received).toHaveLength(1);

    clock.advance(5_000);
    await eventually(async () => expect((await outboxRow(database.db, id)).attempts).toBe(2));
    const afterSecond = await outboxRow(database.db, id);
    expect(afterSecond).toMatchObject({ last_error: "no answer within 1500 ms", delivered_at: null });
    expect(msAfter(afterSecond.next_attempt_at, clock.now())).toBe(10_000);

    clock.advance(10_000);
    await eventually(async () => expect((await outboxRow(database.db, id)).delivered_at).not.toBeNull());
    expect(await outboxRow(database.db, id)).toMatchObject({
      attempts: 3,
      last_error: null,
      delivered_at: clock.now().toISOString(),
    });

    clock.advance(3_600_000);
    await pause(150);
    expect(store.received).toHaveLength(3);
    expect(store.accepted()).toEqual([String(id)]);
    const { payload } = await outboxRow(database.db, id);
    for (const delivery of store.received) {
      expect(delivery.headers).toMatchObject({
        "content-type": "application/json",
        "x-store-event": "order.placed",
        "x-store-delivery": String(id),
      });
      expect(delivery.body).toBe(payload);
    }
    const last = store.received[2]!;
    expect(last.headers["x-store-timestamp"]).toBe(String((START.getTime() + 15_000) / 1000));
    const signed = {
      body: last.body,
      timestamp: last.headers["x-store-timestamp"] as string,
      signature: last.headers["x-store-signature"] as string,
      now: new Date(START.getTime() + 15_000),
    };
    expect(verifyWebhookSignature({ ...signed, secret: SECRET })).toBe(true);
    expect(verifyWebhookSignature({ ...signed, secret: "another-secret" })).toBe(false);
    // An hour later the same request is a replay.
    expect(verifyWebhookSignature({ ...signed, secret: SECRET, now: clock.now() })).toBe(false);
    expect(
      verifyWebhookSignature({ ...signed, secret: SECRET, body: last.body.replace("order", "ordeR") }),
    ).toBe(false);
  });

  it("delivers a placed order's choices: each line's substitution and the gift, beside the fields it always had (issue #18)", async () => {
    await seedOrderCatalog(database.db);
    await seedGiftBoxProduct(database.db);
    const placed = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({
          fulfilment: { method: "pickup" },
          tipPercent: 0,
          items: [
            { id: GIFT_BOX_SIZES.plain.id, quantity: 1, substitution: "similar" },
            { id: ORDER_SIZES.beer.id, quantity: 1 },
          ],
          gift: { recipientName: "Marta", recipientPhone: "786-555-0123", message: "Salud", giftBox: true },
        }),
      ),
    );
    expect(placed.kind).toBe("created");
    const store = await receiver(0);
    startWorker({ url: store.url });
    await eventually(() => expect(store.accepted()).toHaveLength(1));
    const [delivery] = store.received;
    const body = JSON.parse(delivery!.body);
    // The fields every receiver already reads, unchanged; gift and then deals are new at the end.
    expect(Object.keys(body)).toEqual([
      "event",
      "number",
      "placedAt",
      "status",
      "customer",
      "fulfilment",
      "paymentMethod",
      "tipPercent",
      "notes",
      "language",
      "lines",
      "totals",
      "gift",
      "deals",
    ]);
    expect(body.deals).toEqual({ caseDiscount: null, codeDiscount: null });
    expect(body.fulfilment).toEqual({ method: "pickup", window: null });
    expect(body.lines).toEqual([
      {
        id: GIFT_BOX_SIZES.plain.id,
        name: "Buchanans 12 Years",
        size: "750ml",
        unitPriceCents: 4499,
        quantity: 1,
        lineTotalCents: 4499,
        substitution: "similar",
      },
      {
        id: ORDER_SIZES.beer.id,
        name: "Modelo Especial",
        size: "12oz-12pack-Can",
        unitPriceCents: 1899,
        quantity: 1,
        lineTotalCents: 1899,
        substitution: "call",
      },
    ]);
    expect(body.gift).toEqual({
      recipientName: "Marta",
      recipientPhone: "+17865550123",
      message: "Salud",
      giftBox: true,
    });
    expect(
      verifyWebhookSignature({
        secret: SECRET,
        body: delivery!.body,
        timestamp: delivery!.headers["x-store-timestamp"] as string,
        signature: delivery!.headers["x-store-signature"] as string,
      }),
    ).toBe(true);
  });

  it("keeps a row through a restart while the receiver is down, and delivers it once it is up", async () => {
    const clock = manualClock();
    const url = `http://127.0.0.1:${DOWN_PORT}/store/orders`;
    const orderId = await insertOrder(database.db, { createdAt: START });
    const id = await insertOrderPlacedRow(database.db, orderId, START);
    const first = startWorker({ url, now: clock.now });
    await eventually(async () => expect((await outboxRow(database.db, id)).attempts).toBe(1));
    await first.stop();
    expect((await outboxRow(database.db, id)).last_error).toMatch(/ECONNREFUSED/);

    const store = await receiver(DOWN_PORT);
    clock.advance(5_000);

    startWorker({ url, now: clock.now, db: anotherServer() });
    await eventually(async () => expect((await outboxRow(database.db, id)).delivered_at).not.toBeNull());
    await pause(100);
    expect(store.accepted()).toEqual([String(id)]);
    expect((await outboxRow(database.db, id)).attempts).toBe(2);
  });

  it("leaves a row claimed by a server that died mid-send until its lease runs out, then sends it", async () => {
    const clock = manualClock();
    const store = await receiver(0);
    const id = await insertOrderPlacedRow(database.db, await insertOrder(database.db), START);
    const leaseEnd = new Date(START.getTime() + 60_000).toISOString();
    await database.db.updateTable("outbox").set({ next_attempt_at: leaseEnd }).where("id", "=", id).execute();
    startWorker({ url: store.url, now: clock.now });
    clock.advance(59_000);
    await pause(150);
    expect(store.received).toHaveLength(0);
    clock.advance(1_000);
    await eventually(() => expect(store.accepted()).toEqual([String(id)]));
  });

  it("counts a redirect as a failed attempt and does not follow it", async () => {
    const store = await receiver(0, [302]);
    const id = await insertOrderPlacedRow(database.db, await insertOrder(database.db));
    startWorker({ url: store.url });
    await eventually(async () => expect((await outboxRow(database.db, id)).attempts).toBe(1));
    expect(await outboxRow(database.db, id)).toMatchObject({ last_error: "HTTP 302", delivered_at: null });
    expect(store.received).toHaveLength(1);
  });

  it("stop() waits for the delivery in flight and records it", async () => {
    const store = await receiver(0, ["hang"]);
    const id = await insertOrderPlacedRow(database.db, await insertOrder(database.db));
    const worker = startWorker({ url: store.url });
    await eventually(() => expect(store.received).toHaveLength(1));
    await worker.stop();
    expect(await outboxRow(database.db, id)).toMatchObject({
      attempts: 1,
      last_error: "no answer within 300 ms",
    });
    await pause(100);
    expect(store.received).toHaveLength(1);
  });

  it("two servers on one database deliver each row once", async () => {
    const store = await receiver(0);
    const ids: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      ids.push(await insertOrderPlacedRow(database.db, await insertOrder(database.db)));
    }
    // A lease (6 × the timeout) longer than a send can take on a busy machine: a lapsed lease is
    // meant to be delivered again, which is not what this test is about.
    startWorker({ url: store.url, timeoutMs: 2_000 });
    startWorker({ url: store.url, db: anotherServer(), timeoutMs: 2_000 });
    wakeOrderWebhook();
    await eventually(async () => {
      const pending = await database.db
        .selectFrom("outbox")
        .select("id")
        .where("delivered_at", "is", null)
        .execute();
      expect(pending).toEqual([]);
    });
    await pause(100);
    expect(
      store
        .accepted()
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    const attempts = await database.db.selectFrom("outbox").select("attempts").execute();
    expect(attempts.every((row) => Number(row.attempts) === 1)).toBe(true);
  });

  it("wakes at once when told an order was written, without waiting for the poll", async () => {
    const store = await receiver(0);
    startWorker({ url: store.url, pollMs: 60_000 });
    await pause(50);
    const id = await insertOrderPlacedRow(database.db, await insertOrder(database.db));
    wakeOrderWebhook();
    await eventually(() => expect(store.accepted()).toEqual([String(id)]));
  });

  it("with no URL nothing is sent and nothing fails: rows stay pending", async () => {
    const logged: string[] = [];
    const log: WebhookLog = { ...silentLog, info: (_details, message) => logged.push(message) };
    const id = await insertOrderPlacedRow(database.db, await insertOrder(database.db));
    const worker = startConfiguredOrderWebhook(
      database.db,
      { ORDER_WEBHOOK_URL: undefined, ORDER_WEBHOOK_SECRET: SECRET },
      log,
    );
    expect(worker).toBeUndefined();
    expect(() => wakeOrderWebhook()).not.toThrow();
    await pause(100);
    expect(await outboxRow(database.db, id)).toMatchObject({
      attempts: 0,
      delivered_at: null,
      last_error: null,
    });
    expect(logged).toEqual(["ORDER_WEBHOOK_URL is unset: new orders wait in the outbox"]);
  });

  it("without a secret it warns once at start and sends no signature header", async () => {
    const store = await receiver(0);
    const warnings: string[] = [];
    const log: WebhookLog = { ...silentLog, warn: (_details, message) => warnings.push(message) };
    const ids = [
      await insertOrderPlacedRow(database.db, await insertOrder(database.db)),
      await insertOrderPlacedRow(database.db, await insertOrder(database.db)),
    ];
    const worker = startConfiguredOrderWebhook(database.db, { ORDER_WEBHOOK_URL: store.url }, log)!;
    workers.push(worker);
    await eventually(() => expect(store.accepted()).toEqual(ids.map(String)));
    expect(store.received.map((delivery) => delivery.headers["x-store-signature"])).toEqual([
      undefined,
      undefined,
    ]);
    expect(warnings).toEqual(["ORDER_WEBHOOK_SECRET is unset: order webhooks are sent without a signature"]);
  });
});
