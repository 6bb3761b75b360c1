import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertOrder } from "../../tests/fixtures/orders";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { down, up } from "./0016-confirming-calls";

describe.each(testDatabaseKinds)("migration 0016 (the confirming calls) on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  it("queues the orders still waiting for their call, due when placed; the others not at all", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const placed = new Date("2026-11-20T15:00:00.000Z");
    const waiting = await insertOrder(database.db, { status: "received", createdAt: placed });
    const confirmed = await insertOrder(database.db, { status: "confirmed", createdAt: placed });
    await up(db);
    const orders = await database.db
      .selectFrom("orders")
      .select(["id", "next_call_at", "version"])
      .orderBy("id")
      .execute();
    expect(orders.map((order) => ({ ...order, version: Number(order.version) }))).toEqual([
      { id: waiting, next_call_at: placed.toISOString(), version: 0 },
      { id: confirmed, next_call_at: null, version: 0 },
    ]);
    const line = await database.db
      .selectFrom("order_line")
      .select(["replaced_size_id", "replaced_unit_price_cents"])
      .where("order_id", "=", waiting)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ replaced_size_id: null, replaced_unit_price_cents: null });
  });

  it("stores only the outcomes a call can have", async () => {
    const orderId = await insertOrder(database.db);
    const attempt = (outcome: string) =>
      database.db
        .insertInto("call_attempt")
        .values({
          order_id: orderId,
          actor: "staff:1",
          outcome: outcome as "no_answer",
          note: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    await attempt("no_answer");
    await expect(attempt("busy")).rejects.toThrow();
  });
});
