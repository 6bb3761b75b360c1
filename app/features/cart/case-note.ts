import { nextCaseTier, priceDeals, ruleCounts, type CaseDiscount, type CaseRule } from "~/features/deals";
import type { CartLine } from "./cart-lines";

export interface CaseNote {
  /** The discount checkout will take for these bottles; null below every first tier. */
  earned: CaseDiscount | null;
  /** The nearest next tier of a rule that counts a bottle here; null past every last tier. */
  next: { rule: string; bottlesShort: number; basisPoints: number } | null;
}

/** Where the cart stands for the mixed case, priced as checkout prices it; null when no rule counts a bottle in it. */
export function caseNote(lines: readonly CartLine[], caseRules: readonly CaseRule[]): CaseNote | null {
  const counted = caseRules.filter((rule) => lines.some((line) => ruleCounts(rule, line)));
  if (counted.length === 0) return null;
  const dealLines = lines.map((line) => ({
    sizeId: line.id,
    typeSlug: line.typeSlug,
    subtypeSlug: line.subtypeSlug,
    regularCents: line.unitPriceCents,
    saleCents: null,
    quantity: line.quantity,
  }));
  const earned = priceDeals(dealLines, { caseRules: counted, code: null }).caseDiscount;
  const next = counted
    .flatMap((rule) => {
      const tier = nextCaseTier(dealLines, rule);
      return tier
        ? [{ rule: rule.name, bottlesShort: tier.bottlesShort, basisPoints: tier.tier.basisPoints }]
        : [];
    })
    .sort((a, b) => a.bottlesShort - b.bottlesShort)[0];
  return { earned, next: next ?? null };
}
