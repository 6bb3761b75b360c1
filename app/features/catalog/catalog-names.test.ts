import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STORE_EXPORTS } from "../../../tests/fixtures/real-store-export";
import { parseCatalogFile } from "./import/catalog-file";
import type { Catalog } from "./catalog-model";
import { subtypeNameIn, typeNameIn, varietalIn, wineTypeIn } from "./catalog-names";
import { normalizeCatalog } from "./import/normalize-catalog";

/** The demo catalogue and the stores' exports (the project's own; the real one when it is there). */
function catalogueOf(path: string): Catalog {
  const parsed = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file).catalog;
}

const CATALOGUES: Record<string, Catalog> = {
  "the demo catalogue": catalogueOf("data/catalog.json"),
  ...Object.fromEntries(STORE_EXPORTS.map((store) => [store.name, catalogueOf(store.path)])),
};
/** Given in place of the data's name: coming back means the slug has no Spanish name. */
const UNNAMED = "(no Spanish name)";

describe.each(Object.entries(CATALOGUES))("Spanish names for %s", (_name, { types }) => {
  it("has one for every type and every subtype", () => {
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) {
      expect(typeNameIn({ ...type, name: UNNAMED }, "es"), type.slug).not.toBe(UNNAMED);
      for (const subtype of type.subtypes)
        expect(subtypeNameIn({ ...subtype, name: UNNAMED }, "es"), `${type.slug}/${subtype.slug}`).not.toBe(
          UNNAMED,
        );
    }
  });

  it("keeps the data's names in English", () => {
    for (const type of types) {
      expect(typeNameIn(type, "en")).toBe(type.name);
      for (const subtype of type.subtypes) expect(subtypeNameIn(subtype, "en")).toBe(subtype.name);
    }
  });
});

describe("Spanish catalogue names", () => {
  it("translate the types the data names in English", () => {
    const name = (slug: string, english: string) => typeNameIn({ slug, name: english }, "es");
    expect(name("rum", "Rum")).toBe("Ron");
    expect(name("beer", "Beer")).toBe("Cerveza");
    expect(name("liquors", "Liqueurs")).toBe("Licores");
    expect(name("tequila", "Tequila")).toBe("Tequila");
  });

  it("make a subtype agree with its type", () => {
    const mexican = (typeSlug: string) => subtypeNameIn({ typeSlug, slug: "mexican", name: "Mexican" }, "es");
    expect(mexican("beer")).toBe("Mexicana");
    expect(mexican("mezcal")).toBe("Mexicano");
    expect(subtypeNameIn({ typeSlug: "gin", slug: "british", name: "British" }, "es")).toBe("Británica");
    expect(subtypeNameIn({ typeSlug: "whiskey", slug: "scotch", name: "Scotch" }, "es")).toBe("Escocés");
    // A subtype under a type the store has just added agrees with the masculine, Spanish's default.
    expect(subtypeNameIn({ typeSlug: "sake", slug: "japanese", name: "Japanese" }, "es")).toBe("Japonés");
  });

  it("fall back to the data's name for a slug they do not know", () => {
    expect(typeNameIn({ slug: "sake", name: "Sake" }, "es")).toBe("Sake");
    expect(subtypeNameIn({ typeSlug: "sake", slug: "junmai", name: "Junmai" }, "es")).toBe("Junmai");
    expect(typeNameIn({ slug: "__proto__", name: "Proto" }, "es")).toBe("Proto");
    expect(typeNameIn({ slug: "constructor", name: "Odd" }, "es")).toBe("Odd");
    expect(subtypeNameIn({ typeSlug: "constructor", slug: "toString", name: "Odd" }, "es")).toBe("Odd");
  });
});

/** The wine types as each language's pages name them. */
const WINE_TYPES = [
  { en: "Red wine", es: "Vino tinto" },
  { en: "White wine", es: "Vino blanco" },
  { en: "Rosé", es: "Vino rosado" },
  { en: "Sparkling wine", es: "Espumoso" },
  { en: "Champagne", es: "Champagne" },
];

describe("wine types and varietals in each language (issue #16)", () => {
  it("name every wine type the catalogues write, in both languages", () => {
    const written = new Set(
      Object.values(CATALOGUES).flatMap(({ products }) => products.flatMap((p) => p.wineType ?? [])),
    );
    expect([...written].sort()).toEqual([
      "Champagne",
      "Sparkling",
      "Vino Blanco",
      "Vino Rosado",
      "Vino Tinto",
    ]);
    for (const value of written) {
      expect(
        WINE_TYPES.map((term) => term.en),
        value,
      ).toContain(wineTypeIn(value, "en"));
      expect(
        WINE_TYPES.map((term) => term.es),
        value,
      ).toContain(wineTypeIn(value, "es"));
    }
    expect(wineTypeIn("Vino Tinto", "en")).toBe("Red wine");
    expect(wineTypeIn("Vino Tinto", "es")).toBe("Vino tinto");
    expect(wineTypeIn("Sparkling", "en")).toBe("Sparkling wine");
    expect(wineTypeIn("Sparkling", "es")).toBe("Espumoso");
  });

  it("take either language's name, whatever its case or accents, and give the pair", () => {
    for (const term of WINE_TYPES)
      for (const written of [term.en, term.es, term.en.toUpperCase(), term.es.toLowerCase()]) {
        expect(wineTypeIn(written, "en")).toBe(term.en);
        expect(wineTypeIn(written, "es")).toBe(term.es);
      }
    expect(wineTypeIn("ROSE", "es")).toBe("Vino rosado");
    expect(wineTypeIn("Red", "es")).toBe("Vino tinto");
  });

  it("translate the varietals whose names differ, and keep grape and place names", () => {
    expect(varietalIn("Red Blend", "es")).toBe("Mezcla de tintos");
    expect(varietalIn("Mezcla de tintos", "en")).toBe("Red Blend");
    expect(varietalIn("Rose", "en")).toBe("Rosé");
    expect(varietalIn("Rosé", "es")).toBe("Rosado");
    expect(varietalIn("Vermouth", "es")).toBe("Vermut");
    expect(varietalIn("Torrontes", "es")).toBe("Torrontés");
    for (const grape of [
      "Cabernet Sauvignon",
      "Malbec",
      "Sauvignon Blanc",
      "Pinot Grigio",
      "Pinot Gris",
      "Champagne",
    ])
      for (const language of ["en", "es"] as const) expect(varietalIn(grape, language)).toBe(grape);
  });

  it("show a value they do not know as the catalogue wrote it", () => {
    for (const language of ["en", "es"] as const) {
      expect(wineTypeIn("Vino de Postre", language)).toBe("Vino de Postre");
      expect(varietalIn("Charonnay", language)).toBe("Charonnay");
      expect(wineTypeIn("__proto__", language)).toBe("__proto__");
      expect(varietalIn("constructor", language)).toBe("constructor");
    }
  });
});
