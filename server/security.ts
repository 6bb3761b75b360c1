import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { store } from "~/features/store/store";
import type { Env } from "~/utils/env.server";

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

/**
 * Security headers; the CSP allows only the outside hosts that configured features need. The staff
 * console may also compile WebAssembly (the ID check's barcode reader, decision 0068): only there,
 * and no other script than the store's own.
 */
export function securityHeaders(env: Env): RequestHandler {
  const storefront = helmet(helmetOptions(env, []));
  const console = helmet(helmetOptions(env, ["'wasm-unsafe-eval'"]));
  return (request, response, next) =>
    (/^\/staff(\/|$)/.test(request.path) ? console : storefront)(request, response, next);
}

function helmetOptions(env: Env, scriptAllowances: string[]): Parameters<typeof helmet>[0] {
  const analytics = env.GA_MEASUREMENT_ID ? GOOGLE_ANALYTICS : NO_HOSTS;
  const geocoding = env.GOOGLE_MAPS_API_KEY ? ["https://maps.googleapis.com"] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Pages add the hashes of their own inline scripts: see allowInlineScriptsByHash.
        scriptSrc: ["'self'", ...scriptAllowances, ...analytics.scripts],
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
  };
}

const CSP = "Content-Security-Policy";
/**
 * An inline script: no src attribute. React Router escapes "<" in the data it inlines, so none holds
 * "</script>". The `d` flag gives the script's offsets, to hash its bytes as they are.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/dgi;

/** The CSP source of each inline script in the page, as the browser hashes it (its UTF-8 bytes, SHA-256). */
export function inlineScriptHashes(html: Buffer): string[] {
  // Latin-1 reads one character per byte, so a match's offsets are byte offsets; it also costs a
  // fiftieth of decoding the UTF-8 (about 1 ms for a 90 KB page on Node 20).
  const hashes = new Set<string>();
  for (const match of html.toString("latin1").matchAll(INLINE_SCRIPT)) {
    const [start, end] = match.indices?.[2] ?? [0, 0];
    if (!/\bsrc\s*=/i.test(match[1] ?? ""))
      hashes.add(`'sha256-${createHash("sha256").update(html.subarray(start, end)).digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with `hashes` added to its script-src. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src(?=\s|;|$)[^;]*)/, (_match, start: string, directive: string) =>
    [`${start}${directive}`, ...hashes].join(" "),
  );
}

/**
 * Holds each HTML page until it is whole, then allows its inline scripts by their hashes: the same
 * page gets the same header, so it can be kept and served as it is (decision 0029). A response
 * that has set its own policy (a page kept by the page cache) or its own encoding passes as it is.
 */
export const allowInlineScriptsByHash: RequestHandler = (_req, res, next) => {
  const policy = res.getHeader(CSP);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const chunks: Buffer[] = [];
  let holding: boolean | undefined;
  const holds = () =>
    (holding ??=
      typeof policy === "string" &&
      res.getHeader(CSP) === policy &&
      !res.getHeader("Content-Encoding") &&
      /^text\/html\b/.test(String(res.getHeader("Content-Type") ?? "")));
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!holds()) return (write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
    chunks.push(bufferOf(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!holds()) return (end as (...args: unknown[]) => typeof res)(chunk, encoding, callback);
    if (chunk !== undefined && typeof chunk !== "function") chunks.push(bufferOf(chunk, encoding));
    const body = Buffer.concat(chunks);
    res.setHeader(CSP, withScriptHashes(String(policy), inlineScriptHashes(body)));
    res.setHeader("Content-Length", body.length);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    return done ? end(body, done as () => void) : end(body);
  }) as typeof res.end;
  next();
};

function bufferOf(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
}
