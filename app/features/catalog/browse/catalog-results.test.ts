import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "../import/catalog-file";
import { parseCatalogQuery } from "./catalog-query";
import { catalogResults, inSearchOrder } from "./catalog-results";
import { normalizeCatalog } from "../import/normalize-catalog";
import { PLACEHOLDER_PRICE_CENTS } from "../placeholder-price";
import { createProductSearch } from "../search/product-search";

const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
const { catalog } = normalizeCatalog(parsed.file);
const search = createProductSearch(catalog.products, catalog.types);

function results(query: string, pageSize = 24) {
  const parsedQuery = parseCatalogQuery(new URLSearchParams(query));
  const candidates = parsedQuery.search
    ? inSearchOrder(catalog.products, search.search(parsedQuery.search, 500))
    : catalog.products;
  return catalogResults(candidates, parsedQuery, pageSize);
}
const typeOf = (route: string) => catalog.products.find((product) => product.route === route)!.typeSlug;

describe("catalogue results", () => {
  it("lists every product by name A–Z, in pages of 24", () => {
    const first = results("");
    expect(first.total).toBe(catalog.products.length);
    expect(first.cards).toHaveLength(24);
    const names = first.cards.map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(first.pageCount).toBe(Math.ceil(catalog.products.length / 24));
  });

  it("type=cognac also lists brandy (DESIGN §7)", () => {
    const types = new Set(results("type=cognac", 500).cards.map((card) => typeOf(card.route)));
    expect(types).toEqual(new Set(["cognac", "brandy"]));
  });

  it("filters by type and in-stock size, and shows the size that fits", () => {
    const page = results("type=rum&size=1.75L&inStock=1", 500);
    expect(page.total).toBeGreaterThan(0);
    expect(page.cards.every((card) => card.sizeLabel === "1.75L" && typeOf(card.route) === "rum")).toBe(true);
  });

  it("sorts by price both ways, in stock first", () => {
    const prices = (query: string) =>
      results(query, 500)
        .cards.filter((card) => card.inStock)
        .map((card) => card.priceCents!);
    const up = prices("type=vodka&sort=price-asc");
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = prices("type=vodka&sort=price-desc");
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("sorts by name both ways", () => {
    const up = results("type=gin&sort=name-asc", 500).cards.map((card) => card.name);
    expect(up).toEqual([...up].sort((a, b) => a.localeCompare(b)));
    const down = results("type=gin&sort=name-desc", 500).cards.map((card) => card.name);
    expect(down).toEqual([...up].reverse());
  });

  it("keeps search order for relevance and a price range in cents", () => {
    expect(results("search=patron%20reposad").cards[0]!.route).toBe("patron-reposado");
    const ranged = results("priceMin=20&priceMax=30", 500).cards;
    expect(ranged.every((card) => card.priceCents! >= 2000 && card.priceCents! <= 3000)).toBe(true);
  });

  it("never shows a placeholder price: such cards have none, sort last, and match no price range", () => {
    const vodkas = catalog.products.filter((product) => product.typeSlug === "vodka");
    const parked = {
      ...vodkas[0]!,
      route: "parked-vodka",
      name: "AAA Parked Vodka",
      sizes: vodkas[0]!.sizes.map((size) => ({ ...size, priceCents: PLACEHOLDER_PRICE_CENTS, inventory: 0 })),
    };
    const page = (query: string) =>
      catalogResults([parked, ...vodkas], parseCatalogQuery(new URLSearchParams(query)), 500).cards;
    for (const sort of ["price-asc", "price-desc"]) {
      const cards = page(`sort=${sort}`);
      expect(cards.at(-1)).toMatchObject({ route: "parked-vodka", priceCents: null });
    }
    expect(page("priceMin=100").map((card) => card.route)).not.toContain("parked-vodka");
    expect(page("").map((card) => card.route)).toContain("parked-vodka");
  });

  it("in the shopper's sort, in-stock products come first, each part in the sort's order (issue #18)", () => {
    const soldOut = (card: { inStock: boolean }) => !card.inStock;
    for (const query of [
      "",
      "sort=price-asc",
      "sort=price-desc",
      "sort=name-desc",
      "search=whisky&sort=name-asc",
    ]) {
      const { cards } = results(query, 1_000);
      const firstSoldOut = cards.findIndex(soldOut);
      expect(firstSoldOut, query).toBeGreaterThan(0);
      expect(cards.slice(firstSoldOut).every(soldOut), query).toBe(true);
    }
    const { cards } = results("", 1_000);
    const inStockNames = cards.filter((card) => card.inStock).map((card) => card.name);
    expect(inStockNames).toEqual([...inStockNames].sort((a, b) => a.localeCompare(b)));
  });

  it("a card over several sizes reads 'From' the cheapest in stock; one size, its own price (issue #18)", () => {
    const cards = results("", 1_000).cards;
    for (const card of cards) {
      const product = catalog.products.find((candidate) => candidate.route === card.route)!;
      const inStock = product.sizes.filter(
        (size) => size.inventory !== 0 && size.priceCents !== PLACEHOLDER_PRICE_CENTS,
      );
      if (inStock.length === 0) continue;
      expect(card.priceCents, card.route).toBe(Math.min(...inStock.map((size) => size.priceCents)));
      expect(card.priceFrom, card.route).toBe(new Set(inStock.map((size) => size.priceCents)).size > 1);
    }
    expect(cards.filter((card) => card.priceFrom).length).toBeGreaterThan(50);
    const oneSize = results("type=rum&size=1.75L", 500).cards;
    expect(oneSize.length).toBeGreaterThan(0);
    expect(oneSize.every((card) => !card.priceFrom)).toBe(true);
  });

  it("a page past the end shows the last page", () => {
    const page = results("type=mezcal&page=50");
    expect(page.page).toBe(page.pageCount);
    expect(page.cards.length).toBeGreaterThan(0);
  });
});
