const STORE = "http://store.invalid";

/** Printable ASCII but the backslash: what a browser's own `location.pathname + location.search` is made of. */
const PLAIN_PATH = /^\/[\x21-\x5b\x5d-\x7e]*$/;

/** Escapes in a path that another decoding could turn into a slash, a backslash, a control character or an escape. */
const DISGUISED_IN_PATH = /%(?:2f|5c|25|[01][0-9a-f]|7f)/i;

/**
 * Where a redirect taken from the request may go: a path of this store (pathname and query), never
 * another site. The check runs again on the resolved path, because resolving dot segments can turn
 * "/..//evil.example" into "//evil.example", which a browser reads as another host.
 */
export function safeReturnPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || !PLAIN_PATH.test(target)) return fallback;
  const url = new URL(target, STORE);
  const path = url.pathname + url.search;
  const sameSite = url.origin === STORE && PLAIN_PATH.test(path) && !path.startsWith("//");
  return sameSite && !DISGUISED_IN_PATH.test(url.pathname) ? path : fallback;
}
