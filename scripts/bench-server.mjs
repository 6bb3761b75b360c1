// The production server the benchmarks measure: its own port, and a fresh SQLite file in `dir`;
// `appDir` is the checkout whose build runs (another one measures the "before" of a change). With
// WEB_CONCURRENCY in `env` it starts as `npm start` does: that many processes under one supervisor.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export function spawnBenchServer(port, dir, env = {}, appDir = ".") {
  const entry = env.WEB_CONCURRENCY ? "scripts/start.mjs" : "server.js";
  return spawn("node", [entry], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-session-secret",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "store.db")}`,
      IMAGE_CACHE_DIR: join(dir, "images"),
      NUMBERS_GIVEN_FILE: join(dir, "numbers-given.json"),
      LOG_LEVEL: "warn",
      // No balancer to notice a drain: a benchmark stops its server at once.
      DRAIN_MS: "0",
      ...env,
    },
    stdio: ["ignore", env.WEB_CONCURRENCY ? "pipe" : "ignore", "inherit"],
  });
}

/** Resolves once the supervisor of `spawnBenchServer(…, { WEB_CONCURRENCY })` says every process listens. */
export function allWebProcessesListen(child) {
  return new Promise((resolve, reject) => {
    let printed = "";
    child.stdout.on("data", (chunk) => {
      printed += chunk;
      if (/all \d+ web processes listen/.test(printed)) resolve();
    });
    child.once("exit", () =>
      reject(new Error(`the web processes exited before they all listened:\n${printed}`)),
    );
  });
}

/** Resolves once `url` answers 2xx; throws if `child` exits first. */
export async function waitUntilServing(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited before it served`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** How long a GET of `url` takes to its body's end; throws on an answer that is not 2xx. */
export async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** "median 3 ms, worst 58 ms (72 probes)": a benchmark row's account of repeated requests. */
export function latencySpread(latencies, what) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${median.toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms (${sorted.length} ${what})`;
}
