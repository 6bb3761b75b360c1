import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCaseRule } from "../../../tests/fixtures/deal-catalog";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { changeOrderStatus } from "~/flows/change-order-status.server";
import { actOnDelivery } from "~/flows/delivery-actions.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { orderRequestSchema } from "~/features/orders/order-request";
import { placeOrder } from "~/flows/place-order.server";
import type { Database } from "~/utils/db.server";
import { dashboardFigures } from "./dashboard.server";
import type { DashboardFigures } from "./dashboard-figures";

const ZONE = "America/New_York";
/** Friday 27 November 2026, 15:30 in New York (EST, UTC−5). */
const NOW = new Date("2026-11-27T20:30:00.000Z");
/** The chart's 30 store days: 29 October to today. */
const FIRST_DAY = "2026-10-29";
const TODAY = "2026-11-27";
/** Last Friday, up to 15:30 (no clock change between the two). */
const LAST_WEEK = { day: "2026-11-20", untilTime: "15:30:00" };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const { whisky, whiskyLitre, wine, beer, retired } = ORDER_SIZES;

interface PlacedOrder {
  id: number;
  placedAt: Date;
  totalCents: number;
  discountCents: number;
  lines: { sizeId: string; name: string; size: string; quantity: number; lineTotalCents: number }[];
  cancelled: boolean;
  confirmedAt: Date | null;
}

/** What the test places: when, which sizes, and what happens to the order afterwards. */
interface OrderPlan {
  at: string;
  items: { id: string; quantity: number }[];
  confirmAfterMinutes?: number;
  cancel?: boolean;
}

/** Each size's product page, as seedOrderCatalog names them. */
const PRODUCT_ROUTES: Record<string, string> = {
  [whisky.id]: "johnnie-walker-black",
  [whiskyLitre.id]: "johnnie-walker-black",
  [wine.id]: "malbec-reserva",
  [beer.id]: "modelo-especial",
  [retired.id]: "old-rum",
};

const w = (quantity: number) => ({ id: whisky.id, quantity });
const l = (quantity: number) => ({ id: whiskyLitre.id, quantity });
const v = (quantity: number) => ({ id: wine.id, quantity });
const b = (quantity: number) => ({ id: beer.id, quantity });
const r = (quantity: number) => ({ id: retired.id, quantity });

const PLANS: OrderPlan[] = [
  // The evening before the first day (23:59:59.999 EDT), then its first instant.
  { at: "2026-10-29T03:59:59.999Z", items: [w(1)], confirmAfterMinutes: 5 },
  { at: "2026-10-29T04:00:00.000Z", items: [w(1), l(2)], confirmAfterMinutes: 12 },
  // The night the clocks go back: 23:59 EDT on the 31st, 01:30 EDT and 01:30 EST, 23:30 EST on the 1st.
  { at: "2026-11-01T03:59:00.000Z", items: [b(2)] },
  { at: "2026-11-01T05:30:00.000Z", items: [b(1), v(1)], confirmAfterMinutes: 30 },
  { at: "2026-11-01T06:30:00.000Z", items: [l(1)] },
  { at: "2026-11-02T04:30:00.000Z", items: [w(2)], confirmAfterMinutes: 125 },
  // Just before the 14-day rate window, then inside it.
  { at: "2026-11-13T20:29:00.000Z", items: [w(3), b(4)] },
  { at: "2026-11-13T20:31:00.000Z", items: [w(2), b(3), r(2)], confirmAfterMinutes: 3 },
  // 23:59 and 00:01 around last Friday's midnight (EST).
  { at: "2026-11-20T04:59:00.000Z", items: [v(2), b(1)] },
  { at: "2026-11-20T05:01:00.000Z", items: [w(1), v(1)], confirmAfterMinutes: 61 },
  { at: "2026-11-20T17:00:00.000Z", items: [l(3), w(1)], cancel: true },
  { at: "2026-11-20T20:29:59.000Z", items: [b(6)] },
  // Past 15:30 last Friday: that day's, not "so far".
  { at: "2026-11-20T20:30:00.000Z", items: [w(1)], confirmAfterMinutes: 45 },
  { at: "2026-11-24T15:00:00.000Z", items: [v(3), l(4), b(2)], confirmAfterMinutes: 20, cancel: true },
  { at: "2026-11-26T23:00:00.000Z", items: [w(2), r(1)] },
  // Today: its first minute, and up to now.
  { at: "2026-11-27T05:00:00.000Z", items: [b(5)], confirmAfterMinutes: 8 },
  { at: "2026-11-27T14:15:00.000Z", items: [w(1), v(2), l(1)] },
  { at: "2026-11-27T20:29:00.000Z", items: [b(2)], confirmAfterMinutes: 10 },
];

/** Stock at the end, set by hand as a recount would: the order plans above decide what sold. */
const FINAL_STOCK: Record<string, number | null> = {
  [whisky.id]: 3,
  [whiskyLitre.id]: null,
  [wine.id]: 0,
  [beer.id]: 8,
  [retired.id]: 1,
};

async function placeAll(db: Database): Promise<PlacedOrder[]> {
  for (const id of Object.keys(FINAL_STOCK))
    await db.updateTable("product_size").set({ inventory: 1000, retired: 0 }).where("id", "=", id).execute();
  await db.updateTable("product").set({ retired: 0 }).execute();
  const placed: PlacedOrder[] = [];
  for (const plan of PLANS) placed.push(await placeOne(db, plan));
  for (const [id, inventory] of Object.entries(FINAL_STOCK))
    await db.updateTable("product_size").set({ inventory }).where("id", "=", id).execute();
  // A size that sold and was then retired is not one to restock.
  await db.updateTable("product_size").set({ retired: 1 }).where("id", "=", retired.id).execute();
  return placed;
}

async function placeOne(db: Database, plan: OrderPlan): Promise<PlacedOrder> {
  const placedAt = new Date(plan.at);
  const outcome = await placeOrder(db, orderRequestSchema.parse(orderBody({ items: plan.items })), {
    now: placedAt,
  });
  if (outcome.kind !== "created") throw new Error(`order at ${plan.at} was ${outcome.kind}`);
  const { number, totalCents, discountCents, items } = outcome.order.order;
  const { id } = await db
    .selectFrom("orders")
    .select("id")
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
  const confirmedAt =
    plan.confirmAfterMinutes === undefined
      ? null
      : new Date(placedAt.getTime() + plan.confirmAfterMinutes * 60_000);
  if (confirmedAt) await changeStatus(db, id, "confirmed", confirmedAt);
  if (plan.cancel)
    await changeStatus(db, id, "cancelled", new Date((confirmedAt ?? placedAt).getTime() + HOUR));
  return {
    id,
    placedAt,
    totalCents,
    discountCents,
    lines: items.map((item) => ({ ...item, sizeId: item.id })),
    cancelled: Boolean(plan.cancel),
    confirmedAt,
  };
}

async function changeStatus(db: Database, orderId: number, to: "confirmed" | "cancelled", now: Date) {
  const result = await changeOrderStatus(db, { orderId, to, actor: "staff:1", now });
  if (!result.ok) throw new Error(`could not move order ${orderId} to ${to}: ${result.reason}`);
}

// The expected figures, worked out from the placed orders alone, with the zone's own clock.

const localParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function localDateTime(instant: Date): { date: string; time: string } {
  const part = (type: string) => localParts.formatToParts(instant).find((each) => each.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}:${part("second")}`,
  };
}

function calendarDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${first}T00:00:00Z`);
    day <= new Date(`${last}T00:00:00Z`);
    day = new Date(day.getTime() + DAY)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}

function expectedFigures(orders: PlacedOrder[]) {
  const counted = orders.filter((order) => !order.cancelled && order.placedAt < NOW);
  const sales = (of: PlacedOrder[]) => ({
    orders: of.length,
    revenueCents: of.reduce((sum, order) => sum + order.totalCents, 0),
    discountCents: of.reduce((sum, order) => sum + order.discountCents, 0),
  });
  const onDay = (day: string) => counted.filter((order) => localDateTime(order.placedAt).date === day);
  const inWindow = orders.filter(
    (order) => localDateTime(order.placedAt).date >= FIRST_DAY && order.placedAt < NOW,
  );
  return {
    days: calendarDays(FIRST_DAY, TODAY).map((day) => ({ day, ...sales(onDay(day)) })),
    today: { day: TODAY, ...sales(onDay(TODAY)) },
    lastWeek: {
      day: LAST_WEEK.day,
      ...sales(
        onDay(LAST_WEEK.day).filter((order) => localDateTime(order.placedAt).time < LAST_WEEK.untilTime),
      ),
    },
    bestSellers: bestSellers(inWindow.filter((order) => !order.cancelled)),
    ...stockOutlook(counted.filter((order) => order.placedAt.getTime() >= NOW.getTime() - 14 * DAY)),
    confirmation: confirmation(inWindow),
  };
}

function bestSellers(orders: PlacedOrder[]) {
  const bySize = new Map<
    string,
    { sizeId: string; productName: string; sizeLabel: string; units: number; revenueCents: number }
  >();
  for (const line of orders.flatMap((order) => order.lines)) {
    const size = bySize.get(line.sizeId) ?? {
      sizeId: line.sizeId,
      productName: line.name,
      sizeLabel: line.size,
      units: 0,
      revenueCents: 0,
    };
    size.units += line.quantity;
    size.revenueCents += line.lineTotalCents;
    bySize.set(line.sizeId, size);
  }
  return [...bySize.values()]
    .sort((a, b) => b.units - a.units || b.revenueCents - a.revenueCents || a.sizeId.localeCompare(b.sizeId))
    .slice(0, 10);
}

function stockOutlook(recent: PlacedOrder[]) {
  const units = new Map<string, { productName: string; sizeLabel: string; units: number }>();
  for (const line of recent.flatMap((order) => order.lines)) {
    const size = units.get(line.sizeId) ?? {
      productName: line.name,
      productRoute: PRODUCT_ROUTES[line.sizeId]!,
      sizeLabel: line.size,
      units: 0,
    };
    size.units += line.quantity;
    units.set(line.sizeId, size);
  }
  const onSale = [...units.entries()]
    .filter(([sizeId]) => sizeId !== retired.id && FINAL_STOCK[sizeId] !== null)
    .map(([sizeId, size]) => ({ sizeId, ...size, inventory: FINAL_STOCK[sizeId]! }));
  return {
    runningOut: onSale
      .filter((size) => size.inventory > 0)
      .map((size) => ({ ...size, daysLeft: size.inventory / (size.units / 14) }))
      .filter((size) => size.daysLeft < 7)
      .sort((a, b) => a.daysLeft - b.daysLeft),
    soldOut: onSale
      .filter((size) => size.inventory <= 0)
      .sort((a, b) => b.units - a.units)
      .map(({ inventory: _inventory, ...size }) => size),
  };
}

function confirmation(placed: PlacedOrder[]) {
  const waits = placed
    .filter((order) => order.confirmedAt && order.confirmedAt < NOW)
    .map((order) => (order.confirmedAt!.getTime() - order.placedAt.getTime()) / 1000);
  return {
    orders: waits.length,
    averageSeconds: waits.length === 0 ? null : waits.reduce((sum, wait) => sum + wait, 0) / waits.length,
  };
}

describe.each(testDatabaseKinds)("the owner's dashboard on $kind", (kind) => {
  let database: TestDatabase;
  let placed: PlacedOrder[];
  let figures: DashboardFigures;
  let expected: ReturnType<typeof expectedFigures>;

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    // Every bottle of this shelf is whisky: three or more in one order earn 5 % (issue #35).
    await addCaseRule(database.db, {
      name: "Whisky trio",
      counts: ["whiskey"],
      tiers: [{ bottles: 3, basisPoints: 500 }],
    });
    placed = await placeAll(database.db);
    figures = await dashboardFigures(database.db, { now: NOW, timeZone: ZONE });
    expected = expectedFigures(placed);
  });
  afterAll(() => database.drop());

  it("counts orders and revenue per store day for 30 days, across a midnight and the night the clocks go back", () => {
    expect(figures.days).toEqual(expected.days);
    const day = (date: string) => figures.days.find((each) => each.day === date)!;
    // The plan's own reading of the tricky instants, so the computed expectation is not trusted blindly.
    expect(day("2026-10-29").orders).toBe(1);
    expect(day("2026-10-31").orders).toBe(1);
    expect(day("2026-11-01").orders).toBe(3);
    expect(day("2026-11-19").orders).toBe(1);
    expect(day("2026-11-20").orders).toBe(3);
    expect(day("2026-11-24")).toEqual({ day: "2026-11-24", orders: 0, revenueCents: 0, discountCents: 0 });
    // Revenue is after the deals, shown apart: 13 November's two orders of seven bottles each got 5 %.
    expect(day("2026-11-13").discountCents).toBeGreaterThan(0);
    expect(day("2026-10-29").discountCents).toBe(
      expected.days.find((each) => each.day === "2026-10-29")!.discountCents,
    );
    expect(figures.days).toHaveLength(30);
  });

  it("puts today so far beside last Friday up to the same time", () => {
    expect(figures.today).toEqual(expected.today);
    expect(figures.today.orders).toBe(3);
    expect(figures.lastWeek).toEqual({ ...expected.lastWeek, until: "2026-11-20T20:30:00.000Z" });
    expect(figures.lastWeek.orders).toBe(2);
  });

  it("ranks the sizes sold in 30 days by units, with their revenue, leaving cancelled orders out", () => {
    expect(figures.bestSellers).toEqual(expected.bestSellers);
    expect(figures.bestSellers[0]).toMatchObject({ sizeId: beer.id, productName: "Modelo Especial" });
  });

  it("lists counted sizes on sale that run out within 7 days at the last 14 days' rate, and those sold out", () => {
    expect(
      figures.runningOut.map(({ daysLeft, ...size }) => ({ ...size, daysLeft: Number(daysLeft.toFixed(9)) })),
    ).toEqual(expected.runningOut.map((size) => ({ ...size, daysLeft: Number(size.daysLeft.toFixed(9)) })));
    expect(figures.runningOut.map((size) => size.sizeId)).toEqual([whisky.id, beer.id]);
    expect(figures.soldOut).toEqual(expected.soldOut);
    expect(figures.soldOut.map((size) => size.sizeId)).toEqual([wine.id]);
  });

  it("averages the time from order to confirmation over the orders placed in the 30 days", () => {
    expect(figures.confirmation.orders).toBe(expected.confirmation.orders);
    expect(figures.confirmation.orders).toBe(8);
    expect(figures.confirmation.averageSeconds).toBeCloseTo(expected.confirmation.averageSeconds!, 3);
  });

  it("shows zeros and no average for a store without orders", async () => {
    const empty = await kind.create();
    try {
      const none = await dashboardFigures(empty.db, { now: NOW, timeZone: ZONE });
      expect(none.days.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true);
      expect(none.today).toEqual({ day: TODAY, orders: 0, revenueCents: 0, discountCents: 0 });
      expect([none.bestSellers, none.runningOut, none.soldOut]).toEqual([[], [], []]);
      expect(none.confirmation).toEqual({ orders: 0, averageSeconds: null });
      expect(none.deliveryTime).toEqual({ deliveries: 0, averageSeconds: null });
      expect(none.deliveryDays.every((day) => day.delivered + day.refused + day.notDelivered === 0)).toBe(
        true,
      );
      expect(none.driversOut).toEqual([]);
    } finally {
      await empty.drop();
    }
  });
});

/**
 * Issue #34: how the deliveries ended, by the day they ended (in the store's zone), the mean time
 * from the confirming call to the door, and who is out with what now; pickups count nowhere here.
 */
describe.each(testDatabaseKinds)("the dashboard's deliveries on $kind", (kind) => {
  let database: TestDatabase;
  let figures: DashboardFigures;
  let outNumber: string;

  /** A delivery confirmed at `confirmedAt`, taken out by Dana, then ended with `end` at `endedAt`. */
  async function delivery(
    driverId: number,
    confirmedAt: string,
    end: { intent: "delivered" | "refused" | "not-home"; at: string; birthDate: string } | null,
    fulfilment: Record<string, string> = { method: "delivery", address: "1200 SW 8th St", zip: "33125" },
  ): Promise<string> {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({ fulfilment, items: [w(1)], tipPercent: fulfilment.method === "pickup" ? 0 : 15 }),
      ),
      { now: new Date(confirmedAt) },
    );
    if (outcome.kind !== "created") throw new Error("no order");
    const { number } = outcome.order.order;
    const orderId = (
      await database.db
        .selectFrom("orders")
        .select("id")
        .where("number", "=", number)
        .executeTakeFirstOrThrow()
    ).id;
    await changeOrderStatus(database.db, {
      orderId,
      to: "confirmed",
      actor: "staff:1",
      now: new Date(confirmedAt),
    });
    const act = (fields: Record<string, string>, at: string) =>
      actOnDelivery({
        db: database.db,
        staffId: driverId,
        form: new URLSearchParams({ order: number, ...fields }),
        now: new Date(at),
        today: at.slice(0, 10),
        dayEnd: new Date("2026-11-28T05:00:00.000Z"),
      });
    if (fulfilment.method === "pickup") {
      await changeOrderStatus(database.db, {
        orderId,
        to: "ready_for_pickup",
        actor: "staff:1",
        now: new Date(confirmedAt),
      });
      return number;
    }
    await act({ intent: "on-my-way" }, confirmedAt);
    if (!end) return number;
    await act({ intent: "id-check", method: "typed", birthDate: end.birthDate }, end.at);
    expect(await act({ intent: end.intent }, end.at)).toMatchObject({ notify: true });
    return number;
  }

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    const dana = await addStaffMember(database.db, {
      email: "dana@store.example",
      name: "Dana",
      password: "correct horse",
      role: "driver",
    });
    // Thursday 26 November (EST): one delivered 30 minutes after its call, one refused.
    await delivery(dana.id, "2026-11-26T20:00:00.000Z", {
      intent: "delivered",
      at: "2026-11-26T20:30:00.000Z",
      birthDate: "1990-01-01",
    });
    await delivery(dana.id, "2026-11-26T21:00:00.000Z", {
      intent: "refused",
      at: "2026-11-26T21:40:00.000Z",
      birthDate: "2007-06-01",
    });
    // Friday: one delivered 90 minutes after its call, just before midnight EST; one missed; one still out.
    await delivery(dana.id, "2026-11-28T03:00:00.000Z", {
      intent: "delivered",
      at: "2026-11-28T04:30:00.000Z",
      birthDate: "1990-01-01",
    });
    await delivery(dana.id, "2026-11-27T15:00:00.000Z", {
      intent: "not-home",
      at: "2026-11-27T16:00:00.000Z",
      birthDate: "1990-01-01",
    });
    outNumber = await delivery(dana.id, "2026-11-27T19:00:00.000Z", null);
    // A pickup waiting at the counter is no delivery.
    await delivery(dana.id, "2026-11-27T19:30:00.000Z", null, { method: "pickup" });
    figures = await dashboardFigures(database.db, {
      now: new Date("2026-11-28T04:45:00.000Z"),
      timeZone: ZONE,
    });
  });
  afterAll(() => database.drop());

  it("counts the deliveries made, refused and not delivered on each store day", () => {
    const day = (date: string) => figures.deliveryDays.find((each) => each.day === date);
    expect(day("2026-11-26")).toEqual({ day: "2026-11-26", delivered: 1, refused: 1, notDelivered: 0 });
    expect(day("2026-11-27")).toEqual({ day: "2026-11-27", delivered: 1, refused: 0, notDelivered: 1 });
    expect(day("2026-11-25")).toEqual({ day: "2026-11-25", delivered: 0, refused: 0, notDelivered: 0 });
    expect(figures.deliveryDays).toHaveLength(30);
  });

  it("averages the time from the confirming call to the door over the deliveries handed over", () => {
    expect(figures.deliveryTime.deliveries).toBe(2);
    // SQLite's julianday arithmetic is a few microseconds off.
    expect(figures.deliveryTime.averageSeconds).toBeCloseTo((30 * 60 + 90 * 60) / 2, 3);
  });

  it("names who is out with which order", () => {
    expect(figures.driversOut).toEqual([{ driverName: "Dana", orders: [outNumber] }]);
  });
});
