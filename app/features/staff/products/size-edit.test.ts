import { describe, expect, it } from "vitest";
import { MAX_PRICE_CENTS, MAX_STOCK, sizeEditSchema } from "./size-edit";

const form = (fields: Record<string, string> = {}) => ({
  sizeId: "jw-black-750ml",
  price: "39.99",
  stock: "12",
  shownPriceCents: "3999",
  shownStock: "5",
  ...fields,
});

describe("the staff form for one size's price and stock", () => {
  it("reads price in cents and stock in bottles; empty stock means not counted", () => {
    expect(sizeEditSchema.parse(form())).toEqual({
      sizeId: "jw-black-750ml",
      price: 3999,
      stock: 12,
      shownPriceCents: 3999,
      shownStock: 5,
    });
    expect(sizeEditSchema.parse(form({ stock: "", shownStock: "" }))).toMatchObject({
      stock: null,
      shownStock: null,
    });
    expect(sizeEditSchema.parse(form({ stock: "0" })).stock).toBe(0);
  });

  it("refuses a price that is not dollars and cents, zero, or beyond the typo guard", () => {
    for (const price of ["", "free", "0", "0.00", "-1", "39.999", String(MAX_PRICE_CENTS / 100 + 1)]) {
      const result = sizeEditSchema.safeParse(form({ price }));
      expect(result.success, price).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["price"]);
    }
  });

  it("refuses stock that is not a whole number of bottles", () => {
    for (const stock of ["-1", "2.5", "ten", "1e2", String(MAX_STOCK + 1)]) {
      const result = sizeEditSchema.safeParse(form({ stock }));
      expect(result.success, stock).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["stock"]);
    }
  });

  it("refuses unknown fields and a missing size", () => {
    expect(sizeEditSchema.safeParse({ ...form(), priceCents: "1" }).success).toBe(false);
    expect(sizeEditSchema.safeParse(form({ sizeId: "" })).success).toBe(false);
  });
});
