// Fleet benchmarks (issue #13): three app servers on one fresh PostgreSQL database, on the server
// that TEST_DATABASE_URL names. Measures how long a stock change takes to reach the other servers,
// the product page's cache hit ratio while orders stream, and orders per second through the
// balancer with /readyz's latency meanwhile. `--app-dir <dir>` measures another checkout's build
// (the "before" column of docs/benchmarks.md); run by `npm run bench` when TEST_DATABASE_URL is set.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startBalancer } from "./balancer.mjs";

const FIRST_PORT = 3160;
const SERVERS = 3;

export async function fleetBenchmarks({
  appDir = ".",
  adminUrl = process.env.TEST_DATABASE_URL,
  seconds = 20,
} = {}) {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL must name a PostgreSQL server");
  const dir = resolve(appDir);
  if (!existsSync(resolve(dir, "build/server/index.js")))
    throw new Error(`${dir} has no build: npm run build there`);
  const database = await freshDatabase(adminUrl, "store_fleet_bench");
  const servers = await startServers(dir, database.url);
  const readinessPath = (await fetch(`${servers[0].url}/readyz`)).status === 404 ? "/healthz" : "/readyz";
  const balancer = await startBalancer(
    servers.map((server, index) => ({ name: `web${index + 1}`, address: `127.0.0.1:${server.port}` })),
    { readinessPath },
  );
  try {
    const stock = await openStock(database.url);
    try {
      const sizes = await stock.plentiful(200);
      return [
        await stockReachesOtherServers(servers, stock, sizes),
        await pageCacheHitRatio(servers, sizes, seconds),
        await ordersThroughBalancer(balancer.url, servers, sizes, seconds, readinessPath),
      ];
    } finally {
      await stock.close();
    }
  } finally {
    await balancer.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

async function freshDatabase(adminUrl, name) {
  await admin(adminUrl, `drop database if exists ${name} with (force)`);
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Three servers on the empty database: the first seeds it, then the other two start. (Starting them
 * in the same second is the fleet test's business; the build measured "before" crashed doing it.)
 */
async function startServers(appDir, databaseUrl) {
  const [first, ...others] = Array.from({ length: SERVERS }, (_, index) => FIRST_PORT + index);
  const servers = [startServer(appDir, databaseUrl, first)];
  await waitForPage(servers[0]);
  servers.push(...others.map((port) => startServer(appDir, databaseUrl, port)));
  for (const server of servers) await waitForPage(server);
  return servers;
}

function startServer(appDir, databaseUrl, port) {
  const child = spawn("node", ["server.js"], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      IMAGE_CACHE_DIR: resolve(".cache/test-image-cache"),
      ORDER_RATE_LIMIT: "1000000000",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://shop.example",
      SESSION_SECRET: "fleet-bench-secret",
      DRAIN_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", done));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    get exitCode() {
      return child.exitCode;
    },
  };
}

async function waitForPage(server) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`the server on ${server.url} exited`);
    if (
      await fetch(`${server.url}/product/jameson`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`the server on ${server.url} did not start`);
}

/** The database side: plenty of stock on many sizes, so no order is refused. */
async function openStock(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async plentiful(count) {
      const { rows } = await client.query(
        `select s.id, p.route from product_size s join product p on p.id = s.product_id
          where s.retired = 0 and p.retired = 0 and s.inventory is not null order by s.id limit $1`,
        [count],
      );
      await client.query("update product_size set inventory = 1000000 where id = any($1)", [
        rows.map((row) => row.id),
      ]);
      return rows;
    },
    close: () => client.end(),
  };
}

function orderBody(sizeId) {
  return JSON.stringify({
    idempotencyKey: `bench-${randomUUID()}`,
    customer: {
      name: "Bench Shopper",
      phone: `305-555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
    },
    fulfilment: { method: "pickup" },
    items: [{ id: sizeId, quantity: 1 }],
    paymentMethod: "cash",
    tipPercent: 10,
  });
}

async function postOrder(url, sizeId) {
  const response = await fetch(`${url}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: orderBody(sizeId),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`an order answered ${response.status}`);
}

/**
 * An order on the first server, then the other two polled (a conditional GET of /api/products every
 * 5 ms) until their answer changes: how long the other servers show stale stock.
 */
async function stockReachesOtherServers(servers, stock, sizes, trials = 15) {
  const [first, ...others] = servers;
  const delays = [];
  for (let trial = 0; trial < trials; trial++) {
    const etags = await Promise.all(others.map((server) => productsEtag(server)));
    await postOrder(first.url, sizes[trial % sizes.length].id);
    const ordered = performance.now();
    const seen = await Promise.all(others.map((server, index) => changedAfter(server, etags[index])));
    delays.push(Math.max(...seen) - ordered);
  }
  delays.sort((a, b) => a - b);
  return [
    "a stock change (an order on one server) reaching the other two servers' /api/products",
    `median ${Math.round(delays[Math.floor(delays.length / 2)])} ms, worst ${Math.round(delays.at(-1))} ms (${trials} orders)`,
  ];
}

async function productsEtag(server) {
  const response = await fetch(`${server.url}/api/products`);
  await response.arrayBuffer();
  return response.headers.get("etag");
}

async function changedAfter(server, etag) {
  for (const deadline = performance.now() + 30_000; performance.now() < deadline;) {
    const response = await fetch(`${server.url}/api/products`, { headers: { "if-none-match": etag } });
    await response.arrayBuffer();
    if (response.status === 200) return performance.now();
    await sleep(5);
  }
  throw new Error(`${server.url} never showed the change`);
}

/**
 * Every product's page asked of the first server, 300 pages a second, while 5 orders a second for
 * sizes across the catalogue go to all three: the share of pages answered from the cache.
 */
async function pageCacheHitRatio(servers, sizes, seconds) {
  const routes = (await (await fetch(`${servers[0].url}/api/products`)).json()).map(
    (product) => product.route,
  );
  const streaming = streamOrders(servers, sizes, 5);
  let hits = 0;
  let answers = 0;
  let next = 0;
  try {
    await autocannon({
      url: servers[0].url,
      connections: 10,
      overallRate: 300,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/product/${encodeURIComponent(routes[next++ % routes.length])}`,
          }),
          onResponse: (status, _body, _context, headers) => {
            answers++;
            // Header names as the server wrote them (autocannon keeps their case).
            if (headers?.["X-Page-Cache"] === "hit") hits++;
          },
        },
      ],
    });
  } finally {
    await streaming.stop();
  }
  return [
    `product page cache hit ratio: all ${routes.length} products' pages at 300/s while ${streaming.placed()} orders streamed at 5/s (${seconds} s)`,
    `${((100 * hits) / answers).toFixed(1)} % (${hits} of ${answers} answers)`,
  ];
}

function streamOrders(servers, sizes, perSecond) {
  let placed = 0;
  let stopped = false;
  const running = (async () => {
    for (let n = 0; !stopped; n++) {
      const started = performance.now();
      await postOrder(servers[n % servers.length].url, sizes[Math.floor(Math.random() * sizes.length)].id);
      placed++;
      await sleep(Math.max(0, 1000 / perSecond - (performance.now() - started)));
    }
  })();
  return {
    placed: () => placed,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** New orders through the balancer (30 connections), and each server's readiness probed every 100 ms meanwhile. */
async function ordersThroughBalancer(balancerUrl, servers, sizes, seconds, readinessPath) {
  const probes = servers.map((server) => probeReadiness(server, readinessPath));
  let n = 0;
  let result;
  try {
    result = await autocannon({
      url: `${balancerUrl}/api/orders`,
      method: "POST",
      headers: { "content-type": "application/json" },
      connections: 30,
      duration: seconds,
      requests: [{ setupRequest: (req) => ({ ...req, body: orderBody(sizes[n++ % sizes.length].id) }) }],
    });
  } finally {
    for (const probe of probes) probe.stop();
  }
  const latencies = (await Promise.all(probes.map((probe) => probe.done))).flat().sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
  return [
    `POST /api/orders through the balancer to three servers (30 connections, ${seconds} s); readiness meanwhile`,
    `${Math.round(result.requests.average)} orders/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx; ` +
      `readiness p99 ${Math.round(p99)} ms, worst ${Math.round(latencies.at(-1))} ms (${latencies.length} probes)`,
  ];
}

/** Readiness probed every 100 ms (on a build without /readyz, /healthz: it asked the database there). */
function probeReadiness(server, path) {
  let stopped = false;
  const done = (async () => {
    const latencies = [];
    while (!stopped) {
      const started = performance.now();
      await fetch(`${server.url}${path}`).then(
        (response) => response.arrayBuffer(),
        () => null,
      );
      latencies.push(performance.now() - started);
      await sleep(100);
    }
    return latencies;
  })();
  return { done, stop: () => (stopped = true) };
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "app-dir": { type: "string" }, seconds: { type: "string" } } });
  const rows = await fleetBenchmarks({ appDir: values["app-dir"], seconds: Number(values.seconds ?? 20) });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
}
