import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaffMember } from "../staff-accounts.server";
import { testDatabaseKinds, type TestDatabase } from "../../../../tests/setup/test-databases";
import { insertOrder } from "../../../../tests/fixtures/orders";
import { boardCalls, boardOrders } from "./staff-orders.server";
import { staffClock } from "../staff-clock";
import { storeDayBounds } from "~/features/store";

const MIAMI = "America/New_York";

describe.each(testDatabaseKinds)("the orders board on $kind", (kind) => {
  let database: TestDatabase;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    database = await kind.create();
    // Friday 21 November in Miami: 00:00 is 05:00Z; Saturday begins at 05:00Z on the 22nd.
    const placed = {
      thursdayLate: { at: "2026-11-21T04:59:59.000Z", status: "completed" },
      fridayMorning: { at: "2026-11-21T14:00:00.000Z", status: "received" },
      fridayNight: { at: "2026-11-22T04:30:00.000Z", status: "confirmed" },
      saturdayEarly: { at: "2026-11-22T05:00:00.000Z", status: "received" },
    } as const;
    for (const [name, { at, status }] of Object.entries(placed)) {
      const id = await insertOrder(database.db, { createdAt: new Date(at), status });
      numbers[name] = String(1000 + id);
    }
  });
  afterAll(() => database.drop());

  const listed = async (filter: Parameters<typeof boardOrders>[1]) =>
    (await boardOrders(database.db, filter)).map((order) => order.number);

  it("lists every order newest first", async () => {
    expect(await listed({})).toEqual([
      numbers.saturdayEarly,
      numbers.fridayNight,
      numbers.fridayMorning,
      numbers.thursdayLate,
    ]);
  });

  it("a day is the store's calendar day, midnight to midnight in its zone", async () => {
    expect(await listed({ placed: storeDayBounds("2026-11-21", MIAMI) })).toEqual([
      numbers.fridayNight,
      numbers.fridayMorning,
    ]);
    expect(await listed({ placed: storeDayBounds("2026-11-22", MIAMI) })).toEqual([numbers.saturdayEarly]);
    expect(await listed({ placed: storeDayBounds("2026-11-19", MIAMI) })).toEqual([]);
  });

  it("status and day combine; an unknown status is ignored rather than matching nothing", async () => {
    expect(await listed({ status: "received", placed: storeDayBounds("2026-11-21", MIAMI) })).toEqual([
      numbers.fridayMorning,
    ]);
    expect(await listed({ status: "'; drop table orders; --" })).toHaveLength(4);
  });

  it("shows each row's number, time, name, phone, fulfilment, total and status", async () => {
    const [newest] = await boardOrders(database.db, { limit: 1 });
    expect(newest).toEqual({
      number: numbers.saturdayEarly,
      placedAt: "2026-11-22T05:00:00.000Z",
      customerName: "Ana Test",
      phone: "+13055550142",
      fulfilment: "delivery",
      window: null,
      totalCents: 1000,
      status: "received",
      driverName: null,
    });
  });

  it("names who is out with an order while it is out for delivery (issue #34)", async () => {
    const dana = await addStaffMember(database.db, {
      email: "dana@store.example",
      name: "Dana",
      password: "correct horse",
      role: "driver",
    });
    const orderId = (
      await database.db
        .selectFrom("orders")
        .select("id")
        .where("number", "=", numbers.saturdayEarly!)
        .executeTakeFirstOrThrow()
    ).id;
    const at = "2026-11-22T06:00:00.000Z";
    await database.db
      .insertInto("delivery_stop")
      .values({ order_id: orderId, driver_id: dana.id, on_way_at: at, updated_at: at })
      .execute();
    const newest = async () => (await boardOrders(database.db, { limit: 1 }))[0];
    // Still received: a stop with a driver is not yet out.
    expect(await newest()).toMatchObject({ status: "received", driverName: null });
    await database.db
      .updateTable("orders")
      .set({ status: "out_for_delivery" })
      .where("id", "=", orderId)
      .execute();
    expect(await newest()).toMatchObject({ status: "out_for_delivery", driverName: "Dana" });
    await database.db.deleteFrom("delivery_stop").where("order_id", "=", orderId).execute();
    await database.db.updateTable("orders").set({ status: "received" }).where("id", "=", orderId).execute();
  });

  it("queues the received orders due for a call, the one due first on top, overdue in words at a fixed now", async () => {
    // The fixture leaves the queue key alone: set it as placeOrder and the call log would.
    const due = (name: string, at: string | null) =>
      database.db
        .updateTable("orders")
        .set({ next_call_at: at })
        .where("number", "=", numbers[name]!)
        .execute();
    await due("fridayMorning", "2026-11-22T15:00:00.000Z");
    await due("saturdayEarly", "2026-11-22T15:20:00.000Z");
    await due("fridayNight", "2026-11-22T15:01:00.000Z"); // confirmed: never on the queue
    const clock = staffClock("en");
    const calls = await boardCalls(database.db, new Date("2026-11-22T15:05:01.000Z"), clock);
    expect(
      calls.map(({ number, due: when, dueAt, attempts, lastOutcome }) => [
        number,
        when,
        dueAt,
        attempts,
        lastOutcome,
      ]),
    ).toEqual([
      [numbers.fridayMorning, "overdue", clock.time.format(new Date("2026-11-22T15:00:00.000Z")), 0, null],
      [numbers.saturdayEarly, "later", clock.time.format(new Date("2026-11-22T15:20:00.000Z")), 0, null],
    ]);
    const atFive = await boardCalls(database.db, new Date("2026-11-22T15:05:00.000Z"), clock);
    expect(atFive.map((call) => call.due)).toEqual(["due", "later"]);

    // A window this evening comes after an order wanted as soon as possible, whenever its call is due (issue #31).
    await database.db
      .updateTable("orders")
      .set({ window_start: "2026-11-23T00:00:00.000Z", window_end: "2026-11-23T02:00:00.000Z" })
      .where("number", "=", numbers.fridayMorning!)
      .execute();
    const byWindow = await boardCalls(database.db, new Date("2026-11-22T15:05:01.000Z"), clock);
    expect(byWindow.map((call) => [call.number, call.window])).toEqual([
      [numbers.saturdayEarly, null],
      [numbers.fridayMorning, "Sun, Nov 22, 7:00 PM – 9:00 PM"],
    ]);
  });
});
