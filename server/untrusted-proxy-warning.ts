import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { logger as storeLogger } from "~/utils/logger.server";

/**
 * A request carrying X-Forwarded-For came through a proxy. With TRUST_PROXY=0 the store then sees
 * the proxy's address for every shopper (one rate limit shared by all) and http where the shopper
 * used https (checkout's origin check answers 403): say so once per process, at the first such request.
 */
export function warnOfUntrustedProxy(trustProxy: number, log: Logger = storeLogger): RequestHandler {
  let warned = trustProxy > 0;
  return (req, _res, next) => {
    if (!warned && req.get("x-forwarded-for") !== undefined) {
      warned = true;
      log.warn(
        "Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is 0: every shopper gets the " +
          "proxy's address, and behind TLS checkout answers 403. Set TRUST_PROXY to the number of proxies " +
          "in front of the store (1 behind one).",
      );
    }
    next();
  };
}
