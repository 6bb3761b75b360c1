// Sign-in burst benchmark (issue #14): a production server on a fresh SQLite database takes 200
// concurrent wrong sign-ins (one account from 200 addresses, then 200 accounts from 200 addresses)
// while a shopper loads the catalogue page and a product image over and over. Prints how long the
// burst took, how its sign-ins were answered, how long the shopper's page and image took
// meanwhile, and the server's longest event-loop stall (its /metrics, prom-client's lag gauge). `--app-dir <dir>` measures another checkout's build (the "before" column of
// docs/benchmarks.md); run by `npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { latencySpread, spawnBenchServer, timedGet } from "./bench-server.mjs";

const PORT = 3155;
const BASE = `http://127.0.0.1:${PORT}`;
const BURST = 200;

export async function signInBurstBenchmarks({ appDir = "." } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "store-sign-in-bench-"));
  const server = spawnBenchServer(
    PORT,
    dir,
    { TRUST_PROXY: "1", PUBLIC_URL: BASE, METRICS_TOKEN },
    resolve(appDir),
  );
  try {
    await waitForCatalog(server);
    const image = await firstImage();
    for (const path of ["/catalog", image]) await timedGet(BASE + path);
    return [
      await burst("one account from 200 addresses", image, (index) => ({
        email: "owner@store.example",
        from: `10.200.${index >> 8}.${index & 255}`,
      })),
      await burst("200 accounts from 200 addresses", image, (index) => ({
        email: `nobody${index}@store.example`,
        from: `10.201.${index >> 8}.${index & 255}`,
      })),
    ];
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

async function burst(name, image, attempt) {
  await longestStall();
  const started = performance.now();
  let done = false;
  const signIns = Promise.all(Array.from({ length: BURST }, (_, index) => signIn(attempt(index)))).finally(
    () => (done = true),
  );
  const page = [];
  const picture = [];
  while (!done) {
    page.push(await timedGet(BASE + "/catalog"));
    picture.push(await timedGet(BASE + image));
  }
  const statuses = await signIns;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return [
    `${BURST} wrong sign-ins at once, ${name}`,
    `${seconds} s, answers ${countOf(statuses)}; meanwhile /catalog ${latencySpread(page, "loads")}, an image ${latencySpread(picture, "loads")}; the event loop's longest stall ${await longestStall()}`,
  ];
}

const METRICS_TOKEN = "sign-in-bench";

/** The longest event-loop stall since the last scrape (prom-client resets it on each), or "?" without /metrics. */
async function longestStall() {
  const response = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const seconds = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(await response.text())?.[1];
  return seconds ? `${(Number(seconds) * 1000).toFixed(0)} ms` : "?";
}

async function signIn({ email, from }) {
  const response = await fetch(`${BASE}/staff/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
    body: new URLSearchParams({ email, password: "not-the-password" }).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

async function firstImage() {
  const [product] = await (await fetch(`${BASE}/api/products`)).json();
  return `/images/${product.sizes[0].img.replace(/\.webp$/, "-480w.webp")}`;
}

function countOf(statuses) {
  const counts = new Map();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(", ");
}

async function waitForCatalog(server) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${BASE}/catalog`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("the server did not answer within 120 s");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "app-dir": { type: "string" } } });
  const rows = await signInBurstBenchmarks({ appDir: values["app-dir"] });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
}
