/**
 * How the store's deals price an order (issue #35, decision 0069), in integer cents: a size's sale
 * price first, then the mixed-case discount on the bottles it counts at those prices, then a code
 * on what is left; never below zero. Client-safe: the cart panel, the checkout's summary and the
 * server's order all price with this one function.
 */

/** Percentages in basis points (10 % = 1,000), so every rate stays exact in integers. */
export const WHOLE = 10_000;

export interface DealLine {
  sizeId: string;
  /** The catalogue's type and subtype slugs: what a case rule counts. */
  typeSlug: string;
  subtypeSlug: string;
  regularCents: number;
  /** The sale price while the sale runs; null: no sale now. */
  saleCents: number | null;
  quantity: number;
}

export interface CaseTier {
  bottles: number;
  basisPoints: number;
}

/** A mixed-case discount: the bottles of these types ("wine") or subtypes ("wine/sparkling"), any mix. */
export interface CaseRule {
  id: number;
  name: string;
  counts: readonly string[];
  /** Each threshold with its rate; the highest one reached applies. */
  tiers: readonly CaseTier[];
}

export type CodeDeal =
  | { code: string; kind: "percent"; basisPoints: number; minimumCents: number | null }
  | { code: string; kind: "amount"; amountCents: number; minimumCents: number | null };

export interface PricedDealLine extends DealLine {
  /** What the shopper pays per bottle before the case discount and the code. */
  unitPaidCents: number;
  lineTotalCents: number;
}

export interface CaseDiscount {
  ruleId: number;
  name: string;
  bottles: number;
  basisPoints: number;
  cents: number;
}

export interface DealsPricing {
  lines: PricedDealLine[];
  /** The bottles at the prices paid (sale prices where a sale runs), before any discount. */
  goodsCents: number;
  caseDiscount: CaseDiscount | null;
  /** The code's discount; 0 with no code or one refused. */
  codeCents: number;
  /** Why a code given is not applied; null when it is, or none was given. */
  codeRefusal: "belowMinimum" | null;
  /** What the bottles cost after every deal: tax and tip are worked out on it. */
  payableCents: number;
}

/** Half up, to the cent, of `cents` × rate. */
export function shareInBasisPoints(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + WHOLE / 2) / WHOLE);
}

/** Whether a case rule counts a bottle of this type and subtype. */
export function ruleCounts(rule: CaseRule, line: Pick<DealLine, "typeSlug" | "subtypeSlug">): boolean {
  return rule.counts.some(
    (kind) => kind === line.typeSlug || kind === `${line.typeSlug}/${line.subtypeSlug}`,
  );
}

/** The tier a number of bottles reaches, or null below the first. */
export function tierFor(rule: CaseRule, bottles: number): CaseTier | null {
  return (
    [...rule.tiers].sort((a, b) => b.bottles - a.bottles).find((tier) => bottles >= tier.bottles) ?? null
  );
}

function caseDiscountOf(lines: readonly PricedDealLine[], rules: readonly CaseRule[]): CaseDiscount | null {
  let best: CaseDiscount | null = null;
  for (const rule of rules) {
    const counted = lines.filter((line) => ruleCounts(rule, line));
    const bottles = counted.reduce((sum, line) => sum + line.quantity, 0);
    const tier = tierFor(rule, bottles);
    if (!tier) continue;
    const cents = shareInBasisPoints(
      counted.reduce((sum, line) => sum + line.lineTotalCents, 0),
      tier.basisPoints,
    );
    // One case rule per order: the one worth most to the shopper.
    if (!best || cents > best.cents)
      best = { ruleId: rule.id, name: rule.name, bottles, basisPoints: tier.basisPoints, cents };
  }
  return best;
}

function codeDiscountOf(code: CodeDeal, restCents: number): number {
  return code.kind === "percent"
    ? shareInBasisPoints(restCents, code.basisPoints)
    : Math.min(code.amountCents, restCents);
}

export function priceDeals(
  lines: readonly DealLine[],
  deals: { caseRules: readonly CaseRule[]; code: CodeDeal | null },
): DealsPricing {
  const priced = lines.map((line) => {
    const unitPaidCents = line.saleCents ?? line.regularCents;
    return { ...line, unitPaidCents, lineTotalCents: unitPaidCents * line.quantity };
  });
  const goodsCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const caseDiscount = caseDiscountOf(priced, deals.caseRules);
  const rest = goodsCents - (caseDiscount?.cents ?? 0);
  const { code } = deals;
  const belowMinimum = code !== null && code.minimumCents !== null && goodsCents < code.minimumCents;
  const codeCents = code && !belowMinimum ? codeDiscountOf(code, rest) : 0;
  return {
    lines: priced,
    goodsCents,
    caseDiscount,
    codeCents,
    codeRefusal: belowMinimum ? "belowMinimum" : null,
    payableCents: rest - codeCents,
  };
}

/** How many more counted bottles reach a rule's next tier, for the cart panel; null past the last. */
export function nextCaseTier(
  lines: readonly Pick<DealLine, "typeSlug" | "subtypeSlug" | "quantity">[],
  rule: CaseRule,
): { bottlesShort: number; tier: CaseTier } | null {
  const bottles = lines
    .filter((line) => ruleCounts(rule, line))
    .reduce((sum, line) => sum + line.quantity, 0);
  const next = [...rule.tiers].sort((a, b) => a.bottles - b.bottles).find((tier) => tier.bottles > bottles);
  return next ? { bottlesShort: next.bottles - bottles, tier: next } : null;
}
