import { describe, expect, it } from "vitest";
import { nextCaseTier, priceDeals, type CaseRule, type CodeDeal, type DealLine } from "./deal-pricing";

const WINE_CASE: CaseRule = {
  id: 1,
  name: "Mixed case of wine",
  counts: ["wine", "sparkling/champagne"],
  tiers: [
    { bottles: 6, basisPoints: 1_000 },
    { bottles: 12, basisPoints: 1_500 },
  ],
};

const wine = (quantity: number, regularCents = 1_299, saleCents: number | null = null): DealLine => ({
  sizeId: `wine-${regularCents}-${saleCents}`,
  typeSlug: "wine",
  subtypeSlug: "red",
  regularCents,
  saleCents,
  quantity,
});
const champagne = (quantity: number): DealLine => ({
  sizeId: "moet-750ml",
  typeSlug: "sparkling",
  subtypeSlug: "champagne",
  regularCents: 5_999,
  saleCents: null,
  quantity,
});
const whisky = (quantity: number, saleCents: number | null = null): DealLine => ({
  sizeId: "jw-black-750ml",
  typeSlug: "whiskey",
  subtypeSlug: "scotch",
  regularCents: 3_999,
  saleCents,
  quantity,
});
const percentCode = (basisPoints: number, minimumCents: number | null = null): CodeDeal => ({
  code: "FLYER",
  kind: "percent",
  basisPoints,
  minimumCents,
});
const amountCode = (amountCents: number, minimumCents: number | null = null): CodeDeal => ({
  code: "TENOFF",
  kind: "amount",
  amountCents,
  minimumCents,
});

/**
 * Issue #35's pricing, case by case: each deal alone, then combined, with the rounding at every half
 * cent written out. goods: the bottles at the prices paid; then the case discount, the code, and
 * what is payable (what tax and tip are worked out on).
 */
describe("the store's deals, in the order decision 0069 writes", () => {
  it.each([
    {
      name: "no deal: the regular prices",
      lines: [whisky(2)],
      code: null,
      expected: { goods: 7_998, caseCents: 0, codeCents: 0, payable: 7_998 },
    },
    {
      name: "a sale alone: the sale price is the price paid",
      lines: [whisky(2, 3_499)],
      code: null,
      expected: { goods: 6_998, caseCents: 0, codeCents: 0, payable: 6_998 },
    },
    {
      name: "five wines: no case yet",
      lines: [wine(5)],
      code: null,
      expected: { goods: 6_495, caseCents: 0, codeCents: 0, payable: 6_495 },
    },
    {
      name: "six wines, any mix: 10 % off the counted bottles only (7,794 × 10 % = 779.4 → 779)",
      lines: [wine(4), wine(2, 1_299), whisky(1)],
      code: null,
      expected: { goods: 7_794 + 3_999, caseCents: 779, codeCents: 0, payable: 7_794 + 3_999 - 779 },
    },
    {
      name: "a half cent rounds up (5 × 1,299 + 1,300 = 7,795; 10 % = 779.5 → 780)",
      lines: [wine(5), wine(1, 1_300)],
      code: null,
      expected: { goods: 7_795, caseCents: 780, codeCents: 0, payable: 7_015 },
    },
    {
      name: "twelve bottles reach 15 %, a subtype counted (champagne) beside a type (wine)",
      lines: [wine(10), champagne(2)],
      code: null,
      expected: {
        goods: 12_990 + 11_998,
        caseCents: Math.floor(((12_990 + 11_998) * 1_500 + 5_000) / 10_000),
        codeCents: 0,
        payable: 24_988 - 3_748,
      },
    },
    {
      name: "the case discount is on the sale prices",
      lines: [wine(6, 1_299, 999)],
      code: null,
      expected: { goods: 5_994, caseCents: 599, codeCents: 0, payable: 5_395 },
    },
    {
      name: "a percentage code alone (7,998 × 15 % = 1,199.7 → 1,200)",
      lines: [whisky(2)],
      code: percentCode(1_500),
      expected: { goods: 7_998, caseCents: 0, codeCents: 1_200, payable: 6_798 },
    },
    {
      name: "an amount code alone",
      lines: [whisky(2)],
      code: amountCode(1_000),
      expected: { goods: 7_998, caseCents: 0, codeCents: 1_000, payable: 6_998 },
    },
    {
      name: "an amount larger than the bottles: never below zero",
      lines: [wine(1)],
      code: amountCode(5_000),
      expected: { goods: 1_299, caseCents: 0, codeCents: 1_299, payable: 0 },
    },
    {
      name: "sale, case and code together: the code on what the case left (5,994 − 599 = 5,395; 10 % = 539.5 → 540)",
      lines: [wine(6, 1_299, 999)],
      code: percentCode(1_000),
      expected: { goods: 5_994, caseCents: 599, codeCents: 540, payable: 4_855 },
    },
  ])("$name", ({ lines, code, expected }) => {
    const priced = priceDeals(lines, { caseRules: [WINE_CASE], code });
    expect({
      goods: priced.goodsCents,
      caseCents: priced.caseDiscount?.cents ?? 0,
      codeCents: priced.codeCents,
      payable: priced.payableCents,
    }).toEqual(expected);
    expect(priced.payableCents).toBe(
      priced.goodsCents - (priced.caseDiscount?.cents ?? 0) - priced.codeCents,
    );
  });

  it("refuses a code below its minimum, measured on the bottles at the prices paid before any discount", () => {
    const short = priceDeals([whisky(1, 2_999)], { caseRules: [], code: amountCode(500, 3_000) });
    expect(short).toMatchObject({ codeCents: 0, codeRefusal: "belowMinimum", payableCents: 2_999 });
    const enough = priceDeals([whisky(1)], { caseRules: [], code: amountCode(500, 3_999) });
    expect(enough).toMatchObject({ codeCents: 500, codeRefusal: null, payableCents: 3_499 });
  });

  it("applies one case rule per order, the one worth most", () => {
    const spirits: CaseRule = {
      id: 2,
      name: "Spirits",
      counts: ["whiskey"],
      tiers: [{ bottles: 6, basisPoints: 500 }],
    };
    const priced = priceDeals([wine(6), whisky(6)], { caseRules: [WINE_CASE, spirits], code: null });
    // Wine: 7,794 × 10 % = 779; whisky: 23,994 × 5 % = 1,199.7 → 1,200.
    expect(priced.caseDiscount).toMatchObject({ ruleId: 2, bottles: 6, cents: 1_200 });
  });

  it("tells the cart how many more bottles reach the next tier", () => {
    expect(nextCaseTier([wine(5)], WINE_CASE)).toEqual({
      bottlesShort: 1,
      tier: { bottles: 6, basisPoints: 1_000 },
    });
    expect(nextCaseTier([wine(6), whisky(3)], WINE_CASE)).toEqual({
      bottlesShort: 6,
      tier: { bottles: 12, basisPoints: 1_500 },
    });
    expect(nextCaseTier([wine(12)], WINE_CASE)).toBeNull();
  });
});
