import { describe, expect, it } from "vitest";
import storeConfig from "../../../store.config";
import { isSoldOut, MAX_PER_LINE, maxQuantity } from "./line-limit";

describe("the per-line maximum (specification §5: 12)", () => {
  it("is store.config.ts's maxQuantityPerLine, 12 as the specification says", () => {
    expect(MAX_PER_LINE).toBe(storeConfig.maxQuantityPerLine);
    expect(MAX_PER_LINE).toBe(12);
  });

  it("derives the maximum from inventory: missing → 12, never over 12, 0 or less → out of stock", () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(-1)).toBe(0);
    expect(maxQuantity(null)).toBe(12);
    expect(maxQuantity(undefined)).toBe(12);
    expect(maxQuantity(40)).toBe(12);
  });

  it("calls a size sold out at a count of 0 or below, never when its stock is not counted", () => {
    expect([0, -1, -40].map(isSoldOut)).toEqual([true, true, true]);
    expect([1, 12, null, undefined].map(isSoldOut)).toEqual([false, false, false, false]);
  });
});
