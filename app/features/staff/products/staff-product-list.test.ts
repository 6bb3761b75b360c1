import { describe, expect, it } from "vitest";
import { testProduct, testSize } from "../../../../tests/fixtures/catalog-products";
import { lowStockProducts } from "./staff-product-list";

describe("running low, as the stock page lists it", () => {
  // Issue #31: real exports park sold-out sizes at 10000.00; "Running low" listed "$10,000.00".
  it("gives a parked size no price, and keeps a real price of a sold-out size", () => {
    const parked = testProduct({
      route: "parked",
      sizes: [
        testSize({ id: "parked-750", inventory: 0, priceCents: 1_000_000 }),
        testSize({ id: "parked-1l", label: "1L", inventory: 0, priceCents: 3_499 }),
      ],
    });
    const [row] = lowStockProducts([parked, testProduct({ route: "plenty" })]);
    expect(row?.route).toBe("parked");
    expect(row?.sizes.map((size) => size.priceCents)).toEqual([null, 3_499]);
  });
});
