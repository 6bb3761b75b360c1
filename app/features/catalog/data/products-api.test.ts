import { describe, expect, it } from "vitest";
import { testProduct } from "../../../../tests/fixtures/catalog-products";
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
