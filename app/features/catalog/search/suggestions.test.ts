import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  catalogSearchHref,
  MAX_SUGGESTIONS,
  moveActive,
  suggestionQuery,
  suggestionsIn,
} from "./suggestions";

const johnnie = {
  route: "johnnie-walker-black-label",
  name: "Johnnie Walker Black Label",
  brand: "Johnnie Walker",
  type: "whiskey",
  img: "liquors-webp/whiskey/scotch/johnnie-walker/black-label/black-label-750ml.webp",
  priceFrom: 39.99,
};

describe("when suggestions are asked for", () => {
  it("from two characters, ignoring surrounding spaces", () => {
    expect(suggestionQuery("")).toBeNull();
    expect(suggestionQuery("j")).toBeNull();
    expect(suggestionQuery(" j  ")).toBeNull();
    expect(suggestionQuery("jo")).toBe("jo");
    expect(suggestionQuery("  jhonnie walkr ")).toBe("jhonnie walkr");
  });
});

describe("ArrowDown / ArrowUp over the options", () => {
  it("start at the first (Down) or the last (Up) option when none is active", () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
  });

  it("move one step and wrap around at both ends", () => {
    expect(moveActive(0, 4, 1)).toBe(1);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(2, 4, -1)).toBe(1);
  });

  it("have nothing to activate in an empty list", () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });

  it("always land on an option, and Up undoes Down", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), (count, seed) => {
        const index = seed % count;
        const down = moveActive(index, count, 1);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
        expect(moveActive(down, count, -1)).toBe(index);
      }),
    );
  });
});

describe("the catalogue link for the search text", () => {
  it("encodes the text as the search form does", () => {
    expect(catalogSearchHref("añejo & rum")).toBe("/catalog?search=a%C3%B1ejo+%26+rum");
    expect(catalogSearchHref("<img src=x>")).toBe("/catalog?search=%3Cimg+src%3Dx%3E");
  });
});

describe("reading an answer of GET /api/search", () => {
  it("takes its results, at most six", () => {
    expect(suggestionsIn({ query: "jo", results: [johnnie] })).toEqual([johnnie]);
    const many = Array.from({ length: 10 }, (_, index) => ({ ...johnnie, route: `r${index}` }));
    expect(suggestionsIn({ query: "jo", results: many })).toHaveLength(MAX_SUGGESTIONS);
  });

  it("is null for anything that is not an answer", () => {
    for (const body of [null, "<html>", 42, [], { error: "invalid_query" }, { results: "none" }]) {
      expect(suggestionsIn(body)).toBeNull();
    }
  });

  it("drops results it could not show", () => {
    const broken = [{ ...johnnie, priceFrom: "39.99" }, { ...johnnie, name: null }, null, "x"];
    expect(suggestionsIn({ query: "jo", results: [...broken, johnnie] })).toEqual([johnnie]);
  });
});
