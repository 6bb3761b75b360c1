import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../setup/test-databases";
import { loadCatalog } from "~/features/catalog/data/catalog-repository.server";
import { orderRequestSchema, type OrderRequest } from "~/features/orders/order-request";
import { placeOrder } from "~/flows/place-order.server";
import { migrateToLatest, openDatabase, type OpenDatabase } from "~/utils/db.server";
import { recordNumbersGiven } from "~/utils/numbers-given.server";
import { expectResumedPast, lastOutboxId } from "../setup/numbers-after-restore";

const postgres = testDatabaseKinds.find((kind) => kind.kind === "postgres");
if (!postgres)
  console.warn(
    "\n*** SKIPPED: the PostgreSQL backup and restore of docs/deploy.md (TEST_DATABASE_URL is not set) ***\n",
  );

/** Runs one of docs/deploy.md's commands; a failure throws with the command's own message. */
function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ["ignore", "ignore", "pipe"] });
}

describe.skipIf(!postgres)("pg_dump and the restore docs/deploy.md shows", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-pg-backup-"));
  const dump = join(dir, "store-20261123T020000Z.dump");
  const numbersGivenFile = join(dir, "numbers-given.json");
  const restoredName = `store_restored_${randomBytes(6).toString("hex")}`;
  let store: TestDatabase;
  let restoredUrl: string;
  let restored: OpenDatabase | undefined;
  const orders: { request: OrderRequest; number: string }[] = [];

  beforeAll(async () => {
    store = await postgres!.create();
    await seedOrderCatalog(store.db);
    for (const id of [ORDER_SIZES.beer.id, ORDER_SIZES.whisky.id, ORDER_SIZES.beer.id]) {
      const request = orderRequestSchema.parse(orderBody({ items: [{ id, quantity: 1 }] }));
      const outcome = await placeOrder(store.db, request);
      if (outcome.kind !== "created") throw new Error(outcome.kind);
      orders.push({ request, number: outcome.order.order.number });
    }
    const url = new URL(store.url);
    url.pathname = `/${restoredName}`;
    restoredUrl = url.toString();
  });
  afterAll(async () => {
    await restored?.close();
    run("dropdb", [
      "--if-exists",
      "--force",
      `--maintenance-db=${process.env.TEST_DATABASE_URL}`,
      restoredName,
    ]);
    await store?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("dumps the live store, restores it into a new database, and the store reads it there", async () => {
    run("pg_dump", ["--format=custom", `--file=${dump}`, store.url]);
    // An order after the backup: its number and webhook delivery id are given out, then lost.
    const lost = await placeOrder(store.db, orderRequestSchema.parse(orderBody()));
    if (lost.kind !== "created") throw new Error(lost.kind);
    const lostDelivery = await lastOutboxId(store.db);
    // The servers stop for the restore, each writing down the numbers it has seen given out.
    await recordNumbersGiven(store.db, numbersGivenFile, console).stop();
    run("createdb", [`--maintenance-db=${store.url}`, restoredName]);
    run("pg_restore", ["--exit-on-error", "--no-owner", `--dbname=${restoredUrl}`, dump]);

    restored = openDatabase(restoredUrl);
    await migrateToLatest(restored.db);
    // A server starting on the restored database moves its counters past them (issue #33).
    await expectResumedPast(restored.db, numbersGivenFile, {
      orderNumber: lost.order.order.number,
      deliveryId: lostDelivery,
    });
    const catalog = await loadCatalog(restored.db);
    expect(catalog.products.map((product) => product.route).sort()).toEqual([
      "johnnie-walker-black",
      "malbec-reserva",
      "modelo-especial",
    ]);
    const whisky = catalog.products
      .flatMap((product) => product.sizes)
      .find((size) => size.id === ORDER_SIZES.whisky.id);
    expect(whisky?.inventory).toBe(ORDER_SIZES.whisky.inventory - 1);
    // Every order is there: its key answers with its number.
    for (const { request, number } of orders) {
      const outcome = await placeOrder(restored.db, request);
      expect(outcome.kind).toBe("replayed");
      if (outcome.kind === "replayed") expect(outcome.order.order.number).toBe(number);
    }
    // The next order takes neither the lost order's number nor its delivery id.
    const next = await placeOrder(restored.db, orderRequestSchema.parse(orderBody()));
    if (next.kind !== "created") throw new Error(next.kind);
    expect(Number(next.order.order.number)).toBe(Number(lost.order.order.number) + 1);
    expect(await lastOutboxId(restored.db)).toBe(lostDelivery + 1);
  });
});
