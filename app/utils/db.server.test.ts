import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import pg from "pg";
import { createServer, type AddressInfo } from "node:net";
import {
  isConnectionLost,
  isDatabaseBusy,
  openDatabase,
  PoolFullError,
  retryOnConnectionLoss,
} from "./db.server";

describe("SQLite settings that protect orders", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.create();
  });
  afterAll(() => database.drop());

  it("commits with synchronous=FULL in WAL mode", async () => {
    const { rows } = await sql<{
      synchronous: number;
    }>`pragma synchronous`.execute(database.db);
    expect(rows[0]!.synchronous).toBe(2); // 2 = FULL
    const journal = await sql<{
      journal_mode: string;
    }>`pragma journal_mode`.execute(database.db);
    expect(journal.rows[0]!.journal_mode).toBe("wal");
    const keys = await sql<{
      foreign_keys: number;
    }>`pragma foreign_keys`.execute(database.db);
    expect(keys.rows[0]!.foreign_keys).toBe(1);
  });

  it("takes the write lock when a transaction begins (BEGIN IMMEDIATE)", async () => {
    const file = database.url.slice("file:".length);
    await database.db.transaction().execute(async () => {
      const other = new SQLite(file, { timeout: 0 });
      try {
        expect(() => other.prepare("begin immediate").run()).toThrow(/locked|busy/i);
      } finally {
        other.close();
      }
    });
  });
});

describe("openDatabase", () => {
  it("refuses a URL that is neither file: nor postgres:", () => {
    expect(() => openDatabase("mysql://localhost/store")).toThrow(/DATABASE_URL/);
  });
});

describe.each(testDatabaseKinds)("migrations on $kind", ({ create }) => {
  it("create the catalogue tables and are idempotent", async () => {
    const database = await create();
    try {
      const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(
        expect.arrayContaining([
          "catalog_state",
          "catalog_subtype",
          "catalog_type",
          "product",
          "product_route_redirect",
          "product_size",
        ]),
      );
      const { migrateToLatest } = await import("./db.server");
      await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
    } finally {
      await database.drop();
    }
  });
});

describe("a lost database connection", () => {
  it("is told apart from other errors", () => {
    const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
    expect(isConnectionLost(withCode("57P01", "terminating connection due to administrator command"))).toBe(
      true,
    );
    expect(isConnectionLost(withCode("08006"))).toBe(true);
    expect(isConnectionLost(withCode("ECONNREFUSED"))).toBe(true);
    expect(isConnectionLost(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionLost(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isConnectionLost(new Error("syntax error"))).toBe(false);
    expect(isConnectionLost("Connection terminated")).toBe(false);
  });

  it("is tried again, and other errors are not", async () => {
    let calls = 0;
    const flaky = () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error("terminating connection"), { code: "57P01" });
      return Promise.resolve("placed");
    };
    await expect(retryOnConnectionLoss(async () => flaky())).resolves.toBe("placed");
    expect(calls).toBe(3);
    let failures = 0;
    const broken = async () => {
      failures++;
      throw new Error("check constraint");
    };
    await expect(retryOnConnectionLoss(broken)).rejects.toThrow("check constraint");
    expect(failures).toBe(1);
  });
});

describe.runIf(testDatabaseKinds.some((kind) => kind.kind === "postgres"))("PostgreSQL pool", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabaseKinds.find((kind) => kind.kind === "postgres")!.create();
  });
  afterAll(() => database.drop());

  const terminateStoreConnections = () =>
    runAsAdmin(database.url, (client) =>
      client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      ),
    );

  it("survives its connections being killed, idle or mid-transaction, and serves the next query", async () => {
    const pool = openDatabase(database.url, { poolSize: 4, applicationName: "store-test" });
    try {
      await Promise.all([1, 2, 3].map(() => sql`select 1`.execute(pool.db)));
      const midTransaction = pool.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await terminateStoreConnections();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sql`select 1`.execute(trx);
      });
      await expect(midTransaction).rejects.toSatisfy(isConnectionLost);
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(pool.db);
      expect(rows[0]!.answer).toBe(42);
      expect(await pool.ping(1_000)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it("takes its pool size, timeouts and name from the settings", async () => {
    const pool = openDatabase(database.url, {
      poolSize: 3,
      statementTimeoutMs: 200,
      applicationName: "store-settings-test",
    });
    try {
      // Too busy to answer in time: the shopper is told to wait a moment (503), not that it failed.
      await expect(sql`select pg_sleep(1)`.execute(pool.db)).rejects.toSatisfy(
        (error) => error instanceof Error && /statement timeout/.test(error.message) && isDatabaseBusy(error),
      );
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Four asked for at once: three connections, the fourth waits for one.
      const held = Array.from({ length: 4 }, () => pool.db.connection().execute(() => gate));
      const storeConnections = async () => {
        const { rows } = await runAsAdmin(database.url, (client) =>
          client.query(
            "select count(*)::int as n from pg_stat_activity where application_name = 'store-settings-test'",
          ),
        );
        return rows[0].n as number;
      };
      await vi.waitFor(async () => expect(await storeConnections()).toBe(3));
      // The health check has a connection of its own: the busy pool does not keep it waiting.
      expect(await pool.ping(500)).toBe(true);
      await sleep(200);
      expect(await storeConnections()).toBe(3);
      release();
      await Promise.all(held);
    } finally {
      await pool.close();
    }
  });

  it("a query that waits past DATABASE_POOL_WAIT_MS for a lent-out connection is busy, not lost; the connection still comes back (issue #33)", async () => {
    const pool = openDatabase(database.url, {
      poolSize: 1,
      poolWaitMs: 300,
      applicationName: "store-wait-test",
    });
    try {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const holding = pool.db.connection().execute(async (connection) => {
        await sql`select 1`.execute(connection);
        await gate;
      });
      await sleep(50);
      const started = Date.now();
      const waited = await sql`select 1`.execute(pool.db).then(
        () => new Error("answered while the only connection was lent out"),
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(waited).toBeInstanceOf(PoolFullError);
      expect(isDatabaseBusy(waited)).toBe(true);
      expect(isConnectionLost(waited)).toBe(false);
      // A query that gets the connection within the limit waits for it and is answered.
      const inTime = sql<{ answer: number }>`select 7 as answer`.execute(pool.db);
      await sleep(100);
      release();
      await holding;
      expect((await inTime).rows[0]!.answer).toBe(7);
      expect((await sql<{ answer: number }>`select 8 as answer`.execute(pool.db)).rows[0]!.answer).toBe(8);
    } finally {
      await pool.close();
    }
  });

  it("a connection that cannot be opened within DATABASE_CONNECT_TIMEOUT_MS counts as lost", async () => {
    // A listener that never answers: the connection opens at TCP but PostgreSQL's greeting never comes.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const pool = openDatabase(`postgres://postgres@127.0.0.1:${port}/store`, {
      connectTimeoutMs: 200,
      poolWaitMs: 5_000,
    });
    try {
      const error = await sql`select 1`.execute(pool.db).then(
        () => new Error("answered"),
        (failure: unknown) => failure,
      );
      expect(isConnectionLost(error)).toBe(true);
      expect(isDatabaseBusy(error)).toBe(false);
    } finally {
      await pool.close();
      silent.close();
    }
  });

  it("readiness is false, within its timeout, when the database cannot be reached", async () => {
    const unreachable = openDatabase("postgres://postgres@127.0.0.1:9/store", { connectTimeoutMs: 300 });
    try {
      const started = Date.now();
      expect(await unreachable.ping(500)).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await unreachable.close();
    }
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function runAsAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
