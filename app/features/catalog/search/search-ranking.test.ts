import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../../../../tests/fixtures/real-store-export";
import { catalogPageContent } from "../browse/catalog-page";
import { parseCatalogQuery } from "../browse/catalog-query";
import type { Catalog, CatalogProduct } from "../catalog-model";
import { buildSnapshot, withStockLevels } from "../data/catalog-snapshot.server";
import { parseCatalogFile } from "../import/catalog-file";
import { normalizeCatalog } from "../import/normalize-catalog";
import { isProductInStock } from "../stock-status";
import { createProductSearch, stockIn } from "./product-search";
import { searchAnswer } from "./search-answer.server";
import { searchWords } from "./search-text";

/**
 * Issue #16: search ranks as a liquor shopper expects, on the demo catalogue the store seeds and on
 * the real store's export. Each row: a search, and what its first results must all be; unless a
 * count is given, as many as the catalogue holds of them, so nothing else may come between.
 */
interface RankingRow {
  query: string;
  what: string;
  is: (product: CatalogProduct) => boolean;
  count?: number;
}

const ofType = (typeSlug: string) => (product: CatalogProduct) => product.typeSlug === typeSlug;
const holds = (text: string, word: string) => searchWords(text).some((found) => found.startsWith(word));
const named = (product: CatalogProduct, word: string) => holds(`${product.name} ${product.brand}`, word);

const TYPE_ROWS: RankingRow[] = [
  ["tequila", "tequila"],
  ["tequilla", "tequila"],
  ["tequlia", "tequila"],
  ["tekilla", "tequila"],
  ["ron", "rum"],
  ["rum", "rum"],
  ["guaro", "aguardiente"],
  ["aguardiente", "aguardiente"],
  ["cerveza", "beer"],
  ["servesa", "beer"],
  ["whisky", "whiskey"],
  ["whiskey", "whiskey"],
  ["wisky", "whiskey"],
  ["bourbon", "whiskey"],
  ["vodka", "vodka"],
  ["vodca", "vodka"],
  ["ginebra", "gin"],
  ["mezcal", "mezcal"],
  ["licor", "liquors"],
  ["vino", "wine"],
].map(([query, type]) => ({ query: query!, what: `every ${type}`, is: ofType(type!) }));

/** Sold in a size: a pack of `count`, or containers of `ounces`. */
const soldIn = (fits: (label: string) => boolean) => (product: CatalogProduct) =>
  product.sizes.some((size) => fits(size.label));
const packOf = (count: number) => soldIn((label) => new RegExp(`-${count}pack\\b`, "i").test(label));
const ouncesOf = (ounces: number) => soldIn((label) => new RegExp(`^${ounces}oz\\b`, "i").test(label));

const ROWS: RankingRow[] = [
  ...TYPE_ROWS,
  // Issue #31: a size named finds what is sold in it (beer), not a whisky aged 6 or 12 years.
  { query: "6 pack", what: "every product sold in 6-packs", is: packOf(6) },
  { query: "6-pack", what: "every product sold in 6-packs", is: packOf(6) },
  { query: "12 oz", what: "every product sold in 12 oz containers", is: ouncesOf(12) },
  { query: "12oz", what: "every product sold in 12 oz containers", is: ouncesOf(12) },
  {
    query: "scotch",
    what: "every Scotch whisky",
    is: (product) => product.typeSlug === "whiskey" && product.subtypeSlug === "scotch",
  },
  { query: "red wine", what: "every red wine", is: (product) => product.wineType === "Vino Tinto" },
  { query: "vino tinto", what: "every red wine", is: (product) => product.wineType === "Vino Tinto" },
  { query: "champagne", what: "every Champagne", is: (product) => product.wineType === "Champagne" },
  {
    query: "scotch 12",
    what: "every Scotch whisky with 12 in its name",
    is: (product) =>
      product.subtypeSlug === "scotch" && product.typeSlug === "whiskey" && named(product, "12"),
  },
  { query: "jameson", what: "every Jameson", is: (product) => product.brand === "Jameson" },
  { query: "hennessy", what: "every Hennessy", is: (product) => product.brand === "Hennessy" },
  {
    query: "johnnie walker black label",
    what: "Johnnie Walker Black Label",
    is: (product) => product.route === "johnnie-walker-black-label",
    count: 1,
  },
  {
    query: "don julio 1942",
    what: "Don Julio 1942",
    is: (product) => product.route === "don-julio-1942",
    count: 1,
  },
  {
    query: "honey",
    what: "every product with honey in its name, before those whose description has it",
    is: (product) => named(product, "honey"),
  },
  {
    query: "luxurious",
    what: "every product whose description says it (no name does)",
    is: (product) => holds(product.description, "luxurious"),
  },
];

function loadCatalogue(path: string): Catalog {
  const parsed = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file).catalog;
}

const CATALOGUES = [
  { name: "the demo catalogue", path: "data/catalog.json", present: true },
  { name: "the real store's export", path: REAL_STORE_EXPORT, present: hasRealStoreExport },
];

describe.each(CATALOGUES)("search ranking on $name", ({ path, present }) => {
  const catalog = present ? loadCatalogue(path) : { title: "", types: [], products: [] };
  const productByRoute = new Map(catalog.products.map((product) => [product.route, product]));
  const search = createProductSearch(catalog.products, catalog.types);
  const productOf = (route: string) => productByRoute.get(route)!;

  describe.skipIf(!present)("the first results", () => {
    it.each(ROWS)("$query → $what", ({ query, is, count }) => {
      const expected = count ?? catalog.products.filter(is).length;
      expect(expected, `the catalogue has nothing for "${query}"`).toBeGreaterThan(0);
      const results = search.search(query, 500, stockIn(productByRoute));
      expect(results.length).toBeGreaterThanOrEqual(expected);
      const strays = results.slice(0, expected).filter((route) => !is(productOf(route)));
      expect(strays, `"${query}": first ${expected}`).toEqual([]);
    });

    it("lists what is in stock first among equals", () => {
      const results = search.search("tequila", 500, stockIn(productByRoute));
      const tequilas = results.filter((route) => productOf(route).typeSlug === "tequila");
      const stock = tequilas.map((route) => isProductInStock(productOf(route)));
      expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    });
  });

  it.skipIf(!present)(
    "a suggestion's price 'from' is a bottle's that can be bought, not a mini's (issue #31)",
    () => {
      const snapshot = buildSnapshot({ ...catalog, revision: 1, redirects: new Map() });
      const isMini = (size: { sizeMl: number | null }) => size.sizeMl !== null && size.sizeMl <= 200;
      let checked = 0;
      for (const query of ["whisky", "rum", "tequila", "vodka"]) {
        for (const result of searchAnswer(snapshot, query, 50).results) {
          const bottles = productOf(result.route).sizes.filter(
            (size) => !isMini(size) && size.inventory !== 0 && size.priceCents < 1_000_000,
          );
          if (bottles.length === 0) continue;
          expect(result.priceFrom * 100, result.route).toBeCloseTo(
            Math.min(...bottles.map((size) => size.priceCents)),
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
  );

  describe.skipIf(!present)("stock read when searching, not when indexing", () => {
    const patronFirst = () => search.search("patron", 50, stockIn(productByRoute))[0]!;

    it("a product sold out since the index was built goes after the same search's products in stock", () => {
      const first = patronFirst();
      const soldOut = new Map(productByRoute);
      const product = productOf(first);
      soldOut.set(first, { ...product, sizes: product.sizes.map((size) => ({ ...size, inventory: 0 })) });
      const results = search.search("patron", 50, stockIn(soldOut));
      const patrons = results.filter((route) => named(productOf(route), "patron"));
      const inStockPatrons = patrons.filter((route) => isProductInStock(soldOut.get(route)!));
      expect(inStockPatrons.length).toBeGreaterThan(0);
      expect(results.indexOf(first)).toBeGreaterThan(results.indexOf(inStockPatrons.at(-1)!));
      expect(results.indexOf(first)).toBeLessThan(patrons.length);
    });

    it("the header's suggestions and the catalogue page rank alike, after a sale empties a shelf", () => {
      const first = patronFirst();
      const built = buildSnapshot({ ...catalog, revision: 1, redirects: new Map() });
      const emptied = new Map(productOf(first).sizes.map((size) => [size.id, 0]));
      const snapshot = withStockLevels(built, emptied)!;
      expect(snapshot.search).toBe(built.search);
      const suggested = searchAnswer(snapshot, "patron", 6).results.map((result) => result.route);
      const page = catalogPageContent(
        snapshot,
        parseCatalogQuery(new URLSearchParams("search=patron")),
        "en",
      );
      expect(suggested[0]).not.toBe(first);
      expect(suggested).toEqual(page.results.cards.slice(0, 6).map((card) => card.route));
    });
  });
});
