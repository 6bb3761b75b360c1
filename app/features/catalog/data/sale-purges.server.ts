import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import type { SizeSale } from "../sale-price";
import { queueCdnPurge } from "./cdn-purge.server";

/**
 * A page a CDN keeps shows the price of when it was made: at a sale's start and end still to come,
 * the CDN is asked to forget the pages that show it (a purge row delivered at that instant).
 */
export async function queueSaleBoundaryPurges(
  trx: Transaction<StoreDatabase>,
  sale: SizeSale | null,
  keys: string[],
  now: Date,
): Promise<void> {
  const instant = now.toISOString();
  for (const boundary of [sale?.startsAt, sale?.endsAt])
    if (boundary && boundary > instant) await queueCdnPurge(trx, keys, new Date(boundary));
}
