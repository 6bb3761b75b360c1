import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "../import/catalog-file";
import { normalizeCatalog } from "../import/normalize-catalog";
import { createProductSearch } from "./product-search";

const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
const { catalog } = normalizeCatalog(parsed.file);
const search = createProductSearch(catalog.products, catalog.types);
const productOf = (route: string) => catalog.products.find((product) => product.route === route)!;

/** Query → what the first result must be: a product route, or a test of the product. */
const QUALITY: Array<[string, string | ((route: string) => boolean)]> = [
  ["jhonnie walkr", (route) => productOf(route).brand === "Johnnie Walker"],
  ["johnnie walker black", "johnnie-walker-black-label"],
  ["patron reposad", "patron-reposado"],
  ["patron silver", (route) => route.startsWith("patron")],
  ["don julio 1942", "don-julio-1942"],
  ["buchanans 12", "buchanans-12-years"],
  ["buchanan", (route) => productOf(route).brand === "Buchanans"],
  ["jameson", "jameson"],
  ["jamesn", "jameson"],
  ["grey goose", "grey-goose"],
  ["gray goose", "grey-goose"],
  ["titos", "titos-handmade-vodka"],
  ["hennessy", (route) => productOf(route).brand === "Hennessy"],
  ["chivas", (route) => productOf(route).brand === "Chivas Regal"],
  ["bacardi", (route) => productOf(route).brand === "Bacardi"],
  ["ron", (route) => productOf(route).typeSlug === "rum"],
  ["ron bacardi", (route) => productOf(route).brand === "Bacardi"],
  ["cerveza", (route) => productOf(route).typeSlug === "beer"],
  ["cerveza corona", (route) => productOf(route).brand === "Corona"],
  ["vino tinto", (route) => productOf(route).wineType === "Vino Tinto"],
  ["red wine", (route) => productOf(route).wineType === "Vino Tinto"],
  [
    "white wine",
    (route) => productOf(route).wineType === "Vino Blanco" || /white/i.test(productOf(route).name),
  ],
  ["guaro", (route) => productOf(route).typeSlug === "aguardiente"],
  ["aguardiente antioqueño", (route) => productOf(route).typeSlug === "aguardiente"],
  ["anejo", (route) => /añejo|anejo/i.test(productOf(route).name)],
  ["mezcal", (route) => productOf(route).typeSlug === "mezcal"],
  ["pinot noir", (route) => productOf(route).varietal === "Pinot Noir"],
  ["cabernet", (route) => productOf(route).varietal === "Cabernet Sauvignon"],
  ["prosecco", (route) => /prosecco/i.test(productOf(route).name + productOf(route).varietal)],
  ["champagne", (route) => productOf(route).wineType === "Champagne"],
  ["modelo", (route) => productOf(route).brand === "Modelo"],
  ["jack daniels", (route) => productOf(route).brand === "Jack Daniels"],
  ["whisky", (route) => productOf(route).typeSlug === "whiskey"],
  ["ginebra", (route) => productOf(route).typeSlug === "gin"],
];

describe("product search quality (issue #5: typos, prefixes, Spanish synonyms)", () => {
  it.each(QUALITY)("%s", (query, expected) => {
    const [first] = search.search(query, 5);
    expect(first, `no result for "${query}"`).toBeDefined();
    if (typeof expected === "string") expect(first).toBe(expected);
    else expect(expected(first!), `"${query}" found ${first}`).toBe(true);
  });

  it("answers nothing for an empty query and never throws on hostile text", () => {
    expect(search.search("   ", 5)).toEqual([]);
    for (const hostile of [
      "<script>alert(1)</script>",
      "\u0000",
      "((((",
      "a".repeat(10_000),
      "__proto__",
      "*",
    ]) {
      expect(() => search.search(hostile, 5)).not.toThrow();
    }
  });

  it("finds a product by a word only its Spanish description has", () => {
    expect(productOf("buchanans-12-years").description).not.toMatch(/c[aá]scara/i);
    expect(search.search("cáscara de naranja", 10)).toContain("buchanans-12-years");
  });

  it("honours the limit", () => {
    expect(search.search("vodka", 3)).toHaveLength(3);
  });
});
