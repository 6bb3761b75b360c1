import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCatalogQuery } from "./catalog-query";

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
});
