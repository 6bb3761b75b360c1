import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "../import/catalog-file";
import type { CatalogProduct, CatalogType } from "../catalog-model";
import { testProduct, testSize } from "../../../../tests/fixtures/catalog-products";
import { catalogFacets, type FacetValue, SHOWN_FACET_VALUES, VALUE_FACETS } from "./catalog-facets";
import { catalogResults } from "./catalog-results";
import { catalogPageContent, leftOutFacetValues } from "./catalog-page";
import {
  type CatalogQuery,
  catalogHref,
  parseCatalogQuery,
  withoutFilter,
  withValueToggled,
} from "./catalog-query";
import { filterLabel } from "./catalog-filter-labels";
import { catalogMessages } from "../catalog-messages";
import { pageMessagesFor } from "~/i18n/messages.server";
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
  if (facet === "type") return catalogHref(query, { type: value, subtype: [] });
  return catalogHref(withValueToggled(query, facet, value), {});
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
    // Wine's styles are its wine types: listed once, as wine types, not again as styles.
    expect(wine.style).toEqual([]);
    expect(page("type=tequila").facets.style.map((value) => value.value)).toContain("reposado");
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
    expect(emptyHelp!.relaxations).toEqual([
      { filter: "brand", value: "Nonexistent Distillery", total: page("type=whiskey").results.total },
    ]);
  });

  it("with several values of a facet, an empty page offers to drop the facet whole, named with every value", () => {
    const { results, emptyHelp, facets, query } = page(
      "type=whiskey&brand=Patron&brand=Don%20Julio&size=750ml&inStock=1",
      "es",
    );
    expect(results.total).toBe(0);
    // Dropping Patron alone leaves Don Julio, no whiskey either: only the brands together help.
    expect(emptyHelp!.relaxations).toEqual([
      {
        filter: "type",
        value: null,
        total: page("brand=Patron&brand=Don%20Julio&size=750ml&inStock=1").results.total,
      },
      { filter: "brand", value: null, total: page("type=whiskey&size=750ml&inStock=1").results.total },
    ]);
    const brands = emptyHelp!.relaxations[1]!;
    const t = pageMessagesFor(catalogMessages, "es");
    expect(filterLabel(brands, query, facets, t)).toBe("Marca: Don Julio, Patron");
    expect(catalogHref(withoutFilter(query, brands), {})).toBe("/catalog?type=whiskey&size=750ml&inStock=1");
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

  it("every count is what choosing that value gives: a brand's adds to the page, a size's alone; chosen ones count the page", () => {
    const typeSlugs = catalog.types.map((type) => type.slug);
    const brands = [...new Set(catalog.products.map((product) => product.brand))].slice(0, 12);
    const query = fc.record({
      type: fc.option(fc.constantFrom(...typeSlugs)),
      brand: fc.subarray(brands, { maxLength: 3 }),
      size: fc.subarray(["750ml", "1.75L", "375ml", "50ml"], { maxLength: 2 }),
      priceMax: fc.option(fc.constantFrom("19.99", "39.99", "100")),
      inStock: fc.boolean(),
      search: fc.option(fc.constantFrom("reposado", "vino", "12", "cerveza")),
    });
    /** Facets where a product has one value: their chosen values' counts add up to the page. */
    const oneValueEach = ["subtype", "brand", "wineType", "varietal"] as const;
    fc.assert(
      fc.property(query, (picked) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(picked))
          for (const one of [value].flat())
            if (one !== null && one !== false) params.append(name, one === true ? "1" : one);
        const current = page(params.toString());
        const { facets, results } = current;
        const chosen = (facet: (typeof facetNames)[number]) =>
          facets[facet].filter((entry) => entry.selected);
        for (const facet of ["type", "price"] as const)
          for (const value of chosen(facet)) expect(value.count).toBe(results.total);
        for (const facet of oneValueEach)
          if (chosen(facet).length > 0)
            expect(chosen(facet).reduce((sum, value) => sum + value.count, 0)).toBe(results.total);
        for (const value of chosen("size")) expect(value.count).toBeLessThanOrEqual(results.total);
        if (chosen("size").length === 1) expect(chosen("size")[0]!.count).toBe(results.total);
        for (const facet of facetNames)
          for (const value of facets[facet].filter((entry) => !entry.selected).slice(0, 3)) {
            if (facet === "size")
              expect(totalAt(catalogHref(current.query, { size: [value.value] }))).toBe(value.count);
            else if (facet === "type" || facet === "price" || chosen(facet).length === 0)
              expect(totalAt(selectHref(current.query, facet, value.value))).toBe(value.count);
            else
              expect(totalAt(selectHref(current.query, facet, value.value))).toBe(
                results.total + value.count,
              );
          }
        expect(totalAt(catalogHref(current.query, { inStock: true }))).toBe(facets.inStockCount);
      }),
      { numRuns: 40 },
    );
  });
});

describe("several values of a facet (issue #18): OR within a facet, AND across, on a small catalogue", () => {
  const bottle = (label: string, priceCents: number, inventory: number | null = 10) =>
    testSize({
      id: `${label}-${priceCents}`,
      label,
      sizeMl: label === "1.75L" ? 1750 : 750,
      priceCents,
      inventory,
    });
  const products: CatalogProduct[] = [
    testProduct({
      route: "jim-beam-white",
      brand: "Jim Beam",
      subtypeSlug: "bourbon",
      sizes: [bottle("750ml", 2000), bottle("1.75L", 3500, 0)],
    }),
    testProduct({
      route: "jim-beam-black",
      brand: "Jim Beam",
      subtypeSlug: "bourbon",
      sizes: [bottle("750ml", 3000)],
    }),
    testProduct({
      route: "makers-mark",
      brand: "Maker's Mark",
      subtypeSlug: "bourbon",
      sizes: [bottle("750ml", 3500), bottle("1.75L", 6000, 3)],
    }),
    testProduct({ route: "jw-red", brand: "Johnnie Walker", sizes: [bottle("1.75L", 4000, 2)] }),
    testProduct({ route: "jw-black", brand: "Johnnie Walker", sizes: [bottle("750ml", 4500, 0)] }),
    testProduct({
      route: "patron-silver",
      brand: "Patron",
      typeSlug: "tequila",
      subtypeSlug: "blanco",
      sizes: [bottle("750ml", 5000), bottle("375ml", 2800)],
    }),
    ...[
      ["torres-tinto", "Torres", "Vino Tinto", "Tempranillo"],
      ["torres-blanco", "Torres", "Vino Blanco", "Verdejo"],
      ["faustino-tinto", "Faustino", "Vino Tinto", "Tempranillo"],
    ].map(([route, brand, wineType, varietal]) =>
      testProduct({ route, brand, wineType, varietal, typeSlug: "wine", subtypeSlug: "spanish" }),
    ),
  ];
  const shelf = (slug: string, subtypes: string[]): CatalogType => ({
    slug,
    name: slug,
    description: "",
    descriptionEs: null,
    position: 0,
    subtypes: subtypes.map((subtype, position) => ({
      typeSlug: slug,
      slug: subtype,
      name: subtype,
      description: "",
      descriptionEs: null,
      position,
    })),
  });
  const types = [
    shelf("whiskey", ["bourbon", "scotch"]),
    shelf("tequila", ["blanco"]),
    shelf("wine", ["spanish"]),
  ];
  const at = (address: string) => {
    const query = parseCatalogQuery(new URLSearchParams(address));
    const results = catalogResults(products, query);
    return {
      query,
      total: results.total,
      cards: results.cards,
      facets: catalogFacets(products, query, types, "en"),
    };
  };
  const counts = (values: FacetValue[]) =>
    Object.fromEntries(values.map((value) => [value.value, [value.count, value.selected]]));

  it("two brands show both brands' products; each brand counts with the other filters but not its own", () => {
    const one = at("type=whiskey&brand=Jim%20Beam");
    expect(one.total).toBe(2);
    expect(counts(one.facets.brand)).toEqual({
      "Jim Beam": [2, true],
      "Johnnie Walker": [2, false],
      "Maker's Mark": [1, false],
    });
    const two = at("type=whiskey&brand=Jim%20Beam&brand=Maker%27s%20Mark");
    // Ticking Maker's Mark added the 1 its count promised.
    expect(two.total).toBe(3);
    expect(two.cards.map((card) => card.route).sort()).toEqual([
      "jim-beam-black",
      "jim-beam-white",
      "makers-mark",
    ]);
    expect(counts(two.facets.brand)).toEqual({
      "Jim Beam": [2, true],
      "Johnnie Walker": [2, false],
      "Maker's Mark": [1, true],
    });
  });

  it("a size AND two brands: each brand counts only its products in that size; sizes count within the brands", () => {
    const { total, cards, facets } = at("type=whiskey&brand=Jim%20Beam&brand=Maker%27s%20Mark&size=1.75L");
    expect(total).toBe(2);
    // Jim Beam White's 1.75L is sold out: judged on the size asked for, it comes last (issue #31).
    expect(cards.map((card) => [card.route, card.sizeLabel, card.inStock])).toEqual([
      ["makers-mark", "1.75L", true],
      ["jim-beam-white", "1.75L", false],
    ]);
    // Jim Beam has two products, one of them in 1.75L; Johnnie Walker one in 1.75L.
    expect(counts(facets.brand)).toEqual({
      "Jim Beam": [1, true],
      "Johnnie Walker": [1, false],
      "Maker's Mark": [1, true],
    });
    // Sizes count within the chosen brands, not all whiskey (jw-red is 1.75L too).
    expect(counts(facets.size)).toEqual({ "750ml": [3, false], "1.75L": [2, true] });
    // Two sizes: a product with either (OR), once.
    expect(at("type=whiskey&brand=Jim%20Beam&brand=Maker%27s%20Mark&size=1.75L&size=750ml").total).toBe(3);
  });

  it("in stock only and a price apply to every count, on the same size that passes the facets", () => {
    const stocked = at("type=whiskey&brand=Jim%20Beam&brand=Maker%27s%20Mark&size=1.75L&inStock=1");
    // Jim Beam White's 1.75L is sold out: its 750ml in stock does not make it count.
    expect(stocked.total).toBe(1);
    expect(counts(stocked.facets.brand)).toEqual({
      "Jim Beam": [0, true],
      "Johnnie Walker": [1, false],
      "Maker's Mark": [1, true],
    });
    expect(counts(stocked.facets.size)).toEqual({ "750ml": [3, false], "1.75L": [1, true] });
    const cheap = at("type=whiskey&brand=Jim%20Beam&brand=Maker%27s%20Mark&size=1.75L&priceMax=40");
    expect(cheap.total).toBe(1);
    expect(counts(cheap.facets.brand)).toEqual({
      "Jim Beam": [1, true],
      "Johnnie Walker": [1, false],
      "Maker's Mark": [0, true],
    });
    expect(at("type=whiskey&brand=Jim%20Beam&brand=Maker%27s%20Mark&size=1.75L").facets.inStockCount).toBe(1);
  });

  it("wine types OR'ed, AND a varietal: each facet counts with the other's choice", () => {
    const { total, facets } = at(
      "type=wine&wineType=Vino%20Tinto&wineType=Vino%20Blanco&varietal=Tempranillo",
    );
    expect(total).toBe(2);
    expect(counts(facets.wineType)).toEqual({ "Vino Tinto": [2, true], "Vino Blanco": [0, true] });
    expect(counts(facets.varietal)).toEqual({ Tempranillo: [2, true], Verdejo: [1, false] });
    expect(counts(facets.brand)).toEqual({ Faustino: [1, false], Torres: [1, false] });
  });

  it("styles OR'ed within their type; another type counts what choosing it gives, its styles dropped", () => {
    const both = at("type=whiskey&subtype=bourbon&subtype=scotch&brand=Johnnie%20Walker");
    expect(both.total).toBe(2);
    expect(counts(both.facets.subtype)).toEqual({ bourbon: [0, true], scotch: [2, true] });
    const bourbon = at("type=whiskey&subtype=bourbon");
    expect(bourbon.total).toBe(3);
    expect(counts(bourbon.facets.type)).toEqual({
      whiskey: [3, true],
      tequila: [at("type=tequila").total, false],
      wine: [3, false],
    });
  });

  it("a value the catalogue does not have adds nothing and is listed at 0, so its chip can remove it", () => {
    const { total, facets } = at("type=whiskey&brand=Jim%20Beam&brand=%3Cscript%3E&size=9L");
    expect(total).toBe(0);
    expect(facets.brand.find((value) => value.value === "<script>")).toMatchObject({
      count: 0,
      selected: true,
    });
    expect(at("type=whiskey&brand=Jim%20Beam&brand=%3Cscript%3E").total).toBe(2);
    expect(facets.size.find((value) => value.value === "9L")).toMatchObject({ count: 0, selected: true });
  });
});
