import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { store } from "~/features/store/store";
import type { Env } from "~/utils/env.server";

/** A fresh nonce per response: React Router's inline scripts carry it, anything else is refused. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** Security headers; the CSP allows only the outside hosts that configured features need. */
export function securityHeaders(env: Env): RequestHandler {
  const analytics = env.GA_MEASUREMENT_ID
    ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const geocoding = env.GOOGLE_MAPS_API_KEY ? ["https://maps.googleapis.com"] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          ...analytics.slice(0, 1),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...analytics],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analytics, ...geocoding],
        frameSrc: [new URL(store.map.embedUrl).origin],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain http on a developer's machine; behind TLS (TRUST_PROXY > 0) browsers must stay on https.
    strictTransportSecurity: env.TRUST_PROXY > 0 ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
