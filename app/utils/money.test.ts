import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  centsToTypedDollars,
  dollarsToCents,
  formatCents,
  hasFractionOfCent,
  typedDollarsToCents,
} from "./money";

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

describe("prices the staff type", () => {
  it("reads dollars as text, exactly to the cent", () => {
    expect(typedDollarsToCents("24.99")).toBe(2499);
    expect(typedDollarsToCents("12.5")).toBe(1250);
    expect(typedDollarsToCents("7")).toBe(700);
    expect(typedDollarsToCents(" $1,299.10 ")).toBe(129910);
    expect(typedDollarsToCents("0.29")).toBe(29);
    expect(typedDollarsToCents("1.005")).toBeNull();
  });

  it("refuses anything that is not a plain dollar amount", () => {
    for (const text of [
      "",
      "abc",
      "-5",
      "1e3",
      "12.",
      ".5",
      "12,34",
      "1,2345.00",
      "Infinity",
      "0x10",
      "12.3.4",
      "99999999999999999",
    ])
      expect(typedDollarsToCents(text), text).toBeNull();
  });

  it("writes cents back as the staff type them", () => {
    expect(centsToTypedDollars(2499)).toBe("24.99");
    expect(centsToTypedDollars(700)).toBe("7.00");
    expect(centsToTypedDollars(5)).toBe("0.05");
    for (const cents of [1, 99, 100, 12345, 999999])
      expect(typedDollarsToCents(centsToTypedDollars(cents))).toBe(cents);
  });
});
