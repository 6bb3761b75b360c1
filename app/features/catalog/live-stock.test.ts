import { describe, expect, it } from "vitest";
import { liveStockUrl, readLiveStock } from "./live-stock";

describe("the live stock answer, as the product page reads it (issue #17)", () => {
  const good = {
    route: "modelo-especial",
    sizes: [
      { id: "a", inventory: 3 },
      { id: "b", inventory: null },
    ],
  };

  it("takes a well-formed answer for the page's product", () => {
    expect(readLiveStock(good, "modelo-especial")).toEqual(good);
    expect(readLiveStock({ route: "x", sizes: [] }, "x")).toEqual({ route: "x", sizes: [] });
  });

  it("leaves the rendered stock for anything else", () => {
    const wrong: unknown[] = [
      null,
      "In stock",
      [],
      { ...good, route: "another-product" },
      { route: "modelo-especial" },
      { ...good, sizes: "many" },
      { ...good, sizes: [null] },
      { ...good, sizes: [{ id: 7, inventory: 3 }] },
      { ...good, sizes: [{ id: "a", inventory: -1 }] },
      { ...good, sizes: [{ id: "a", inventory: 2.5 }] },
      { ...good, sizes: [{ id: "a", inventory: "3" }] },
      { ...good, sizes: [{ id: "a" }] },
      { error: "unknown_product" },
    ];
    for (const answer of wrong)
      expect(readLiveStock(answer, "modelo-especial"), JSON.stringify(answer)).toBeNull();
  });

  it("asks at the product's own address, its route escaped", () => {
    expect(liveStockUrl("modelo-especial")).toBe("/api/products/modelo-especial/stock");
    expect(liveStockUrl("a/b?c")).toBe("/api/products/a%2Fb%3Fc/stock");
  });
});
