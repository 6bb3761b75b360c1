import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "../import/catalog-file";
import { type CatalogFacets, SHOWN_FACET_VALUES, VALUE_FACETS } from "./catalog-facets";
import { catalogPageContent, leftOutFacetValues } from "./catalog-page";
import { type CatalogQuery, catalogHref, parseCatalogQuery } from "./catalog-query";
import { normalizeCatalog } from "../import/normalize-catalog";
import { createProductSearch } from "../search/product-search";

const parsed = parseCatalogFile(JSON.parse(readFileSync("data/catalog.json", "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
const { catalog } = normalizeCatalog(parsed.file);
const source = {
  ...catalog,
  productByRoute: new Map(catalog.products.map((product) => [product.route, product])),
  search: createProductSearch(catalog.products, catalog.types),
};

/** The page for a query, each facet whole: the values the page holds, then those "Show all" fetches. */
const page = (query: string, language: "en" | "es" = "en") => {
  const parsed = parseCatalogQuery(new URLSearchParams(query));
  const content = catalogPageContent(source, parsed, language);
  const facets = { ...content.facets };
  for (const facet of VALUE_FACETS)
    facets[facet] = [...facets[facet], ...leftOutFacetValues(source, parsed, language, facet)];
  return { ...content, facets };
};
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
  it("the page holds each facet's first values and its selected ones; Show all fetches the rest, each value once", () => {
    for (const query of ["", "type=whiskey", "brand=Zacapa", "search=tequila&brand=Patron"]) {
      const parsed = parseCatalogQuery(new URLSearchParams(query));
      const held = catalogPageContent(source, parsed, "en").facets;
      for (const facet of VALUE_FACETS) {
        const rest = leftOutFacetValues(source, parsed, "en", facet);
        expect(held.leftOut[facet], `${query} ${facet}`).toBe(rest.length);
        expect(held[facet].filter((value) => !value.selected).length).toBeLessThanOrEqual(SHOWN_FACET_VALUES);
        expect(rest.some((value) => value.selected)).toBe(false);
        const values = [...held[facet], ...rest].map((value) => value.value);
        expect(new Set(values).size).toBe(values.length);
      }
    }
    const all = catalogPageContent(source, parseCatalogQuery(new URLSearchParams()), "en").facets;
    expect(all.brand).toHaveLength(SHOWN_FACET_VALUES);
    expect(all.leftOut.brand).toBeGreaterThan(100);
    // A brand chosen from the long tail stays on the page, marked, beside the first ones.
    const tailBrand = leftOutFacetValues(
      source,
      parseCatalogQuery(new URLSearchParams()),
      "en",
      "brand",
    )[50]!;
    const chosen = catalogPageContent(
      source,
      parseCatalogQuery(new URLSearchParams({ brand: tailBrand.value })),
      "en",
    ).facets.brand;
    expect(chosen.find((value) => value.selected)?.value).toBe(tailBrand.value);
  });

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
  });

  it("names wine types and varietals in each language, with the same values and counts (issue #16)", () => {
    const label = (facet: { value: string; label: string }[], value: string) =>
      facet.find((entry) => entry.value === value)?.label;
    const english = page("type=wine").facets;
    const spanish = page("type=wine", "es").facets;
    expect(label(english.wineType, "Vino Tinto")).toBe("Red wine");
    expect(label(spanish.wineType, "Vino Tinto")).toBe("Vino tinto");
    expect(label(english.wineType, "Sparkling")).toBe("Sparkling wine");
    expect(label(spanish.wineType, "Sparkling")).toBe("Espumoso");
    expect(label(spanish.varietal, "Red Blend")).toBe("Mezcla de tintos");
    expect(label(spanish.varietal, "Merlot")).toBe("Merlot");
    const valuesAndCounts = (facet: { value: string; count: number }[]) =>
      facet.map(({ value, count }) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
    expect(valuesAndCounts(spanish.wineType)).toEqual(valuesAndCounts(english.wineType));
    expect(valuesAndCounts(spanish.varietal)).toEqual(valuesAndCounts(english.varietal));
    // A chosen value is labelled in the page's language too (its chip reads it from here).
    const chosen = page("type=wine&wineType=vino%20tinto", "en").facets.wineType.find(
      (entry) => entry.selected,
    );
    expect(chosen).toMatchObject({ value: "Vino Tinto", label: "Red wine" });
  });

  it("describes a shelf in the page's language, else in English marked as such; a search has no shelf", () => {
    expect(page("type=rum", "es").shelfDescription).toEqual({
      text: expect.stringMatching(/^El ron se destila/),
    });
    expect(page("type=rum").shelfDescription).toEqual({ text: expect.stringMatching(/^Rum is distilled/) });
    expect(page("type=wine&subtype=spanish", "es").shelfDescription?.text).toMatch(/^España ofrece/);
    expect(page("type=wine&subtype=french", "es").shelfDescription).toEqual({
      text: expect.stringMatching(/^France sets the standard/),
      lang: "en",
    });
    expect(page("", "es").shelfDescription).toBeNull();
    expect(page("type=rum&search=bacardi", "es").shelfDescription).toBeNull();
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

  it("offers the search respelt when it finds nothing, with the filters while they still find something", () => {
    const { results, emptyHelp } = page("search=henesi");
    expect(results.total).toBe(0);
    expect(emptyHelp!.correction).toEqual({ search: "hennessy", href: "/catalog?search=hennessy" });
    expect(emptyHelp!.relaxations).toEqual([]);
    expect(page("search=henesi&type=cognac").emptyHelp!.correction!.href).toBe(
      "/catalog?search=hennessy&type=cognac",
    );
    expect(page("search=henesi&type=beer").emptyHelp!.correction!.href).toBe("/catalog?search=hennessy");
    expect(page("search=zzzzqqqq").emptyHelp!.correction).toBeNull();
  });

  it("never leaves the shopper without a next step: every type by name, and four bottles in stock", () => {
    const { emptyHelp } = page("search=zzzzqqqq", "es");
    expect(emptyHelp!.types).toHaveLength(catalog.types.length);
    expect(emptyHelp!.types).toContainEqual({ slug: "rum", name: "Ron" });
    expect(emptyHelp!.favourites).toHaveLength(4);
    expect(emptyHelp!.favourites.every((card) => card.inStock && card.sizeLabel === "750ml")).toBe(true);
    expect(new Set(emptyHelp!.favourites.map((card) => card.route)).size).toBe(4);
    expect(page("search=tequila").emptyHelp).toBeNull();
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
