import { describe, expect, it } from "vitest";
import { parseNewProductForm, productDetailsEditSchema } from "./product-form";

const form = {
  subtype: "rum/gold",
  name: " Casa 8 ",
  brand: "Casa",
  description: "",
  wineType: "",
  varietal: "",
  "sizes.0.label": "750ml",
  "sizes.0.price": "29.99",
  "sizes.0.stock": "12",
  "sizes.0.id": "",
  "sizes.2.label": "1L",
  "sizes.2.price": "$39",
  "sizes.2.stock": "",
  "sizes.2.id": "0999",
};

describe("the new-product form (issue #16)", () => {
  it("reads the kind, details and the rows that have a label, in cents, stock empty as not counted", () => {
    expect(parseNewProductForm(form)).toEqual({
      ok: true,
      product: {
        sizeRows: [0, 2],
        typeSlug: "rum",
        subtypeSlug: "gold",
        details: {
          name: "Casa 8",
          brand: "Casa",
          description: "",
          descriptionEs: null,
          wineType: null,
          varietal: null,
        },
        sizes: [
          { label: "750ml", priceCents: 2999, inventory: 12, id: null },
          { label: "1L", priceCents: 3900, inventory: null, id: "0999" },
        ],
      },
    });
  });

  it("names every field at fault, by its row", () => {
    const parsed = parseNewProductForm({
      ...form,
      subtype: "rum",
      name: "",
      "sizes.2.price": "free",
      "sizes.2.stock": "-1",
    });
    expect(parsed).toEqual({
      ok: false,
      problems: {
        subtype: { key: "problem.subtype" },
        name: { key: "problem.name" },
        "sizes.2.price": { key: "problem.price" },
        "sizes.2.stock": { key: "problem.stock" },
      },
    });
  });

  it("asks for at least one size", () => {
    expect(parseNewProductForm({ subtype: "rum/gold", name: "X", brand: "Y", description: "" })).toEqual({
      ok: false,
      problems: { "sizes.0.label": { key: "problem.oneSize" } },
    });
  });
});

describe("a product details edit", () => {
  it("carries the details the page showed, and refuses them when they are not whole", () => {
    const shown = {
      name: "A",
      brand: "B",
      description: "",
      descriptionEs: null,
      wineType: null,
      varietal: null,
    };
    const sent = {
      intent: "details",
      name: "A2",
      brand: "B",
      description: "",
      wineType: "Vino Tinto",
      varietal: "",
      shown: JSON.stringify(shown),
    };
    expect(productDetailsEditSchema.parse(sent)).toMatchObject({
      name: "A2",
      wineType: "Vino Tinto",
      varietal: null,
      shown,
    });
    expect(productDetailsEditSchema.safeParse({ ...sent, shown: "{" }).success).toBe(false);
    expect(
      productDetailsEditSchema.safeParse({ ...sent, shown: JSON.stringify({ name: "A" }) }).success,
    ).toBe(false);
  });
});
