import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import express, { type ErrorRequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { vitalsApi, type VitalsLimits } from "./vitals-api";
import { LCP_REPORT } from "../tests/fixtures/web-vitals";

const LCP = LCP_REPORT;

const PLENTY: VitalsLimits = { batchesPerWindow: 1_000, windowMs: 60_000 };

interface VitalsServer {
  url: string;
  origin: string;
  close(): Promise<void>;
}

/** The route as app.ts mounts it, on a real socket, with the store's last-resort 500. */
async function startVitalsServer(database: TestDatabase, limits: VitalsLimits): Promise<VitalsServer> {
  const app = express();
  app.post("/api/vitals", vitalsApi({ database }, limits));
  const fail: ErrorRequestHandler = (_error, _req, res, _next) => void res.status(500).end();
  app.use(fail);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/api/vitals`,
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function rowCount(database: TestDatabase): Promise<number> {
  const { count } = await database.db
    .selectFrom("web_vital")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A body sent in chunks, with no Content-Length for the server to check up front. */
function postChunked(url: string, chunks: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: "POST", headers: { "Content-Type": "application/json" } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe.each(testDatabaseKinds)("POST /api/vitals on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: VitalsServer;
  beforeAll(async () => {
    database = await create();
    server = await startVitalsServer(database, PLENTY);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  /** Sends, and checks the answer changed no row. */
  async function expectRefused(send: () => Promise<Response>, status: number, error: string) {
    const before = await rowCount(database);
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(await rowCount(database)).toBe(before);
  }

  it("stores a batch from the store's own page with one insert and answers 204", async () => {
    const before = await rowCount(database);
    const batch = [LCP, { ...LCP, name: "CLS", value: 0.12, rating: "needs-improvement", id: "v5-cls" }];
    const response = await postJson(server.url, batch, { Origin: server.origin });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await rowCount(database)).toBe(before + 2);
    const rows = await database.db
      .selectFrom("web_vital")
      .selectAll()
      .where("metric_id", "in", [LCP.id, "v5-cls"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        metric_id: LCP.id,
        name: "LCP",
        value: 1234.5,
        rating: "good",
        path: "/product/buchanans-12",
        navigation_type: "navigate",
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      expect.objectContaining({ metric_id: "v5-cls", name: "CLS", value: 0.12, rating: "needs-improvement" }),
    ]);
  });

  it("accepts application/json with a charset", async () => {
    const response = await postJson(server.url, [LCP], { "Content-Type": "application/json; charset=utf-8" });
    expect(response.status).toBe(204);
  });

  it.each([
    ["text/plain (a beacon of a string)", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["application/json in another charset", "application/json; charset=latin1"],
  ])("refuses %s with 415", async (_case, contentType) => {
    await expectRefused(
      () => postJson(server.url, [LCP], { "Content-Type": contentType }),
      415,
      "unsupported_media_type",
    );
  });

  it("refuses a body without a content type with 415", async () => {
    await expectRefused(
      () => fetch(server.url, { method: "POST", body: new Blob([JSON.stringify([LCP])]) }),
      415,
      "unsupported_media_type",
    );
  });

  it("refuses a body over 8 KB with 413", async () => {
    const padded = JSON.stringify([LCP]) + " ".repeat(8 * 1024);
    await expectRefused(() => postJson(server.url, padded), 413, "too_large");
  });

  it("refuses a chunked body that grows over 8 KB with 413", async () => {
    const before = await rowCount(database);
    const status = await postChunked(server.url, ["[", ...Array(10).fill(" ".repeat(1024)), "]"]);
    expect(status).toBe(413);
    expect(await rowCount(database)).toBe(before);
  });

  it.each([
    ["cut short", '[{"name":"LCP"'],
    ["not JSON at all", "name=LCP"],
    ["a bare string", '"LCP"'],
  ])("refuses malformed JSON (%s) with 400", async (_case, body) => {
    await expectRefused(() => postJson(server.url, body), 400, "malformed_json");
  });

  it.each([
    ["an empty body", ""],
    ["a report outside a list", LCP],
    ["an empty list", []],
    ["eleven reports", Array(11).fill(LCP)],
    ["an unknown field", [{ ...LCP, userAgent: "x" }]],
    ["an unknown metric", [{ ...LCP, name: "FID" }]],
    ["a value out of range", [{ ...LCP, value: 1e12 }]],
    ["Infinity", `[${JSON.stringify(LCP).replace("1234.5", "1e999")}]`],
    ["a path that is a URL", [{ ...LCP, path: "https://evil.example/" }]],
    ["a path of 301 characters", [{ ...LCP, path: `/${"a".repeat(300)}` }]],
    ["one bad report among good ones", [LCP, { ...LCP, rating: "meh" }, LCP]],
  ])("refuses %s with 422 and stores none of it", async (_case, body) => {
    await expectRefused(() => postJson(server.url, body), 422, "validation");
  });
});

describe.each(testDatabaseKinds)("POST /api/vitals rate limit on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: VitalsServer;
  beforeAll(async () => {
    database = await create();
    server = await startVitalsServer(database, { batchesPerWindow: 3, windowMs: 60_000 });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it("answers 429 with Retry-After once an address has sent its batches, and stores nothing more", async () => {
    for (let sent = 0; sent < 3; sent++) expect((await postJson(server.url, [LCP])).status).toBe(204);
    const response = await postJson(server.url, [LCP]);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: "rate_limited" });
    expect(await rowCount(database)).toBe(3);
  });

  it("a restarted server (a new limiter on the same database) still refuses that address", async () => {
    const restarted = await startVitalsServer(database, { batchesPerWindow: 3, windowMs: 60_000 });
    try {
      expect((await postJson(restarted.url, [LCP])).status).toBe(429);
    } finally {
      await restarted.close();
    }
    expect(await rowCount(database)).toBe(3);
  });
});
