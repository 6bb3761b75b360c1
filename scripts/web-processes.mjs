// `npm start` on every core (issue #32, decision 0058): WEB_CONCURRENCY web processes under
// node:cluster, sharing one port. Each is a whole app server (server.js); everything store-wide
// lives in the database, so they behave as servers of a fleet. This primary only supervises: it
// loads none of the store's code, replaces a process that dies, and passes SIGTERM and SIGINT on.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

/** Waits before replacing a process that died, by how many died in a row: a crash loop slows down. */
const RESTART_BACKOFF_MS = [0, 250, 1_000, 5_000];

/** How many web processes: WEB_CONCURRENCY, else one per core; a worker-only process is one. */
export function webProcessCount(env = process.env) {
  if (env.STORE_ROLE === "worker") return 1;
  const wanted = env.WEB_CONCURRENCY?.trim() || String(availableParallelism());
  const count = Number(wanted);
  if (!/^\d+$/.test(wanted) || count < 1 || count > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${env.WEB_CONCURRENCY}"`);
  return count;
}

/**
 * Starts `count` web processes: the first alone (it migrates and seeds a new database), the rest
 * once it listens. A process that dies is replaced, unless none has ever listened: a start that
 * cannot work (a port in use, a bad setting) would only fail again, so the store stops with exit 1.
 * SIGTERM and SIGINT go to every process; the supervisor exits once they all have.
 */
export function superviseWebProcesses(count, log = (line) => console.log(line)) {
  let stopping = false;
  let listenedOnce = false;
  let deathsInARow = 0;
  const running = () => Object.values(cluster.workers ?? {});
  const listened = new WeakSet();
  const stopAll = (signal) => {
    stopping = true;
    for (const worker of running()) stopWebProcess(worker, signal, listened.has(worker));
    if (running().length === 0) process.exit();
  };
  const fork = () => {
    const worker = cluster.fork();
    return worker.once("listening", () => {
      listened.add(worker);
      listenedOnce = true;
      deathsInARow = 0;
    });
  };
  let listening = 0;
  // One line that says the store is up, and where: the first thing a person starting it looks for.
  const countListening = ({ address, port }) => {
    const host = address === "0.0.0.0" || address === "::" || !address ? "localhost" : address;
    if (++listening === count)
      log(`all ${count} web processes listen: the store is ready at http://${host}:${port}`);
  };
  fork().once("listening", (address) => {
    countListening(address);
    for (let started = 1; started < count; started++) fork().once("listening", countListening);
  });
  cluster.on("exit", (worker, code, signal) => {
    const how = signal ?? `exit ${code}`;
    if (stopping) {
      if (running().length === 0) process.exit();
    } else if (!listenedOnce) {
      log(`the first web process could not start (${how}); stopping`);
      process.exitCode = 1;
      stopAll("SIGTERM");
    } else {
      const wait = RESTART_BACKOFF_MS[Math.min(deathsInARow++, RESTART_BACKOFF_MS.length - 1)];
      log(`web process ${worker.process.pid} died (${how}); starting another`);
      setTimeout(fork, wait);
    }
  });
  cluster.on("message", (sender, message) => relaySiblingChange(sender, message, running()));
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stopAll(signal));
  log(`${count} web processes (WEB_CONCURRENCY) under supervisor ${process.pid}`);
}

/**
 * A listening web process is told to stop by a message, not a signal: a signal sent to the whole
 * process group (a service manager, a terminal) has reached it already, and a second signal would
 * cut its drain short (server/web-server.ts counts the two as one stop). One still starting has no
 * handler for the message yet: it gets the signal.
 */
function stopWebProcess(worker, signal, listening) {
  if (listening && worker.isConnected()) worker.send({ [SUPERVISOR_STOP]: signal });
  else worker.process.kill(signal);
}

/** The key of the supervisor's stop message; server/web-server.ts reads the same. */
const SUPERVISOR_STOP = "storeSupervisorStop";

/**
 * What one web process committed, for the others' memory: on SQLite nothing else tells them
 * (app/utils/store-changes.server.ts). Passed on as it came; each reads it for itself.
 */
export function relaySiblingChange(sender, message, workers) {
  if (typeof message !== "object" || message === null || !(SIBLING_CHANGE in message)) return;
  for (const worker of workers) if (worker !== sender && worker.isConnected()) worker.send(message);
}

/** The key of a web process's change message; app/utils/store-changes.server.ts writes the same. */
const SIBLING_CHANGE = "storeSiblingChange";
