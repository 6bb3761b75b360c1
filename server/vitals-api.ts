import type { ErrorRequestHandler, RequestHandler } from "express";
import { webVitalBatchSchema } from "~/features/analytics/web-vital";
import { recordWebVitals } from "~/features/analytics/web-vitals.server";
import type { Database } from "~/utils/db.server";
import { DatabaseRateLimiter } from "~/utils/rate-limits.server";
import { answerBodyRefusals, readJsonBody } from "./json-requests";
import { withinAddressLimit } from "./request-limits";
import type { StoreServices } from "./services";

export interface VitalsLimits {
  /** Batches one address may send per window; a shopper sends one per page they leave. */
  batchesPerWindow: number;
  windowMs: number;
}

const DEFAULT_LIMITS: VitalsLimits = { batchesPerWindow: 120, windowMs: 10 * 60_000 };
const MAX_BODY_BYTES = 8 * 1024;

/**
 * POST /api/vitals: the web vitals a shopper's browser measured (DESIGN §7 "Analytics"), sent with
 * navigator.sendBeacon. Anyone can post here, so every request is checked before one insert:
 * 403 another site, 415 not JSON, 413 over 8 KB, 400 malformed, 422 invalid, 429 too many (counted
 * in the database, shared by every app server), else 204.
 */
export function vitalsApi(
  services: Pick<StoreServices, "database">,
  limits: VitalsLimits = DEFAULT_LIMITS,
): Array<RequestHandler | ErrorRequestHandler> {
  const { db } = services.database;
  const batchesPerAddress = new DatabaseRateLimiter(db, {
    name: "vitals-address",
    points: limits.batchesPerWindow,
    windowMs: limits.windowMs,
  });
  return [
    // Nobody reads these answers but tools: no catalogue of messages, one plain key.
    ...readJsonBody(MAX_BODY_BYTES, "invalid"),
    storeBatch(db, batchesPerAddress),
    answerBodyRefusals,
  ];
}

function storeBatch(db: Database, batchesPerAddress: DatabaseRateLimiter): RequestHandler {
  return async (req, res) => {
    const batch = webVitalBatchSchema.safeParse(req.body);
    if (!batch.success) {
      res.status(422).json({ error: "validation" });
      return;
    }
    if (!(await withinAddressLimit(batchesPerAddress, req, res))) return;
    await recordWebVitals(db, batch.data);
    res.status(204).end();
  };
}
