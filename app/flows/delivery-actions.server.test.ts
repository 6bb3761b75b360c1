import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createdOrderId } from "../../tests/fixtures/orders";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { everyRow } from "../../tests/setup/every-row";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { orderRequestSchema } from "~/features/orders/order-request";
import { deliveryRoute, driversOut } from "~/features/staff/index.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { actOnDelivery } from "./delivery-actions.server";
import { changeOrderStatus } from "./change-order-status.server";
import { placeOrder } from "./place-order.server";
import { actOnOrder } from "./staff-order-actions.server";

/** 10 p.m. in Miami on Saturday 28 November 2026; the store's day ends at 5 a.m. UTC. */
const NOW = new Date("2026-11-29T03:00:00.000Z");
const TODAY = "2026-11-28";
const DAY_END = new Date("2026-11-29T05:00:00.000Z");
const whisky = ORDER_SIZES.whisky;

/**
 * The driver's day (issue #34) through the deliveries page's forms, on both databases: the route and
 * its arrangement, "On my way", the ID check at the door and the three ways a stop ends.
 */
describe.each(testDatabaseKinds)("deliveries on $kind", ({ create }) => {
  let database: TestDatabase;
  let driverId: number;
  beforeEach(async () => {
    database = await create();
    await seedOrderCatalog(database.db);
    const driver = await addStaffMember(database.db, {
      email: "dana@store.example",
      name: "Dana",
      password: "correct horse",
      role: "driver",
    });
    driverId = driver.id;
  });
  afterEach(() => database.drop());

  /** A delivery order, confirmed on its call: on today's route. */
  async function confirmedDelivery(
    fulfilment: { address: string; zip: string },
    quantity = 1,
  ): Promise<{ id: number; number: string }> {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({
          fulfilment: { method: "delivery", ...fulfilment },
          items: [{ id: whisky.id, quantity }],
        }),
      ),
      { now: NOW },
    );
    const id = await createdOrderId(database.db, outcome);
    await changeOrderStatus(database.db, { orderId: id, to: "confirmed", actor: "staff:1", now: NOW });
    if (outcome.kind !== "created") throw new Error("no order");
    return { id, number: outcome.order.order.number };
  }

  function post(fields: Record<string, string>, staffId = driverId) {
    return actOnDelivery({
      db: database.db,
      staffId,
      form: new URLSearchParams(fields),
      now: NOW,
      today: TODAY,
      dayEnd: DAY_END,
    });
  }

  const routeNumbers = async () => (await deliveryRoute(database.db, DAY_END)).map((stop) => stop.number);

  async function statusOf(id: number): Promise<string> {
    const row = await database.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  async function whiskyStock(): Promise<number | null> {
    const row = await database.db
      .selectFrom("product_size")
      .select("inventory")
      .where("id", "=", whisky.id)
      .executeTakeFirstOrThrow();
    return row.inventory;
  }

  it("takes the stops by ZIP code and street until someone arranges them, then as arranged for everyone", async () => {
    const far = await confirmedDelivery({ address: "90 NW 7th Ave", zip: "33135" });
    const highNumber = await confirmedDelivery({ address: "1500 SW 8th St", zip: "33125" });
    const lowNumber = await confirmedDelivery({ address: "200 SW 8th St", zip: "33125" });
    expect(await routeNumbers()).toEqual([lowNumber.number, highNumber.number, far.number]);

    expect(await post({ intent: "earlier", order: far.number })).toEqual({ notify: false, stockMoved: [] });
    // Read again, as another server would: the arrangement is the database's.
    expect(await routeNumbers()).toEqual([lowNumber.number, far.number, highNumber.number]);
    expect(await post({ intent: "later", order: lowNumber.number })).toEqual({
      notify: false,
      stockMoved: [],
    });
    expect(await routeNumbers()).toEqual([far.number, lowNumber.number, highNumber.number]);

    // A new stop joins after the arranged ones; a stop not on the route is refused.
    const late = await confirmedDelivery({ address: "1 SW 1st St", zip: "33125" });
    expect((await routeNumbers()).at(-1)).toBe(late.number);
    expect(await post({ intent: "earlier", order: "999999" })).toEqual({ error: "answer.gone", status: 409 });
  });

  it("leaves with a stop: out for delivery with the driver, and the shopper's notice queued", async () => {
    const stop = await confirmedDelivery({ address: "1200 SW 8th St", zip: "33125" });
    expect(await post({ intent: "on-my-way", order: stop.number })).toEqual({ notify: true, stockMoved: [] });
    expect(await statusOf(stop.id)).toBe("out_for_delivery");
    expect(await driversOut(database.db)).toEqual([{ driverName: "Dana", orders: [stop.number] }]);
    const [onRoute] = await deliveryRoute(database.db, DAY_END);
    expect(onRoute).toMatchObject({ number: stop.number, driverName: "Dana", onWayAt: NOW.toISOString() });
    const notices = await database.db
      .selectFrom("shopper_notice")
      .select("channel")
      .where("topic", "=", "order.out_for_delivery")
      .execute();
    expect(notices.map((notice) => notice.channel)).toEqual(["sms"]);
    // A second tap finds it already out: nothing moves twice.
    expect(await post({ intent: "on-my-way", order: stop.number })).toEqual({
      error: "answer.gone",
      status: 409,
    });
  });

  it("hands over only after a passing check; an expired card and a 19-year-old do not pass", async () => {
    const stop = await confirmedDelivery({ address: "1200 SW 8th St", zip: "33125" });
    await post({ intent: "on-my-way", order: stop.number });
    expect(await post({ intent: "delivered", order: stop.number })).toEqual({
      error: "answer.needsIdCheck",
      status: 422,
    });
    const scan = (birthDate: string, expires: string) =>
      post({ intent: "id-check", order: stop.number, method: "scan", birthDate, expires });
    await scan("2001-11-28", "2026-11-27");
    expect(await post({ intent: "delivered", order: stop.number })).toMatchObject({
      error: "answer.needsIdCheck",
    });
    await scan("2007-06-01", "2030-06-01");
    expect(await post({ intent: "delivered", order: stop.number })).toMatchObject({
      error: "answer.needsIdCheck",
    });
    // 21 today, on the store's day.
    await scan("2005-11-28", "2030-11-28");
    expect(await post({ intent: "delivered", order: stop.number })).toEqual({ notify: true, stockMoved: [] });
    expect(await statusOf(stop.id)).toBe("completed");

    const checks = await database.db.selectFrom("handover_check").selectAll().orderBy("id").execute();
    expect(checks.map(({ id: _id, order_id: _order, ...proof }) => proof)).toEqual(
      ["expired", "under-21", "of-age"].map((result, index) => ({
        checked_at: NOW.toISOString(),
        checked_by: `staff:${driverId}`,
        method: "scan",
        result,
        birth_year: [2001, 2007, 2005][index],
      })),
    );
  });

  it("a delivery refused at the door puts its bottles back, tells a waiting sign-up and the shopper", async () => {
    const stop = await confirmedDelivery({ address: "1200 SW 8th St", zip: "33125" }, whisky.inventory);
    expect(await whiskyStock()).toBe(0);
    await database.db
      .insertInto("restock_alert")
      .values({
        size_id: whisky.id,
        contact_kind: "phone",
        contact: "+13055550123",
        language: "es",
        created_at: NOW.toISOString(),
        cancel_token_hash: "deliveries-refused",
      })
      .execute();
    await post({ intent: "on-my-way", order: stop.number });
    await post({ intent: "id-check", order: stop.number, method: "typed", birthDate: "2007-06-01" });
    expect(await post({ intent: "refused", order: stop.number })).toEqual({
      notify: true,
      stockMoved: [whisky.id],
    });
    expect(await statusOf(stop.id)).toBe("refused_at_door");
    expect(await whiskyStock()).toBe(whisky.inventory);
    const notices = await database.db.selectFrom("shopper_notice").select(["topic", "payload"]).execute();
    expect(notices.filter((notice) => notice.topic === "size.restocked")).toHaveLength(1);
    expect(notices.filter((notice) => notice.topic === "order.refused_at_door")).toHaveLength(1);
    const trail = await database.db
      .selectFrom("order_event")
      .select(["to_status", "actor"])
      .where("order_id", "=", stop.id)
      .where("kind", "=", "status")
      .orderBy("id")
      .execute();
    expect(trail.at(-1)).toEqual({ to_status: "refused_at_door", actor: `staff:${driverId}` });
    expect(await routeNumbers()).toEqual([]);
  });

  it("no one home: not delivered, the bottles back on the shelf", async () => {
    const stop = await confirmedDelivery({ address: "1200 SW 8th St", zip: "33125" }, 2);
    await post({ intent: "on-my-way", order: stop.number });
    expect(await post({ intent: "not-home", order: stop.number })).toEqual({
      notify: true,
      stockMoved: [whisky.id],
    });
    expect(await statusOf(stop.id)).toBe("not_delivered");
    expect(await whiskyStock()).toBe(whisky.inventory);
  });

  it("a form that names no stop, an unknown one or an unreadable date changes nothing", async () => {
    const stop = await confirmedDelivery({ address: "1200 SW 8th St", zip: "33125" });
    await post({ intent: "on-my-way", order: stop.number });
    const before = await everyRow(database.db);
    const answers = await Promise.all([
      post({ intent: "delivered" }),
      post({ intent: "delivered", order: "no-such-order" }),
      post({ intent: "id-check", order: stop.number, method: "typed", birthDate: "2001-02-30" }),
      post({ intent: "id-check", order: stop.number, method: "scan", birthDate: "2001-02-03", expires: "" }),
      post({ intent: "id-check", order: stop.number, method: "photo", birthDate: "2001-02-03" }),
      post({ intent: "fly", order: stop.number }),
      post({ intent: "refused", order: "\u0000".repeat(50) }),
    ]);
    expect(answers).toEqual([
      { error: "answer.chooseStop", status: 422 },
      { error: "answer.chooseStop", status: 404 },
      { error: "answer.birthDate", status: 422 },
      { error: "answer.cardDates", status: 422 },
      { error: "answer.cardDates", status: 422 },
      { error: "answer.unknown", status: 422 },
      { error: "answer.chooseStop", status: 422 },
    ]);
    expect(await everyRow(database.db)).toBe(before);
  });

  it("at the counter, a pickup is handed over only after a passing check", async () => {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(orderBody({ fulfilment: { method: "pickup" }, tipPercent: 0 })),
      { now: NOW },
    );
    const orderId = await createdOrderId(database.db, outcome);
    for (const to of ["confirmed", "ready_for_pickup"] as const)
      await changeOrderStatus(database.db, { orderId, to, actor: "staff:1", now: NOW });
    const act = (fields: Record<string, string>) =>
      actOnOrder({
        db: database.db,
        orderId,
        actor: "staff:1",
        form: new URLSearchParams(fields),
        now: NOW,
        schedule: { retryDelaysMs: [60_000], triesBeforeCancel: 3 },
      });
    expect(await act({ to: "completed" })).toEqual({ error: { key: "answer.needsIdCheck" }, status: 422 });
    expect(await act({ intent: "id-check", method: "typed", birthDate: "1990-01-15" })).toEqual({
      notify: false,
      stockMoved: [],
    });
    expect(await act({ to: "completed" })).toEqual({ notify: true, stockMoved: [] });
    expect(await statusOf(orderId)).toBe("completed");
  });
});
