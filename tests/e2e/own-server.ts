import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";

/** A production server of the store that one test file starts for itself: its own port, env and database. */
export interface OwnServer {
  baseURL: string;
  process: ChildProcess;
  /** SIGTERM, wait for the exit, remove the database; returns the exit code. */
  stop(): Promise<number | null>;
}

/** The environment of a fresh store in `dir` (a new SQLite file), with `overrides` on top. */
export function ownServerEnv(dir: string, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "e2e-session-secret",
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${join(dir, "store.db")}`,
    // Generated images are the same for every server: share the suite's cache.
    IMAGE_CACHE_DIR: ".cache/test-image-cache",
    NUMBERS_GIVEN_FILE: join(dir, "numbers-given.json"),
    LOG_LEVEL: "warn",
    // No balancer to notice a drain: a test stops its server at once.
    DRAIN_MS: "0",
    GA_MEASUREMENT_ID: "",
    GOOGLE_MAPS_API_KEY: "",
    ...overrides,
  };
}

/**
 * The environment that starts an own server's clock at `instant` and lets it run on (a night order
 * at 3 a.m., whatever the hour of the run): tests/setup/store-clock.mjs, preloaded.
 */
export function storeClockAt(instant: Date): Record<string, string> {
  return {
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ""} --import ${resolve("tests/setup/store-clock.mjs")}`.trim(),
    STORE_TEST_NOW: instant.toISOString(),
  };
}

export function ownServerDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `store-${name}-`));
}

export async function startOwnServer(
  port: number,
  options: { dir?: string; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const dir = options.dir ?? ownServerDir(String(port));
  const baseURL = `http://127.0.0.1:${port}`;
  // Another server's answer would pass for this one's (this one could not bind): say so instead.
  if ((await fetch(`${baseURL}/healthz`).catch(() => null))?.ok)
    throw new Error(`a store already serves ${baseURL}: each own server needs a port of its own`);
  const child = spawn("node", ["server.js"], {
    env: ownServerEnv(dir, { PORT: String(port), ...options.env }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await waitUntilHealthy(baseURL, child);
  return {
    baseURL,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${baseURL} exited with ${child.exitCode}`);
    const status = await fetch(`${baseURL}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${baseURL} did not answer /healthz within 30 s`);
}

/** An own server's SQLite database, opened for what only a test may do (set stock, read a token), then closed. */
export function withStoreDatabase<T>(file: string, use: (db: SQLite.Database) => T): T {
  const db = new SQLite(file);
  try {
    db.pragma("busy_timeout = 5000");
    return use(db);
  } finally {
    db.close();
  }
}

/** The shopper notices an own server's store has queued, and how many of them it has not sent yet. */
export function shopperNoticeCounts(file: string): { queued: number; undelivered: number } {
  return withStoreDatabase(
    file,
    (db) =>
      db
        .prepare(
          "select count(*) as queued, count(*) - count(delivered_at) as undelivered from shopper_notice",
        )
        .get() as { queued: number; undelivered: number },
  );
}
