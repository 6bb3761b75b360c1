import type { DealLine } from "~/features/deals";
import type { QuoteDeals, QuotedLine } from "./cart-quote";

/*
 * Apart from cart-quote.ts, whose schemas are zod: checkout's first load prices with these, and
 * loads zod only when it checks an answer (the checkout test reads its first load for "_zod").
 */

/** No case rule in force, no code asked about: what a quote from an older server prices with. */
export const NO_QUOTE_DEALS: QuoteDeals = { caseRules: [], code: null };

/** A quoted line as the deals price it (priceOrder): its sale price now, if any, over its regular one. */
export function quotedDealLine(line: QuotedLine, quantity: number): DealLine {
  return {
    sizeId: line.id,
    typeSlug: line.typeSlug ?? "",
    subtypeSlug: line.subtypeSlug ?? "",
    regularCents: line.wasCents ?? line.unitPriceCents,
    saleCents: line.wasCents === undefined ? null : line.unitPriceCents,
    quantity,
  };
}
