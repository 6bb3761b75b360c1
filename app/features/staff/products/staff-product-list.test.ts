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

describe("a size's sale in the stock and prices list (issue #35)", () => {
  it("lists the regular price of a size whose sale runs, with the sale beside it", () => {
    const running = { priceCents: 2499, startsAt: null, endsAt: "2026-12-08T05:00:00.000Z" };
    // As the storefront's catalogue has it while the sale runs: the sale price, the regular one as was.
    const onSale = testProduct({
      route: "on-sale",
      sizes: [testSize({ inventory: 2, priceCents: 2499, wasCents: 2999, sale: running })],
    });
    const [row] = lowStockProducts([onSale], new Date("2026-12-03T12:00:00Z"));
    expect(row?.sizes[0]).toMatchObject({
      priceCents: 2999,
      sale: { priceCents: 2499, firstDay: null, lastDay: "2026-12-07", running: true },
    });
  });
});
