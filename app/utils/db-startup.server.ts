import { sql } from "kysely";
import pg from "pg";
import type { OpenDatabase } from "./db.server";

/**
 * What a starting server does before it serves: wait for a database that is not up yet (a deploy
 * that starts the app and PostgreSQL together, a failover), and take the start-up lock so that any
 * number of servers starting in the same second migrate and seed once.
 */

export interface StartupLog {
  warn(details: object, message: string): void;
}

/** Errors no retry can mend: a wrong password or database name fails at once, with its message. */
const PERMANENT_CONNECT_ERRORS = new Set(["28P01", "28000", "3D000"]);
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export class DatabaseUnavailableError extends Error {}

/**
 * Resolves once the database answers; retries with back-off (one log line per try) for `waitMs`,
 * then throws a DatabaseUnavailableError that says why.
 */
export async function waitForDatabase(
  database: OpenDatabase,
  waitMs: number,
  log: StartupLog,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = Date.now,
): Promise<void> {
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(database.db);
      return;
    } catch (error) {
      const reason = describeConnectError(error);
      const waited = now() - started;
      if (PERMANENT_CONNECT_ERRORS.has(errorCode(error)))
        throw new DatabaseUnavailableError(`The database refused the connection: ${reason}`);
      if (waited >= waitMs)
        throw new DatabaseUnavailableError(
          `The database did not answer within ${Math.round(waitMs / 1000)} s (DATABASE_STARTUP_WAIT_MS): ${reason}`,
        );
      const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS, waitMs - waited);
      log.warn(
        { attempt, reason, retryInMs: delay },
        `The database is not answering (${reason}); trying again in ${delay} ms`,
      );
      await sleep(delay);
    }
  }
}

function errorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

/** "ECONNREFUSED 127.0.0.1:5432", or the server's own words. */
function describeConnectError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0)
    return describeConnectError(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  return error.message || errorCode(error) || error.name;
}

/** Any number, one key: the store's own start-up among the database's advisory locks. */
const STARTUP_LOCK_KEY = 0x73746f7265; // "store"

/**
 * Runs `work` while holding the store's start-up lock. PostgreSQL: a session advisory lock on a
 * connection of its own (so `work` can use the whole pool; a server that dies mid-way releases it
 * with its connection). SQLite: every writing transaction already takes the database's write lock
 * (BEGIN IMMEDIATE), and the work checks what it must do inside its transaction.
 */
export async function withStartupLock<T>(
  database: OpenDatabase,
  url: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind === "sqlite") return work();
  const client = new pg.Client({ connectionString: url, application_name: "store-startup" });
  // A connection lost while waiting ends the wait with an error instead of ending the process.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}
