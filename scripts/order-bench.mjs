// Order benchmarks for `npm run bench` (issue #6): orders per second, the last 50 bottles under
// 200 concurrent orders, and a kill -9 loop that must lose no confirmed order. Each starts its own
// production server on a SQLite file it can also open, to set stock and count what was sold.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { spawnBenchServer } from "./bench-server.mjs";

const PORT = 3151;
const BASE = `http://127.0.0.1:${PORT}`;

/** Returns Markdown table rows: [measure, result]. */
export async function orderBenchmarks({ durationSeconds, connections, kills }) {
  const dir = mkdtempSync(join(tmpdir(), "store-order-bench-"));
  let server;
  let db;
  try {
    server = await startServer(dir);
    db = new SQLite(join(dir, "store.db"));
    const [plenty, last, ...killed] = db
      .prepare("select id from product_size where retired = 0 and inventory is not null order by id limit 5")
      .pluck()
      .all();
    const rows = [];
    setStock(db, plenty, 1_000_000_000);
    rows.push(await throughput(plenty, { durationSeconds, connections }));
    setStock(db, last, 50);
    rows.push(await lastBottles(last));
    server.kill("SIGTERM");
    await exited(server);
    for (const id of killed) setStock(db, id, 100_000);
    rows.push(await killLoop(dir, db, killed, kills));
    return rows;
  } finally {
    if (server?.exitCode === null) server.kill("SIGTERM");
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function throughput(id, { durationSeconds, connections }) {
  let n = 0;
  const result = await autocannon({
    url: `${BASE}/api/orders`,
    method: "POST",
    headers: { "content-type": "application/json" },
    connections,
    duration: durationSeconds,
    requests: [
      { setupRequest: (req) => ({ ...req, body: JSON.stringify(orderBody(id, 1, `bench-${n++}`)) }) },
    ],
  });
  if (result.non2xx) throw new Error(`orders: ${result.non2xx} non-2xx answers`);
  return [
    `POST /api/orders, new orders (${connections} connections, ${durationSeconds} s)`,
    `${Math.round(result.requests.average)} orders/s, p99 ${result.latency.p99} ms`,
  ];
}

async function lastBottles(id) {
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, index) => postOrder(orderBody(id, 1, `last-${index}`))),
  );
  const count = (status) => answers.filter((answer) => answer.status === status).length;
  if (count(201) !== 50 || count(409) !== 150) {
    throw new Error(`the last 50 bottles: ${JSON.stringify(answers.map((answer) => answer.status))}`);
  }
  return ["200 concurrent orders for the last 50 bottles", `${count(201)} sold, ${count(409)} answered 409`];
}

async function killLoop(dir, db, ids, kills) {
  const before = new Map(ids.map((id) => [id, stockOf(db, id) + soldOf(db, id)]));
  const confirmed = [];
  let sent = 0;
  for (let kill = 0; kill < kills; kill++) {
    const server = await startServer(dir);
    const load = Array.from({ length: 30 }, (_, index) =>
      postOrder(orderBody(ids[index % ids.length], 1 + (index % 3), `kill-${kill}-${index}`)),
    );
    sent += load.length;
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 150));
    server.kill("SIGKILL");
    await exited(server);
    for (const { number } of await Promise.all(load)) if (number) confirmed.push(number);
  }
  const stored = new Set(db.prepare("select number from orders").pluck().all());
  const lost = confirmed.filter((number) => !stored.has(number)).length;
  const drift = ids.filter((id) => stockOf(db, id) + soldOf(db, id) !== before.get(id)).length;
  if (lost || drift) throw new Error(`kill -9 loop: ${lost} confirmed orders lost, ${drift} sizes drifted`);
  return [
    `kill -9 loop (${kills} kills, ${sent} orders sent during them)`,
    `${confirmed.length} confirmed, 0 lost; stock + sold unchanged on ${ids.length} sizes`,
  ];
}

function orderBody(id, quantity, key) {
  return {
    idempotencyKey: `${key}-${randomUUID()}`,
    customer: { name: "Bench Shopper", phone: "305-555-0100" },
    fulfilment: { method: "pickup" },
    items: [{ id, quantity }],
    paymentMethod: "cash",
    tipPercent: 10,
  };
}

/** The answer's status, and the order number when a 201 arrived; status 0 when the server died first. */
async function postOrder(body) {
  try {
    const response = await fetch(`${BASE}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    return { status: response.status, number: response.status === 201 ? answer.order.number : null };
  } catch {
    return { status: 0, number: null };
  }
}

function setStock(db, id, inventory) {
  db.prepare("update product_size set inventory = ? where id = ?").run(inventory, id);
}

function stockOf(db, id) {
  return db.prepare("select inventory from product_size where id = ?").pluck().get(id);
}

function soldOf(db, id) {
  return db.prepare("select coalesce(sum(quantity), 0) from order_line where size_id = ?").pluck().get(id);
}

async function startServer(dir) {
  const server = spawnBenchServer(PORT, dir, { ORDER_RATE_LIMIT: "100000000", LOG_LEVEL: "fatal" });
  for (;;) {
    if (server.exitCode !== null) throw new Error("the order bench server exited");
    const healthy = await fetch(`${BASE}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exited(server) {
  return server.exitCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => server.once("exit", resolve));
}
