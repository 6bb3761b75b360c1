import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testProduct, testSize } from "../../../../tests/fixtures/catalog-products";
import { parseCatalogFile } from "../import/catalog-file";
import { normalizeCatalog } from "../import/normalize-catalog";
import { buildSnapshot } from "../data/catalog-snapshot.server";
import { neighboursOf, relatedProducts } from "./related-products";

const soldOut = (route: string) => [testSize({ id: `${route}-750ml`, inventory: 0 })];

describe("related products", () => {
  const product = testProduct({ route: "buchanans-12", brand: "Buchanans", subtypeSlug: "scotch" });
  const catalogue = [
    testProduct({ route: "other-type-scotch", typeSlug: "gin", subtypeSlug: "scotch", position: 1 }),
    testProduct({ route: "brand-in-stock", brand: "BUCHANANS", subtypeSlug: "irish", position: 2 }),
    testProduct({ route: "scotch-sold-out", sizes: soldOut("scotch-sold-out"), position: 3 }),
    product,
    testProduct({ route: "scotch-in-stock", position: 5 }),
    testProduct({ route: "scotch-same-brand", brand: "Buchanans", position: 6 }),
    testProduct({ route: "unrelated", subtypeSlug: "irish", position: 7 }),
    testProduct({ route: "brand-sold-out", brand: "Buchanans", subtypeSlug: "irish", sizes: soldOut("b") }),
  ];

  it("puts the same subtype first, then the same brand (any case); in stock first within each", () => {
    expect(relatedProducts(product, catalogue).map((card) => card.route)).toEqual([
      "scotch-same-brand",
      "scotch-in-stock",
      "scotch-sold-out",
      "brand-in-stock",
      "brand-sold-out",
    ]);
  });

  it("never lists the product itself, nor a subtype of the same name under another type", () => {
    const routes = relatedProducts(product, catalogue).map((card) => card.route);
    expect(routes).not.toContain("buchanans-12");
    expect(routes).not.toContain("other-type-scotch");
    expect(routes).not.toContain("unrelated");
  });

  it("stops at the limit (6 by default)", () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      testProduct({ route: `scotch-${index}`, position: index }),
    );
    expect(relatedProducts(product, [product, ...many])).toHaveLength(6);
    expect(relatedProducts(product, many, 2).map((card) => card.route)).toEqual(["scotch-0", "scotch-1"]);
  });

  it("shows 750ml or the first size on the card, never a placeholder price", () => {
    const sizes = [
      testSize({ id: "a", label: "1.75L", priceCents: 4999 }),
      testSize({ id: "b", label: "750ml", priceCents: 1_000_000, inventory: 0 }),
    ];
    const placeholdersOnly = [testSize({ id: "c", priceCents: 1_000_000, inventory: 0 })];
    const cards = relatedProducts(product, [
      testProduct({ route: "placeholder-750", sizes }),
      testProduct({ route: "placeholders-only", sizes: placeholdersOnly }),
    ]);
    expect(cards).toEqual([expect.objectContaining({ route: "placeholder-750", sizeLabel: "1.75L" })]);
    expect(cards[0]).toMatchObject({ priceCents: 4999, sizeCount: 2, inStock: true });
  });

  it("finds related bottles for every product of the demo catalogue", () => {
    const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    const { products } = normalizeCatalog(parsed.file).catalog;
    for (const each of products) {
      const routes = relatedProducts(each, products).map((card) => card.route);
      expect(routes.length, each.route).toBeGreaterThan(0);
      expect(routes.length).toBeLessThanOrEqual(6);
      expect(routes).not.toContain(each.route);
      expect(new Set(routes).size).toBe(routes.length);
    }
  });

  it("looks only at the product's shelf and brand, and finds the same as a scan of the whole catalogue", () => {
    const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    const catalog = normalizeCatalog(parsed.file).catalog;
    const snapshot = buildSnapshot({ ...catalog, revision: 1, redirects: new Map() });
    for (const each of snapshot.products) {
      const neighbours = [...neighboursOf(each, snapshot)];
      expect(neighbours.length, each.route).toBeLessThan(snapshot.products.length / 2);
      expect(new Set(neighbours).size, each.route).toBe(neighbours.length);
      expect(relatedProducts(each, neighbours), each.route).toEqual(relatedProducts(each, snapshot.products));
    }
  });
});
