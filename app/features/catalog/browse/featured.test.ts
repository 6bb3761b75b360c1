import { describe, expect, it } from "vitest";
import type { CatalogProduct } from "../catalog-model";
import { featuredShelf, featuredSize, openingSize } from "./featured";

function product(
  route: string,
  typeSlug: string,
  featuredRank: number | null,
  labels: string[],
  stock: Array<number | null> = labels.map(() => 5),
): CatalogProduct {
  return {
    route,
    formerRoutes: [],
    name: route,
    brand: "B",
    typeSlug,
    subtypeSlug: "s",
    description: "",
    descriptionEs: null,
    modal: false,
    varietal: null,
    wineType: null,
    featuredRank,
    position: 0,
    sizes: labels.map((label, position) => ({
      id: `${route}-${label}`,
      barcode: null,
      label,
      sizeMl: null,
      priceCents: 1000 + position,
      imagePath: `liquors-webp/${route}-${label}.webp`,
      inventory: stock[position] ?? null,
      position,
    })),
  };
}

describe("featured products (spec §2 Home, §9)", () => {
  it("uses the 750ml size, or the first size when there is none", () => {
    expect(featuredSize(product("a", "rum", 1, ["50ml", "750ml", "1.75L"])).label).toBe("750ml");
    expect(featuredSize(product("b", "beer", 1, ["12oz-6pack-Bottle", "24oz-Can"])).label).toBe(
      "12oz-6pack-Bottle",
    );
    expect(featuredSize(product("c", "rum", 1, ["750ml PET", "1L"])).label).toBe("750ml PET");
  });

  it("takes the type's chosen products in rank order, up to the count", () => {
    const products = [
      product("third", "rum", 3, ["750ml"]),
      product("plain", "rum", null, ["750ml"]),
      product("first", "rum", 1, ["750ml"]),
      product("other", "gin", 2, ["750ml"]),
      product("second", "rum", 2, ["1L"]),
    ];
    const shelf = featuredShelf(products, "rum", 2);
    expect(shelf.items.map((item) => item.route)).toEqual(["first", "second"]);
    expect(shelf).toMatchObject({ chosen: 2, filled: 0 });
    expect(shelf.items[1]).toMatchObject({
      sizeLabel: "1L",
      priceCents: 1000,
      imagePath: "liquors-webp/second-1L.webp",
    });
  });

  it("fills what staff left open: flagships, then best sellers, then 750ml bottles, then the rest", () => {
    const flagship = { ...product("flagship", "rum", null, ["1L"]), modal: true };
    const products = [
      product("no-750", "rum", null, ["1L"]),
      product("with-750", "rum", null, ["750ml"]),
      product("seller", "rum", null, ["1L"]),
      product("best-seller", "rum", null, ["1L"]),
      flagship,
      product("chosen", "rum", 1, ["750ml"]),
    ];
    const unitsSold = new Map([
      ["seller", 2],
      ["best-seller", 9],
    ]);
    const shelf = featuredShelf(products, "rum", 6, unitsSold);
    expect(shelf.items.map((item) => item.route)).toEqual([
      "chosen",
      "flagship",
      "best-seller",
      "seller",
      "with-750",
      "no-750",
    ]);
    expect(shelf).toMatchObject({ chosen: 1, filled: 5 });
    expect(featuredShelf(products, "rum", 3, unitsSold).items.map((item) => item.route)).toEqual([
      "chosen",
      "flagship",
      "best-seller",
    ]);
  });

  it("never shows a product that is out of stock, chosen or not", () => {
    const products = [
      product("sold-out-choice", "rum", 1, ["750ml"], [0]),
      product("sold-out", "rum", null, ["750ml", "1L"], [0, 0]),
      product("uncounted", "rum", null, ["750ml"], [null]),
    ];
    const shelf = featuredShelf(products, "rum", 5);
    expect(shelf.items.map((item) => item.route)).toEqual(["uncounted"]);
    expect(shelf).toMatchObject({ chosen: 0, filled: 1 });
  });

  it("shows each product in a size that can be bought", () => {
    const [item] = featuredShelf(
      [product("cans", "beer", 1, ["24oz-Can", "12oz-6pack"], [0, 3])],
      "beer",
      1,
    ).items;
    expect(item).toMatchObject({ sizeLabel: "12oz-6pack", imagePath: "liquors-webp/cans-12oz-6pack.webp" });
  });
});

describe("the size a product page opens on (issue #16)", () => {
  it("is 750ml when it is in stock", () => {
    expect(openingSize(product("a", "rum", null, ["50ml", "750ml"], [3, 1])).label).toBe("750ml");
  });

  it("is the first size in stock when 750ml is sold out or missing", () => {
    expect(openingSize(product("a", "rum", null, ["50ml", "750ml", "1L"], [0, 0, 4])).label).toBe("1L");
    expect(openingSize(product("b", "beer", null, ["24oz-Can", "12oz-6pack", "30pk"], [0, 2, 9])).label).toBe(
      "12oz-6pack",
    );
  });

  it("is the usual size when nothing is in stock", () => {
    expect(openingSize(product("a", "rum", null, ["50ml", "750ml"], [0, 0])).label).toBe("750ml");
  });
});
