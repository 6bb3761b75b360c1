import type { SizeSale } from "./sale-price";

/**
 * What makes a sale no sale (issue #35), the same for the console and the catalogue file: a price
 * of at least a cent and below the regular one ("was $34.99, now $29.99"), and an end after its
 * start. Client-safe.
 */
export type SaleFault = "price" | "dates";

export function saleFault(sale: SizeSale, regularPriceCents: number): SaleFault | null {
  if (!Number.isSafeInteger(sale.priceCents) || sale.priceCents < 1 || sale.priceCents >= regularPriceCents)
    return "price";
  if (sale.startsAt !== null && sale.endsAt !== null && sale.endsAt <= sale.startsAt) return "dates";
  return null;
}

/** The same sale: same price, start and end (no sale equals no sale). */
export function sameSale(a: SizeSale | null, b: SizeSale | null): boolean {
  if (a === null || b === null) return a === b;
  return a.priceCents === b.priceCents && a.startsAt === b.startsAt && a.endsAt === b.endsAt;
}
