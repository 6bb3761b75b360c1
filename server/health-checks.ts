import express from "express";
import type { StoreServices } from "./services";

/** A database slower than this counts as away: the balancer should send shoppers elsewhere. */
export const READY_TIMEOUT_MS = 1_000;
/** How often readiness asks the database; a request for /readyz reads the last answer. */
export const READY_CHECK_INTERVAL_MS = 250;

/**
 * For balancers and process managers. `/healthz`, liveness: the process answers (no database, so
 * a database outage never gets every server restarted). `/readyz`, readiness: the server is not
 * draining and the database answered lately on a connection of its own (`databaseReadiness`).
 */
export function healthChecks(services: Pick<StoreServices, "database" | "lifecycle">): express.Router {
  const router = express.Router();
  let readiness: DatabaseReadiness | undefined;
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (services.lifecycle.draining) return void res.status(503).json({ status: "draining" });
    // Asked from the first /readyz on: a process nobody checks never pings.
    readiness ??= databaseReadiness((timeoutMs) => services.database.ping(timeoutMs));
    if (!(await readiness.ready())) return void res.status(503).json({ status: "database unavailable" });
    res.json({ status: "ready" });
  });
  return router;
}

export interface DatabaseReadiness {
  /** From memory once the first check has answered: a burst of orders never delays the balancer's check. */
  ready(): Promise<boolean>;
}

/**
 * The database asked every READY_CHECK_INTERVAL_MS, one check at a time. Ready while the last check
 * answered yes and none has been waiting longer than READY_TIMEOUT_MS: a database that stops
 * answering turns a server unready within about a second, a refused connection within a check.
 */
export function databaseReadiness(
  ping: (timeoutMs: number) => Promise<boolean>,
  now: () => number = () => performance.now(),
): DatabaseReadiness {
  let answered = false;
  let waitingSince: number | null = null;
  let first: Promise<unknown> | undefined;
  const check = () => {
    if (waitingSince !== null) return;
    waitingSince = now();
    const asked = ping(READY_TIMEOUT_MS).then(
      (yes) => yes,
      () => false,
    );
    first ??= asked;
    void asked.then((yes) => {
      answered = yes;
      waitingSince = null;
    });
  };
  check();
  setInterval(check, READY_CHECK_INTERVAL_MS).unref();
  return {
    async ready() {
      await first;
      const overdue = waitingSince !== null && now() - waitingSince > READY_TIMEOUT_MS;
      return answered && !overdue;
    },
  };
}
