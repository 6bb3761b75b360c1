import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "~/utils/json-depth";
import { nulCharacterPaths } from "~/utils/nul-characters";

// Checks every JSON POST endpoint makes before reading a body; the origin check comes before them,
// in front of every request (request-origin.ts).

/** Our clients send application/json; anything else is refused before the body is read. */
const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) return next();
  res.status(415).json({ error: "unsupported_media_type" });
};

/**
 * A JSON POST endpoint's body, read in turn: JSON only, at most `limit` bytes, nested at most
 * MAX_JSON_DEPTH deep (counted on the bytes, before the parser or any walk sees them), and no
 * U+0000 in any text (`nulMessageKey`, the field error in the endpoint's catalogue of messages).
 * Refusals go to `answerBodyRefusals`, which the endpoint mounts after its handlers.
 */
export function readJsonBody(limit: number, nulMessageKey: string): RequestHandler[] {
  return [
    requireJson,
    refuseDeclaredTooLarge(limit),
    express.json({ limit, strict: true, verify: refuseDeepNesting }),
    refuseNulCharacters(nulMessageKey),
  ];
}

/**
 * A Content-Length over the limit is answered at once, unread: body-parser would read it all first,
 * and a client that never sends it would wait for its answer until the request timeout. The
 * connection closes after (settleUnreadBodies).
 */
function refuseDeclaredTooLarge(limit: number): RequestHandler {
  return (req, res, next) => {
    if (Number(req.headers["content-length"] ?? 0) <= limit) return next();
    res.status(413).json({ error: "too_large" });
  };
}

/** body-parser passes on a `verify` error's own status and type (413 and 400 keep their answers). */
function refuseDeepNesting(_req: unknown, _res: unknown, body: Buffer): void {
  if (nestsDeeperThan(body, MAX_JSON_DEPTH))
    throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), {
      status: 400,
      type: "entity.too.deep",
    });
}

/**
 * After express.json(): a body with U+0000 in any string is answered 422 with that field's error
 * (`messageKey`, in the endpoint's own catalogue of messages) before any handler reads it.
 */
function refuseNulCharacters(messageKey: string): RequestHandler {
  return (req, res, next) => {
    const paths = nulCharacterPaths(req.body);
    if (paths.length === 0) return next();
    res.status(422).json({
      error: "validation",
      fieldErrors: Object.fromEntries(paths.map((path) => [path, [messageKey]])),
    });
  };
}

/** express.json()'s refusals, by the error type body-parser gives them. */
const BODY_REFUSALS = new Map<unknown, { status: number; error: string }>([
  ["entity.too.large", { status: 413, error: "too_large" }],
  ["entity.parse.failed", { status: 400, error: "malformed_json" }],
  ["entity.too.deep", { status: 400, error: "too_deep" }],
  ["charset.unsupported", { status: 415, error: "unsupported_media_type" }],
  ["encoding.unsupported", { status: 415, error: "unsupported_media_type" }],
]);

/** Any other body the client sent that could not be read: a Content-Encoding that does not decode, a cut-off upload. */
const UNREADABLE_BODY = { status: 400, error: "unreadable_body" };

interface BodyParserError {
  type?: unknown;
  /** http-errors' status: body-parser gives every refusal of the client's body a 4xx. */
  status?: unknown;
}

function isClientBodyError(error: BodyParserError): boolean {
  return typeof error.status === "number" && error.status >= 400 && error.status < 500;
}

/** Answered as JSON; anything else (the database failing) goes on to the store's 500 page. */
export const answerBodyRefusals: ErrorRequestHandler = (error: BodyParserError, _req, res, next) => {
  const refusal = BODY_REFUSALS.get(error.type) ?? (isClientBodyError(error) ? UNREADABLE_BODY : undefined);
  if (!refusal) return next(error);
  res.status(refusal.status).json({ error: refusal.error });
};
