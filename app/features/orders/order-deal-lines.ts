import type { TotalsLine } from "~/components/order-totals";
import type { OrderDealsApplied } from "./order-summary";

/**
 * The deals an order got, each on its own line of its totals, in the page's words: the mixed case,
 * then the code (the shopper's order page and the staff's).
 */
export function dealTotalsLines(
  { caseDiscount, codeDiscount }: OrderDealsApplied,
  words: { caseDiscount: string; codeDiscount: (code: string) => string },
): TotalsLine[] {
  const lines: TotalsLine[] = [];
  if (caseDiscount)
    lines.push({
      label: words.caseDiscount,
      cents: caseDiscount.cents,
      discount: true,
      testId: "case-discount",
    });
  if (codeDiscount)
    lines.push({
      label: words.codeDiscount(codeDiscount.code),
      cents: codeDiscount.cents,
      discount: true,
      testId: "code-discount",
    });
  return lines;
}
