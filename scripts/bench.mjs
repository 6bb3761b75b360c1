// `npm run bench`: builds if needed, starts the production server on a fresh SQLite database and
// measures start-up and throughput with autocannon (loopback only). Prints a Markdown table; the
// figures we hold ourselves to are recorded in docs/benchmarks.md.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { spawnBenchServer } from "./bench-server.mjs";
import { buildIfMissing } from "./build-if-missing.mjs";
import { catalogChangeBenchmarks } from "./catalog-change-bench.mjs";
import { cdnHitRatioBenchmarks } from "./cdn-hit-ratio-bench.mjs";
import { firstLoadJs } from "./first-load-js.mjs";
import { fleetBenchmarks } from "./fleet-bench.mjs";
import { interactionBenchmarks } from "./interaction-bench.mjs";
import { lighthouseBenchmarks } from "./lighthouse-bench.mjs";
import { orderBenchmarks } from "./order-bench.mjs";
import { pageWeightBenchmarks, WEIGHED_PAGES } from "./page-weight.mjs";
import { renderThroughputBenchmarks } from "./render-throughput-bench.mjs";
import { signInBurstBenchmarks } from "./sign-in-bench.mjs";
import { zipBombBenchmarks } from "./zip-bomb-bench.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3150);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const REAL_EXPORT = "../shared/fixtures/real-store-catalog.json";

buildIfMissing();
const { runCli } = await import("../build/server/index.js");
await runCli(["search-benchmark"]);
// The real store's export when it is beside the repository, else the demo catalogue.
await runCli(["catalog-read-benchmark", ...(existsSync(REAL_EXPORT) ? [REAL_EXPORT] : [])]);
const dir = mkdtempSync(join(tmpdir(), "store-bench-"));
const started = performance.now();
const server = spawnBenchServer(PORT, dir);

try {
  const firstResponseMs = await waitForFirstResponse();
  const etag = (await fetch(`${BASE}/api/products`)).headers.get("etag");
  const rows = [
    ["start to first response (fresh database, seeding included)", `${firstResponseMs.toFixed(0)} ms`],
  ];
  for (const path of WEIGHED_PAGES) {
    const js = await firstLoadJs(`${BASE}${path}`);
    rows.push([
      `${path} first-load JavaScript${path === "/" ? " (issue #17: ≤ 125 KB gzip)" : ""}`,
      `${(js.gzipBytes / 1024).toFixed(1)} KB gzip in ${js.files} files`,
    ]);
  }
  rows.push(...(await pageWeightBenchmarks(BASE)));
  const gzip = { "accept-encoding": "gzip" };
  for (const target of [
    { name: "/api/products, uncompressed", path: "/api/products", headers: {} },
    { name: "/api/products, gzip", path: "/api/products", headers: gzip },
    { name: "/api/products, brotli", path: "/api/products", headers: { "accept-encoding": "br, gzip" } },
    { name: "/api/products, revalidation (304)", path: "/api/products", headers: { "if-none-match": etag } },
    { name: "SSR product page, uncompressed", path: "/product/buchanans-12-years", headers: {} },
    { name: "SSR product page, gzip", path: "/product/buchanans-12-years", headers: gzip },
    // What a browser asks for: the kept page's brotli, made once when it was kept (decision 0029).
    {
      name: "SSR product page, cached, Accept-Encoding: br",
      path: "/product/buchanans-12-years",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    },
    { name: "SSR home, uncompressed", path: "/", headers: {} },
    { name: "SSR catalogue, uncompressed", path: "/catalog", headers: {} },
    {
      name: "SSR catalogue, type and in stock, gzip",
      path: "/catalog?type=whiskey&inStock=1",
      headers: gzip,
    },
    { name: "SSR catalogue, search, gzip", path: "/catalog?search=reposado", headers: gzip },
    // A new address every request: the server renders each one (the rendered-page cache never hits).
    {
      name: "SSR product page, rendered every time",
      path: "/product/buchanans-12-years",
      headers: {},
      miss: true,
    },
    { name: "SSR catalogue, rendered every time", path: "/catalog?type=whiskey", headers: {}, miss: true },
  ]) {
    let request = 0;
    const result = await autocannon({
      url: BASE + target.path,
      headers: target.headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: target.miss
        ? [
            {
              setupRequest: (req) => ({
                ...req,
                path: `${target.path}${target.path.includes("?") ? "&" : "?"}n=${request++}`,
              }),
            },
          ]
        : undefined,
    });
    if (result.non2xx && !target.headers["if-none-match"])
      throw new Error(`${target.name}: ${result.non2xx} non-2xx answers`);
    rows.push([
      `${target.name} (${CONNECTIONS} connections, ${DURATION_S} s)`,
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms` +
        (result.errors ? `, ${result.errors} errors (${result.timeouts} timeouts)` : ""),
    ]);
  }
  rows.push(
    ...(await orderBenchmarks({
      durationSeconds: DURATION_S,
      // One SQLite writer: more connections only queue.
      connections: 10,
      kills: Number(process.env.BENCH_KILLS ?? 100),
    })),
  );
  rows.push(...(await signInBurstBenchmarks()));
  rows.push(...(await zipBombBenchmarks()));
  rows.push(...(await catalogChangeBenchmarks({ seconds: DURATION_S })));
  rows.push(...(await renderThroughputBenchmarks({ seconds: DURATION_S })));
  rows.push(...(await cdnHitRatioBenchmarks()));
  rows.push(...(await interactionBenchmarks(BASE)));
  if (process.env.TEST_DATABASE_URL) rows.push(...(await fleetBenchmarks({ seconds: DURATION_S })));
  else console.log("Fleet benchmarks skipped: set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run).");
  // Last, beside the original app when ORIGINAL_APP_URL points at it served (docs/benchmarks.md says how).
  const lighthouseTable = await lighthouseBenchmarks({
    store: BASE,
    original: process.env.ORIGINAL_APP_URL,
    runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
  if (lighthouseTable) console.log(`\n${lighthouseTable}`);
} finally {
  server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}

async function waitForFirstResponse() {
  for (;;) {
    try {
      const response = await fetch(`${BASE}/`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error("the server exited");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
