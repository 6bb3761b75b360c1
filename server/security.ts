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

interface OutsideHosts {
  scripts: string[];
  images: string[];
  connections: string[];
}

const NO_HOSTS: OutsideHosts = { scripts: [], images: [], connections: [] };

/**
 * What gtag.js for Google Analytics 4 loads and where it sends hits (Google's "Use Tag Manager with a
 * Content Security Policy" guide), narrowed to the one host the store loads gtag.js from. Google
 * Signals and Ads features would need more hosts; the store does not turn them on.
 */
const GOOGLE_ANALYTICS: OutsideHosts = {
  scripts: ["https://www.googletagmanager.com"],
  images: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connections: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
};

/** Security headers; the CSP allows only the outside hosts that configured features need. */
export function securityHeaders(env: Env): RequestHandler {
  const analytics = env.GA_MEASUREMENT_ID ? GOOGLE_ANALYTICS : NO_HOSTS;
  const geocoding = env.GOOGLE_MAPS_API_KEY ? ["https://maps.googleapis.com"] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          ...analytics.scripts,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...analytics.images],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analytics.connections, ...geocoding],
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
    // Helmet's "no-referrer" makes browsers send "Origin: null" with a plain form POST, which React
    // Router's origin check refuses (400): every form would break without JavaScript.
    referrerPolicy: { policy: "same-origin" },
  });
}
