import express from "express";
import type { StoreServices } from "./services";

/** A database slower than this counts as away: the balancer should send shoppers elsewhere. */
export const READY_TIMEOUT_MS = 1_000;

/**
 * For balancers and process managers. `/healthz`, liveness: the process answers (no database, so
 * a database outage never gets every server restarted). `/readyz`, readiness: the database answers
 * within READY_TIMEOUT_MS on a connection of its own, and the server is not draining.
 */
export function healthChecks(services: Pick<StoreServices, "database" | "lifecycle">): express.Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (services.lifecycle.draining) return void res.status(503).json({ status: "draining" });
    if (!(await services.database.ping(READY_TIMEOUT_MS)))
      return void res.status(503).json({ status: "database unavailable" });
    res.json({ status: "ready" });
  });
  return router;
}
