import { createServer, type Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import compression from "compression";
import express from "express";
import { parseEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { localOrigin } from "~/utils/public-origin.server";
import { servedEncoded } from "./page-cache";
import { allowInlineScriptsByHash, securityHeaders } from "./security";
import { startServices, startWorker, type StoreServices } from "./services";
import { settleUnreadBodies } from "./unread-bodies";

/** Puts the store's routes (and, in production, static files; in development, Vite) on the app. */
export type MountStore = (app: express.Express, services: StoreServices) => void;

/** After the drain, requests still in flight get this long to finish before the process gives up on them. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * The process's life: reads the environment, starts the store (or the worker, STORE_ROLE=worker),
 * listens, and on SIGTERM drains and stops. A start that fails says why and exits 1.
 */
export async function runStore(mount: MountStore): Promise<void> {
  try {
    const env = parseEnv();
    if (env.STORE_ROLE === "worker") return await runWorker(env);
    const services = await startServices(env);
    const app = express();
    app.disable("x-powered-by");
    // Behind N reverse proxies, the client's address is N hops back in X-Forwarded-For (limits, origin checks).
    app.set("trust proxy", env.TRUST_PROXY);
    app.use(closeConnectionsWhileDraining(services));
    app.use(settleUnreadBodies);
    // Before everything server.js mounts: static files and the earliest refusals get the headers too.
    if (env.NODE_ENV === "production") app.use(securityHeaders(env));
    // A kept page is already compressed, once for every visitor: see page-cache.ts.
    app.use(compression({ filter: (req, res) => !servedEncoded(res) && compression.filter(req, res) }));
    // Inside compression: it hashes the page's scripts before the page is compressed.
    if (env.NODE_ENV === "production") app.use(allowInlineScriptsByHash);
    mount(app, services);
    const server = await listen(app, env).catch(async (error: unknown) => {
      await services.stop();
      throw error;
    });
    logger.info({ role: env.STORE_ROLE }, `Store ready on ${localOrigin(env)}`);
    const cutDrainShort = new AbortController();
    stopOnSignals(
      async (signal) => {
        await drain(services, signal === "SIGTERM" ? env.DRAIN_MS : 0, signal, cutDrainShort.signal);
        await closeServer(server);
        await services.stop();
      },
      () => cutDrainShort.abort(),
    );
  } catch (error) {
    logger.fatal({ err: error }, `The store could not start: ${startFailure(error)}`);
    process.exit(1);
  }
}

async function runWorker(env: Env): Promise<void> {
  const worker = await startWorker(env);
  logger.info({ role: env.STORE_ROLE }, "Store worker ready: webhook outbox and retention");
  stopOnSignals(() => worker.stop());
}

/** A connection that has not sent whole request headers by then gets 408 and is closed (slowloris). */
const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included: a 5 MB catalogue upload at 0.5 Mbit/s takes 80 s. */
const REQUEST_TIMEOUT_MS = 120_000;
/** Nothing sent either way for this long during a request (a client that stopped reading): closed. */
const IDLE_SOCKET_TIMEOUT_MS = 120_000;
/** How often Node looks for connections past those timeouts; its default (30 s) would let a silent one stay 40 s. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Binds the port, or rejects with the reason (a port in use is not "ready"). Keep-alive outlasts
 * the balancer's reuse of idle connections, so the server never closes one as a request arrives;
 * the headers timeout counts only from a connection's opening or a request's first byte, so it
 * may be shorter.
 */
export function listen(app: express.Express, env: Pick<Env, "PORT" | "HOST" | "KEEP_ALIVE_TIMEOUT_MS">) {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    app,
  );
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  server.timeout = IDLE_SOCKET_TIMEOUT_MS;
  return new Promise<Server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

function startFailure(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (code === "EADDRINUSE") return `port ${portOf(error)} is already in use (set PORT to a free one)`;
  if (code === "EACCES") return `port ${portOf(error)} may not be opened by this user`;
  return error instanceof Error ? error.message : String(error);
}

function portOf(error: unknown): string {
  return typeof error === "object" && error !== null && "port" in error ? String(error.port) : "?";
}

/** While draining, each answer closes its connection: the balancer opens new ones to other servers. */
function closeConnectionsWhileDraining(services: StoreServices): express.RequestHandler {
  return (_req, res, next) => {
    if (services.lifecycle.draining) res.setHeader("Connection", "close");
    next();
  };
}

/** Readiness goes false at once; the server keeps serving for `ms` while the balancer notices. */
async function drain(services: StoreServices, ms: number, signal: string, cutShort: AbortSignal) {
  services.lifecycle.draining = true;
  logger.info({ drainMs: ms }, `${signal}: not ready any more; serving ${ms} ms more, then closing`);
  await sleep(ms, undefined, { signal: cutShort }).catch(() => {});
}

/** Stops taking connections, lets requests in flight finish (within CLOSE_TIMEOUT_MS), closes idle ones. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const giveUp = setTimeout(
      () => reject(new Error(`requests still running after ${CLOSE_TIMEOUT_MS} ms`)),
      CLOSE_TIMEOUT_MS,
    );
    giveUp.unref();
    server.close((error) => (error ? reject(error) : resolve()));
    // A keep-alive connection would hold close() open: drop each one as soon as it is idle.
    const dropIdle = setInterval(() => server.closeIdleConnections(), 100);
    dropIdle.unref();
  });
}

/** The key of the stop message of npm start's supervisor (scripts/web-processes.mjs). */
const SUPERVISOR_STOP = "storeSupervisorStop";

type StopSource = "signal" | "supervisor";

/**
 * SIGTERM or SIGINT runs `stop` once, then exits 0 (1 if stopping failed); a second one calls
 * `onRepeat`. Under npm start's supervisor the stop may also come as its message; a signal to the
 * whole process group brings both, which are one stop: only a repeat from the same source counts.
 */
function stopOnSignals(stop: (signal: NodeJS.Signals) => Promise<void>, onRepeat = () => {}): void {
  const heardFrom = new Set<StopSource>();
  const onStop = (signal: NodeJS.Signals, source: StopSource) => {
    const repeated = heardFrom.has(source);
    const stopping = heardFrom.size > 0;
    heardFrom.add(source);
    if (repeated) return onRepeat();
    if (stopping) return logger.info(`${signal} from the ${source} too: the same stop`);
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "stopping the store failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => onStop("SIGTERM", "signal"));
  process.on("SIGINT", () => onStop("SIGINT", "signal"));
  if (process.send)
    process.on("message", (message: unknown) => {
      const signal = supervisorStop(message);
      if (signal) onStop(signal, "supervisor");
    });
}

function supervisorStop(message: unknown): NodeJS.Signals | null {
  if (typeof message !== "object" || message === null || !(SUPERVISOR_STOP in message)) return null;
  const signal: unknown = Reflect.get(message, SUPERVISOR_STOP);
  return signal === "SIGTERM" || signal === "SIGINT" ? signal : null;
}
