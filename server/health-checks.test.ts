import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { healthChecks, READY_TIMEOUT_MS } from "./health-checks";

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
