import { join } from "node:path";
import SQLite from "better-sqlite3";
import { verifyWebhookSignature } from "../../app/features/orders/webhook-signature";
import { startWebhookReceiver } from "../fixtures/webhook-receiver";
import { expect, test } from "./fixtures";
import { ownServerDir, startOwnServer } from "./own-server";
import { postOrder } from "./api-orders";

const SERVER_PORT = 3310;
const RECEIVER_PORT = 3321;
const SECRET = "e2e-webhook-secret";
/** A bottle of the demo catalogue with stock. */
const SIZE_ID = "085176036442";

function outboxAttempts(databaseFile: string): number {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    const row = db.prepare("select attempts from outbox").get() as { attempts: number } | undefined;
    return row?.attempts ?? 0;
  } finally {
    db.close();
  }
}

test("an order placed while the store's receiver is down reaches it once, after a kill -9 and a restart", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const dir = ownServerDir("webhook");
  const env = {
    ORDER_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/store/orders`,
    ORDER_WEBHOOK_SECRET: SECRET,
    ORDER_RATE_LIMIT: "1000",
    IMAGE_CACHE_DIR: join(dir, "images"),
  };
  const first = await startOwnServer(SERVER_PORT, { dir, env });
  const placed = await postOrder(
    request,
    {
      sizeId: SIZE_ID,
      name: "Ana Webhook",
      phone: "(305) 555-0142",
      paymentMethod: "cash",
      idempotencyKey: "webhook-e2e-0001",
    },
    `${first.baseURL}/api/orders`,
  );
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { number: string } };

  // The server tries, finds nobody listening, and keeps the row for later.
  await expect
    .poll(() => outboxAttempts(join(dir, "store.db")), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  const exited = new Promise((resolve) => first.process.once("exit", resolve));
  first.process.kill("SIGKILL");
  await exited;

  const second = await startOwnServer(SERVER_PORT, { dir, env });
  const receiver = await startWebhookReceiver(RECEIVER_PORT);
  try {
    await expect.poll(() => receiver.accepted().length, { timeout: 30_000 }).toBe(1);
    // Another poll or two: still one delivery.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers["x-store-event"]).toBe("order.placed");
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: "order.placed",
      number: order.number,
      customer: { name: "Ana Webhook", phone: "+13055550142" },
    });
    expect(
      verifyWebhookSignature({
        secret: SECRET,
        body: delivery!.body,
        timestamp: delivery!.headers["x-store-timestamp"] as string,
        signature: delivery!.headers["x-store-signature"] as string,
      }),
    ).toBe(true);
  } finally {
    await receiver.close();
    await second.stop();
  }
});
