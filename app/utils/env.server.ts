import { randomBytes } from "node:crypto";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Outside production an unset SESSION_SECRET is this: random, never a value written in the source. */
const THIS_PROCESS_SECRET = randomBytes(32).toString("hex");

function milliseconds(fallback: number) {
  return z.coerce.number().int().min(0).max(86_400_000).default(fallback);
}

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** "10m,30m" → [600000, 1800000]: each a whole number of s, m or h, from 1 s to 24 h. */
const durationList = z
  .string()
  .trim()
  .transform((text, context): [number, ...number[]] => {
    const delays = text.split(",").map((part) => {
      const match = /^(\d+)([smh])$/.exec(part.trim());
      return match ? Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS] : NaN;
    });
    if (delays.some((delay) => !(delay >= 1_000 && delay <= 86_400_000))) {
      context.addIssue({
        code: "custom",
        message: 'delays like "10m,30m": each a whole number with s, m or h, from 1s to 24h',
      });
      return z.NEVER;
    }
    return delays as [number, ...number[]];
  });

const envVariables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default("file:./data/store.db")
    .refine(
      (url) => url.startsWith("file:") || /^postgres(ql)?:\/\//.test(url),
      "a postgres:// URL or file:<path> for SQLite",
    ),
  /**
   * The site's public origin for canonical links and structured data; unset = where the server
   * listens (http://localhost:PORT). Required in production behind a proxy.
   */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  /** The key of the contact-message sender hash. Required in production; elsewhere, a random one per process. */
  SESSION_SECRET: optionalText,
  GA_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/)
      .optional(),
  ),
  GOOGLE_MAPS_API_KEY: optionalText,
  ORDER_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  ORDER_WEBHOOK_SECRET: optionalText,
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** After each unanswered confirming call, when to try again; the last delay repeats. */
  CALL_RETRY_DELAYS: durationList.prefault("10m,30m"),
  /** After this many unanswered calls the order page suggests cancelling. */
  CALL_TRIES_BEFORE_CANCEL: z.coerce.number().int().min(1).max(20).default(3),
  /** Where each catalogue change POSTs {"keys":[…]}, the page keys a CDN must forget (docs/deploy.md). */
  CDN_PURGE_URL: optionalText.pipe(z.url().optional()),
  /** Sent to CDN_PURGE_URL as `Authorization: Bearer <token>`. */
  CDN_PURGE_TOKEN: optionalText,
  /** Turns on GET /metrics (Prometheus) for scrapes sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText,
  /** The shopper's e-mail notices go out through this server (smtp://user:pass@host:587, or smtps://); unset: e-mail is off. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The notices' sender, "Store name <shop@example.com>" or an address; required with SMTP_URL. */
  MAIL_FROM: optionalText,
  /** A Twilio-shaped Messages API (docs/notices.md): the shopper's text messages; unset SID: SMS is off. */
  SMS_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  /** The sending number, E.164 (+13055550100). */
  SMS_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, "an E.164 phone number such as +13055550100")
      .optional(),
  ),
  /** How long a shared cache may serve home, catalogue and product pages fresh, then stale while it refetches. */
  EDGE_S_MAXAGE: z.coerce.number().int().min(0).default(30),
  EDGE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).default(30),
  IMAGE_CACHE_DIR: z.string().default("./data/image-cache"),
  /** This machine's note of the order numbers and delivery ids given out: a restore never reuses one (decision 0063). */
  NUMBERS_GIVEN_FILE: z.string().default("./data/numbers-given.json"),
  CATALOG_SEED_FILE: z.string().default("./data/catalog.json"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** PostgreSQL connections per app server, for requests; the change listener and the health check have one each. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** Opening a new connection; past it the database counts as lost (503, orders retried). */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  /** Waiting for one of the pool's connections when all are lent out; past it the database is busy (503, not retried). */
  DATABASE_POOL_WAIT_MS: milliseconds(10_000),
  DATABASE_IDLE_TIMEOUT_MS: milliseconds(30_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(10_000),
  /** How long a starting server retries a database it cannot reach before it gives up and exits 1. */
  DATABASE_STARTUP_WAIT_MS: milliseconds(60_000),
  /** web: pages and the API; worker: background work only (PostgreSQL); all: both, in one process. */
  STORE_ROLE: z.enum(["all", "web", "worker"]).default("all"),
  /** After SIGTERM, /readyz answers 503 and the server keeps serving this long, so the balancer stops sending. */
  DRAIN_MS: milliseconds(10_000),
  /** Longer than the balancer keeps an idle connection for reuse, so the server never closes one under it. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000),
});

/** Every variable the store reads from its environment: docs/deploy.md's table lists each (a test checks). */
export const ENVIRONMENT_VARIABLES = Object.keys(envVariables.shape);

const envSchema = envVariables
  // SQLite has no LISTEN: a web process or worker apart would hear of the other's changes only by
  // polling, so with SQLite every process is whole (npm start's WEB_CONCURRENCY, decision 0058).
  .refine((env) => env.STORE_ROLE === "all" || !env.DATABASE_URL.startsWith("file:"), {
    path: ["STORE_ROLE"],
    message: "web and worker are for PostgreSQL; with SQLite one process does both (all)",
  })
  // Behind a proxy the store cannot know its own address from a request without trusting headers
  // anyone can send, and a page cached with another host in its links would be served to everyone.
  .refine((env) => env.NODE_ENV !== "production" || env.TRUST_PROXY === 0 || env.PUBLIC_URL, {
    path: ["PUBLIC_URL"],
    message:
      "PUBLIC_URL is required in production behind a proxy (TRUST_PROXY > 0): the shop's public address, like https://shop.example.com",
  })
  // Stock changes are not purged: a cached page's stock must never be more than a minute old.
  .refine((env) => env.EDGE_S_MAXAGE + env.EDGE_STALE_WHILE_REVALIDATE <= 60, {
    path: ["EDGE_S_MAXAGE"],
    message: "EDGE_S_MAXAGE + EDGE_STALE_WHILE_REVALIDATE may be at most 60 seconds (stock on cached pages)",
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ["MAIL_FROM"],
    message: "MAIL_FROM is required with SMTP_URL: the notices' sender, like Store <shop@example.com>",
  })
  .refine((env) => smsSettings(env).every(Boolean) || !smsSettings(env).some(Boolean), {
    path: ["SMS_ACCOUNT_SID"],
    message: "text messages need all of SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM, or none",
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SESSION_SECRET, {
    path: ["SESSION_SECRET"],
    message:
      "SESSION_SECRET is required in production: a long random key, the same on every server (openssl rand -hex 32)",
  })
  .transform((env) => ({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? THIS_PROCESS_SECRET }));

export type Env = z.output<typeof envSchema>;

function smsSettings(env: { SMS_ACCOUNT_SID?: string; SMS_AUTH_TOKEN?: string; SMS_FROM?: string }) {
  return [env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN, env.SMS_FROM];
}

/** Reads and validates the environment once at boot; a bad value stops the server with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
