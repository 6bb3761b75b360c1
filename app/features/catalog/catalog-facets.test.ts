import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "./catalog-file";
import type { CatalogFacets } from "./catalog-facets";
import { catalogPageContent } from "./catalog-page";
import { type CatalogQuery, catalogHref, parseCatalogQuery } from "./catalog-query";
import { normalizeCatalog } from "./normalize-catalog";
import { createProductSearch } from "./product-search";

const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
const { catalog } = normalizeCatalog(parsed.file);
const source = { ...catalog, search: createProductSearch(catalog.products, catalog.types) };

const page = (query: string, language: "en" | "es" = "en") =>
  catalogPageContent(source, parseCatalogQuery(new URLSearchParams(query)), language);
const totalAt = (href: string) => page(href.split("?")[1] ?? "").results.total;
const facetNames = ["type", "subtype", "brand", "wineType", "varietal", "size", "price"] as const;

/** The address a facet value links to (selecting it), as the panel builds it. */
function selectHref(query: CatalogQuery, facet: (typeof facetNames)[number], value: string): string {
  if (facet === "price") {
    const [min, max] = value.split("-").map((bound) => (bound ? Number(bound) : null));
    return catalogHref(query, { priceMin: min ?? null, priceMax: max ?? null });
  }
  return catalogHref(query, facet === "type" ? { type: value, subtype: null } : { [facet]: value });
}

function selectedCounts(facets: CatalogFacets): number[] {
  return facetNames.flatMap((facet) =>
    facets[facet].filter((value) => value.selected).map((value) => value.count),
  );
}

describe("catalogue facets", () => {
  it("counts every type over the whole catalogue, cognac including brandy", () => {
    const { facets, results } = page("");
    const count = (slug: string) => facets.type.find((value) => value.value === slug)?.count;
    const ofType = (slug: string) => catalog.products.filter((product) => product.typeSlug === slug).length;
    expect(count("whiskey")).toBe(ofType("whiskey"));
    expect(count("cognac")).toBe(ofType("cognac") + ofType("brandy"));
    expect(facets.type.map((value) => value.value)).toEqual(catalog.types.map((type) => type.slug));
    expect(facets.subtype).toEqual([]);
    expect(facets.inStockCount).toBeLessThanOrEqual(results.total);
  });

  it("keeps the other values of a chosen facet, with their own counts (disjunctive)", () => {
    const { facets, results } = page("type=whiskey");
    expect(facets.type.find((value) => value.value === "tequila")!.count).toBe(
      page("type=tequila").results.total,
    );
    expect(facets.type.find((value) => value.selected)).toMatchObject({
      value: "whiskey",
      count: results.total,
    });
    const subtypes = facets.subtype.map((value) => value.value);
    expect(subtypes.length).toBeGreaterThan(1);
    expect(facets.subtype.reduce((sum, value) => sum + value.count, 0)).toBe(results.total);
  });

  it("lists wine type and varietal only where wines are", () => {
    expect(page("type=vodka").facets.wineType).toEqual([]);
    const wine = page("type=wine").facets;
    expect(wine.wineType.map((value) => value.value)).toContain("Vino Tinto");
    expect(wine.varietal.length).toBeGreaterThan(3);
  });

  it("in Spanish names types, subtypes and English wine terms in Spanish, agreeing with the type; values stay", () => {
    const label = (facet: { value: string; label: string }[], value: string) =>
      facet.find((entry) => entry.value === value)?.label;
    const types = page("", "es").facets.type;
    expect(label(types, "rum")).toBe("Ron");
    expect(label(types, "beer")).toBe("Cerveza");
    expect(types.map((entry) => entry.value)).toEqual(page("").facets.type.map((entry) => entry.value));
    expect(label(page("type=beer", "es").facets.subtype, "mexican")).toBe("Mexicana");
    expect(label(page("type=mezcal", "es").facets.subtype, "mexican")).toBe("Mexicano");
    expect(label(page("type=cognac", "es").facets.subtype, "spanish")).toBe("Español");
    const wine = page("type=wine", "es").facets;
    expect(label(wine.wineType, "Sparkling")).toBe("Espumoso");
    expect(label(wine.wineType, "Vino Tinto")).toBe("Vino Tinto");
    expect(label(wine.varietal, "Red Blend")).toBe("Mezcla de tintos");
    expect(label(wine.varietal, "Merlot")).toBe("Merlot");
    expect(label(page("type=wine").facets.wineType, "Sparkling")).toBe("Sparkling");
  });

  it("lists a selected value that matches nothing at 0, so its chip can still clear it", () => {
    const { facets, results, emptyHelp } = page("type=whiskey&brand=Nonexistent%20Distillery");
    expect(results.total).toBe(0);
    expect(facets.brand.find((value) => value.selected)).toMatchObject({
      label: "Nonexistent Distillery",
      count: 0,
    });
    expect(emptyHelp!.relaxations).toEqual([{ filter: "brand", total: page("type=whiskey").results.total }]);
  });

  it("offers similar searches when a search finds nothing", () => {
    const { results, emptyHelp } = page("search=xyzvodkaa");
    expect(results.total).toBe(0);
    expect(emptyHelp!.similarSearches).toContain("vodka");
    expect(emptyHelp!.relaxations).toEqual([]);
  });

  it("prices buckets by the size that passes the other filters", () => {
    const { facets } = page("type=vodka&size=1.75L");
    for (const bucket of facets.price) {
      expect(bucket.count).toBe(
        totalAt(
          selectHref(parseCatalogQuery(new URLSearchParams("type=vodka&size=1.75L")), "price", bucket.value),
        ),
      );
    }
  });

  it("every count is what the page shows once that value is chosen, and a chosen value counts the page", () => {
    const typeSlugs = catalog.types.map((type) => type.slug);
    const brands = [...new Set(catalog.products.map((product) => product.brand))].slice(0, 12);
    const query = fc.record({
      type: fc.option(fc.constantFrom(...typeSlugs)),
      brand: fc.option(fc.constantFrom(...brands)),
      size: fc.option(fc.constantFrom("750ml", "1.75L", "375ml", "50ml")),
      priceMax: fc.option(fc.constantFrom("19.99", "39.99", "100")),
      inStock: fc.boolean(),
      search: fc.option(fc.constantFrom("reposado", "vino", "12", "cerveza")),
    });
    fc.assert(
      fc.property(query, (picked) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(picked))
          if (value !== null && value !== false) params.set(name, value === true ? "1" : value);
        const current = page(params.toString());
        for (const count of selectedCounts(current.facets)) expect(count).toBe(current.results.total);
        for (const facet of facetNames)
          for (const value of current.facets[facet].filter((entry) => !entry.selected).slice(0, 3))
            expect(totalAt(selectHref(current.query, facet, value.value))).toBe(value.count);
        expect(totalAt(catalogHref(current.query, { inStock: true }))).toBe(current.facets.inStockCount);
      }),
      { numRuns: 60 },
    );
  });
});
