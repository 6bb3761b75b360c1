import { describe, expect, it } from "vitest";
import { compareSizes } from "./unit-price";

const size = (
  id: string,
  label: string,
  priceCents: number,
  inventory: number | null = 5,
  sizeMl = null,
) => ({
  id,
  label,
  sizeMl,
  priceCents,
  inventory,
});

describe("comparing a product's sizes (issue #18)", () => {
  it("prices each size per 750 ml, leaving out the 750 ml itself, and marks a bigger size that costs less per bottle", () => {
    const { unitPrices, bestValueId } = compareSizes([
      size("small", "375ml", 1_599),
      size("bottle", "750ml", 2_999),
      size("handle", "1.75L", 5_499),
    ]);
    expect(unitPrices.get("small")).toEqual({ cents: 3_198, per: "750ml" });
    expect(unitPrices.has("bottle")).toBe(false);
    // 5499 × 750 / 1750 = 2356.7
    expect(unitPrices.get("handle")).toEqual({ cents: 2_357, per: "750ml" });
    expect(bestValueId).toBe("handle");
  });

  it("marks no best value when the bigger size costs more per bottle, or when it is sold out", () => {
    expect(
      compareSizes([size("bottle", "750ml", 2_000), size("handle", "1.75L", 6_000)]).bestValueId,
    ).toBeNull();
    expect(
      compareSizes([size("bottle", "750ml", 3_000), size("handle", "1.75L", 4_000, 0)]).bestValueId,
    ).toBeNull();
  });

  it("compares beer per 12 oz: a 12-pack against a 6-pack and a single can", () => {
    const { unitPrices, bestValueId } = compareSizes([
      size("can", "12oz-Can", 250),
      size("six", "12oz-6pack-Bottle", 1_099),
      size("twelve", "12oz-12pack-Can", 1_899),
      size("tall", "24oz-Can", 399),
    ]);
    expect(unitPrices.has("can")).toBe(false);
    expect(unitPrices.get("six")).toEqual({ cents: 183, per: "12oz" });
    expect(unitPrices.get("twelve")).toEqual({ cents: 158, per: "12oz" });
    expect(unitPrices.get("tall")).toEqual({ cents: 200, per: "12oz" });
    expect(bestValueId).toBe("twelve");
  });

  it("says nothing when there is nothing to compare: one size, sizes of one amount, unreadable labels, placeholder prices", () => {
    const nothing = { unitPrices: new Map(), bestValueId: null };
    expect(compareSizes([size("bottle", "750ml", 2_999)])).toEqual(nothing);
    expect(compareSizes([size("bottle", "750ml", 2_999), size("gift", "750ml Gift Box", 2_999)])).toEqual(
      nothing,
    );
    expect(compareSizes([size("a", "Magnum", 9_999), size("b", "Half", 2_999)])).toEqual(nothing);
    expect(compareSizes([size("bottle", "750ml", 2_999), size("handle", "1.75L", 1_000_000, 0)])).toEqual(
      nothing,
    );
  });
});
