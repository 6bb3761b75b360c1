import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDealCode } from "../../../tests/fixtures/deal-catalog";
import { insertOrder } from "../../../tests/fixtures/orders";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { normalCode } from "./deal-code";
import { claimCode, codeDeal, recordCodeUse } from "./deal-codes.server";

const NOW = new Date("2026-11-29T15:00:00.000Z");
const PHONE = "+13055550142";

/**
 * A flyer's code (issue #35 point 3), on both databases: read with the reason it does not apply,
 * and used by orders racing for its last uses, counted store-wide in the code's row.
 */
describe.each(testDatabaseKinds)("codes on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  const addCode = (code: string, deal: Parameters<typeof addDealCode>[2] = {}) =>
    addDealCode(database.db, code, deal);

  const usesOf = async (code: string) =>
    (
      await database.db
        .selectFrom("deal_code")
        .select("uses")
        .where("code", "=", code)
        .executeTakeFirstOrThrow()
    ).uses;

  it("reads a code however it was typed, and says why one does not apply", async () => {
    await addCode("FLYER10");
    await addCode("SOON", { starts_at: "2026-11-30T05:00:00.000Z" });
    await addCode("GONE", { ends_at: "2026-11-29T05:00:00.000Z" });
    const read = (typed: string) => codeDeal(database.db, typed, { phone: PHONE, now: NOW });
    expect(await read(" flyer 10 ")).toEqual({
      ok: true,
      deal: { code: "FLYER10", kind: "percent", basisPoints: 1_000, minimumCents: null },
    });
    expect(await read("NOPE")).toEqual({ ok: false, refusal: "unknown" });
    expect(await read("x'; drop table deal_code; --")).toEqual({ ok: false, refusal: "unknown" });
    expect(await read("\u0000FLYER10")).toEqual({ ok: false, refusal: "unknown" });
    expect(await read("SOON")).toEqual({ ok: false, refusal: "notYet" });
    // Its end is exclusive: at the store's midnight it has ended.
    expect(await read("GONE")).toEqual({ ok: false, refusal: "expired" });
    expect(normalCode("a".repeat(41))).toBeNull();
  });

  /** What placing an order does with its code: claim a use, then record it with the order, in one transaction. */
  const redeem = (orderId: number, code: string, phone = PHONE) =>
    database.db.transaction().execute(async (trx) => {
      const refusal = await claimCode(trx, { code, phone });
      if (refusal === null) await recordCodeUse(trx, { code, orderId, phone, now: NOW });
      return refusal;
    });

  it("gives a code limited to 50 uses to exactly 50 of 200 orders racing for it", async () => {
    await addCode("FIFTY", { max_uses: 50 });
    const orders = await Promise.all(Array.from({ length: 200 }, () => insertOrder(database.db)));
    const answers = await Promise.all(
      orders.map((orderId, index) => redeem(orderId, "FIFTY", `+1305555${String(index).padStart(4, "0")}`)),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(50);
    expect(answers.filter((answer) => answer === "usedUp")).toHaveLength(150);
    expect(await usesOf("FIFTY")).toBe(50);
    const uses = await database.db.selectFrom("deal_code_use").select("order_id").execute();
    expect(new Set(uses.map((use) => use.order_id)).size).toBe(50);
    expect(await codeDeal(database.db, "FIFTY", { phone: "+13055559999", now: NOW })).toEqual({
      ok: false,
      refusal: "usedUp",
    });
  });

  it("counts a phone's uses under the code's lock", async () => {
    await addCode("ONCE", { max_uses_per_phone: 1 });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => insertOrder(database.db)));
    const racing = await Promise.all([redeem(first!, "ONCE"), redeem(second!, "ONCE")]);
    expect(racing.sort()).toEqual([null, "usedUpForPhone"].sort());
    expect(await usesOf("ONCE")).toBe(1);
    expect(await codeDeal(database.db, "ONCE", { phone: PHONE, now: NOW })).toEqual({
      ok: false,
      refusal: "usedUpForPhone",
    });
    // Another phone may.
    expect(await redeem(third!, "ONCE", "+13055550199")).toBeNull();
    expect(await usesOf("ONCE")).toBe(2);
  });

  it("uses a code once per order: a second use by the same order is refused and changes nothing", async () => {
    await addCode("TWICE", {});
    const orderId = await insertOrder(database.db);
    expect(await redeem(orderId, "TWICE")).toBeNull();
    await expect(redeem(orderId, "TWICE")).rejects.toThrow();
    expect(await usesOf("TWICE")).toBe(1);
    expect(await database.db.selectFrom("deal_code_use").select("order_id").execute()).toEqual([
      { order_id: orderId },
    ]);
  });
});
