import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testProduct } from "../../../../tests/fixtures/catalog-products";
import { parseCatalogFile } from "../import/catalog-file";
import { normalizeCatalog } from "../import/normalize-catalog";
import { kindWeight, kindWords } from "./kind-words";
import { searchWords } from "./search-text";

const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
const { catalog } = normalizeCatalog(parsed.file);
const productWords = new Set(catalog.products.flatMap((p) => searchWords(`${p.name} ${p.brand}`)));
const kinds = kindWords(catalog.products, catalog.types, productWords);

describe("words that name a kind of drink", () => {
  it("reads types by their names in both languages and their synonyms, spelt, begun or misspelt", () => {
    for (const word of ["tequila", "tequilas", "tequ", "tequilla", "tekilla", "agave"])
      expect(kinds.kindsOf(word), word).toContainEqual({ typeSlug: "tequila" });
    expect(kinds.kindsOf("ron")).toEqual([{ typeSlug: "rum" }]);
    expect(kinds.kindsOf("guaro")).toEqual([{ typeSlug: "aguardiente" }]);
    expect(kinds.kindsOf("cerveza")).toEqual([{ typeSlug: "beer" }]);
    expect(kinds.kindsOf("vodca")).toEqual([{ typeSlug: "vodka" }]);
    expect(kinds.kindsOf("brandy")).toEqual(
      expect.arrayContaining([{ typeSlug: "brandy" }, { typeSlug: "cognac" }]),
    );
  });

  it("takes scotch for the whisky, not the Scotch gins", () => {
    expect(kinds.kindsOf("scotch")).toEqual([
      { typeSlug: "whiskey" },
      { typeSlug: "whiskey", subtypeSlug: "scotch" },
    ]);
    expect(kinds.kindsOf("irish")).toContainEqual({ typeSlug: "liquors", subtypeSlug: "irish" });
  });

  it("reads wine types, but not words as often meant otherwise", () => {
    expect(kinds.kindsOf("red")).toEqual([{ typeSlug: "wine", wineType: "Vino Tinto" }]);
    expect(kinds.kindsOf("blanco")).toEqual([]);
    expect(kinds.kindsOf("pink")).toEqual([]);
  });

  it("never takes a word of a product's name for a misspelling, nor a short word for a beginning", () => {
    expect(productWords.has("germain")).toBe(true);
    expect(kinds.kindsOf("germain")).toEqual([]);
    expect(kinds.kindsOf("germa")).toContainEqual({ typeSlug: "gin", subtypeSlug: "german" });
    expect(kinds.kindsOf("te")).toEqual([]);
    expect(kinds.kindsOf("constructor")).toEqual([]);
  });

  it("weighs a style or wine type above the type alone", () => {
    const scotch = kinds.kindsOf("scotch");
    expect(kindWeight(testProduct({ typeSlug: "whiskey", subtypeSlug: "scotch" }), scotch)).toBe(2);
    expect(kindWeight(testProduct({ typeSlug: "whiskey", subtypeSlug: "american" }), scotch)).toBe(1);
    expect(kindWeight(testProduct({ typeSlug: "gin", subtypeSlug: "scotch" }), scotch)).toBe(0);
  });
});
