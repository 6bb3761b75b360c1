// Builds the app when build/ is missing or older than the sources, so `npm start` works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "server",
  // The command-line tools ride in the server bundle (server/app.ts exports runCli).
  "cli",
  "db",
  "store.config.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
const BUILT = "build/server/index.js";
/** Tests, specs and benchmarks never reach the bundle: editing one never rebuilds the store. */
const NOT_IN_THE_BUNDLE = /\.(test|spec|bench)\.tsx?$/;
/** Held while one process checks and builds; others wait, then find the build made. */
const LOCK = ".cache/build.lock";
/** The test run (STORE_TEST_RUN, set by the tests' global setup) whose build was checked. */
const CHECKED_RUN = "build/.checked-run";
const LOCK_GIVEN_UP_AFTER_MS = 10 * 60_000;

/** The newest change to a source of the bundle under `path` (ms since the epoch; 0: none). */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return NOT_IN_THE_BUNDLE.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/**
 * Inside a test run the build is checked once: the first test that starts a server builds if the
 * sources moved, and a source saved while the run goes on never rebuilds under a running server.
 */
export function buildIfMissing() {
  const run = process.env.STORE_TEST_RUN;
  withBuildLock(() => {
    if (run && existsSync(CHECKED_RUN) && readFileSync(CHECKED_RUN, "utf8") === run) return;
    buildIfStale();
    if (run) writeFileSync(CHECKED_RUN, run);
  });
}

function buildIfStale() {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (builtAt && Math.max(...SOURCES.map(newestChange)) <= builtAt) return;
  console.log(builtAt ? "Sources changed: rebuilding…" : "No build yet: building…");
  const startedAt = Date.now();
  // The build log (and the bundler's own notices) matters only when the build fails.
  // A large buffer, so a long log cannot cut the build short (spawnSync stops at 1 MB by default).
  // Always a production build: vitest runs with NODE_ENV=test, and Vite (with envDir: false) leaves
  // an unset NODE_ENV alone, either of which puts React's development build in the browser bundle.
  const build = spawnSync("npx", ["react-router", "build"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    throw new Error(`The build failed (exit ${build.status ?? build.signal}); its log is above.`);
  }
  console.log(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

/** Test files run side by side: without the lock, two would build at once and delete each other's assets. */
function withBuildLock(work) {
  mkdirSync(".cache", { recursive: true });
  while (!tryLock()) sleep(200);
  try {
    work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function tryLock() {
  try {
    mkdirSync(LOCK);
    return true;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    // A lock left by a process that died mid-build is taken over once no build could still be running.
    if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > LOCK_GIVEN_UP_AFTER_MS)
      rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfMissing();
