import { describe, expect, it } from "vitest";
import { testProduct, testSize } from "../../../../tests/fixtures/catalog-products";
import { storeFavourites } from "./store-favourites";

const bottle = (route: string, inventory: number | null, label = "750ml") =>
  testSize({ id: `${route}-${label}`, label, inventory });

describe("the store's favourites, offered when nothing matches", () => {
  it("offers flagships, one per type before a second of any, then featured, then the rest", () => {
    const products = [
      testProduct({ route: "plain-rum", typeSlug: "rum", sizes: [bottle("plain-rum", 5)] }),
      testProduct({
        route: "featured-gin",
        typeSlug: "gin",
        featuredRank: 1,
        sizes: [bottle("featured-gin", 5)],
      }),
      testProduct({ route: "whisky-one", modal: true, sizes: [bottle("whisky-one", 5)] }),
      testProduct({ route: "whisky-two", modal: true, sizes: [bottle("whisky-two", null)] }),
      testProduct({
        route: "tequila-one",
        typeSlug: "tequila",
        modal: true,
        sizes: [bottle("tequila-one", 3)],
      }),
    ];
    expect(storeFavourites(products, 4).map((card) => card.route)).toEqual([
      "whisky-one",
      "tequila-one",
      "whisky-two",
      "featured-gin",
    ]);
    expect(
      storeFavourites(products, 10)
        .map((card) => card.route)
        .at(-1),
    ).toBe("plain-rum");
  });

  it("shows each in its 750ml bottle, and never one whose 750ml is sold out", () => {
    const products = [
      testProduct({
        route: "sold-out",
        modal: true,
        sizes: [bottle("sold-out", 0), bottle("sold-out", 9, "1L")],
      }),
      testProduct({ route: "no-750", modal: true, sizes: [bottle("no-750", 9, "1.75L")] }),
      testProduct({ route: "in-stock", sizes: [bottle("in-stock", 9, "50ml"), bottle("in-stock", 2)] }),
    ];
    const favourites = storeFavourites(products, 4);
    expect(favourites.map((card) => [card.route, card.sizeLabel, card.inStock])).toEqual([
      ["in-stock", "750ml", true],
    ]);
  });
});
