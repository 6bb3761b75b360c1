import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertOrder } from "../../tests/fixtures/orders";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { down, up } from "./0013-order-choices";

describe.each(testDatabaseKinds)("migration 0013 (the shopper's choices) on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  it("reads an order placed before it as it was handled: every line 'call', no gift", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const id = await insertOrder(database.db, {
      lines: [
        { sizeId: "a-750ml", quantity: 1, stockTaken: false },
        { sizeId: "b-1l", quantity: 2, stockTaken: false },
      ],
    });
    await up(db);
    const lines = await database.db
      .selectFrom("order_line")
      .select("substitution")
      .where("order_id", "=", id)
      .execute();
    expect(lines).toEqual([{ substitution: "call" }, { substitution: "call" }]);
    const order = await database.db
      .selectFrom("orders")
      .select(["gift_recipient_name", "gift_recipient_phone", "gift_message", "gift_box"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect({ ...order, gift_box: Number(order.gift_box) }).toEqual({
      gift_recipient_name: null,
      gift_recipient_phone: null,
      gift_message: null,
      gift_box: 0,
    });
  });
});
