import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appliedFilters,
  catalogHref,
  catalogSearchParams,
  MAX_VALUES,
  parseCatalogQuery,
  shelfHref,
  withoutFilter,
  withoutFilters,
  withValueToggled,
} from "./catalog-query";

const parse = (query: string) => parseCatalogQuery(new URLSearchParams(query));

describe("catalogue URL state (DESIGN §7)", () => {
  it("reads every parameter", () => {
    expect(
      parse(
        "search=patron&type=tequila&style=reposado&subtype=jalisco&brand=Patron&size=750ml&wineType=Vino%20Tinto&varietal=Merlot&priceMin=10&priceMax=99.99&inStock=1&sort=price-desc&page=3",
      ),
    ).toEqual({
      search: "patron",
      type: "tequila",
      style: ["reposado"],
      subtype: ["jalisco"],
      brand: ["Patron"],
      size: ["750ml"],
      wineType: ["Vino Tinto"],
      varietal: ["Merlot"],
      priceMin: 1000,
      priceMax: 9999,
      inStock: true,
      sort: "price-desc",
      page: 3,
    });
  });

  it("defaults to everything, name A–Z, page 1; relevance once there is a search", () => {
    expect(parse("")).toMatchObject({ search: "", type: null, inStock: false, sort: "name-asc", page: 1 });
    expect(parse("search=ron").sort).toBe("relevance");
  });

  it("ignores bad values instead of failing", () => {
    expect(
      parse("type=<script>&subtype=a/b&priceMin=-5&priceMax=1e9&sort=random&page=0&inStock=maybe"),
    ).toMatchObject({
      type: null,
      subtype: [],
      priceMin: null,
      priceMax: null,
      sort: "name-asc",
      page: 1,
      inStock: false,
    });
    expect(parse("page=99999").page).toBe(1);
    expect(parse("page=5000").page).toBe(1000);
    expect(parse("priceMin=12.345").priceMin).toBeNull();
  });

  it("keeps hostile search text as text, trimmed to 100 characters", () => {
    expect(parse("search=%3Cscript%3Ealert(1)%3C%2Fscript%3E").search).toBe("<script>alert(1)</script>");
    expect(parse(`search=${"a".repeat(10_000)}`).search).toHaveLength(100);
    expect(parse("search=%20%20%20").search).toBe("");
  });

  it("never throws, whatever the query string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        expect(() => parse(query)).not.toThrow();
      }),
    );
  });

  it("relevance needs a search; without one the default sort is name A–Z", () => {
    expect(parse("sort=relevance").sort).toBe("name-asc");
  });

  it("writes every state back to one address that reads the same", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const state = parse(query);
        expect(parse(catalogSearchParams(state).toString())).toEqual(state);
      }),
    );
    expect(catalogSearchParams(parse("type=rum&sort=name-asc&page=1")).toString()).toBe("type=rum");
  });

  it("a new filter starts at page 1; removing a type removes its subtype", () => {
    const state = parse("type=whiskey&subtype=bourbon&brand=Jim%20Beam&page=3");
    expect(catalogHref(state, { inStock: true })).toBe(
      "/catalog?type=whiskey&subtype=bourbon&brand=Jim+Beam&inStock=1",
    );
    expect(catalogHref(withoutFilter(state, { filter: "type", value: null }), {})).toBe(
      "/catalog?brand=Jim+Beam",
    );
    expect(appliedFilters(state)).toEqual([
      { filter: "type", value: null },
      { filter: "subtype", value: "bourbon" },
      { filter: "brand", value: "Jim Beam" },
    ]);
    expect(catalogHref(withoutFilters(parse("search=ron&type=rum&priceMax=20&inStock=1")), {})).toBe(
      "/catalog?search=ron",
    );
  });
});

describe("several values of a facet in the URL (issue #18)", () => {
  it("reads repeated parameters, each value once ignoring case (its first spelling), A–Z", () => {
    expect(parse("brand=Patron&brand=Don%20Julio&brand=patron&brand=Casamigos")).toMatchObject({
      brand: ["Casamigos", "Don Julio", "Patron"],
    });
    expect(parse("size=750ml&size=1.75L&size=750ML").size).toEqual(["1.75L", "750ml"]);
    expect(parse("type=whiskey&subtype=rye&subtype=bourbon").subtype).toEqual(["bourbon", "rye"]);
    expect(parse("wineType=Vino%20Tinto&wineType=Rosado&varietal=Malbec&varietal=Merlot")).toMatchObject({
      wineType: ["Rosado", "Vino Tinto"],
      varietal: ["Malbec", "Merlot"],
    });
  });

  it("keeps one type: the first, as before", () => {
    expect(parse("type=rum&type=whiskey").type).toBe("rum");
  });

  it("reads at most 20 values of a facet, the first ones, however many the URL repeats", () => {
    const brands = Array.from({ length: 5_000 }, (_, n) => `brand=B${String(n).padStart(4, "0")}`);
    // What the page filters by is bounded, not the URL: 20 brands, however long the address.
    const state = parse(brands.join("&"));
    expect(state.brand).toHaveLength(MAX_VALUES);
    expect(state.brand).toEqual(Array.from({ length: 20 }, (_, n) => `B${String(n).padStart(4, "0")}`));
    // Repeats of one value do not use up the 20.
    expect(parse(`${"brand=A&".repeat(1_000)}brand=B`).brand).toEqual(["A"]);
    expect(parse(`${"brand=A&".repeat(10)}brand=B`).brand).toEqual(["A", "B"]);
  });

  it("ignores empty, hostile and unreadable values, keeping the readable ones", () => {
    expect(parse("brand=&brand=%20&brand=Jameson").brand).toEqual(["Jameson"]);
    expect(parse("subtype=a/b&subtype=%3Cscript%3E&subtype=irish").subtype).toEqual(["irish"]);
    expect(parse("brand=%00&brand=Jim%00Beam&size=%07%0B").brand).toEqual(["Jim Beam"]);
    expect(parse("size=%07%0B").size).toEqual([]);
    expect(parse(`varietal=${"x".repeat(5_000)}`).varietal).toEqual(["x".repeat(100)]);
  });

  it("writes every set of values to one address, whatever order and repeats the URL had", () => {
    const value = fc.constantFrom("Patron", "patron", "Don Julio", "Casamigos", "1800", "Ñ", "a&b=c");
    fc.assert(
      fc.property(fc.array(value, { maxLength: 12 }), fc.array(value, { maxLength: 12 }), (picked, more) => {
        const href = (values: string[]) =>
          catalogSearchParams(parse(new URLSearchParams(values.map((v) => ["brand", v])).toString()));
        const ordered = href([...picked, ...more]).toString();
        expect(
          href([...more, ...picked].reverse())
            .toString()
            .toLowerCase(),
        ).toBe(ordered.toLowerCase());
        expect(href([...picked, ...more, ...picked]).toString()).toBe(ordered);
        expect(parse(ordered).brand).toEqual(parse(href([...picked, ...more]).toString()).brand);
      }),
    );
    expect(
      catalogSearchParams(parse("brand=Patron&type=tequila&brand=Casamigos&size=750ml")).toString(),
    ).toBe("type=tequila&brand=Casamigos&brand=Patron&size=750ml");
  });

  it("ticks and unticks one value, keeping the others, back at page 1", () => {
    const state = parse("type=tequila&brand=Patron&page=4");
    const two = withValueToggled(state, "brand", "Casamigos");
    expect(catalogHref(two, {})).toBe("/catalog?type=tequila&brand=Casamigos&brand=Patron");
    expect(catalogHref(withValueToggled(two, "brand", "PATRON"), {})).toBe(
      "/catalog?type=tequila&brand=Casamigos",
    );
    expect(withValueToggled(state, "brand", "Patron").brand).toEqual([]);
    // A chip removes only its value; "clear all" removes every one.
    const applied = appliedFilters(parse("brand=A&brand=B&size=750ml&inStock=1"));
    expect(applied).toEqual([
      { filter: "brand", value: "A" },
      { filter: "brand", value: "B" },
      { filter: "size", value: "750ml" },
      { filter: "inStock", value: null },
    ]);
    expect(catalogHref(withoutFilter(two, { filter: "brand", value: "Patron" }), {})).toBe(
      "/catalog?type=tequila&brand=Casamigos",
    );
    expect(catalogHref(withoutFilters(parse("search=x&brand=A&brand=B&size=750ml&inStock=1")), {})).toBe(
      "/catalog?search=x",
    );
  });

  it("old single-value addresses read and write as they did", () => {
    for (const address of [
      "type=whiskey&subtype=bourbon&brand=Jim+Beam",
      "type=wine&size=750ml&wineType=Vino+Tinto&varietal=Malbec&inStock=1&sort=price-desc&page=2",
      "search=ron&brand=Bacardi",
    ])
      expect(catalogSearchParams(parse(address)).toString()).toBe(address);
  });

  it("a shelf's address (canonical, sitemap) is its type, one subtype and page only", () => {
    expect(shelfHref("whiskey")).toBe("/catalog?type=whiskey");
    expect(shelfHref("whiskey", "bourbon", 2)).toBe("/catalog?type=whiskey&subtype=bourbon&page=2");
    expect(shelfHref(null)).toBe("/catalog");
  });
});
