import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "../../scripts/build-if-missing.mjs";
import { ownServerEnv } from "../e2e/own-server";
import { waitUntil } from "../setup/store-process";

/**
 * `npm start` on every core (issue #32, decision 0058): WEB_CONCURRENCY=2 web processes under
 * node:cluster on one SQLite file and one port. Two processes behave as two servers of a fleet:
 * a staff session, the failed sign-in count and stock are the store's, not a process's. Which
 * process answered is read from its own request log line (pino writes its pid on each).
 */

const PORT = 3560;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF_EMAIL = "marta@store.example";
const STAFF_PASSWORD = "correct horse battery";

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The web process that logged it. */
  pid: number;
}

describe("npm start with WEB_CONCURRENCY=2 on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-web-processes-"));
  let output = "";
  let supervisor: ReturnType<typeof spawn>;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    buildIfMissing();
    supervisor = spawn("node", ["scripts/start.mjs"], {
      // Debug: a process says when it has taken in another's change.
      env: ownServerEnv(dir, { PORT: String(PORT), WEB_CONCURRENCY: "2", LOG_LEVEL: "debug" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    supervisor.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => supervisor.once("exit", resolve));
    await waitUntil(async () => readyPids().length === 2, 60_000);
    execFileSync(
      "node",
      [
        "scripts/store-cli.mjs",
        "staff-add",
        "--email",
        STAFF_EMAIL,
        "--name",
        "Marta Ruiz",
        "--role",
        "owner",
      ],
      { env: ownServerEnv(dir, { STAFF_PASSWORD }), stdio: "pipe" },
    );
  });

  afterAll(async () => {
    if (supervisor.exitCode === null) supervisor.kill("SIGKILL");
    for (const pid of readyPids()) killQuietly(pid);
    rmSync(dir, { recursive: true, force: true });
  });

  const readyPids = () => readyPidsIn(output);

  /** One request on a connection of its own, with a mark in its address to find its log line. */
  async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
    const mark = randomUUID();
    const url = `${BASE}${path}${path.includes("?") ? "&" : "?"}probe=${mark}`;
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { connection: "close", ...init.headers },
    });
    const text = await response.text();
    let pid = 0;
    await waitUntil(async () => {
      pid = Number(new RegExp(`"pid":(\\d+)[^\\n]*probe=${mark}`).exec(output)?.[1] ?? 0);
      return pid > 0;
    }, 10_000);
    return { status: response.status, headers: response.headers, text, pid };
  }

  /** Asks until both web processes have answered (the cluster takes turns); every answer. */
  async function askBoth(path: string, init: RequestInit = {}): Promise<Answer[]> {
    const answers: Answer[] = [];
    while (new Set(answers.map((answer) => answer.pid)).size < 2) {
      if (answers.length >= 10) throw new Error(`only process ${answers[0]?.pid} answered ${path}`);
      answers.push(await ask(path, init));
    }
    return answers;
  }

  function signIn(password: string): Promise<Answer> {
    return ask("/staff/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ email: STAFF_EMAIL, password }).toString(),
    });
  }

  it("says once, in the supervisor's words, that the store is ready and where (issue #33)", () => {
    expect(output.match(/the store is ready at /g)).toHaveLength(1);
    expect(output).toContain(`all 2 web processes listen: the store is ready at ${BASE}`);
  });

  it("serves from two processes, neither of them the supervisor", async () => {
    const pids = new Set((await askBoth("/catalog")).map((answer) => answer.pid));
    expect(pids).toEqual(new Set(readyPids()));
    expect(pids.has(supervisor.pid!)).toBe(false);
  });

  it("keeps a staff session made by one process on the other", async () => {
    const signedIn = await signIn(STAFF_PASSWORD);
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const console = await askBoth("/staff/orders", { headers: { cookie } });
    expect(console.map((answer) => answer.status)).toEqual(console.map(() => 200));
    // The same page without the cookie sends a visitor to sign in, on either process.
    expect((await ask("/staff/orders")).status).toBe(302);
  });

  it("counts failed sign-ins for the store: five spread over both processes lock the account", async () => {
    const failures = [];
    for (let attempt = 0; attempt < 5; attempt++) failures.push(await signIn("wrong password"));
    expect(new Set(failures.map((answer) => answer.pid)).size).toBe(2);
    const refused = await askBoth("/staff/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ email: STAFF_EMAIL, password: STAFF_PASSWORD }).toString(),
    });
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 429));
  });

  it("shows a sale made through one process in the other's stock, told by the supervisor, not found by its poll", async () => {
    const products = JSON.parse((await ask("/api/products")).text) as {
      route: string;
      sizes: { id: string; inventory: number | null }[];
    }[];
    const product = products.find((entry) => (entry.sizes[0]?.inventory ?? 0) > 2)!;
    const size = product.sizes[0]!;
    const order = await ask("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        idempotencyKey: `web-processes-${randomUUID()}`,
        customer: { name: "Two Processes", phone: "305-555-0142" },
        fulfilment: { method: "pickup" },
        items: [{ id: size.id, quantity: 2 }],
        paymentMethod: "cash",
        tipPercent: 0,
      }),
    });
    expect(order.status).toBe(201);
    const stockOnEach = async () => {
      const answers = await askBoth(`/api/products/${product.route}/stock`);
      return answers.map((answer) => {
        const stock = JSON.parse(answer.text) as { sizes: { id: string; inventory: number }[] };
        return stock.sizes.find((entry) => entry.id === size.id)!.inventory;
      });
    };
    // The other process hears of it through the supervisor once it is committed (decision 0058).
    const other = readyPids().find((pid) => pid !== order.pid)!;
    const told = new RegExp(
      `"pid":${other},[^\\n]*"kind":"stock"[^\\n]*"applied a store change another web process made"`,
    );
    await waitUntil(async () => told.test(output), 10_000);
    await waitUntil(async () => (await stockOnEach()).every((left) => left === size.inventory! - 2), 15_000);
  });

  it("replaces a process that dies, and stops every process on SIGTERM", async () => {
    const [killed, survivor] = readyPids();
    process.kill(killed!, "SIGKILL");
    await waitUntil(async () => readyPids().length === 3, 60_000);
    expect(output).toContain(`web process ${killed} died (SIGKILL); starting another`);
    const pids = new Set((await askBoth("/catalog")).map((answer) => answer.pid));
    expect(pids).toEqual(new Set([survivor, readyPids()[2]]));
    supervisor.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(readyPids().filter(isAlive)).toEqual([]);
  });
});

/**
 * A service manager or a terminal signals the whole process group: each web process gets the
 * signal from it and again from the supervisor, which passes it on. That is one stop, and each
 * process drains for DRAIN_MS; an operator's second SIGTERM cuts the drain short.
 */
describe("npm start with WEB_CONCURRENCY=2, SIGTERM to the whole process group", () => {
  const GROUP_PORT = 3562;
  const dir = mkdtempSync(join(tmpdir(), "store-web-group-"));
  let output = "";
  let supervisor: ReturnType<typeof spawn>;
  const count = (text: string) => output.split(text).length - 1;
  const webPids = () => readyPidsIn(output);

  afterAll(() => {
    if (supervisor.exitCode === null) supervisor.kill("SIGKILL");
    for (const pid of webPids()) killQuietly(pid);
    rmSync(dir, { recursive: true, force: true });
  });

  it("drains every process for DRAIN_MS, still serving; a second SIGTERM ends the drain, exit 0", async () => {
    buildIfMissing();
    supervisor = spawn("node", ["scripts/start.mjs"], {
      env: ownServerEnv(dir, {
        PORT: String(GROUP_PORT),
        WEB_CONCURRENCY: "2",
        LOG_LEVEL: "info",
        DRAIN_MS: "60000",
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    supervisor.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => supervisor.once("exit", resolve));
    await waitUntil(async () => webPids().length === 2, 60_000);

    // The group's signal, in the order a process group gets it: each web process has its own before
    // the supervisor passes its own on.
    for (const pid of webPids()) process.kill(pid, "SIGTERM");
    await waitUntil(async () => count("SIGTERM: not ready any more; serving 60000 ms more") === 2, 10_000);
    supervisor.kill("SIGTERM");
    await waitUntil(async () => count("SIGTERM from the supervisor too: the same stop") === 2, 10_000);
    const status = async (path: string) => (await fetch(`http://127.0.0.1:${GROUP_PORT}${path}`)).status;
    expect([await status("/readyz"), await status("/readyz")]).toEqual([503, 503]);
    expect([await status("/catalog"), await status("/catalog")]).toEqual([200, 200]);
    expect(webPids().every((pid) => isAlive(pid))).toBe(true);

    supervisor.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(webPids().filter((pid) => isAlive(pid))).toEqual([]);
  }, 90_000);
});

/** The pids of the web processes that said "Store ready" in `output`, in order. */
function readyPidsIn(output: string): number[] {
  return [...output.matchAll(/"pid":(\d+)[^\n]*"msg":"Store ready/g)].map((match) => Number(match[1]));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killQuietly(pid: number): void {
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}
