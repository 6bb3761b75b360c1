import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliveryMinimumBreach, deliveryProgress, orderCapBreach, orderTotals } from "./order-pricing";

const RULES = {
  salesTaxRate: 0.07,
  deliveryFeeCents: 499,
  deliveryMinimumCents: null,
  freeDeliveryFromCents: null,
};

describe("order totals in cents", () => {
  it("for any cart, the total is the sum of its parts, every part a whole number of cents", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 12 }),
          }),
          {
            maxLength: 50,
          },
        ),
        fc.constantFrom("delivery" as const, "pickup" as const),
        fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
        // Configured rates have at most 6 decimals (7.125 % = 0.07125).
        fc.integer({ min: 0, max: 250_000 }).map((millionths) => millionths / 1_000_000),
        (lines, fulfilment, tipPercent, salesTaxRate) => {
          const totals = orderTotals(lines, { fulfilment, tipPercent }, { ...RULES, salesTaxRate });
          const parts = [totals.subtotalCents, totals.taxCents, totals.deliveryFeeCents, totals.tipCents];
          for (const part of [...parts, totals.totalCents])
            expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
          expect(totals.totalCents).toBe(parts.reduce((sum, part) => sum + part, 0));
          expect(totals.subtotalCents).toBe(
            lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
          );
          expect(Math.abs(totals.taxCents - totals.subtotalCents * salesTaxRate)).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
          expect(Math.abs(totals.tipCents - (totals.subtotalCents * tipPercent) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
          expect(totals.deliveryFeeCents).toBe(fulfilment === "delivery" ? 499 : 0);
        },
      ),
    );
  });

  it("rounds half a cent up: 7 % of $0.50 is 4 cents, 15 % of $0.10 is 2 cents", () => {
    expect(
      orderTotals([{ unitPriceCents: 50, quantity: 1 }], { fulfilment: "pickup", tipPercent: 0 }, RULES)
        .taxCents,
    ).toBe(4);
    expect(
      orderTotals([{ unitPriceCents: 10, quantity: 1 }], { fulfilment: "pickup", tipPercent: 15 }, RULES)
        .tipCents,
    ).toBe(2);
  });

  it("tax and tip are on the goods only: the delivery fee is neither taxed nor tipped", () => {
    expect(
      orderTotals(
        [{ unitPriceCents: 10_000, quantity: 1 }],
        { fulfilment: "delivery", tipPercent: 20 },
        RULES,
      ),
    ).toEqual({
      subtotalCents: 10_000,
      discountCents: 0,
      taxCents: 700,
      deliveryFeeCents: 499,
      tipCents: 2_000,
      totalCents: 13_199,
    });
  });
});

describe("delivery's minimum and free delivery (issue #18)", () => {
  const rules = { ...RULES, deliveryMinimumCents: 2_000, freeDeliveryFromCents: 7_500 };
  const bottles = (cents: number) => [{ unitPriceCents: cents, quantity: 1 }];

  it("charges the fee below the free-delivery line and nothing from it on, to the cent", () => {
    const fee = (cents: number) =>
      orderTotals(bottles(cents), { fulfilment: "delivery", tipPercent: 0 }, rules).deliveryFeeCents;
    expect(fee(7_499)).toBe(499);
    expect(fee(7_500)).toBe(0);
    expect(orderTotals(bottles(7_500), { fulfilment: "pickup", tipPercent: 0 }, rules).deliveryFeeCents).toBe(
      0,
    );
  });

  it("refuses a delivery a cent below the minimum, takes it at the minimum, and never refuses pickup", () => {
    expect(deliveryMinimumBreach(bottles(1_999), "delivery", rules)).toBe("order.belowDeliveryMinimum");
    expect(deliveryMinimumBreach(bottles(2_000), "delivery", rules)).toBeNull();
    expect(deliveryMinimumBreach(bottles(1), "pickup", rules)).toBeNull();
    expect(deliveryMinimumBreach(bottles(1), "delivery", RULES)).toBeNull();
  });

  it("says how far a subtotal is from the minimum, then from free delivery", () => {
    expect(deliveryProgress(500, rules)).toEqual({
      kind: "belowMinimum",
      shortCents: 1_500,
      lineCents: 2_000,
    });
    expect(deliveryProgress(2_000, rules)).toEqual({
      kind: "towardFree",
      shortCents: 5_500,
      lineCents: 7_500,
    });
    expect(deliveryProgress(7_500, rules)).toEqual({ kind: "free" });
    expect(deliveryProgress(500, { ...rules, freeDeliveryFromCents: null })).toEqual({
      kind: "belowMinimum",
      shortCents: 1_500,
      lineCents: 2_000,
    });
    expect(deliveryProgress(2_000, { ...rules, freeDeliveryFromCents: null })).toBeNull();
    expect(deliveryProgress(0, RULES)).toBeNull();
  });
});

describe("the store's per-order caps", () => {
  const caps = { maxBottles: 48, maxSubtotalCents: 250_000 };

  it("takes exactly the bottle cap and refuses one bottle more", () => {
    const lines = (extra: number) => [
      { unitPriceCents: 1000, quantity: 12 },
      { unitPriceCents: 1000, quantity: 12 },
      { unitPriceCents: 1000, quantity: 12 },
      { unitPriceCents: 1000, quantity: 12 + extra },
    ];
    expect(orderCapBreach(lines(0), caps)).toBeNull();
    expect(orderCapBreach(lines(1), caps)).toBe("order.tooManyBottles");
  });

  it("takes exactly the value cap before tax and refuses one cent more", () => {
    expect(orderCapBreach([{ unitPriceCents: 125_000, quantity: 2 }], caps)).toBeNull();
    expect(
      orderCapBreach(
        [
          { unitPriceCents: 125_000, quantity: 2 },
          { unitPriceCents: 1, quantity: 1 },
        ],
        caps,
      ),
    ).toBe("order.overOrderValue");
  });
});
