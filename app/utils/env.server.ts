import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
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
  /** The site's public origin for canonical links and structured data; unset = each request's own origin. */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
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
  IMAGE_CACHE_DIR: z.string().default("./data/image-cache"),
  IMAGE_SOURCE_DIR: z.string().default("./data/images"),
  CATALOG_SEED_FILE: z.string().default("./data/catalog.json"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
});

export type Env = z.output<typeof envSchema>;

/** Reads and validates the environment once at boot; a bad value stops the server with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
