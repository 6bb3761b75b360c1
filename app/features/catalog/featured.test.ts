import { describe, expect, it } from "vitest";
import type { CatalogProduct } from "./catalog-model";
import { featuredItems, featuredSize } from "./featured";

function product(
  route: string,
  typeSlug: string,
  featuredRank: number | null,
  labels: string[],
): CatalogProduct {
  return {
    route,
    formerRoutes: [],
    name: route,
    brand: "B",
    typeSlug,
    subtypeSlug: "s",
    description: "",
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
      inventory: 5,
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

  it("takes the type's featured products in rank order, up to the count", () => {
    const products = [
      product("third", "rum", 3, ["750ml"]),
      product("plain", "rum", null, ["750ml"]),
      product("first", "rum", 1, ["750ml"]),
      product("other", "gin", 2, ["750ml"]),
      product("second", "rum", 2, ["1L"]),
    ];
    const items = featuredItems(products, "rum", 2);
    expect(items.map((item) => item.route)).toEqual(["first", "second"]);
    expect(items[1]).toMatchObject({
      sizeLabel: "1L",
      priceCents: 1000,
      imagePath: "liquors-webp/second-1L.webp",
    });
  });
});
