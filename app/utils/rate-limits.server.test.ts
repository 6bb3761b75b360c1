import { RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CountedWrites } from "../../tests/setup/counted-writes";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { openDatabase, type OpenDatabase } from "./db.server";
import {
  DatabaseRateLimiter,
  purgeExpiredLimits,
  reservePoints,
  takePoint,
  usedUp,
  type LimitOptions,
} from "./rate-limits.server";

const START = Date.parse("2026-11-22T15:00:00.000Z");
const WINDOW_MS = 10 * 60_000;

/** What consume answered, accepted or refused, as the library's result. */
async function consumed(limit: DatabaseRateLimiter, key: string): Promise<RateLimiterRes> {
  try {
    return await limit.consume(key);
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return refused;
    throw refused;
  }
}

describe.each(testDatabaseKinds)("limits counted in the database on $kind", (kind) => {
  let database: TestDatabase;
  let now = START;
  const limit = (name: string, options: Partial<LimitOptions> = {}) =>
    new DatabaseRateLimiter(database.db, {
      name,
      points: 3,
      windowMs: WINDOW_MS,
      now: () => now,
      ...options,
    });

  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.drop());

  it("counts each point, then refuses with the time left in the window", async () => {
    now = START;
    const orders = limit("count");
    const answers = [];
    for (let request = 0; request < 4; request++) {
      answers.push(await consumed(orders, "203.0.113.7"));
      now += 1_000;
    }
    expect(answers.map((answer) => answer.toJSON())).toEqual([
      { consumedPoints: 1, remainingPoints: 2, msBeforeNext: WINDOW_MS, isFirstInDuration: true },
      { consumedPoints: 2, remainingPoints: 1, msBeforeNext: WINDOW_MS - 1_000, isFirstInDuration: false },
      { consumedPoints: 3, remainingPoints: 0, msBeforeNext: WINDOW_MS - 2_000, isFirstInDuration: false },
      { consumedPoints: 4, remainingPoints: 0, msBeforeNext: WINDOW_MS - 3_000, isFirstInDuration: false },
    ]);
    await expect(orders.consume("203.0.113.7")).rejects.toBeInstanceOf(RateLimiterRes);
    // Another key, and the same key under another limit, count apart.
    expect((await orders.consume("203.0.113.8")).consumedPoints).toBe(1);
    expect((await limit("count-other").consume("203.0.113.7")).consumedPoints).toBe(1);
  });

  it("reward gives a point back, get reads the count, delete clears it", async () => {
    now = START;
    const logins = limit("reward");
    await logins.consume("ana@store.example");
    await logins.consume("ana@store.example");
    expect((await logins.reward("ana@store.example")).consumedPoints).toBe(1);
    expect((await logins.get("ana@store.example"))?.consumedPoints).toBe(1);
    expect(await logins.delete("ana@store.example")).toBe(true);
    expect(await logins.get("ana@store.example")).toBeNull();
    expect(await logins.delete("ana@store.example")).toBe(false);
    expect((await logins.consume("ana@store.example")).consumedPoints).toBe(1);
  });

  it("a count ends with its window: get finds nothing, the next point starts a new window", async () => {
    now = START;
    const quotes = limit("window");
    for (let request = 0; request < 3; request++) await quotes.consume("203.0.113.7");
    await expect(quotes.consume("203.0.113.7")).rejects.toBeInstanceOf(RateLimiterRes);
    now = START + WINDOW_MS - 1;
    await expect(quotes.consume("203.0.113.7")).rejects.toBeInstanceOf(RateLimiterRes);
    now = START + WINDOW_MS;
    expect(await quotes.get("203.0.113.7")).toBeNull();
    const fresh = await quotes.consume("203.0.113.7");
    expect(fresh.toJSON()).toEqual({
      consumedPoints: 1,
      remainingPoints: 2,
      msBeforeNext: WINDOW_MS,
      isFirstInDuration: true,
    });
  });

  it("on the real clock, a 300 ms window really ends", async () => {
    const short = new DatabaseRateLimiter(database.db, { name: "real-clock", points: 1, windowMs: 300 });
    await short.consume("203.0.113.7");
    await expect(short.consume("203.0.113.7")).rejects.toBeInstanceOf(RateLimiterRes);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await short.consume("203.0.113.7")).consumedPoints).toBe(1);
  });

  it("a point given back after its window never opens one below zero", async () => {
    now = START;
    const orders = limit("no-credit");
    await orders.reward("203.0.113.7");
    const answers = [];
    for (let request = 0; request < 4; request++) answers.push(await consumed(orders, "203.0.113.7"));
    expect(answers.map((answer) => answer.consumedPoints)).toEqual([1, 2, 3, 4]);
  });

  it("takePoint answers the seconds to wait, rounded up", async () => {
    now = START;
    const vitals = limit("take", { points: 1 });
    expect(await takePoint(vitals, "203.0.113.7")).toBeNull();
    now += 1_500;
    expect(await takePoint(vitals, "203.0.113.7")).toEqual({ retryAfterSeconds: 599 });
  });

  it("a refused reservation gives back the points it took; a kept one holds them until given back", async () => {
    now = START;
    const perAddress = limit("reserve-address", { points: 5 });
    const perPhone = limit("reserve-phone", { points: 1 });
    const first = await reservePoints([
      [perAddress, "203.0.113.7"],
      [perPhone, "+13055550142"],
    ]);
    expect(first.ok).toBe(true);
    const second = await reservePoints([
      [perAddress, "203.0.113.7"],
      [perPhone, "+13055550142"],
    ]);
    expect(second).toEqual({ ok: false, retryAfterSeconds: 600 });
    expect((await perAddress.get("203.0.113.7"))?.consumedPoints).toBe(1);
    expect((await perPhone.get("+13055550142"))?.consumedPoints).toBe(1);
    if (first.ok) await first.giveBack();
    expect((await perAddress.get("203.0.113.7"))?.consumedPoints).toBe(0);
    expect((await perPhone.get("+13055550142"))?.consumedPoints).toBe(0);
  });

  it("a key already used up is refused from reads alone: a flood of refusals writes nothing", async () => {
    now = START;
    const writes = new CountedWrites();
    const counted = (name: string, points: number) =>
      new DatabaseRateLimiter(database.db.withPlugin(writes), {
        name,
        points,
        windowMs: WINDOW_MS,
        now: () => now,
      });
    const perAddress = counted("flood-address", 100);
    const perPhone = counted("flood-phone", 1);
    const keys: Array<[DatabaseRateLimiter, string]> = [
      [perAddress, "203.0.113.9"],
      [perPhone, "+13055550143"],
    ];
    expect((await reservePoints(keys)).ok).toBe(true);
    now += 60_000;
    writes.count = 0;
    const refusals = await Promise.all(Array.from({ length: 20 }, () => reservePoints(keys)));
    expect(refusals).toEqual(Array(20).fill({ ok: false, retryAfterSeconds: 540 }));
    expect(writes.count).toBe(0);
    expect(await usedUp(keys)).toEqual({ retryAfterSeconds: 540 });
    expect((await perAddress.get("203.0.113.9"))?.consumedPoints).toBe(1);
  });

  it("purgeExpiredLimits deletes the counts whose window has ended, and only those", async () => {
    now = START;
    await limit("purge", { windowMs: 1_000 }).consume("203.0.113.7");
    await limit("purge-long", { windowMs: 60_000 }).consume("203.0.113.7");
    const keys = async () =>
      (await database.db.selectFrom("rate_limit").select("key").where("key", "like", "purge%").execute())
        .map((row) => row.key)
        .sort();
    expect(await keys()).toEqual(["purge-long:203.0.113.7", "purge:203.0.113.7"]);
    expect(await purgeExpiredLimits(database.db, START + 999)).toBe(0);
    expect(await purgeExpiredLimits(database.db, START + 1_000)).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual(["purge-long:203.0.113.7"]);
  });

  it("two app instances, one database: 30 concurrent points through both against a limit of 10 → exactly 10", async () => {
    // Two connections (two pools on PostgreSQL), as two app servers would have.
    const instances: OpenDatabase[] = [openDatabase(database.url), openDatabase(database.url)];
    try {
      const limits = instances.map(
        (instance) =>
          new DatabaseRateLimiter(instance.db, {
            name: "new-orders-address",
            points: 10,
            windowMs: WINDOW_MS,
          }),
      );
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          reservePoints([[limits[index % 2]!, "203.0.113.7"]]).then((reservation) => reservation.ok),
        ),
      );
      expect(answers.filter(Boolean)).toHaveLength(10);
      expect((await limits[0]!.get("203.0.113.7"))?.consumedPoints).toBe(10);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
