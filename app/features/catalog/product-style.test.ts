import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../../../tests/fixtures/real-store-export";
import type { Catalog } from "./catalog-model";
import { parseCatalogFile } from "./import/catalog-file";
import { normalizeCatalog } from "./import/normalize-catalog";
import { productStyle, STYLES_BY_TYPE, styleReadFrom } from "./product-style";
import { createProductSearch } from "./search/product-search";

function loadCatalogue(path: string): Catalog {
  const parsed = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file).catalog;
}

const read = (typeSlug: string, name: string, subtypeSlug = "somewhere") =>
  styleReadFrom({ typeSlug, subtypeSlug, name, wineType: null });

describe("a product's style (issue #31)", () => {
  it("is its subtype where the subtype is a style, else what its name says, first word that decides", () => {
    expect(read("whiskey", "Johnnie Walker High Rye", "scotch")).toBe("scotch");
    expect(read("whiskey", "Knob Creek Rye 7 Years", "american")).toBe("rye");
    expect(read("whiskey", "Courage & Conviction Bourbon Cask Single Malt", "american")).toBeNull();
    expect(read("tequila", "Cazadores Reposado", "jalisco")).toBe("reposado");
    expect(read("tequila", "Casa Dragones Añejo", "jalisco")).toBe("anejo");
    expect(read("tequila", "Patron Extra Añejo", "jalisco")).toBe("extra-anejo");
    expect(read("tequila", "Don Ramon Cristalino Anejo", "jalisco")).toBe("cristalino");
    expect(read("tequila", "Clase Azul Plata", "jalisco")).toBe("blanco");
    expect(read("tequila", "Jose Cuervo Gold Especial", "jalisco")).toBeNull();
    expect(read("rum", "Havana Club Añejo Blanco")).toBe("white");
    expect(read("rum", "Kraken Gold Spiced")).toBe("spiced");
    expect(read("rum", "Bacardi Black")).toBe("dark");
    expect(read("vodka", "Grey Goose")).toBeNull();
    expect(
      styleReadFrom({
        typeSlug: "wine",
        subtypeSlug: "french",
        name: "Whispering Angel",
        wineType: "Vino Rosado",
      }),
    ).toBe("Vino Rosado");
  });

  it("is the one staff set, whatever the name says", () => {
    const [product] = loadCatalogue("data/catalog.json").products.filter(
      (candidate) => candidate.typeSlug === "tequila",
    );
    expect(productStyle({ ...product!, name: "Casa Reposado", style: "anejo" })).toBe("anejo");
  });

  it.skipIf(!hasRealStoreExport)(
    "every style of every type is found on the demo catalogue and the real export together",
    () => {
      const products = [
        ...loadCatalogue("data/catalog.json").products,
        ...(hasRealStoreExport ? loadCatalogue(REAL_STORE_EXPORT).products : []),
      ];
      for (const [typeSlug, styles] of STYLES_BY_TYPE)
        for (const style of styles)
          expect(
            products.some((product) => product.typeSlug === typeSlug && productStyle(product) === style),
            `${typeSlug} ${style}`,
          ).toBe(true);
    },
  );

  it("a search finds a product by the style staff set, where nothing else says it", () => {
    const catalog = loadCatalogue("data/catalog.json");
    const folded = (text: string) =>
      text
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
    const quiet = catalog.products.find(
      (product) =>
        product.typeSlug === "tequila" &&
        !folded(`${product.name} ${product.description} ${product.descriptionEs ?? ""}`).includes("anejo"),
    )!;
    const plain = createProductSearch(catalog.products, catalog.types).search("añejo", 500);
    // Before: at best among the weak matches after every añejo; with its style, among the añejos.
    const anejos = plain.filter((route) =>
      folded(catalog.products.find((product) => product.route === route)!.name).includes("anejo"),
    );
    const products = catalog.products.map((product) =>
      product === quiet ? { ...product, style: "anejo" } : product,
    );
    const search = createProductSearch(products, catalog.types);
    expect(plain.indexOf(quiet.route) === -1 || plain.indexOf(quiet.route) >= anejos.length).toBe(true);
    for (const word of ["añejo", "anejo"])
      expect(search.search(word, 500).indexOf(quiet.route), word).toBeLessThan(anejos.length + 1);
  });
});
