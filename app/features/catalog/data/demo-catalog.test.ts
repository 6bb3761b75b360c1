import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPEC_TYPES } from "../../../../tests/fixtures/specification";
import { parseCatalogFile } from "../import/catalog-file";
import { normalizeCatalog } from "../import/normalize-catalog";

/** The demo catalogue the store ships (issue #2 point 5, specification §3 and §9). */
describe("data/catalog.json", () => {
  const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  const { catalog, report } = normalizeCatalog(parsed.file);
  const sizes = catalog.products.flatMap((p) => p.sizes);

  it("passes the validator with nothing to repair: no quirk reported (issue #33)", () => {
    expect(report.counts).toEqual({});
    // Its beer sizes name their size_ml by their label, as specification §3 does.
    const beerSizes = catalog.products.filter((p) => p.typeSlug === "beer").flatMap((p) => p.sizes);
    expect(beerSizes.length).toBeGreaterThan(100);
    expect(beerSizes.every((size) => size.sizeMl === null)).toBe(true);
  });

  it("has at least 300 products and 700 sizes in all twelve types", () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    expect(sizes.length).toBeGreaterThanOrEqual(700);
    expect(catalog.types.map((t) => t.slug)).toEqual(SPEC_TYPES);
  });

  it("ranks the featured products home shows: tequila 12, whiskey 11, vodka 9, rum 9, wine 7", () => {
    const featured = (type: string) =>
      catalog.products
        .filter((p) => p.typeSlug === type && p.featuredRank !== null)
        .map((p) => p.featuredRank);
    expect(featured("tequila").sort((a, b) => a! - b!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(featured("whiskey")).toHaveLength(11);
    expect(featured("vodka")).toHaveLength(9);
    expect(featured("rum")).toHaveLength(9);
    expect(featured("wine")).toHaveLength(7);
  });

  it("carries every size label of specification §3, 4oz at 118.294 ml", () => {
    const labels = new Set(sizes.map((s) => s.label));
    for (const label of [
      "20ml",
      "50ml",
      "100ml",
      "200ml",
      "375ml",
      "750ml",
      "750ml PET",
      "1L",
      "1.5L",
      "1.75L",
      "4oz",
      "12oz-6pack-Bottle",
      "16oz-4pack-Can",
      "24oz-Can",
      "7oz-24pack-Bottle",
    ]) {
      expect(labels, label).toContain(label);
    }
    expect(sizes.find((s) => s.label === "4oz")!.sizeMl).toBe(118.294);
  });

  it("marks exactly the flagship products of specification §3 with modal", () => {
    expect(
      catalog.products
        .filter((p) => p.modal)
        .map((p) => p.name)
        .sort(),
    ).toEqual([
      "Buchanans 12 Years",
      "Chivas Regal 12",
      "Don Julio Blanco",
      "Grey Goose",
      "Jack Daniels Black",
      "Jameson",
      "Johnnie Walker Black Label",
      "Patron Blanco",
      "Patron Reposado",
    ]);
  });

  it("gives every wine a varietal and one of the five wine types", () => {
    const wines = catalog.products.filter((p) => p.typeSlug === "wine");
    expect(wines.length).toBeGreaterThan(20);
    for (const wine of wines) {
      expect(wine.varietal).toBeTruthy();
      expect(["Vino Tinto", "Vino Blanco", "Vino Rosado", "Sparkling", "Champagne"]).toContain(wine.wineType);
    }
  });

  it("speaks Spanish for every type and for some subtypes and products, the e2e tests' red wines included", () => {
    for (const type of catalog.types) {
      expect(type.descriptionEs, type.slug).toBeTruthy();
      expect(type.descriptionEs, type.slug).not.toBe(type.description);
    }
    const subtypes = catalog.types.flatMap((type) => type.subtypes);
    expect(subtypes.filter((subtype) => subtype.descriptionEs !== null).length).toBeGreaterThanOrEqual(5);
    const spoken = catalog.products.filter((product) => product.descriptionEs !== null).map((p) => p.route);
    expect(spoken.length).toBeGreaterThanOrEqual(8);
    expect(spoken).toContain("marques-de-riscal-rioja-reserva");
    expect(spoken).not.toContain("apothic-red");
  });

  it("prices from about $1 to about $4,600 and stock from 0 to about 250, some sold out", () => {
    const prices = sizes.map((s) => s.priceCents);
    expect(Math.min(...prices)).toBeLessThan(200);
    expect(Math.max(...prices)).toBeGreaterThan(400_000);
    const stock = sizes.map((s) => s.inventory ?? 0);
    expect(Math.min(...stock)).toBe(0);
    expect(Math.max(...stock)).toBeGreaterThan(200);
    expect(new Set(sizes.map((s) => s.id)).size).toBe(sizes.length);
  });
});
