import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "./catalog-file";
import type { CatalogType } from "./catalog-model";
import { subtypeNameIn, typeNameIn, wineTermIn } from "./catalog-names";
import { normalizeCatalog } from "./normalize-catalog";

/** The demo catalogue and a real store's export (../shared/fixtures, test data only). */
function typesOf(path: string): CatalogType[] {
  const parsed = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file).catalog.types;
}

const CATALOGUES = {
  demo: typesOf("data/catalog.json"),
  "real store": typesOf("../shared/fixtures/real-store-catalog.json"),
};
/** Given in place of the data's name: coming back means the slug has no Spanish name. */
const UNNAMED = "(no Spanish name)";

describe.each(Object.entries(CATALOGUES))("Spanish names for the %s catalogue", (_name, types) => {
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

  it("translate the wine terms written in English, whatever their case or accents", () => {
    expect(wineTermIn("Sparkling", "es")).toBe("Espumoso");
    expect(wineTermIn("Red Blend", "es")).toBe("Mezcla de tintos");
    expect(wineTermIn("Rosé", "es")).toBe("Rosado");
    expect(wineTermIn("ROSE", "es")).toBe("Rosado");
    for (const kept of ["Vino Tinto", "Champagne", "Cabernet Sauvignon", "Merlot"])
      expect(wineTermIn(kept, "es")).toBe(kept);
    expect(wineTermIn("Sparkling", "en")).toBe("Sparkling");
  });
});
