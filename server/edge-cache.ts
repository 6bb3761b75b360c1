import type { Request, RequestHandler, Response } from "express";
import type { Env } from "~/utils/env.server";
import { CATALOGUE_PAGE_PATH } from "./page-cache";

/**
 * What shared caches (a CDN, nginx's proxy_cache) may keep, decided in one place when the
 * headers go out (docs/decisions/0030). Home, catalogue and product pages and their `.data`, as a
 * plain 200 to a GET without a cookie being set, are public for EDGE_S_MAXAGE seconds and then
 * stale while revalidating, at most 60 s in all: stock changes are not purged, so that is how old
 * a cached page's stock can be. Staff, checkout, order status, every answer to another method and
 * every error or redirect of those pages is `no-store` (which alone forbids any cache to keep it,
 * as the store sent before); other responses keep what their handler chose (images, the products
 * API, robots.txt) and get `no-store` if it chose nothing.
 */
const PRIVATE_PATH = /^(?:\/es)?\/(?:staff|checkout|order|api\/orders)(?:[/.]|$)/;

export const NEVER_STORED = "no-store";

export function sharedPageCacheControl(
  env: Pick<Env, "EDGE_S_MAXAGE" | "EDGE_STALE_WHILE_REVALIDATE">,
): string {
  return `public, max-age=0, s-maxage=${env.EDGE_S_MAXAGE}, stale-while-revalidate=${env.EDGE_STALE_WHILE_REVALIDATE}`;
}

export function edgeCachePolicy(
  env: Pick<Env, "EDGE_S_MAXAGE" | "EDGE_STALE_WHILE_REVALIDATE">,
): RequestHandler {
  const shared = sharedPageCacheControl(env);
  return (req, res, next) => {
    const writeHead = res.writeHead;
    // Patched, not set now: React Router appends its headers later, and the status decides.
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      res.setHeader("Cache-Control", cacheControlFor(req, res, shared));
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/** Whether `statusCode` is the one writeHead was given or the one set earlier. */
function cacheControlFor(req: Request, res: Response, shared: string): string {
  const safe = req.method === "GET" || req.method === "HEAD";
  if (!safe || PRIVATE_PATH.test(req.path) || res.statusCode >= 500) return NEVER_STORED;
  if (CATALOGUE_PAGE_PATH.test(req.path))
    return res.statusCode === 200 && !res.getHeader("set-cookie") ? shared : NEVER_STORED;
  return String(res.getHeader("cache-control") ?? NEVER_STORED);
}
