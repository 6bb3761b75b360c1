import { describe, expect, it } from "vitest";
import { testProduct, testSize } from "../../../../tests/fixtures/catalog-products";
import { pricedAt } from "../priced-now";
import type { SizeSale } from "../sale-price";
import { toApiProduct } from "./products-api";

describe("a product in GET /api/products", () => {
  it("carries description_es only where the catalogue has a Spanish text (issue #16)", () => {
    const english = toApiProduct(testProduct({ description: "A whisky." }), "Alcoholic Beverages");
    expect(english.description).toBe("A whisky.");
    expect(english).not.toHaveProperty("description_es");
    const both = toApiProduct(testProduct({ descriptionEs: "Un whisky." }), "Alcoholic Beverages");
    expect(both).toMatchObject({ description: "A whisky.", description_es: "Un whisky." });
  });

  it("gives wine type and varietal as the catalogue writes them, whatever the page's language", () => {
    const wine = toApiProduct(
      testProduct({ typeSlug: "wine", wineType: "Vino Tinto", varietal: "Red Blend" }),
      "Alcoholic Beverages",
    );
    expect(wine).toMatchObject({ wine_type: "Vino Tinto", varietal: "Red Blend" });
  });
});

describe("a size's sale in GET /api/products (issue #35)", () => {
  const december: SizeSale = {
    priceCents: 2499,
    startsAt: "2026-12-01T05:00:00.000Z",
    endsAt: "2026-12-08T05:00:00.000Z",
  };
  const onSale = testProduct({ sizes: [testSize({ priceCents: 2999, sale: december })] });
  /** The size as the API gives it from the catalogue the storefront serves at `at`. */
  const sizeAt = (at: string) =>
    toApiProduct(pricedAt([onSale], new Date(at)).products[0]!, "Drinks").sizes[0];

  it("gives the regular price, the price now and the sale while it runs", () => {
    expect(sizeAt("2026-12-03T12:00:00Z")).toMatchObject({ price: 29.99, price_now: 24.99, sale: december });
  });

  it("keeps the regular price as the price now before the sale starts and after it ends, the sale beside it", () => {
    for (const at of ["2026-11-30T12:00:00Z", "2026-12-08T05:00:00Z"])
      expect(sizeAt(at)).toMatchObject({ price: 29.99, price_now: 29.99, sale: december });
  });

  it("gives a size without a sale its price twice and no sale, as before sales", () => {
    expect(toApiProduct(testProduct(), "Drinks").sizes[0]).toMatchObject({
      price: 29.99,
      price_now: 29.99,
      sale: null,
    });
  });
});
