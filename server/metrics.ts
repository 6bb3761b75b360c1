import { timingSafeEqual } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { sql } from "kysely";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "~/utils/db.server";
import { CATALOGUE_PAGE_PATH } from "./page-cache";
import type { StoreServices } from "./services";

/**
 * GET /metrics in Prometheus's text format (issue #33), this process's: requests and their time by
 * family, orders taken and refused by reason, page-cache hits, the database pool, Node's own
 * (event-loop lag, memory, GC), and the outboxes' backlog, read from the database at each scrape.
 * Off unless METRICS_TOKEN is set; a scrape without `Authorization: Bearer <token>` is a 404.
 */
export function storeMetrics(services: Pick<StoreServices, "env" | "database">): {
  count: RequestHandler;
  answer: RequestHandler;
} {
  const token = services.env.METRICS_TOKEN;
  if (!token) return { count: passOn, answer: passOn };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "store_http_requests_total",
    help: "Requests answered, by route family, method and status class.",
    labelNames: ["family", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "store_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by route family.",
    labelNames: ["family"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: "store_orders_total",
    help: "POST /api/orders answers: created, replayed, or why refused.",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "store_page_cache_requests_total",
    help: "GETs of cacheable pages, answered from the rendered-page cache (hit) or rendered (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  poolGauges(services.database, registry);
  new Gauge({
    name: "store_database_ready",
    help: "1 when the database answers within 1 s on the health check's own connection, as /readyz asks.",
    registers: [registry],
    async collect() {
      this.set((await services.database.ping(1_000)) ? 1 : 0);
    },
  });
  const readOutboxes = outboxGauges(services.database.db, registry);

  const count: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now: a router mounted on a path (/api/orders) shortens req.path while it runs.
    const path = req.path;
    res.once("finish", () => {
      const family = routeFamily(path);
      requests.inc({ family, method: req.method, status: `${Math.floor(res.statusCode / 100)}xx` });
      duration.observe({ family }, Number(process.hrtime.bigint() - started) / 1e9);
      if (req.method === "POST" && path === "/api/orders") orders.inc({ outcome: orderOutcome(res) });
      if (req.method === "GET" && CATALOGUE_PAGE_PATH.test(path))
        pageCache.inc({ result: res.getHeader("x-page-cache") === "hit" ? "hit" : "miss" });
    });
    next();
  };
  const answer: RequestHandler = (req, res, next) => {
    if (req.path !== "/metrics") return next();
    if (!bearerIs(req.headers.authorization, token)) return next();
    void readOutboxes()
      .then(() => registry.metrics())
      .then((text) => res.set("Cache-Control", "no-store").type(registry.contentType).send(text), next);
  };
  return { count, answer };
}

const passOn: RequestHandler = (_req, _res, next) => next();

/** What an order's answer was, in a word a dashboard groups by. */
export const ORDER_OUTCOME = "orderOutcome";

function orderOutcome(res: Response): string {
  const named: unknown = res.locals[ORDER_OUTCOME];
  if (typeof named === "string") return named;
  if (res.statusCode === 422) return "invalid";
  if (res.statusCode === 429) return "rate_limited";
  if (res.statusCode >= 500) return "unavailable";
  return `refused_${res.statusCode}`;
}

function bearerIs(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A request's path in the few families an operator watches; never the path itself (routes and tokens). */
export function routeFamily(path: string): string {
  const page = path.replace(/^\/es(?=\/|$)/, "") || "/";
  if (page.startsWith("/api/")) return `api:${page.split("/")[2] ?? ""}`;
  if (page.startsWith("/assets/")) return "assets";
  if (page.startsWith("/images/")) return "images";
  if (page === "/healthz" || page === "/readyz" || page === "/metrics") return "health";
  if (page.startsWith("/staff")) return "staff";
  const first = page.split("/")[1]?.replace(/\.data$/, "") ?? "";
  if (first === "" || first === "_") return "page:home";
  return KNOWN_PAGES.has(first) ? `page:${first}` : "other";
}

const KNOWN_PAGES = new Set(["catalog", "product", "checkout", "order", "contact-us"]);

function poolGauges(database: StoreServices["database"], registry: Registry): void {
  new Gauge({
    name: "store_db_pool_connections",
    help: "This process's PostgreSQL pool: connections in use, idle, and queries waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: "in_use" }, pool.total - pool.idle);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
}

const OUTBOXES = ["outbox", "cdn_purge", "shopper_notice"] as const;

/** The outboxes' gauges, and what sets them: one query per outbox, once per scrape. */
function outboxGauges(db: Database, registry: Registry): () => Promise<void> {
  const backlog = new Gauge({
    name: "store_outbox_backlog",
    help: "Rows waiting to be delivered, by outbox (the order webhook, CDN purges, shoppers' notices).",
    labelNames: ["outbox"] as const,
    registers: [registry],
  });
  const oldestAge = new Gauge({
    name: "store_outbox_oldest_age_seconds",
    help: "How long the oldest undelivered row of each outbox has waited (0 when none waits).",
    labelNames: ["outbox"] as const,
    registers: [registry],
  });
  return async () => {
    for (const outbox of OUTBOXES) {
      const { waiting, oldest } = await waitingIn(db, outbox);
      backlog.set({ outbox }, Number(waiting));
      oldestAge.set({ outbox }, oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    }
  };
}

async function waitingIn(
  db: Database,
  outbox: (typeof OUTBOXES)[number],
): Promise<{ waiting: number | string; oldest: string | null }> {
  const { rows } = await sql<{
    waiting: number | string;
    oldest: string | null;
  }>`select count(*) as waiting, min(created_at) as oldest from ${sql.table(outbox)} where delivered_at is null`.execute(
    db,
  );
  return rows[0] ?? { waiting: 0, oldest: null };
}
