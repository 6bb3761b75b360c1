import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "../../db/migrations";
import type { StoreDatabase } from "../../db/schema";
import { storeTypeParsers } from "./database-numbers.server";
import { logger } from "./logger.server";

export type Database = Kysely<StoreDatabase>;
export type DatabaseKind = "sqlite" | "postgres";

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  /** True when the database answers within `timeoutMs`, asked on a connection requests cannot take. */
  ping(timeoutMs: number): Promise<boolean>;
  /** PostgreSQL's pool for requests, as it stands: connections open, idle, and queries waiting. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** PostgreSQL's connection settings (SQLite has one connection and ignores them). */
export interface PoolSettings {
  /** Connections for requests; the health check has one more of its own. */
  poolSize: number;
  /** How long opening a new connection may take before it counts as the database lost. */
  connectTimeoutMs: number;
  /**
   * How long a query waits for one of `poolSize` connections when all are lent out. Past it the
   * database is busy, not lost: nothing is retried, and the answer is 503 with Retry-After.
   */
  poolWaitMs: number;
  /** An idle connection is closed after this long (0: never). */
  idleTimeoutMs: number;
  /** A statement, or a transaction left idle, is cancelled after this long (0: never). */
  statementTimeoutMs: number;
  /** Shown in pg_stat_activity, so an operator can tell the store's connections apart. */
  applicationName: string;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  poolWaitMs: 10_000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 10_000,
  applicationName: "store",
};

/** `file:<path>` opens SQLite (created if missing); a postgres:// URL opens a PostgreSQL pool. */
export function openDatabase(url: string, settings: Partial<PoolSettings> = {}): OpenDatabase {
  if (url.startsWith("file:")) return openSqlite(url.slice("file:".length));
  if (isPostgresUrl(url)) return openPostgres(url, { ...DEFAULT_POOL_SETTINGS, ...settings });
  throw new Error(`DATABASE_URL must be file:<path> or postgres://…, got "${url.split(":")[0]}:…"`);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function openSqlite(path: string): OpenDatabase {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  // WAL's default (NORMAL) can lose the last committed order on power loss.
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<StoreDatabase>({
    dialect: new ImmediateTransactionSqliteDialect({ database: connection }),
  });
  // The connection itself, past Kysely's queue: a read never waits for a transaction to finish.
  const ping = async () => {
    try {
      connection.prepare("select 1").get();
      return true;
    } catch {
      return false;
    }
  };
  return { db, kind: "sqlite", ping, close: () => db.destroy() };
}

function openPostgres(url: string, settings: PoolSettings): OpenDatabase {
  const pool = connectionPool(url, settings, settings.poolSize, settings.applicationName);
  // Its own connection: a burst of orders holding every pooled connection cannot starve readiness.
  const healthPool = connectionPool(url, settings, 1, `${settings.applicationName}-health`);
  const db = new Kysely<StoreDatabase>({
    dialect: new PostgresDialect({
      pool: withWaitLimit(pool, settings.poolWaitMs, settings.applicationName),
    }),
  });
  const ping = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((settle) => {
      timer = setTimeout(() => settle(false), timeoutMs);
    });
    const answered = healthPool.query("select 1").then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    db,
    kind: "postgres",
    ping,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
      await healthPool.end();
    },
  };
}

function connectionPool(url: string, settings: PoolSettings, max: number, applicationName: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // The client's own timeout, for opening a connection only: the pool's would also cut short the
    // wait for a connection lent out, and call that a lost database (withWaitLimit times the wait).
    Client: clientOpeningWithin(settings.connectTimeoutMs),
    idleTimeoutMillis: settings.idleTimeoutMs,
    statement_timeout: settings.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: settings.statementTimeoutMs || undefined,
    application_name: applicationName,
    keepAlive: true,
    types: storeTypeParsers(),
  });
  // A connection the server closed (a restart, a failover, an idle timeout) is dropped from the
  // pool and replaced on demand. Without listeners these events would end the process: the pool
  // hears of idle connections, and each connection of its own death while lent out between
  // queries (a transaction awaiting the next statement).
  const closed = (error: Error & { code?: string }) =>
    logger.warn(
      { reason: error.message, code: error.code, pool: applicationName },
      "a PostgreSQL connection was closed; it will be replaced",
    );
  pool.on("error", closed);
  pool.on("connect", (client) => client.on("error", closed));
  return pool;
}

/** pg's Client, giving up on opening a connection after `timeoutMs`. */
function clientOpeningWithin(timeoutMs: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeoutMs });
    }
  };
}

/** Every connection of a pool is lent out, and none came back within the wait limit. */
export class PoolFullError extends Error {
  readonly code = "STORE_POOL_FULL";

  constructor(
    readonly pool: string,
    readonly waitedMs: number,
  ) {
    super(`every connection of the ${pool} pool is in use; none came free within ${waitedMs} ms`);
  }
}

/**
 * The pool as Kysely uses it: a query that must wait for a connection lent out waits at most
 * `waitMs`, then fails with PoolFullError. A connection that comes free after the query gave up
 * goes straight back to the pool.
 */
function withWaitLimit(pool: pg.Pool, waitMs: number, name: string) {
  return {
    connect(): Promise<pg.PoolClient> {
      const mustWait = pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10);
      if (!mustWait) return pool.connect();
      return new Promise((resolve, reject) => {
        let gaveUp = false;
        const timer = setTimeout(() => {
          gaveUp = true;
          reject(new PoolFullError(name, waitMs));
        }, waitMs);
        pool.connect().then(
          (client) => {
            clearTimeout(timer);
            if (gaveUp) client.release();
            else resolve(client);
          },
          (error: unknown) => {
            clearTimeout(timer);
            if (!gaveUp) reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    end: () => pool.end(),
  };
}

/** Kysely's SQLite driver opens transactions with a deferred BEGIN; writers must take the lock at once. */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}

/** Brings the schema up to date; the same migrations serve SQLite and PostgreSQL. */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const which = failed ? `Migration ${failed.migrationName}` : "Migrating the database";
    throw new Error(`${which} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The database went away under the query (a restart, a failover, a killed connection) or cannot be
 * reached: the request may succeed if tried again on a new connection, now or in a moment.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = "code" in error ? String(error.code) : "";
  // 57P01–57P03: the server is shutting down or starting; class 08: connection exceptions.
  if (/^57P0[123]$|^08/.test(code) || ["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"].includes(code))
    return true;
  // "timeout expired": a new connection not opened within DATABASE_CONNECT_TIMEOUT_MS.
  return /Connection terminated|not queryable|timeout expired/i.test(error.message);
}

/**
 * The database is too busy to answer in time: a statement ran past the statement timeout (a burst
 * queued on one row), it has no connection to spare, or this process's pool had none free within
 * DATABASE_POOL_WAIT_MS. Nothing was written; the shopper may try again in a moment. Not retried
 * here: a retry would add to the load.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof PoolFullError) return true;
  if (!(error instanceof Error) || !("code" in error)) return false;
  // 57014 is also a cancel by hand: only the timeout's cancel is the load's.
  return (error.code === "57014" && /statement timeout/i.test(error.message)) || error.code === "53300";
}

const RETRY_DELAYS_MS = [50, 250, 1_000];

/**
 * Runs `work` again, on a new connection, when the database connection was lost under it. Only for
 * work that is safe to repeat: an order is (its idempotency key answers a repeat with its order).
 */
export async function retryOnConnectionLoss<T>(work: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return work();
}
