import { describe, expect, it } from "vitest";
import { cartLines } from "./cart-lines";
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
    expect(readProductList([PRODUCT])).toEqual([
      { name: PRODUCT.name, type: "wine", subtype: "red", sizes: PRODUCT.sizes },
    ]);
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

  it("prices a line at the price now, with the regular price as was while a sale runs (issue #35)", () => {
    const onSale = { ...PRODUCT, sizes: [{ ...PRODUCT.sizes[0], price: 15.99, price_now: 12.99 }] };
    const [line] = cartLines(
      [{ sizeId: "casa-tinto-750", quantity: 2 }],
      readProductList([onSale]),
      new Set(),
    );
    expect(line).toMatchObject({
      unitPriceCents: 1299,
      wasCents: 1599,
      typeSlug: "wine",
      subtypeSlug: "red",
    });
    // An older server's list, without price_now: the price is the price.
    const [plain] = cartLines(
      [{ sizeId: "casa-tinto-750", quantity: 1 }],
      readProductList([PRODUCT]),
      new Set(),
    );
    expect(plain).toMatchObject({ unitPriceCents: 1299, wasCents: null });
  });

  it("keeps each size's picture version, which the cart panel's image URLs carry as ?v= (issue #30)", () => {
    const versioned = { ...PRODUCT, sizes: [{ ...PRODUCT.sizes[0], imgVersion: "3f9a0c2b7d41e665" }] };
    const products = readProductList([versioned]);
    const [line] = cartLines([{ sizeId: "casa-tinto-750", quantity: 1 }], products, new Set());
    expect(line?.imagePaths.src).toBe("/images/tinto-480w.webp?v=3f9a0c2b7d41e665");
    expect(line?.imagePaths.srcSet).toContain("/images/tinto-1024w.webp?v=3f9a0c2b7d41e665 1024w");
    expect(readProductList([{ ...versioned, sizes: [{ ...versioned.sizes[0], imgVersion: 7 }] }])).toEqual([
      { name: PRODUCT.name, type: "wine", subtype: "red", sizes: PRODUCT.sizes },
    ]);
  });

  it("refuses a body that is not a list", () => {
    for (const body of [null, "products", { products: [PRODUCT] }]) {
      expect(() => readProductList(body), JSON.stringify(body)).toThrow(/^Error: /);
    }
  });
});
