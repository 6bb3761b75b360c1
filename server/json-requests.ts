import type { ErrorRequestHandler, RequestHandler } from "express";

/**
 * Checks every JSON POST endpoint makes before reading a body (DESIGN §11): React Router checks
 * the origin of page actions but not of Express routes.
 */

/** Another site's page may not post here. Browsers always send Origin with a POST; tools may omit it. */
export const refuseOtherOrigins: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  if (origin === undefined || origin === `${req.protocol}://${req.get("host")}`) return next();
  res.status(403).json({ error: "origin" });
};

/** Our clients send application/json; anything else is refused before the body is read. */
export const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) return next();
  res.status(415).json({ error: "unsupported_media_type" });
};

/** express.json()'s refusals, by the error type body-parser gives them. */
const BODY_REFUSALS = new Map<unknown, { status: number; error: string }>([
  ["entity.too.large", { status: 413, error: "too_large" }],
  ["entity.parse.failed", { status: 400, error: "malformed_json" }],
  ["charset.unsupported", { status: 415, error: "unsupported_media_type" }],
  ["encoding.unsupported", { status: 415, error: "unsupported_media_type" }],
]);

/** Answered as JSON; anything else (the database failing) goes on to the store's 500 page. */
export const answerBodyRefusals: ErrorRequestHandler = (error: { type?: unknown }, _req, res, next) => {
  const refusal = BODY_REFUSALS.get(error.type);
  if (!refusal) return next(error);
  res.status(refusal.status).json({ error: refusal.error });
};
