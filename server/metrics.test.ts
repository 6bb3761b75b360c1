import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "../scripts/build-if-missing.mjs";
import { startStoreProcess, waitUntilReady, type StoreProcess } from "../tests/setup/store-process";
import { stockedSizeId, testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { routeFamily } from "./metrics";

/** GET /metrics (issue #33): off without METRICS_TOKEN, a 404 without the token, Prometheus's text with it. */

const FIRST_PORT = 3700;
const TOKEN = "metrics-test-token";

beforeAll(() => buildIfMissing(), 180_000);

describe("route families", () => {
  it.each([
    ["/", "page:home"],
    ["/_.data", "page:home"],
    ["/es", "page:home"],
    ["/product/jameson", "page:product"],
    ["/es/product/jameson.data", "page:product"],
    ["/catalog", "page:catalog"],
    ["/order/secret-token", "page:order"],
    ["/api/orders", "api:orders"],
    ["/api/products/jameson/stock", "api:products"],
    ["/staff/orders/1042", "staff"],
    ["/images/x.webp", "images"],
    ["/readyz", "health"],
    ["/wp-login.php", "other"],
  ])("%s is %s, never the path itself", (path, family) => {
    expect(routeFamily(path)).toBe(family);
  });
});

describe.each(testDatabaseKinds)("GET /metrics on $kind", (kind) => {
  const dir = mkdtempSync(join(tmpdir(), `store-metrics-${kind.kind}-`));
  let database: TestDatabase;
  let store: StoreProcess;
  let sizeId = "";

  beforeAll(async () => {
    database = await kind.create();
    store = await startStoreProcess(FIRST_PORT + (kind.kind === "postgres" ? 1 : 0), dir, {
      DATABASE_URL: database.url,
      METRICS_TOKEN: TOKEN,
    });
    await waitUntilReady(store);
    sizeId = await stockedSizeId(database);
  }, 120_000);
  afterAll(async () => {
    await store?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const scrape = (authorization?: string) =>
    fetch(`${store.url}/metrics`, { headers: authorization ? { authorization } : {} });
  const value = (text: string, series: string) =>
    Number(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);

  it("is a 404 without the token or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`]) {
      expect((await scrape(authorization)).status).toBe(404);
    }
  });

  it("counts pages, the page cache, orders by outcome, and reads the outboxes and Node's own", async () => {
    for (let visit = 0; visit < 3; visit++) await (await fetch(`${store.url}/product/jameson`)).arrayBuffer();
    const order = (quantity: number) =>
      fetch(`${store.url}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          idempotencyKey: `metrics-${kind.kind}-${quantity}-${Date.now()}`,
          customer: { name: "Ana Pérez", phone: "305-555-0199" },
          fulfilment: { method: "pickup" },
          items: [{ id: sizeId, quantity }],
          paymentMethod: "cash",
          tipPercent: 0,
        }),
      });
    expect((await order(1)).status).toBe(201);
    expect((await order(0)).status).toBe(422);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(value(text, 'store_http_requests_total{family="page:product",method="GET",status="2xx"}')).toBe(3);
    expect(value(text, 'store_orders_total{outcome="created"}')).toBe(1);
    expect(value(text, 'store_orders_total{outcome="invalid"}')).toBe(1);
    // The second and third visits asked for a page rendered once: kept, then served from the cache.
    expect(value(text, 'store_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'store_outbox_backlog{outbox="outbox"}')).toBe(1);
    expect(value(text, 'store_outbox_oldest_age_seconds{outbox="outbox"}')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(value(text, "store_database_ready")).toBe(1);
    if (kind.kind === "postgres") expect(text).toMatch(/^store_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).not.toContain("/product/jameson");
  });

  it("has every series the alerts of docs/deploy.md ask for, with the label names they match on", async () => {
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    const asked = alertSeries();
    expect(asked.length).toBeGreaterThanOrEqual(3);
    for (const { name, labels } of asked) {
      const series = text
        .split("\n")
        .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
      expect(series, name).not.toEqual([]);
      // By name: a value may well be missing yet (no 5xx so far), a label name never.
      for (const label of labels)
        expect(
          series.some((line) => line.includes(`${label}="`)),
          `${name} ${label}`,
        ).toBe(true);
    }
  });
});

/**
 * The store's series the alerts' expressions of docs/deploy.md name (store_…, with the label names
 * they match on): an alert on a series or a label the store does not export would never fire.
 */
function alertSeries(): Array<{ name: string; labels: string[] }> {
  const deploy = readFileSync("docs/deploy.md", "utf8");
  const expressions = [...deploy.matchAll(/^\s*expr: (.+)$/gm)].map((match) => match[1]!);
  return expressions.flatMap((expression) =>
    [...expression.matchAll(/\b(store_\w+)(?:\{([^}]*)\})?/g)].map((match) => ({
      name: match[1]!,
      labels: (match[2] ?? "")
        .split(",")
        .filter(Boolean)
        .map((matcher) => matcher.split(/[=!~]/)[0]!.trim()),
    })),
  );
}

describe("a store without METRICS_TOKEN", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-metrics-off-"));
  let store: StoreProcess;
  beforeAll(async () => {
    store = await startStoreProcess(FIRST_PORT + 2, dir);
    await waitUntilReady(store);
  }, 120_000);
  afterAll(async () => {
    await store?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("has no /metrics at all", async () => {
    expect((await fetch(`${store.url}/metrics`, { headers: { authorization: "Bearer " } })).status).toBe(404);
  });
});
