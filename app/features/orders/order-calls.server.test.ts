import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createdOrderId } from "../../../tests/fixtures/orders";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { callDue, callDueSeenAt, OVERDUE_AFTER_MS, type CallOutcome, type CallSchedule } from "./order-calls";
import { logCall } from "~/flows/log-call.server";
import { callQueue, callsOf } from "./order-calls.server";
import { orderRequestSchema } from "./order-request";
import { placeOrder } from "~/flows/place-order.server";

const PLACED = new Date("2026-11-27T18:00:00.000Z");
const MINUTE = 60_000;
const SCHEDULE: CallSchedule = { retryDelaysMs: [10 * MINUTE, 30 * MINUTE], triesBeforeCancel: 3 };

function minutesAfter(minutes: number): Date {
  return new Date(PLACED.getTime() + minutes * MINUTE);
}

describe.each(testDatabaseKinds)("the confirming call on $kind", (kind) => {
  let database: TestDatabase;
  const databases: TestDatabase[] = [];
  beforeEach(async () => {
    database = await kind.create();
    databases.push(database);
    await seedOrderCatalog(database.db);
  });
  afterAll(async () => {
    for (const each of databases) await each.drop();
  });

  async function place(at: Date = PLACED, name = "Ana Pérez"): Promise<number> {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({
          customer: { name, phone: "(305) 555-0199" },
          items: [{ id: ORDER_SIZES.beer.id, quantity: 1 }],
        }),
      ),
      { now: at },
    );
    return createdOrderId(database.db, outcome);
  }

  async function orderRow(orderId: number) {
    return database.db
      .selectFrom("orders")
      .select(["status", "next_call_at", "version"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
  }

  async function call(orderId: number, outcome: CallOutcome, now: Date, note = "") {
    const { version } = await orderRow(orderId);
    return logCall(database.db, {
      orderId,
      version: Number(version),
      actor: "staff:4",
      outcome,
      note,
      now,
      schedule: SCHEDULE,
    });
  }

  it("puts a new order on the queue at once, due when it was placed", async () => {
    const orderId = await place();
    expect(await orderRow(orderId)).toMatchObject({ status: "received", next_call_at: PLACED.toISOString() });
  });

  it("schedules no answer +10 min, then +30, then +30 again (the last delay repeats); voicemail counts alike", async () => {
    const orderId = await place();
    const tries: Array<[CallOutcome, Date, Date]> = [
      ["no_answer", minutesAfter(1), minutesAfter(11)],
      ["voicemail", minutesAfter(12), minutesAfter(42)],
      ["no_answer", minutesAfter(43), minutesAfter(73)],
      ["no_answer", minutesAfter(80), minutesAfter(110)],
    ];
    for (const [outcome, at, due] of tries) {
      expect(await call(orderId, outcome, at, "rang out")).toEqual({
        ok: true,
        nextCallAt: due.toISOString(),
        returnedStock: [],
      });
      expect((await orderRow(orderId)).next_call_at).toBe(due.toISOString());
    }
    const calls = await callsOf(database.db, orderId);
    expect(calls.map((each) => [each.outcome, each.at, each.actor, each.note])).toEqual(
      tries.map(([outcome, at]) => [outcome, at.toISOString(), "staff:4", "rang out"]),
    );
  });

  it("confirms through the status change, once, and takes the order off the queue", async () => {
    const orderId = await place();
    await call(orderId, "no_answer", minutesAfter(1));
    expect(await call(orderId, "confirmed", minutesAfter(12), "sounded busy")).toMatchObject({
      ok: true,
      nextCallAt: null,
    });
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", next_call_at: null });
    const events = await database.db
      .selectFrom("order_event")
      .select(["kind", "from_status", "to_status", "actor"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      { kind: "placed", from_status: null, to_status: "received", actor: "shopper" },
      { kind: "status", from_status: "received", to_status: "confirmed", actor: "staff:4" },
    ]);
    const outbox = await database.db
      .selectFrom("outbox")
      .select(["topic", "payload"])
      .orderBy("id")
      .execute();
    expect(outbox.map((row) => row.topic)).toEqual(["order.placed", "order.status_changed"]);
    // What the clerk wrote about the call stays with the call, off the webhook.
    expect(JSON.parse(outbox[1]!.payload)).toMatchObject({ from: "received", to: "confirmed", note: null });
    expect((await callsOf(database.db, orderId)).at(-1)).toMatchObject({
      outcome: "confirmed",
      note: "sounded busy",
    });
    expect(await callQueue(database.db)).toEqual([]);
    // The page of a clerk who had not reloaded: past its call now.
    expect(await call(orderId, "no_answer", minutesAfter(13))).toEqual({ ok: false, reason: "not_received" });
  });

  it("lets only one of two clerks logging at the same moment through: one confirmation, one attempt", async () => {
    const orderId = await place();
    const { version } = await orderRow(orderId);
    const attempt = (outcome: CallOutcome) =>
      logCall(database.db, {
        orderId,
        version: Number(version),
        actor: "staff:4",
        outcome,
        note: "",
        now: minutesAfter(2),
        schedule: SCHEDULE,
      });
    const results = await Promise.all([attempt("confirmed"), attempt("confirmed"), attempt("no_answer")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: expect.stringMatching(/^(stale|not_received)$/) },
      { ok: false, reason: expect.stringMatching(/^(stale|not_received)$/) },
    ]);
    expect(await callsOf(database.db, orderId)).toHaveLength(1);
    const statusEvents = await database.db
      .selectFrom("order_event")
      .select("id")
      .where("order_id", "=", orderId)
      .where("kind", "=", "status")
      .execute();
    expect(statusEvents.length).toBe((await orderRow(orderId)).status === "confirmed" ? 1 : 0);
  });

  it("refuses a form drawn before another clerk's call, and writes nothing", async () => {
    const orderId = await place();
    const { version } = await orderRow(orderId);
    await call(orderId, "no_answer", minutesAfter(1));
    const before = await orderRow(orderId);
    const stale = await logCall(database.db, {
      orderId,
      version: Number(version),
      actor: "staff:9",
      outcome: "confirmed",
      note: "",
      now: minutesAfter(2),
      schedule: SCHEDULE,
    });
    expect(stale).toEqual({ ok: false, reason: "stale" });
    expect(await orderRow(orderId)).toEqual(before);
    expect(await callsOf(database.db, orderId)).toHaveLength(1);
    expect(await call(orderId, "no_answer", minutesAfter(2), "x".repeat(1001))).toEqual({
      ok: false,
      reason: "note_too_long",
    });
  });

  it("takes a wrong number off the queue; changes agreed leave a reminder at the first delay", async () => {
    const wrong = await place();
    await call(wrong, "wrong_number", minutesAfter(1));
    expect(await orderRow(wrong)).toMatchObject({ status: "received", next_call_at: null });
    const changed = await place();
    await call(changed, "no_answer", minutesAfter(1));
    await call(changed, "no_answer", minutesAfter(12));
    await call(changed, "changes_made", minutesAfter(45));
    expect(await orderRow(changed)).toMatchObject({
      status: "received",
      next_call_at: minutesAfter(55).toISOString(),
    });
    expect((await callQueue(database.db)).map((each) => each.lastOutcome)).toEqual(["changes_made"]);
  });

  // Issue #31: night orders were "Overdue" at 3:05 a.m. and retried at 4:08 a.m. The demo store
  // (store.config.ts) opens at 9:00 on Saturday and closes Friday's day at 1:00 a.m., New York time.
  it("puts a night order on the queue due at opening, never overdue while closed, retried only in open hours", async () => {
    const night = new Date("2026-11-28T08:00:00.000Z"); // Saturday 3:00 a.m. in Miami
    const opening = "2026-11-28T14:00:00.000Z"; // Saturday 9:00 a.m.
    const orderId = await place(night);
    expect((await orderRow(orderId)).next_call_at).toBe(opening);
    const [queued] = await callQueue(database.db);
    expect(callDue(new Date(queued!.nextCallAt), new Date("2026-11-28T08:05:00.000Z"))).toBe("later");
    // Due since Friday 11:50 p.m., still not called when the store closed at 1:00: at 3:05 it waits
    // for the opening with the rest, not "due now" to a clerk who is not there.
    const beforeClosing = new Date("2026-11-28T04:50:00.000Z");
    const threeOFive = new Date("2026-11-28T08:05:00.000Z");
    expect(callDue(beforeClosing, threeOFive)).toBe("later");
    expect(callDueSeenAt(beforeClosing, threeOFive).toISOString()).toBe(opening);
    expect(callDue(beforeClosing, new Date("2026-11-28T05:59:00.000Z"))).toBe("overdue"); // 0:59, open
    expect(callDue(new Date("2026-11-28T14:00:00.000Z"), new Date("2026-11-28T14:06:00.000Z"))).toBe(
      "overdue",
    );

    const lateEvening = await place(new Date("2026-11-28T05:50:00.000Z")); // Saturday 0:50 a.m., still open
    const answer = await call(lateEvening, "no_answer", new Date("2026-11-28T05:55:00.000Z"));
    expect(answer).toMatchObject({ ok: true, nextCallAt: opening });
  });

  it("queues the order due first on top with its attempts and last outcome; overdue after 5 minutes", async () => {
    const first = await place(minutesAfter(0), "First");
    const second = await place(minutesAfter(1), "Second");
    const third = await place(minutesAfter(2), "Third");
    await call(first, "no_answer", minutesAfter(3)); // due at 13
    await call(first, "voicemail", minutesAfter(14)); // due at 44
    await call(third, "no_answer", minutesAfter(4)); // due at 14
    const queue = await callQueue(database.db);
    expect(
      queue.map((each) => [each.customerName, each.nextCallAt, each.attempts, each.lastOutcome]),
    ).toEqual([
      ["Second", minutesAfter(1).toISOString(), 0, null],
      ["Third", minutesAfter(14).toISOString(), 1, "no_answer"],
      ["First", minutesAfter(44).toISOString(), 2, "voicemail"],
    ]);
    const now = minutesAfter(17);
    expect(queue.map((each) => callDue(new Date(each.nextCallAt), now))).toEqual(["overdue", "due", "later"]);
    expect(second).toBeGreaterThan(0);
    const dueAt = minutesAfter(14);
    expect(callDue(dueAt, new Date(dueAt.getTime() + OVERDUE_AFTER_MS))).toBe("due");
    expect(callDue(dueAt, new Date(dueAt.getTime() + OVERDUE_AFTER_MS + 1))).toBe("overdue");
    expect(callDue(dueAt, new Date(dueAt.getTime() - 1))).toBe("later");
  });
});
