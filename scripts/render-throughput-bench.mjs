// Issue #17: uncached product renders per second, beside the floor of the same machine in the same
// run (a minimal Express app answering a 30 KB page, in a process of its own like the store).
// React Router's own floor (bench/react-router-floor: a page of the same shape, none of the store's
// code) is measured the same way, to say which part of a render's cost is the framework's.
// Every store request is a new address (?n=…), so the rendered-page cache never answers it. A second
// pass then asks for the same addresses again, as a crawler's second visit does: each is now wanted
// and kept, and its compression must not pile up (issue #17: 2.7 GB, a tenth of the renders).
// `node scripts/render-throughput-bench.mjs [appDir]`; `npm run bench` runs it too.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { allWebProcessesListen, spawnBenchServer, waitUntilServing } from "./bench-server.mjs";

const STORE_PORT = 3167;
const FLOOR_PORT = 3164;
const FRAMEWORK_FLOOR_PORT = 3163;
const EVERY_CORE_PORT = 3168;
const FRAMEWORK_FLOOR_APP = fileURLToPath(new URL("../bench/react-router-floor", import.meta.url));
const PRODUCT = "/product/buchanans-12-years";
/** Rounds of the floor and the store in turns; each takes a sixth of the run's seconds. */
const ROUNDS = 6;

const MINIMAL_EXPRESS = `
const express = require("express");
const page = "<!doctype html><html><body>" + "<p>A bottle of something good.</p>".repeat(880) + "</body></html>";
express().get("/", (req, res) => res.type("html").send(page)).listen(${FLOOR_PORT}, "127.0.0.1");
`;

export async function renderThroughputBenchmarks({ seconds = 10, appDir = "." } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "store-render-bench-"));
  const frameworkFloorBuild = join(dir, "framework-floor");
  // The floor's build lives outside the checkout; its imports find the checkout's packages here.
  symlinkSync(fileURLToPath(new URL("../node_modules", import.meta.url)), join(dir, "node_modules"));
  execFileSync("npx", ["react-router", "build", FRAMEWORK_FLOOR_APP], {
    env: { ...process.env, NODE_ENV: "production", FLOOR_BUILD_DIRECTORY: frameworkFloorBuild },
    stdio: "ignore",
  });
  const floor = spawn("node", ["-e", MINIMAL_EXPRESS], { cwd: resolve(appDir), stdio: "inherit" });
  const frameworkFloor = spawn("node", ["server.mjs"], {
    cwd: FRAMEWORK_FLOOR_APP,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(FRAMEWORK_FLOOR_PORT),
      FLOOR_BUILD_DIRECTORY: frameworkFloorBuild,
    },
    stdio: "inherit",
  });
  const store = spawnBenchServer(STORE_PORT, dir, {}, resolve(appDir));
  try {
    await waitUntilServing(`http://127.0.0.1:${FLOOR_PORT}/`, floor);
    await waitUntilServing(`http://127.0.0.1:${FRAMEWORK_FLOOR_PORT}${PRODUCT}`, frameworkFloor);
    await waitUntilServing(`http://127.0.0.1:${STORE_PORT}${PRODUCT}`, store);
    const floorRate = await requestsPerSecond(`http://127.0.0.1:${FLOOR_PORT}/`, seconds, false);
    const frameworkUrl = `http://127.0.0.1:${FRAMEWORK_FLOOR_PORT}${PRODUCT}`;
    const storeUrl = `http://127.0.0.1:${STORE_PORT}${PRODUCT}`;
    const [frameworkAddresses, storeAddresses] = [newAddresses(), newAddresses()];
    const rounds = await pairedRounds(
      () => requestsPerSecond(frameworkUrl, seconds / ROUNDS, frameworkAddresses),
      () => requestsPerSecond(storeUrl, seconds / ROUNDS, storeAddresses),
    );
    const frameworkRate = median(rounds.map(([framework]) => framework));
    const storeRate = median(rounds.map(([, storeRound]) => storeRound));
    const ratios = rounds.map(([framework, storeRound]) => (100 * storeRound) / framework);
    // The store's addresses again, from the first: each is now wanted and kept.
    const secondPassRate = await requestsPerSecond(storeUrl, seconds, newAddresses());
    const storeRss = residentMegabytes(store.pid);
    store.kill("SIGTERM");
    const cores = availableParallelism();
    const everyCoreRate = await everyCoreRenders(dir, resolve(appDir), cores, seconds);
    return [
      [
        `uncached product page renders (10 connections, ${seconds} s; goal 800/s)`,
        `${storeRate} req/s, beside a minimal Express 30 KB page at ${floorRate} req/s (${((100 * storeRate) / floorRate).toFixed(0)} %)`,
      ],
      [
        `React Router's own floor: a page of the same shape, none of the store's code (bench/react-router-floor), in ${ROUNDS} rounds taking turns with the store`,
        `${frameworkRate} req/s (the store renders at ${median(ratios).toFixed(0)} % of it: the median of the rounds, which ranged ${Math.min(...ratios).toFixed(0)}–${Math.max(...ratios).toFixed(0)} %)`,
      ],
      [
        `the same addresses asked again, each now kept (${seconds} s)`,
        `${secondPassRate} req/s, RSS afterwards ${storeRss} MB`,
      ],
      [
        `uncached product page renders, npm start with WEB_CONCURRENCY=${cores} (the load generator shares the cores; goal 800/s)`,
        `${everyCoreRate} req/s (${(everyCoreRate / storeRate).toFixed(2)}× one process)`,
      ],
    ];
  } finally {
    floor.kill("SIGTERM");
    frameworkFloor.kill("SIGTERM");
    store.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Uncached renders from `npm start`'s web processes, one per core, on a database of their own. */
async function everyCoreRenders(dir, appDir, cores, seconds) {
  const everyCoreDir = join(dir, "every-core");
  mkdirSync(everyCoreDir);
  const store = spawnBenchServer(EVERY_CORE_PORT, everyCoreDir, { WEB_CONCURRENCY: String(cores) }, appDir);
  try {
    await allWebProcessesListen(store);
    return await requestsPerSecond(`http://127.0.0.1:${EVERY_CORE_PORT}${PRODUCT}`, seconds, newAddresses());
  } finally {
    store.kill("SIGTERM");
  }
}

/** Linux's count of the process's resident memory. */
function residentMegabytes(pid) {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kilobytes) / 1024);
}

/**
 * Addresses to ask for: ?n=0, 1, 2…, carrying on across the runs given them, so no round repeats
 * another's address (the store would serve it from its cache). New ones start from 0 again.
 */
function newAddresses() {
  let next = 0;
  return { next: () => next++ };
}

/**
 * `first` and `second` measured in turns (first, second, second, first…): on a machine whose speed
 * drifts by a quarter within minutes (shared cores), two back-to-back runs compared the drift as
 * much as the servers; each round's pair saw the same machine. Each value is a round's pair.
 */
async function pairedRounds(first, second) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) rounds.push([await first(), await second()]);
    else {
      const later = await second();
      rounds.push([await first(), later]);
    }
  }
  return rounds;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** Requests a second at `url`; with `addresses`, each request asks for a new ?n= of them. */
async function requestsPerSecond(url, seconds, addresses) {
  const path = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    requests: addresses
      ? [{ setupRequest: (req) => ({ ...req, path: `${path}?n=${addresses.next()}` }) }]
      : undefined,
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return Math.round(result.requests.average);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await renderThroughputBenchmarks({
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    appDir: process.argv[2] ?? ".",
  });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
}
