import { spawn, type ChildProcess } from "node:child_process";
import { buildIfMissing } from "../../scripts/build-if-missing.mjs";
import { ownServerEnv } from "../e2e/own-server";

/** A real `node server.js` process of the production build, with what it printed. */
export interface StoreProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed so far (pino JSON lines and anything else). */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM (unless it already exited), then its exit code. */
  stop(): Promise<number | null>;
}

/** Starts a store on `port` with a fresh SQLite file in `dir`, unless `env` names another database. */
export async function startStoreProcess(
  port: number,
  dir: string,
  env: Record<string, string> = {},
): Promise<StoreProcess> {
  buildIfMissing();
  const url = `http://127.0.0.1:${port}`;
  // Another server's answer would pass for this one's (this one could not bind): say so instead.
  // A port held by something that does not answer HTTP is left for the store to refuse itself.
  if (await answersHttp(`${url}/healthz`))
    throw new Error(`a server already answers ${url}: each store process needs a port of its own`);
  let output = "";
  const child = spawn("node", ["server.js"], {
    env: ownServerEnv(dir, { PORT: String(port), LOG_LEVEL: "info", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    child,
    port,
    url,
    output: () => output,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

function answersHttp(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    async (response) => {
      await response.arrayBuffer();
      return true;
    },
    () => false,
  );
}

/** The status of a GET, or 0 when nothing answered. */
export function statusOf(url: string): Promise<number> {
  return fetch(url).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once the server's /readyz answers 200; throws if it exits first. */
export function waitUntilReady(store: StoreProcess, timeoutMs = 60_000): Promise<void> {
  return waitUntil(async () => {
    if (store.child.exitCode !== null) throw new Error(`${store.url} exited:\n${store.output()}`);
    return (await statusOf(`${store.url}/readyz`)) === 200;
  }, timeoutMs);
}
