import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "../scripts/build-if-missing.mjs";
import {
  startStoreProcess as startStore,
  statusOf as status,
  waitUntil,
  waitUntilReady,
  type StoreProcess,
} from "../tests/setup/store-process";
import { forwardDatabase } from "../tests/setup/database-forwarder";
import { ownServerEnv } from "../tests/e2e/own-server";
import { stockedSizeId, testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";

/**
 * The store as an operator runs it (issue #13): real `node server.js` processes starting together,
 * on a port already taken, without a database, and stopping under a balancer's health checks.
 */

const FIRST_PORT = 3470;

beforeAll(() => buildIfMissing(), 180_000);

describe.each(testDatabaseKinds)(
  "five servers started in the same second on an empty $kind database",
  (kind) => {
    const dir = mkdtempSync(join(tmpdir(), `store-together-${kind.kind}-`));
    let database: TestDatabase;
    let stores: StoreProcess[] = [];
    const portBase = FIRST_PORT + (kind.kind === "postgres" ? 10 : 0);

    beforeAll(async () => {
      database = await kind.create();
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.stop()));
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("all become ready, one seeds the catalogue, none fails", async () => {
      stores = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          startStore(portBase + index, dir, { DATABASE_URL: database.url, DRAIN_MS: "0" }),
        ),
      );
      await Promise.all(stores.map((store) => waitUntilReady(store)));
      const seeded = stores.filter((store) => store.output().includes("Seeded the catalogue"));
      expect(seeded).toHaveLength(1);
      for (const store of stores) expect(store.output()).not.toMatch(/"level":(50|60)|Error:/);
      const { count } = await database.db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(389);
      for (const store of stores) expect(await status(`${store.url}/product/jameson`)).toBe(200);
    }, 90_000);
  },
);

describe("starting and stopping a server", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-process-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("on a terminal, says it is ready in a line a person reads; JSON lines anywhere else (issue #33)", async () => {
    // `script` gives the server a terminal of its own; its output comes back through the pipe.
    const port = FIRST_PORT + 32;
    const env = ownServerEnv(dir, { PORT: String(port), LOG_LEVEL: "info" });
    const server = spawn("script", ["-qefc", `${process.execPath} server.js`, "/dev/null"], {
      env,
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    let printed = "";
    server.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    try {
      await waitUntil(async () => printed.includes("Store ready on"), 60_000);
      const ready = printed.split(/\r?\n/).find((line) => line.includes("Store ready on"))!;
      // [17:03:17] INFO (22633): Store ready on http://127.0.0.1:…, colours aside.
      const plain = stripVTControlCharacters(ready);
      expect(plain).toMatch(
        new RegExp(
          `^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO \\(\\d+\\): Store ready on http://127\\.0\\.0\\.1:${port}`,
        ),
      );
      expect(printed).not.toContain('{"level"');
    } finally {
      process.kill(-server.pid!, "SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  }, 90_000);

  it("a port where a server already answers is refused before a store starts: its answers would pass for the new one's", async () => {
    const answering = createHttpServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => answering.listen(FIRST_PORT + 23, "127.0.0.1", resolve));
    try {
      await expect(startStore(FIRST_PORT + 23, dir, {})).rejects.toThrow(
        `a server already answers http://127.0.0.1:${FIRST_PORT + 23}`,
      );
    } finally {
      answering.close();
    }
  });

  it("a port already in use is a clear error and exit code 1, not 'ready'", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(FIRST_PORT + 20, "127.0.0.1", resolve));
    try {
      const store = await startStore(FIRST_PORT + 20, dir, {});
      expect(await store.exited).toBe(1);
      expect(store.output()).toContain(`port ${FIRST_PORT + 20} is already in use`);
      expect(store.output()).not.toContain("Store ready");
    } finally {
      taken.close();
    }
  }, 60_000);

  it("a database that never answers: a line per try, then a clear exit 1", async () => {
    const store = await startStore(FIRST_PORT + 21, dir, {
      DATABASE_URL: "postgres://postgres@127.0.0.1:9/store",
      DATABASE_STARTUP_WAIT_MS: "1500",
    });
    expect(await store.exited).toBe(1);
    const tries = store.output().match(/The database is not answering \(.*ECONNREFUSED/g) ?? [];
    expect(tries.length).toBeGreaterThanOrEqual(3);
    expect(store.output()).toMatch(/The store could not start: The database did not answer within 2 s/);
    expect(store.output()).not.toMatch(/Migration\s+failed/);
  }, 60_000);

  it("SIGTERM: not ready at once, still serving through the drain, then exit 0; a second signal cuts the drain short", async () => {
    const store = await startStore(FIRST_PORT + 22, dir, { DRAIN_MS: "60000" });
    await waitUntilReady(store);
    store.child.kill("SIGTERM");
    await waitUntil(async () => (await status(`${store.url}/readyz`)) === 503, 5_000);
    const page = await fetch(`${store.url}/product/jameson`);
    expect(page.status).toBe(200);
    // Each answer closes its connection: the balancer moves its reuse elsewhere.
    expect(page.headers.get("connection")).toBe("close");
    expect(store.child.exitCode).toBeNull();
    store.child.kill("SIGTERM");
    expect(await store.exited).toBe(0);
    expect(store.output()).toContain("SIGTERM: not ready any more; serving 60000 ms more");
  }, 60_000);
});

describe.runIf(testDatabaseKinds.some((kind) => kind.kind === "postgres"))(
  "PostgreSQL restarting under a running server",
  () => {
    const dir = mkdtempSync(join(tmpdir(), "store-restart-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** A new pickup order for one bottle of `sizeId`, straight to the server. */
    async function order(store: StoreProcess, sizeId: string): Promise<number> {
      const response = await fetch(`${store.url}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          idempotencyKey: `restart-${randomUUID()}`,
          customer: { name: "Restart Shopper", phone: "305-555-0142" },
          fulfilment: { method: "pickup" },
          items: [{ id: sizeId, quantity: 1 }],
          paymentMethod: "cash",
          tipPercent: 0,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    }

    it("a full pool is busy, not lost (issue #33): 503 with Retry-After after DATABASE_POOL_WAIT_MS, and the log says so", async () => {
      const database = await testDatabaseKinds.find((kind) => kind.kind === "postgres")!.create();
      const store = await startStore(FIRST_PORT + 31, dir, {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: "1",
        DATABASE_POOL_WAIT_MS: "300",
        DRAIN_MS: "0",
      });
      const admin = new pg.Client({ connectionString: database.url });
      try {
        await waitUntilReady(store);
        const sizeId = await stockedSizeId(database);
        // The order table locked from outside: the first order holds the server's one connection waiting.
        await admin.connect();
        await admin.query("begin");
        await admin.query("lock table orders in exclusive mode");
        const first = order(store, sizeId);
        await waitUntil(async () => {
          const { rows } = await admin.query(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and application_name = 'store-all'",
          );
          return rows[0].n === 1;
        }, 10_000);
        const second = await fetch(`${store.url}/api/orders/quote`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ items: [{ id: sizeId, quantity: 1 }] }),
        });
        expect(second.status).toBe(503);
        expect(second.headers.get("retry-after")).toBe("5");
        expect(await second.text()).toMatch(/briefly unavailable/);
        await admin.query("rollback");
        expect(await first).toBe(201);
        expect(store.output()).toMatch(/the database is busy: no connection or no time to spare \(503\)/);
        expect(store.output()).toMatch(/STORE_POOL_FULL/);
        expect(store.output()).not.toMatch(/connection was lost/);
      } finally {
        await admin.end().catch(() => {});
        await store.stop();
        await database.drop();
      }
    }, 60_000);

    it("costs only the requests made while it is away: readiness 503 then 200, orders made after, no exit", async () => {
      const database = await testDatabaseKinds.find((kind) => kind.kind === "postgres")!.create();
      const forwarder = await forwardDatabase(database.url);
      const store = await startStore(FIRST_PORT + 30, dir, { DATABASE_URL: forwarder.url, DRAIN_MS: "0" });
      try {
        await waitUntilReady(store);
        const sizeId = await stockedSizeId(database);
        expect(await order(store, sizeId)).toBe(201);

        forwarder.cut();
        await waitUntil(async () => (await status(`${store.url}/readyz`)) === 503, 5_000);
        // Still alive for the balancer, and an order says "try again" instead of failing.
        expect(await status(`${store.url}/healthz`)).toBe(200);
        expect(await order(store, sizeId)).toBe(503);

        forwarder.open();
        await waitUntilReady(store, 5_000);
        expect(await order(store, sizeId)).toBe(201);
        expect(await status(`${store.url}/product/jameson`)).toBe(200);
        expect(store.child.exitCode).toBeNull();
        expect(store.output()).not.toMatch(/"level":60/);
        const { count } = await database.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow();
        expect(Number(count)).toBe(2);
      } finally {
        await store.stop();
        await forwarder.close();
        await database.drop();
      }
    }, 90_000);
  },
);
