import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editSize } from "~/flows/edit-size.server";
import { openDatabase, type OpenDatabase } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { startWebhookReceiver, type WebhookReceiver } from "../../../../tests/fixtures/webhook-receiver";
import { readCatalogFile } from "../import/catalog-file.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { chooseFeatured } from "./featured-choices.server";
import { startCdnPurgeWorker } from "./cdn-purge.server";
import type { OutboxWorker, WebhookLog } from "~/utils/outbox-delivery.server";

const silentLog: WebhookLog = { info() {}, warn() {}, error() {} };
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const keysOf = (receiver: WebhookReceiver) =>
  receiver.received.map((delivery) => (JSON.parse(delivery.body) as { keys: string[] }).keys);

describe.each(testDatabaseKinds)("CDN purge hook on $kind (issue #17)", ({ create }) => {
  let database: TestDatabase;
  const workers: OutboxWorker[] = [];
  const receivers: WebhookReceiver[] = [];
  const connections: OpenDatabase[] = [];

  beforeEach(async () => {
    database = await create();
    const { catalog } = await readCatalogFile("tests/fixtures/quirky-catalog.json");
    await importCatalog(database.db, catalog);
    // The import's own purge ("catalog") is delivered first by each test's worker.
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
    await Promise.all(connections.splice(0).map((connection) => connection.close()));
    await database.drop();
  });

  async function receiver(answers: number[] = []) {
    const started = await startWebhookReceiver(0, answers);
    receivers.push(started);
    return started;
  }

  function worker(url: string, db = database.db) {
    const started = startCdnPurgeWorker({ db, url, token: "purge-token", pollMs: 20, log: silentLog });
    workers.push(started);
    return started;
  }

  async function repriceBacardiGold() {
    const size = await database.db
      .selectFrom("product_size")
      .innerJoin("product", "product.id", "product_size.product_id")
      .select(["product_size.id", "price_cents", "inventory"])
      .where("product.route", "=", "bacardi-gold")
      .executeTakeFirstOrThrow();
    const shown = { priceCents: size.price_cents, inventory: size.inventory };
    const result = await editSize(database.db, {
      sizeId: size.id,
      shown,
      next: { ...shown, priceCents: shown.priceCents + 100 },
      actor: "marco@store.example",
      now: new Date(),
    });
    expect(result.ok).toBe(true);
  }

  it("an import purges everything; a price edit its product, its type and the listings, with the token", async () => {
    const hook = await receiver();
    worker(hook.url);
    await eventually(() => expect(keysOf(hook)).toEqual([["catalog"]]));
    await repriceBacardiGold();
    await eventually(() =>
      expect(keysOf(hook)).toEqual([["catalog"], ["product:bacardi-gold", "type:rum", "listing"]]),
    );
    expect(hook.received[1]!.headers.authorization).toBe("Bearer purge-token");
    expect(hook.received[1]!.headers["x-store-event"]).toBe("catalog.purge");
  });

  it("a featured shelf change purges home and the shelf's type", async () => {
    const hook = await receiver();
    worker(hook.url);
    await eventually(() => expect(keysOf(hook)).toHaveLength(1));
    const chosen = await chooseFeatured(database.db, {
      typeSlug: "rum",
      routes: ["bacardi-gold"],
      shown: [],
      actor: "marco@store.example",
      now: new Date(),
    });
    expect(chosen.ok).toBe(true);
    await eventually(() => expect(keysOf(hook)[1]).toEqual(["home", "type:rum"]));
  });

  it("a failing hook leaves the purge pending for its back-off; of two servers only one sends it", async () => {
    const hook = await receiver([500]);
    const other = openDatabase(database.url);
    connections.push(other);
    worker(hook.url);
    worker(hook.url, other.db);
    // The retry waits 5 s ±20 % (retryDelayMs, tested with the order webhook): here the failure is
    // recorded, the row stays pending, and neither server sends it again meanwhile.
    await eventually(() => expect(hook.received).toHaveLength(1));
    const row = await database.db.selectFrom("cdn_purge").selectAll().executeTakeFirstOrThrow();
    await eventually(async () => {
      const now = await database.db
        .selectFrom("cdn_purge")
        .selectAll()
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(now.attempts).toBe(1);
      expect(now.last_error).toBe("HTTP 500");
      expect(now.delivered_at).toBeNull();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received).toHaveLength(1);
  });
});
