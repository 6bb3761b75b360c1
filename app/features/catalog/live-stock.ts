/**
 * `GET /api/products/:route/stock` (docs/api.md): a product's stock now, for its page after
 * hydration. The page itself may come from a shared cache up to a minute old (decision 0031).
 */
export interface LiveStock {
  route: string;
  /** Every size of the product; `inventory` null is stock the store does not count. */
  sizes: Array<{ id: string; inventory: number | null }>;
}

export function liveStockUrl(route: string): string {
  return `/api/products/${encodeURIComponent(route)}/stock`;
}

/**
 * The answer as the browser received it, or null when it is not one: a proxy's error page or a
 * half-read body leaves the page with the stock it was rendered with. No schema library here:
 * this runs on every product page, whose JavaScript is counted.
 */
export function readLiveStock(answer: unknown, route: string): LiveStock | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { route: answered, sizes } = answer as Partial<LiveStock>;
  if (answered !== route || !Array.isArray(sizes)) return null;
  const valid = sizes.every(
    (size: unknown) =>
      typeof size === "object" &&
      size !== null &&
      typeof (size as { id?: unknown }).id === "string" &&
      isStockLevel((size as { inventory?: unknown }).inventory),
  );
  return valid ? { route, sizes } : null;
}

function isStockLevel(value: unknown): value is number | null {
  return value === null || (Number.isInteger(value) && (value as number) >= 0);
}
