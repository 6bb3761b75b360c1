import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { webVitalBatchSchema } from "~/features/analytics/web-vital";
import { recordWebVitals } from "~/features/analytics/web-vitals.server";
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

/**
 * React Router checks the origin of page actions but not of Express routes: a page on another site
 * could otherwise fill the table. Browsers always send Origin with a POST; tools may omit it.
 */
const refuseOtherOrigins: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  if (origin === undefined || origin === `${req.protocol}://${req.get("host")}`) return next();
  res.status(403).json({ error: "origin" });
};

/** sendBeacon with a JSON Blob says application/json; anything else is not our client. */
const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) return next();
  res.status(415).json({ error: "unsupported_media_type" });
};

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

/** express.json()'s refusals, by the error type body-parser gives them. */
const BODY_REFUSALS = new Map<unknown, { status: number; error: string }>([
  ["entity.too.large", { status: 413, error: "too_large" }],
  ["entity.parse.failed", { status: 400, error: "malformed_json" }],
  ["charset.unsupported", { status: 415, error: "unsupported_media_type" }],
  ["encoding.unsupported", { status: 415, error: "unsupported_media_type" }],
]);

/** Answered here as JSON; anything else (the database failing) goes on to the store's 500 page. */
const answerBodyRefusals: ErrorRequestHandler = (error: { type?: unknown }, _req, res, next) => {
  const refusal = BODY_REFUSALS.get(error.type);
  if (!refusal) return next(error);
  res.status(refusal.status).json({ error: refusal.error });
};
