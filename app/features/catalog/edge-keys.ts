/**
 * The names a CDN files a catalogue page under (Surrogate-Key for Fastly, Cache-Tag for
 * Cloudflare), and the names a catalogue change asks it to forget (docs/decisions/0030). Every
 * page carries `catalog` (an import forgets them all); home carries `home` (the featured shelves),
 * catalogue listings `listing` or their type; each page names the products it shows.
 */

export const CATALOG_KEY = "catalog";
export const HOME_KEY = "home";
export const LISTING_KEY = "listing";

/**
 * More products than this and a page names their types instead: two headers of 48 keys stay
 * under 2 KB each, well inside CDNs' (16 KB) and nginx's (4 KB buffer) header limits. A change
 * to any product always forgets its type too, so the broader name loses nothing.
 */
export const MAX_PRODUCT_KEYS = 48;

export function productKey(route: string): string {
  return `product:${encodeURIComponent(route)}`;
}

export function typeKey(slug: string): string {
  return `type:${encodeURIComponent(slug)}`;
}

interface ShownProduct {
  route: string;
  typeSlug: string;
}

/**
 * A page's keys: `catalog`, the extra ones given, and the products at `routes` (or, past the cap,
 * their types, looked up in `products`).
 */
export function pageKeys(
  routes: string[],
  products: ReadonlyMap<string, { typeSlug: string }>,
  extra: string[] = [],
): string[] {
  const shown = [...new Set(routes)];
  const named =
    shown.length <= MAX_PRODUCT_KEYS
      ? shown.map(productKey)
      : shown.flatMap((route) => {
          const product = products.get(route);
          return product ? [typeKey(product.typeSlug)] : [];
        });
  return [...new Set([CATALOG_KEY, ...extra, ...named])];
}

/** What a change to one product (its details, a price, a photo) makes stale. */
export function productChangeKeys(product: ShownProduct): string[] {
  return [productKey(product.route), typeKey(product.typeSlug), LISTING_KEY];
}

const SURROGATE_KEY = "Surrogate-Key";
const CACHE_TAG = "Cache-Tag";

/** Both CDNs' headers: Fastly's space-separated, Cloudflare's comma-separated. */
export function edgeKeyHeaders(keys: string[]): Record<string, string> {
  return { [SURROGATE_KEY]: keys.join(" "), [CACHE_TAG]: keys.join(",") };
}

/**
 * A page route's `headers`: the parent's headers with the keys its loader named. Error
 * responses name nothing (they are never stored).
 */
export function passEdgeKeys({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of [SURROGATE_KEY, CACHE_TAG]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
