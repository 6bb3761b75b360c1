import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "../import/catalog-file";
import { parseCatalogQuery } from "./catalog-query";
import { catalogResults, inSearchOrder } from "./catalog-results";
import { normalizeCatalog } from "../import/normalize-catalog";
import { PLACEHOLDER_PRICE_CENTS } from "../placeholder-price";
import { createProductSearch } from "../search/product-search";
import type { Catalog, CatalogProduct } from "../catalog-model";
import { isSizeInStock } from "../stock-status";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../../../../tests/fixtures/real-store-export";

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

  it("a page past the end shows the last page", () => {
    const page = results("type=mezcal&page=50");
    expect(page.page).toBe(page.pageCount);
    expect(page.cards.length).toBeGreaterThan(0);
  });
});

function loadCatalogue(path: string): Catalog {
  const file = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!file.ok) throw new Error(file.errors.join("\n"));
  return normalizeCatalog(file.file).catalog;
}

const CATALOGUES = [
  { name: "the demo catalogue", path: "data/catalog.json", present: true },
  { name: "the real store's export", path: REAL_STORE_EXPORT, present: hasRealStoreExport },
];

/** 50–200 ml: no one compares a mini's price with a bottle's. */
const isMini = (size: { sizeMl: number | null }) => size.sizeMl !== null && size.sizeMl <= 200;

describe.each(CATALOGUES)(
  "catalogue cards on $name tell one size's truth (issue #31)",
  ({ path, present }) => {
    const shelf = present ? loadCatalogue(path).products : [];
    const byRoute = new Map(shelf.map((product) => [product.route, product]));
    const cardsFor = (query: string) =>
      catalogResults(shelf, parseCatalogQuery(new URLSearchParams(query)), 5_000).cards;
    const sizeOf = (card: { route: string; sizeLabel: string }) =>
      byRoute.get(card.route)!.sizes.find((size) => size.label === card.sizeLabel)!;

    it.skipIf(!present)("a card's price, size label and stock state all belong to the size it names", () => {
      for (const query of ["", "type=tequila", "type=rum&sort=price-asc", "type=beer", "size=750ml"]) {
        for (const card of cardsFor(query)) {
          const size = sizeOf(card);
          expect(size, `${query}: ${card.route}`).toBeDefined();
          if (card.priceCents !== null)
            expect(card.priceCents, `${query}: ${card.route}`).toBe(size.priceCents);
          expect(card.inStock, `${query}: ${card.route} ${card.sizeLabel}`).toBe(isSizeInStock(size));
        }
      }
    });

    it.skipIf(!present)(
      "filtered by size, a card shows that size, and one sold out in it sorts after those in stock",
      () => {
        const query = "type=tequila&size=750ml&priceMin=20.00&priceMax=39.99&sort=price-asc";
        const cards = cardsFor(query);
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.sizeLabel, card.route).toBe("750ml");
          expect(card.inStock, card.route).toBe(isSizeInStock(sizeOf(card)));
        }
        const firstSoldOut = cards.findIndex((card) => !card.inStock);
        if (firstSoldOut !== -1) expect(cards.slice(firstSoldOut).every((card) => !card.inStock)).toBe(true);
        const prices = cards.filter((card) => card.inStock).map((card) => card.priceCents!);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      },
    );

    it.skipIf(!present)(
      "prices compare like with like: a card shows a mini only when the product has no bottle to buy",
      () => {
        const hasBottle = (product: CatalogProduct) =>
          product.sizes.some(
            (size) => !isMini(size) && isSizeInStock(size) && size.priceCents < PLACEHOLDER_PRICE_CENTS,
          );
        for (const card of cardsFor("sort=price-asc")) {
          const product = byRoute.get(card.route)!;
          if (!hasBottle(product)) continue;
          const priced = product.sizes.filter((size) => size.priceCents === card.priceCents);
          expect(
            priced.some((size) => !isMini(size)),
            `${card.route}: ${card.priceCents}`,
          ).toBe(true);
          expect(isMini(sizeOf(card)), `${card.route} ${card.sizeLabel}`).toBe(false);
        }
      },
    );
  },
);

describe.skipIf(!hasRealStoreExport)("the real export's cards named in issue #31", () => {
  const shelf = hasRealStoreExport ? loadCatalogue(REAL_STORE_EXPORT).products : [];
  const card = (route: string, query = "") =>
    catalogResults(shelf, parseCatalogQuery(new URLSearchParams(query)), 5_000).cards.find(
      (candidate) => candidate.route === route,
    )!;

  it("Cazadores Reposado, its 750 ml sold out: the card shows the 1.75 L it sells, at that size's price", () => {
    expect(card("cazadores-reposado")).toMatchObject({ sizeLabel: "1.75L", priceCents: 4829, inStock: true });
  });

  it("Cazadores Reposado filtered to 750 ml: that size's price, marked sold out", () => {
    const query = "type=tequila&size=750ml&priceMin=20.00&priceMax=39.99&sort=price-asc";
    expect(card("cazadores-reposado", query)).toMatchObject({
      sizeLabel: "750ml",
      priceCents: 2069,
      inStock: false,
    });
  });
});
