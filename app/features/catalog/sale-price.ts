/**
 * A size's price at an instant (issue #35): its sale price while the sale runs, else its regular
 * price. A sale runs from its start (inclusive) to its end (exclusive), both instants the console
 * made from the store's calendar days, so it starts and ends at the store's midnight whatever the
 * season. No start: from now on; no end: until someone ends it. Client-safe.
 */

export interface SizeSale {
  priceCents: number;
  /** ISO 8601, UTC; null: already running. */
  startsAt: string | null;
  /** ISO 8601, UTC, the first instant it no longer runs; null: until ended by hand. */
  endsAt: string | null;
}

export interface PriceNow {
  /** What the shopper pays per bottle at this instant. */
  priceCents: number;
  /** The regular price while a sale runs ("was $34.99"); null with no sale. */
  wasCents: number | null;
  /** When the running sale ends; null with no sale, or one without an end. */
  saleEndsAt: string | null;
}

export function saleRuns(sale: SizeSale | null, at: Date): boolean {
  if (!sale) return false;
  const instant = at.toISOString();
  return (
    (sale.startsAt === null || instant >= sale.startsAt) && (sale.endsAt === null || instant < sale.endsAt)
  );
}

/** The size's price at `at`; a "sale" at or above the regular price is no sale. */
export function priceAt(size: { priceCents: number; sale: SizeSale | null }, at: Date): PriceNow {
  const { sale } = size;
  if (!sale || !saleRuns(sale, at) || sale.priceCents >= size.priceCents)
    return { priceCents: size.priceCents, wasCents: null, saleEndsAt: null };
  return { priceCents: sale.priceCents, wasCents: size.priceCents, saleEndsAt: sale.endsAt };
}

/** The next instant after `at` when some sale starts or ends: a cached catalogue's prices change then. */
export function nextSaleBoundary(sales: ReadonlyArray<SizeSale | null>, at: Date): string | null {
  const instant = at.toISOString();
  let next: string | null = null;
  for (const sale of sales)
    for (const boundary of [sale?.startsAt, sale?.endsAt])
      if (boundary && boundary > instant && (next === null || boundary < next)) next = boundary;
  return next;
}
