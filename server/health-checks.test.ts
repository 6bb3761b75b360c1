import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type OpenDatabase } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { databaseReadiness, healthChecks, READY_CHECK_INTERVAL_MS, READY_TIMEOUT_MS } from "./health-checks";

async function serve(database: OpenDatabase, lifecycle = { draining: false }) {
  const app = express().use(healthChecks({ database, lifecycle }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    lifecycle,
    get: async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      return { status: response.status, body: (await response.json()) as { status: string } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)("health checks on $kind", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.drop());

  it("ready while the database answers; not ready from the moment the server drains; alive throughout", async () => {
    const server = await serve(database);
    try {
      expect(await server.get("/readyz")).toEqual({ status: 200, body: { status: "ready" } });
      server.lifecycle.draining = true;
      expect(await server.get("/readyz")).toEqual({ status: 503, body: { status: "draining" } });
      expect(await server.get("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
    } finally {
      await server.close();
    }
  });
});

describe("health checks without a database", () => {
  it("alive, but not ready, and the answer comes within the readiness timeout", async () => {
    const unreachable = openDatabase("postgres://postgres@127.0.0.1:9/store", { connectTimeoutMs: 5_000 });
    const server = await serve(unreachable);
    try {
      expect(await server.get("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
      const started = Date.now();
      expect(await server.get("/readyz")).toEqual({ status: 503, body: { status: "database unavailable" } });
      expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1_000);
    } finally {
      await server.close();
      await unreachable.close();
    }
  });
});

describe("readiness from memory (issue #33)", () => {
  afterEach(() => vi.useRealTimers());

  /** A database whose answers the test gives: each ping waits until answered. */
  function scriptedDatabase() {
    const asked: Array<(yes: boolean) => void> = [];
    return { asked, ping: () => new Promise<boolean>((answer) => asked.push(answer)) };
  }

  it("answers every /readyz between checks from the last check, without asking the database", async () => {
    vi.useFakeTimers();
    const database = scriptedDatabase();
    const readiness = databaseReadiness(database.ping, () => Date.now());
    database.asked[0]!(true);
    for (let request = 0; request < 50; request++) expect(await readiness.ready()).toBe(true);
    expect(database.asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(READY_CHECK_INTERVAL_MS);
    expect(database.asked).toHaveLength(2);
  });

  it("turns unready at the next check when the database refuses, and within a second when it stops answering", async () => {
    vi.useFakeTimers();
    const database = scriptedDatabase();
    const readiness = databaseReadiness(database.ping, () => Date.now());
    database.asked[0]!(true);
    await vi.advanceTimersByTimeAsync(READY_CHECK_INTERVAL_MS);
    database.asked[1]!(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await readiness.ready()).toBe(false);
    await vi.advanceTimersByTimeAsync(READY_CHECK_INTERVAL_MS);
    database.asked[2]!(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(await readiness.ready()).toBe(true);
    // The next check never answers: ready until it has waited READY_TIMEOUT_MS, then not.
    await vi.advanceTimersByTimeAsync(READY_CHECK_INTERVAL_MS);
    expect(database.asked).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 10);
    expect(await readiness.ready()).toBe(true);
    expect(database.asked).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(20);
    expect(await readiness.ready()).toBe(false);
  });
});
