import { describe, expect, it } from "vitest";
import { pageNumbers } from "./catalog-page-numbers";

describe("the catalogue's page numbers (issue #18)", () => {
  it("shows every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and the current page's neighbours, with a gap for the rest", () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageNumbers(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageNumbers(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("lists every page number once, in order, for any page of any count", () => {
    for (let pageCount = 1; pageCount <= 30; pageCount++)
      for (let page = 1; page <= pageCount; page++) {
        const numbers = pageNumbers(page, pageCount).filter((n): n is number => n !== "gap");
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
      }
  });
});
