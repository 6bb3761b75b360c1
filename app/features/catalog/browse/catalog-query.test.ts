import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appliedFilters,
  catalogHref,
  catalogSearchParams,
  parseCatalogQuery,
  withoutFilter,
  withoutFilters,
} from "./catalog-query";

const parse = (query: string) => parseCatalogQuery(new URLSearchParams(query));

describe("catalogue URL state (DESIGN §7)", () => {
  it("reads every parameter", () => {
    expect(
      parse(
        "search=patron&type=tequila&subtype=jalisco&brand=Patron&size=750ml&wineType=Vino%20Tinto&varietal=Merlot&priceMin=10&priceMax=99.99&inStock=1&sort=price-desc&page=3",
      ),
    ).toEqual({
      search: "patron",
      type: "tequila",
      subtype: "jalisco",
      brand: "Patron",
      size: "750ml",
      wineType: "Vino Tinto",
      varietal: "Merlot",
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
      subtype: null,
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
    expect(catalogHref(withoutFilter(state, "type"), {})).toBe("/catalog?brand=Jim+Beam");
    expect(appliedFilters(state)).toEqual(["type", "subtype", "brand"]);
    expect(catalogHref(withoutFilters(parse("search=ron&type=rum&priceMax=20&inStock=1")), {})).toBe(
      "/catalog?search=ron",
    );
  });
});
