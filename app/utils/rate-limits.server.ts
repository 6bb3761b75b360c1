import { RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import type { Database } from "./db.server";

/**
 * Limits counted in the store's database (issue #13, decision 0014): every app server shares one
 * count per key, and a restart clears none. rate-limiter-flexible does the counting; this file is
 * its store, one atomic upsert that SQLite and PostgreSQL both run, over our own Kysely connection.
 */

export interface LimitOptions {
  /** Names the limit's rows ("new-orders-phone"); limits with different rules need different names. */
  name: string;
  points: number;
  windowMs: number;
  /** Epoch milliseconds; tests move it instead of waiting. */
  now?: () => number;
}

/** A key's row as the upsert returns it. */
interface StoredCount {
  points: number;
  expires_at_ms: number;
}

export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, { name, points, windowMs, now = Date.now }: LimitOptions) {
    super({ storeClient: db, keyPrefix: name, points, duration: windowMs / 1000 });
    this.#db = db;
    this.#now = now;
  }

  /**
   * Adds `points` to the key's count in one statement, which both databases run atomically, so
   * concurrent requests on any server each see their own total. An expired count starts a new
   * window; `forceExpire` (block, set) overwrites count and window.
   */
  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCount> {
    const now = this.#now();
    // A reward (negative points) never opens a window: a count below zero would be a free request.
    const fresh = {
      key,
      points: forceExpire ? points : Math.max(points, 0),
      expires_at_ms: now + msDuration,
    };
    return this.#db
      .insertInto("rate_limit")
      .values(fresh)
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => {
          if (forceExpire)
            return { points: eb.ref("excluded.points"), expires_at_ms: eb.ref("excluded.expires_at_ms") };
          const expired = eb("rate_limit.expires_at_ms", "<=", now);
          return {
            points: eb
              .case()
              .when(expired)
              .then(eb.ref("excluded.points"))
              .else(eb("rate_limit.points", "+", points))
              .end(),
            expires_at_ms: eb
              .case()
              .when(expired)
              .then(eb.ref("excluded.expires_at_ms"))
              .else(eb.ref("rate_limit.expires_at_ms"))
              .end(),
          };
        }),
      )
      .returning(["points", "expires_at_ms"])
      .executeTakeFirstOrThrow();
  }

  async _get(key: string): Promise<StoredCount | null> {
    const row = await this.#db
      .selectFrom("rate_limit")
      .select(["points", "expires_at_ms"])
      .where("key", "=", key)
      .where("expires_at_ms", ">", this.#now())
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const { numDeletedRows } = await this.#db
      .deleteFrom("rate_limit")
      .where("key", "=", key)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }

  /** As the library's own SQL stores read their rows. */
  _getRateLimiterRes(_key: string, changedPoints: number, row: StoredCount): RateLimiterRes {
    const isFirstInDuration = changedPoints === row.points;
    const consumedPoints = isFirstInDuration ? changedPoints : row.points;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      Math.max(row.expires_at_ms - this.#now(), 0),
      consumedPoints,
      isFirstInDuration,
    );
  }
}

/** Why a limit said no: the seconds until its window ends, for Retry-After. */
export interface Refusal {
  retryAfterSeconds: number;
}

/** Counts one request against the key's limit; a refusal once its points are used up in this window. */
export async function takePoint(limit: DatabaseRateLimiter, key: string): Promise<Refusal | null> {
  try {
    await limit.consume(key);
    return null;
  } catch (refused) {
    // The library rejects with its result when the points are used up, with an Error when the database fails.
    if (!(refused instanceof RateLimiterRes)) throw refused;
    return waitOf(refused);
  }
}

/**
 * The refusal the first of these keys already used up in its window gets, from reads alone: a flood
 * of requests that would be refused anyway adds no commit to the database. Null while every key
 * has points left (the atomic take still decides who gets them).
 */
export async function usedUp(points: Array<[DatabaseRateLimiter, string]>): Promise<Refusal | null> {
  for (const [limit, key] of points) {
    const count = await limit.get(key);
    if (count && count.remainingPoints === 0) return waitOf(count);
  }
  return null;
}

function waitOf(count: RateLimiterRes): Refusal {
  return { retryAfterSeconds: Math.max(1, Math.ceil(count.msBeforeNext / 1000)) };
}

export type Reservation =
  | {
      ok: true;
      /** Returns every point the reservation took. */
      giveBack(): Promise<void>;
    }
  | ({ ok: false } & Refusal);

/**
 * Takes one point from each limit in turn, before the work they guard, so that concurrent requests
 * cannot all pass a check that only some of them may: exactly the limit's worth get through. When
 * one limit refuses, the points already taken (and the refused one) go back at once. Otherwise the
 * caller gives them back once the work has not ended as what the limits count (a new order). A key
 * already used up is refused before anything is taken.
 */
export async function reservePoints(points: Array<[DatabaseRateLimiter, string]>): Promise<Reservation> {
  const giveBack = async (count: number) => {
    await Promise.all(points.slice(0, count).map(([limit, key]) => limit.reward(key)));
  };
  const refusal = await usedUp(points);
  if (refusal) return { ok: false, ...refusal };
  for (const [index, [limit, key]] of points.entries()) {
    let refusal: Refusal | null;
    try {
      refusal = await takePoint(limit, key);
    } catch (error) {
      await giveBack(index);
      throw error;
    }
    if (refusal) {
      await giveBack(index + 1);
      return { ok: false, ...refusal };
    }
  }
  return { ok: true, giveBack: () => giveBack(points.length) };
}

/** Deletes the counts whose window has ended; a key seen again starts a new row anyway. */
export async function purgeExpiredLimits(db: Database, now: number = Date.now()): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("rate_limit")
    .where("expires_at_ms", "<=", now)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
