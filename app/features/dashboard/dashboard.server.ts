import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { isPostgres } from "../../../db/migrations/dialect";
import { UNSOLD_STATUSES } from "../../../db/stored-values";
import { driversOut } from "~/features/staff/index.server";
import { storeDate, storeDayBounds } from "~/features/store";
import type { Database } from "~/utils/db.server";
import {
  BEST_SELLER_COUNT,
  CHART_DAYS,
  RATE_WINDOW_DAYS,
  RUNNING_OUT_DAYS,
  type BestSeller,
  type CallConfirmation,
  type DashboardFigures,
  type DaySales,
  type DeliveryDay,
  type DeliveryTime,
  type RunningOutSize,
  type Sales,
  type SoldOutSize,
} from "./dashboard-figures";

/**
 * The owner's numbers (issue #19 point 5), every one counted by the database. SQLite knows no time
 * zones, so the store's days are cut here (storeDayBounds, DST included) and the SQL groups orders
 * against those instants: both databases give the same answers. created_at is toISOString() text,
 * which sorts as the instants do. Revenue is the orders' totals; cancelled orders count nowhere.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A span of time the sales are counted in: [start, end). */
interface Span {
  key: string;
  start: Date;
  end: Date;
}

export async function dashboardFigures(
  db: Database,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<DashboardFigures> {
  const today = storeDate(now, timeZone);
  const days = lastDays(today, CHART_DAYS).map((day) => ({ key: day, ...dayUntil(day, now, timeZone) }));
  const todaySoFar = days.at(-1)!;
  const lastWeekDay = shiftDay(today, -7);
  const lastWeekStart = storeDayBounds(lastWeekDay, timeZone).start;
  // The same time since the store's midnight (an hour off the wall clock only across a DST change that day).
  const lastWeek = {
    key: "last-week",
    start: lastWeekStart,
    end: new Date(lastWeekStart.getTime() + (now.getTime() - todaySoFar.start.getTime())),
  };
  const windowStart = days[0]!.start;
  const sales = await salesIn(db, [...days, lastWeek]);
  return {
    now: now.toISOString(),
    days: days.map((span): DaySales => ({ day: span.key, ...sales.get(span.key)! })),
    today: { day: today, ...sales.get(today)! },
    lastWeek: { day: lastWeekDay, until: lastWeek.end.toISOString(), ...sales.get(lastWeek.key)! },
    bestSellers: await bestSellers(db, windowStart, now),
    ...(await runningOut(db, new Date(now.getTime() - RATE_WINDOW_DAYS * DAY_MS), now)),
    confirmation: await callConfirmation(db, windowStart, now),
    deliveryDays: await deliveriesEnded(db, days),
    deliveryTime: await deliveryTime(db, windowStart, now),
    driversOut: await driversOut(db),
  };
}

/** The `count` store days ending with `today`, oldest first. */
function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - count + 1));
}

/** A YYYY-MM-DD date `days` calendar days later (or earlier). */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A store day's bounds, its end no later than now: today counts so far. */
function dayUntil(day: string, now: Date, timeZone: string): { start: Date; end: Date } {
  const { start, end } = storeDayBounds(day, timeZone);
  return { start, end: end < now ? end : now };
}

/** The spans as a VALUES table named "span": column1 its key, column2 and column3 its [start, end). */
function spanTable(spans: Span[]) {
  const rows = sql.join(
    spans.map((span) => sql`(${span.key}, ${span.start.toISOString()}, ${span.end.toISOString()})`),
  );
  return sql<{ column1: string; column2: string; column3: string }>`(values ${rows})`.as("span");
}

/** Orders and revenue in each span, in one query: the spans are a VALUES table the orders join. */
async function salesIn(db: Database, spans: Span[]): Promise<Map<string, Sales>> {
  const counted = await db
    .selectFrom(spanTable(spans))
    .leftJoin("orders", (join) =>
      join
        .onRef("orders.created_at", ">=", "span.column2")
        .onRef("orders.created_at", "<", "span.column3")
        .on("orders.status", "not in", UNSOLD_STATUSES),
    )
    .select((eb) => [
      "span.column1 as key",
      eb.fn.count<number>("orders.id").as("orders"),
      eb.fn.coalesce(eb.fn.sum<number>("orders.total_cents"), sql.lit(0)).as("revenueCents"),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`orders.case_discount_cents + orders.code_discount_cents`), sql.lit(0))
        .as("discountCents"),
    ])
    .groupBy("span.column1")
    .execute();
  return new Map(
    counted.map((row) => [
      row.key,
      {
        orders: Number(row.orders),
        revenueCents: Number(row.revenueCents),
        discountCents: Number(row.discountCents),
      },
    ]),
  );
}

/** Lines of orders placed in [since, now), cancelled ones left out. */
function soldLines(db: Database, since: Date, now: Date) {
  return db
    .selectFrom("order_line")
    .innerJoin("orders", "orders.id", "order_line.order_id")
    .where("orders.created_at", ">=", since.toISOString())
    .where("orders.created_at", "<", now.toISOString())
    .where("orders.status", "not in", UNSOLD_STATUSES);
}

/** The sizes sold most, by units; a size's name is its lines' (a renamed product keeps one row). */
async function bestSellers(db: Database, since: Date, now: Date): Promise<BestSeller[]> {
  const rows = await soldLines(db, since, now)
    .select((eb) => [
      "order_line.size_id as sizeId",
      eb.fn.max("order_line.product_name").as("productName"),
      eb.fn.max("order_line.size_label").as("sizeLabel"),
      eb.fn.sum<number>("order_line.quantity").as("units"),
      eb.fn.sum<number>("order_line.line_total_cents").as("revenueCents"),
    ])
    .groupBy("order_line.size_id")
    .orderBy("units", "desc")
    .orderBy("revenueCents", "desc")
    .orderBy("sizeId")
    .limit(BEST_SELLER_COUNT)
    .execute();
  return rows.map((row) => ({ ...row, units: Number(row.units), revenueCents: Number(row.revenueCents) }));
}

/**
 * Counted sizes on sale that sold in the rate window: those whose stock lasts under RUNNING_OUT_DAYS
 * at that window's daily rate (stock × window < days × units, in integers), and those already out.
 */
async function runningOut(
  db: Database,
  since: Date,
  now: Date,
): Promise<{ runningOut: RunningOutSize[]; soldOut: SoldOutSize[] }> {
  const sold = soldLines(db, since, now)
    .select((eb) => ["order_line.size_id", eb.fn.sum<number>("order_line.quantity").as("units")])
    .groupBy("order_line.size_id")
    .as("sold");
  const sizes = db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .innerJoin(sold, "sold.size_id", "product_size.id")
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .select([
      "product_size.id as sizeId",
      "product.name as productName",
      "product.route as productRoute",
      "product_size.label as sizeLabel",
      "sold.units as units",
    ]);
  const [low, out] = await Promise.all([
    sizes
      .select([
        "product_size.inventory as inventory",
        sql<number>`cast(product_size.inventory as double precision) * ${sql.lit(RATE_WINDOW_DAYS)} / sold.units`.as(
          "daysLeft",
        ),
      ])
      .where("product_size.inventory", ">", 0)
      .where(
        sql<boolean>`product_size.inventory * ${sql.lit(RATE_WINDOW_DAYS)} < ${sql.lit(RUNNING_OUT_DAYS)} * sold.units`,
      )
      .orderBy("daysLeft")
      .orderBy("sizeId")
      .execute(),
    // Negative stock is a data error the importer reports; like 0, it is out of stock.
    sizes.where("product_size.inventory", "<=", 0).orderBy("units", "desc").orderBy("sizeId").execute(),
  ]);
  return {
    runningOut: low.map((row) => ({
      ...row,
      inventory: Number(row.inventory),
      units: Number(row.units),
      daysLeft: Number(row.daysLeft),
    })),
    soldOut: out.map((row) => ({ ...row, units: Number(row.units) })),
  };
}

/** Orders placed in [since, now) and confirmed before now: how many, and the mean wait in seconds. */
async function callConfirmation(db: Database, since: Date, now: Date): Promise<CallConfirmation> {
  const confirmed = db
    .selectFrom("orders")
    .innerJoin("order_event", "order_event.order_id", "orders.id")
    .where("order_event.to_status", "=", "confirmed")
    .where("order_event.created_at", "<", now.toISOString())
    .where("orders.created_at", ">=", since.toISOString())
    .where("orders.created_at", "<", now.toISOString())
    .select((eb) => ["orders.created_at as startedAt", eb.fn.min("order_event.created_at").as("endedAt")])
    .groupBy(["orders.id", "orders.created_at"]);
  const { count, averageSeconds } = await meanWait(db, confirmed);
  return { orders: count, averageSeconds };
}

/** The ends of a delivery the dashboard counts, by the status the order ended in. */
const DELIVERY_ENDS = [
  ["completed", "delivered"],
  ["refused_at_door", "refused"],
  ["not_delivered", "notDelivered"],
] as const;

/** Deliveries that ended on each day, by how they ended: the day the status changed, not the order's. */
async function deliveriesEnded(db: Database, spans: Span[]): Promise<DeliveryDay[]> {
  const counted = await db
    .selectFrom(spanTable(spans))
    .innerJoin("order_event", (join) =>
      join
        .onRef("order_event.created_at", ">=", "span.column2")
        .onRef("order_event.created_at", "<", "span.column3")
        .on(
          "order_event.to_status",
          "in",
          DELIVERY_ENDS.map(([status]) => status),
        ),
    )
    .innerJoin("orders", "orders.id", "order_event.order_id")
    .where("orders.fulfilment", "=", "delivery")
    .select((eb) => [
      "span.column1 as day",
      "order_event.to_status as status",
      eb.fn.countAll<number>().as("count"),
    ])
    .groupBy(["span.column1", "order_event.to_status"])
    .execute();
  return spans.map((span) => {
    const day: DeliveryDay = { day: span.key, delivered: 0, refused: 0, notDelivered: 0 };
    for (const [status, end] of DELIVERY_ENDS)
      day[end] = Number(counted.find((row) => row.day === span.key && row.status === status)?.count ?? 0);
    return day;
  });
}

/** Deliveries handed over in [since, now): how many, and the mean time from confirmed to delivered. */
async function deliveryTime(db: Database, since: Date, now: Date): Promise<DeliveryTime> {
  const handedOver = db
    .selectFrom("orders")
    .innerJoin("order_event as delivered", "delivered.order_id", "orders.id")
    .innerJoin("order_event as confirmed", "confirmed.order_id", "orders.id")
    .where("orders.fulfilment", "=", "delivery")
    .where("delivered.to_status", "=", "completed")
    .where("delivered.created_at", ">=", since.toISOString())
    .where("delivered.created_at", "<", now.toISOString())
    .where("confirmed.to_status", "=", "confirmed")
    .select((eb) => [
      eb.fn.min("confirmed.created_at").as("startedAt"),
      eb.fn.max("delivered.created_at").as("endedAt"),
    ])
    .groupBy("orders.id");
  const { count, averageSeconds } = await meanWait(db, handedOver);
  return { deliveries: count, averageSeconds };
}

/** How many waits, and their mean in seconds: each row of `waits` is one, from startedAt to endedAt. */
async function meanWait<DB, TB extends keyof DB>(
  db: Database,
  waits: SelectQueryBuilder<DB, TB, { startedAt: string | null; endedAt: string | null }>,
): Promise<{ count: number; averageSeconds: number | null }> {
  const row = await db
    .selectFrom(waits.as("waits"))
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn
        .avg<number | null>(secondsBetween(db, sql.ref("waits.startedAt"), sql.ref("waits.endedAt")))
        .as("averageSeconds"),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    averageSeconds: row.averageSeconds === null ? null : Number(row.averageSeconds),
  };
}

/** Seconds from one ISO 8601 text time to another: each database has its own date arithmetic. */
function secondsBetween(
  db: Database,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
): RawBuilder<number> {
  return isPostgres(db)
    ? sql<number>`cast(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) as double precision)`
    : sql<number>`(julianday(${to}) - julianday(${from})) * 86400.0`;
}
