import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatCents, hasFractionOfCent } from "./money";

describe("money in integer cents", () => {
  it("converts catalogue prices without floating-point drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(4599.99)).toBe(459999);
    expect(dollarsToCents(1.07)).toBe(107);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it("round-trips every cent amount up to $100,000", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it("refuses non-integer cents and non-finite dollars", () => {
    expect(() => centsToDollars(10.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("formats for people with two decimals", () => {
    expect(formatCents(459999)).toBe("$4,599.99");
    expect(formatCents(500)).toBe("$5.00");
  });

  it("detects fractions of a cent", () => {
    expect(hasFractionOfCent(12.345)).toBe(true);
    expect(hasFractionOfCent(12.34)).toBe(false);
  });
});
