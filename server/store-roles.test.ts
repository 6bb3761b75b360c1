import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { placeOrder } from "~/flows/place-order.server";
import { parseOrderRequest } from "~/features/orders/order-request";
import { parseEnv } from "~/utils/env.server";
import { orderBody } from "../tests/fixtures/order-catalog";
import { startWebhookReceiver, type WebhookReceiver } from "../tests/fixtures/webhook-receiver";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { startServices, startWorker, type StoreServices, type StoreWorker } from "./services";

const postgres = testDatabaseKinds.find((kind) => kind.kind === "postgres");

describe("STORE_ROLE", () => {
  it("web and worker need PostgreSQL: with SQLite one process does both", () => {
    expect(() => parseEnv({ STORE_ROLE: "worker" })).toThrow(/PostgreSQL.*STORE_ROLE/s);
    expect(() => parseEnv({ STORE_ROLE: "web", DATABASE_URL: "file:./x.db" })).toThrow(/STORE_ROLE/);
    expect(parseEnv({ STORE_ROLE: "worker", DATABASE_URL: "postgres://db/store" }).STORE_ROLE).toBe("worker");
    expect(parseEnv({}).STORE_ROLE).toBe("all");
  });
});

describe.runIf(postgres)("a web server and a worker on one PostgreSQL database", () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let web: StoreServices | undefined;
  let worker: StoreWorker | undefined;

  beforeAll(async () => {
    database = await postgres!.create();
    receiver = await startWebhookReceiver(0);
  });
  afterAll(async () => {
    await web?.stop();
    await worker?.stop();
    await receiver.close();
    await database.drop();
  });

  const env = (role: string) =>
    parseEnv({ DATABASE_URL: database.url, STORE_ROLE: role, ORDER_WEBHOOK_URL: receiver.url });

  async function orderThroughWeb(): Promise<string> {
    const sizeId = web!.catalog.current.products
      .flatMap((product) => product.sizes)
      .find((size) => size.inventory !== 0)!.id;
    const request = parseOrderRequest(orderBody({ items: [{ id: sizeId, quantity: 1 }] }));
    if (!request.ok) throw new Error("the fixture order is invalid");
    const outcome = await placeOrder(web!.database.db, request.request);
    if (outcome.kind !== "created") throw new Error(`order not placed: ${outcome.kind}`);
    return outcome.order.order.number;
  }

  it("the web server (STORE_ROLE=web) serves and seeds but delivers nothing; the worker delivers, once", async () => {
    web = await startServices(env("web"));
    expect(web.catalog.current.products.length).toBeGreaterThan(300);
    const first = await orderThroughWeb();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received).toEqual([]);

    worker = await startWorker(env("worker"));
    await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), { timeout: 5_000 });
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ number: first });
    // Woken by the web server's announcement, not by its next poll.
    const second = await orderThroughWeb();
    await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(2), { timeout: 5_000 });
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ number: second });
  });
});
