import { describe, expect, it } from "vitest";
import { readProductList } from "./product-list";

const PRODUCT = {
  type: "wine",
  subtype: "red",
  brand: "Casa",
  alcoholicBeverage: "Liquor",
  name: "Tinto",
  route: "casa-tinto",
  description: "A red wine.",
  modal: false,
  sizes: [
    { id: "casa-tinto-750", size: "750ml", price: 12.99, img: "tinto.webp", inventory: null, size_ml: 750 },
  ],
};

describe("readProductList: the body of GET /api/products", () => {
  it("reads each product's name and sizes, and leaves the rest unread", () => {
    expect(readProductList([PRODUCT])).toEqual([{ name: PRODUCT.name, sizes: PRODUCT.sizes }]);
    expect(readProductList([])).toEqual([]);
  });

  it("refuses a product with a wrong field, as a failed request", () => {
    const priceAsText = { ...PRODUCT, sizes: [{ ...PRODUCT.sizes[0], price: "12.99" }] };
    expect(() => readProductList([priceAsText])).toThrow(/^Error: /);
    expect(() => readProductList([{ ...PRODUCT, sizes: undefined }])).toThrow(/^Error: /);
    for (const wrong of [{ inventory: "3" }, { size_ml: true }, { id: 7 }, { img: null }])
      expect(() => readProductList([{ ...PRODUCT, sizes: [{ ...PRODUCT.sizes[0], ...wrong }] }])).toThrow(
        /^Error: /,
      );
    expect(() => readProductList([PRODUCT, null])).toThrow(/^Error: /);
  });

  it("refuses a body that is not a list", () => {
    for (const body of [null, "products", { products: [PRODUCT] }]) {
      expect(() => readProductList(body), JSON.stringify(body)).toThrow(/^Error: /);
    }
  });
});
