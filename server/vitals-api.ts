import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { webVitalBatchSchema } from "~/features/analytics/web-vital";
import { recordWebVitals } from "~/features/analytics/web-vitals.server";
import { answerBodyRefusals, refuseOtherOrigins, requireJson } from "./json-requests";
import type { StoreServices } from "./services";

export interface VitalsLimits {
  /** Batches one address may send per window; a shopper sends one per page they leave. */
  batchesPerWindow: number;
  windowMs: number;
}

const DEFAULT_LIMITS: VitalsLimits = { batchesPerWindow: 120, windowMs: 10 * 60_000 };
const MAX_BODY = "8kb";

/**
 * POST /api/vitals: the web vitals a shopper's browser measured (DESIGN §7 "Analytics"), sent with
 * navigator.sendBeacon. Anyone can post here, so every request is checked before one insert:
 * 429 too many, 403 another site, 415 not JSON, 413 over 8 KB, 400 malformed, 422 invalid, else 204.
 */
export function vitalsApi(
  services: Pick<StoreServices, "database">,
  limits: VitalsLimits = DEFAULT_LIMITS,
): Array<RequestHandler | ErrorRequestHandler> {
  // Built with the router (once per process in production), so the per-address counts live as long.
  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.batchesPerWindow,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { error: "rate_limited" },
  });
  return [
    limiter,
    refuseOtherOrigins,
    requireJson,
    express.json({ limit: MAX_BODY }),
    storeBatch(services),
    answerBodyRefusals,
  ];
}

function storeBatch(services: Pick<StoreServices, "database">): RequestHandler {
  return async (req, res) => {
    const batch = webVitalBatchSchema.safeParse(req.body);
    if (!batch.success) {
      res.status(422).json({ error: "validation" });
      return;
    }
    await recordWebVitals(services.database.db, batch.data);
    res.status(204).end();
  };
}
