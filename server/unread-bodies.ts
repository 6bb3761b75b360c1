import type { RequestHandler } from "express";

/** Up to this much of a body no handler read is read and thrown away, keeping the connection. */
export const DRAIN_LIMIT_BYTES = 64 * 1024;

/**
 * A request whose body is refused unread (a 413 by its Content-Length, a 415, a sign-in page for an
 * upload) must not leave its connection stuck: Node reads off what Express left unread, but not a
 * body React Router took as a stream and never read, and the next request on that connection waited
 * for ever. A body of unknown or large size gets `Connection: close` (read or not: a large upload is
 * rare and worth a new connection); a small one left unread is read off once the answer is sent.
 */
export const settleUnreadBodies: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (chunked || declared > DRAIN_LIMIT_BYTES) res.shouldKeepAlive = false;
  else if (declared > 0)
    res.once("finish", () => {
      if (!req.complete && !req.destroyed) req.resume();
    });
  next();
};
