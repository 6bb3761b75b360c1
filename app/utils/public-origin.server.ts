import type { Env } from "./env.server";

/**
 * The origin links to this store are written with (canonical links, Open Graph, structured data,
 * the sitemap, notices): PUBLIC_URL, else the address the server announces at start (a developer's
 * own machine). Never a request's Host or X-Forwarded-Host: a page kept in the page cache would
 * carry one visitor's header to everyone after.
 */
export function storeOrigin(env: Pick<Env, "PUBLIC_URL" | "HOST" | "PORT">): string {
  return env.PUBLIC_URL ?? localOrigin(env);
}

/** Where the server listens, as a browser on the same machine reaches it. */
export function localOrigin(env: Pick<Env, "HOST" | "PORT">): string {
  const host = WILDCARD_HOSTS.has(env.HOST)
    ? "localhost"
    : env.HOST.includes(":")
      ? `[${env.HOST}]`
      : env.HOST;
  return `http://${host}:${env.PORT}`;
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::"]);
