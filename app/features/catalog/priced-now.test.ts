import { describe, expect, it } from "vitest";
import { testProduct, testSize } from "../../../tests/fixtures/catalog-products";
import type { CatalogProduct, CatalogSize } from "./catalog-model";
import { pricedAt, regularPriceCents } from "./priced-now";

const size = (id: string, sale: CatalogSize["sale"]): CatalogSize => ({
  ...testSize({ id, label: "750ml", priceCents: 3_499 }),
  sale,
});
const product = (sizes: CatalogSize[]): CatalogProduct => testProduct({ route: "malbec", sizes });

const WEEK = { priceCents: 2_999, startsAt: "2026-12-04T05:00:00.000Z", endsAt: "2026-12-11T05:00:00.000Z" };

describe("the catalogue priced at an instant (issue #35)", () => {
  it("sells a running sale at its price with the regular one as was, and says when prices next change", () => {
    const catalogue = [product([size("a", WEEK), size("b", null)])];
    const before = pricedAt(catalogue, new Date("2026-12-01T12:00:00Z"));
    expect(before.products[0]!.sizes[0]).toMatchObject({ priceCents: 3_499 });
    expect(before.products[0]!.sizes[0]!.wasCents).toBeUndefined();
    expect(before.pricesChangeAt).toBe(WEEK.startsAt);

    const during = pricedAt(catalogue, new Date(WEEK.startsAt));
    expect(during.products[0]!.sizes[0]).toMatchObject({
      priceCents: 2_999,
      wasCents: 3_499,
      saleEndsAt: WEEK.endsAt,
    });
    expect(during.products[0]!.sizes[1]).toMatchObject({ priceCents: 3_499 });
    expect(during.pricesChangeAt).toBe(WEEK.endsAt);

    // Priced again from a priced catalogue: the regular price is not lost.
    const after = pricedAt(during.products, new Date(WEEK.endsAt));
    expect(after.products[0]!.sizes[0]!.priceCents).toBe(3_499);
    expect(after.products[0]!.sizes[0]!.wasCents).toBeUndefined();
    expect(after.pricesChangeAt).toBeNull();
    expect(regularPriceCents(during.products[0]!.sizes[0]!)).toBe(3_499);
  });

  it("leaves a product without sales the same object", () => {
    const plain = product([size("b", null)]);
    expect(pricedAt([plain], new Date()).products[0]).toBe(plain);
  });
});
