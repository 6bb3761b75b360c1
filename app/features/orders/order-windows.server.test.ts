import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { SATURDAY_3AM, WINDOW_TEST_CONFIG } from "../../../tests/fixtures/order-windows";
import { orderBody, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { placeOrder } from "~/flows/place-order.server";
import { orderRequestSchema } from "./order-request";
import { offeredWindows } from "./order-windows.server";

/** Sunday 7:00 to 9:00 p.m. in Miami: tomorrow evening, seen from Saturday night. */
const SUNDAY_EVENING = { start: "2027-01-11T00:00:00.000Z", end: "2027-01-11T02:00:00.000Z" };
const CONFIG = WINDOW_TEST_CONFIG;

let phone = 0;
/** A delivery order for a window, from its own phone number. */
function windowOrder(window: string | undefined, overrides: Record<string, unknown> = {}) {
  phone += 1;
  const body = orderBody({
    customer: { name: "Ana Pérez", phone: `(305) 555-${String(1000 + phone)}` },
    ...overrides,
  });
  const fulfilment = { ...(body.fulfilment as Record<string, unknown>), window };
  return orderRequestSchema.parse({ ...body, fulfilment });
}

describe.each(testDatabaseKinds)("delivery and pickup windows on $kind (issue #31)", (kind) => {
  let database: TestDatabase;
  const databases: TestDatabase[] = [];
  const options = { now: SATURDAY_3AM, windows: CONFIG };

  beforeEach(async () => {
    database = await kind.create();
    databases.push(database);
    await seedOrderCatalog(database.db);
  });
  afterAll(async () => {
    for (const each of databases) await each.drop();
  });

  async function windowOfStored(number: string) {
    return database.db
      .selectFrom("orders")
      .select(["window_start", "window_end"])
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
  }

  it("keeps tomorrow evening's window on the order, in its answer and in the store's webhook", async () => {
    const outcome = await placeOrder(database.db, windowOrder(SUNDAY_EVENING.start), options);
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created") return;
    expect(outcome.order.order.window).toEqual(SUNDAY_EVENING);
    expect(await windowOfStored(outcome.order.order.number)).toEqual({
      window_start: SUNDAY_EVENING.start,
      window_end: SUNDAY_EVENING.end,
    });
    const message = await database.db
      .selectFrom("outbox")
      .select("payload")
      .where("topic", "=", "order.placed")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(message.payload).fulfilment.window).toEqual(SUNDAY_EVENING);
  });

  it("refuses a full window, marks it full, and writes nothing; a repeat of a placed order takes no second place", async () => {
    const first = windowOrder(SUNDAY_EVENING.start);
    expect((await placeOrder(database.db, first, options)).kind).toBe("created");
    expect((await placeOrder(database.db, first, options)).kind).toBe("replayed");
    const before = await offeredWindows(database.db, SATURDAY_3AM, CONFIG);
    expect(before.delivery.windows.find((w) => w.start === SUNDAY_EVENING.start)?.full).toBe(false);
    expect((await placeOrder(database.db, windowOrder(SUNDAY_EVENING.start), options)).kind).toBe("created");

    const refused = await placeOrder(database.db, windowOrder(SUNDAY_EVENING.start), options);
    expect(refused).toEqual({ kind: "invalid", fieldErrors: { "fulfilment.window": ["order.windowFull"] } });
    const { count } = await database.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
    const after = await offeredWindows(database.db, SATURDAY_3AM, CONFIG);
    expect(after.delivery.windows.find((w) => w.start === SUNDAY_EVENING.start)?.full).toBe(true);
    // Pickup's windows are their own.
    expect(after.pickup.windows.every((w) => !w.full)).toBe(true);
  });

  it("gives a cancelled order's place back", async () => {
    const onePlace = {
      ...CONFIG,
      orderWindows: { ...CONFIG.orderWindows, delivery: CONFIG.orderWindows.pickup },
    };
    const outcome = await placeOrder(database.db, windowOrder(SUNDAY_EVENING.start), {
      ...options,
      windows: onePlace,
    });
    expect(outcome.kind).toBe("created");
    const full = await offeredWindows(database.db, SATURDAY_3AM, onePlace);
    expect(full.delivery.windows.find((w) => w.start === SUNDAY_EVENING.start)?.full).toBe(true);
    await database.db.updateTable("orders").set({ status: "cancelled" }).execute();
    const freed = await offeredWindows(database.db, SATURDAY_3AM, onePlace);
    expect(freed.delivery.windows.find((w) => w.start === SUNDAY_EVENING.start)?.full).toBe(false);
  });

  it("gives the last place of a window to one of many orders sent at once", async () => {
    const pickup = { method: "pickup" };
    const orders = Array.from({ length: 5 }, () =>
      windowOrder(undefined, { fulfilment: pickup, tipPercent: 0 }),
    );
    const saturday10am = "2027-01-09T15:00:00.000Z";
    const outcomes = await Promise.all(
      orders.map((order) =>
        placeOrder(
          database.db,
          { ...order, fulfilment: { method: "pickup", window: saturday10am } },
          options,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "invalid")).toHaveLength(4);
  });

  it("refuses a window that is not offered: past, before the lead after the call, or not on the store's grid", async () => {
    // Friday 10:00; Saturday 9:00 (the call's hour); Saturday 9:30; Monday 7:00 p.m. (beyond tomorrow).
    for (const start of [
      "2027-01-08T15:00:00.000Z",
      "2027-01-09T14:00:00.000Z",
      "2027-01-09T14:30:00.000Z",
      "2027-01-12T00:00:00.000Z",
    ]) {
      const outcome = await placeOrder(database.db, windowOrder(start), options);
      expect(outcome).toEqual({
        kind: "invalid",
        fieldErrors: { "fulfilment.window": ["order.windowUnknown"] },
      });
    }
    // Saturday 9:30 p.m. is inside the hour's lead at 8:30 p.m.
    const evening = { now: new Date("2027-01-10T01:30:00.000Z"), windows: CONFIG };
    const tooSoon = await placeOrder(database.db, windowOrder("2027-01-10T02:00:00.000Z"), evening);
    expect(tooSoon.kind).toBe("invalid");
  });

  it("answers the soonest an order placed now would arrive: the lead after the 9:00 call", async () => {
    const windows = await offeredWindows(database.db, SATURDAY_3AM, CONFIG);
    expect(windows.delivery.soonestAt).toBe("2027-01-09T15:00:00.000Z");
    expect(windows.pickup.soonestAt).toBe("2027-01-09T14:30:00.000Z");
    // Saturday 11:00 a.m. to 1:00 p.m.: the first that starts an hour after the 9:00 call.
    expect(windows.delivery.windows[0]).toEqual({
      start: "2027-01-09T16:00:00.000Z",
      end: "2027-01-09T18:00:00.000Z",
      full: false,
    });
  });
});
