import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentMethod } from "../../../db/stored-values";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { insertOrder } from "../../../tests/fixtures/orders";
import { shopperOrderByToken } from "./shopper-order.server";

describe.each(testDatabaseKinds)("the order behind a status link on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  async function placed(paymentMethod: string): Promise<string> {
    const id = await insertOrder(database.db);
    const { status_token } = await database.db
      .updateTable("orders")
      // Any text, as a hand-edited row may hold: the column is typed for what the store writes.
      .set({ payment_method: sql<PaymentMethod>`${paymentMethod}` })
      .where("id", "=", id)
      .returning("status_token")
      .executeTakeFirstOrThrow();
    return status_token;
  }

  it("reads the order with how the shopper pays", async () => {
    const cash = await shopperOrderByToken(database.db, await placed("cash"));
    expect(cash).toMatchObject({ status: "received", fulfilment: "delivery", paymentMethod: "cash" });
    expect(cash?.address).toBe("1 Main St, 33101");
    expect((await shopperOrderByToken(database.db, await placed("card")))?.paymentMethod).toBe("card");
  });

  it("finds nothing for an unknown or malformed token", async () => {
    await placed("cash");
    expect(await shopperOrderByToken(database.db, "0".repeat(32))).toBeNull();
    expect(await shopperOrderByToken(database.db, "' or 1=1 --")).toBeNull();
  });

  it("refuses a row whose payment method no checkout writes", async () => {
    const token = await placed("bitcoin");
    await expect(shopperOrderByToken(database.db, token)).rejects.toThrow(/neither cash nor card: bitcoin/);
  });
});
