import type { Database } from "~/utils/db.server";

/** A size's sale as the deals page lists it. */
export interface SizeOnSale {
  sizeId: string;
  productName: string;
  productRoute: string;
  sizeLabel: string;
  regularCents: number;
  saleCents: number;
  /** ISO 8601, UTC: the first instant it runs (a store's midnight); null: from when it was set. */
  startsAt: string | null;
  /** The first instant it no longer runs; null: until someone ends it. */
  endsAt: string | null;
}

export interface SalesOnShelf {
  running: SizeOnSale[];
  /** Soonest first. */
  scheduled: SizeOnSale[];
  /** Those that ended within ENDED_SALES_DAYS, the latest first. */
  ended: SizeOnSale[];
}

/** How far back the page shows sales that ended. */
export const ENDED_SALES_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Every sale on a size still sold, in one query however large the catalogue: running now, to come,
 * or ended lately. A "sale" at or above the regular price is left out: the storefront does not
 * treat it as one (catalog's priceAt).
 */
export async function salesOnShelf(db: Database, now: Date): Promise<SalesOnShelf> {
  const endedSince = new Date(now.getTime() - ENDED_SALES_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select([
      "product_size.id as sizeId",
      "product.name as productName",
      "product.route as productRoute",
      "product_size.label as sizeLabel",
      "product_size.price_cents as regularCents",
      "product_size.sale_price_cents as saleCents",
      "product_size.sale_starts_at as startsAt",
      "product_size.sale_ends_at as endsAt",
    ])
    .where("product_size.sale_price_cents", "is not", null)
    .where((eb) => eb("product_size.sale_price_cents", "<", eb.ref("product_size.price_cents")))
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .where((eb) =>
      eb.or([eb("product_size.sale_ends_at", "is", null), eb("product_size.sale_ends_at", ">", endedSince)]),
    )
    .orderBy("product.name")
    .orderBy("product_size.position")
    .orderBy("product_size.id")
    .execute();
  const at = now.toISOString();
  const sales: SalesOnShelf = { running: [], scheduled: [], ended: [] };
  for (const row of rows) {
    if (row.saleCents === null) continue;
    const sale = { ...row, saleCents: row.saleCents };
    if (sale.endsAt !== null && sale.endsAt <= at) sales.ended.push(sale);
    else if (sale.startsAt !== null && sale.startsAt > at) sales.scheduled.push(sale);
    else sales.running.push(sale);
  }
  sales.scheduled.sort((a, b) => byInstant(a.startsAt, b.startsAt));
  sales.ended.sort((a, b) => byInstant(b.endsAt, a.endsAt));
  return sales;
}

/** ISO 8601 instants in time order, as text (not by locale: it may set punctuation aside). */
function byInstant(a: string | null, b: string | null): number {
  const [x, y] = [a ?? "", b ?? ""];
  return x < y ? -1 : x > y ? 1 : 0;
}
