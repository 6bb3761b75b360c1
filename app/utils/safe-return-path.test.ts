import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

const FALLBACK = "/fallback";

describe("safeReturnPath", () => {
  it.each([
    "/",
    "/catalog",
    "/catalog?type=rum&page=2",
    "/catalog?search=a%2Fb&sort=price-asc",
    "/product/buchanans-12-years?size=750ml",
    "/product/a%C3%B1ejo%20x",
    "/staff/orders?status=received&day=2026-11-22",
    "/contact-us?q=%0A",
  ])("keeps %s exactly", (path) => {
    expect(safeReturnPath(path, FALLBACK)).toBe(path);
  });

  it("keeps the path and query, not a fragment, and resolves harmless dot segments", () => {
    expect(safeReturnPath("/catalog?type=rum#results", FALLBACK)).toBe("/catalog?type=rum");
    expect(safeReturnPath("/staff/../catalog", FALLBACK)).toBe("/catalog");
  });

  it.each([
    ["nothing", null],
    ["undefined", undefined],
    ["an empty value", ""],
    ["a relative path", "catalog"],
    ["a dot path", "./catalog"],
    ["another site", "https://evil.example/"],
    ["another site over http", "http://evil.example"],
    ["a scheme-relative address", "//evil.example"],
    ["a scheme-relative address with a path", "//evil.example/catalog"],
    ["three slashes", "///evil.example"],
    ["a backslash after the slash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a backslash further in", "/catalog\\..\\..\\evil.example"],
    ["dot segments that end as //", "/..//evil.example"],
    ["a dot segment that ends as //", "/.//evil.example"],
    ["encoded dot segments that end as //", "/%2e%2e//evil.example"],
    ["deeper dot segments that end as //", "/staff/../..//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a scheme without slashes", "https:evil.example"],
    ["an encoded double slash", "/%2F%2Fevil.example"],
    ["an encoded double slash, lower case", "/%2f%2fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["a double-encoded slash", "/%252F%252Fevil.example"],
    ["an encoded newline in the path", "/catalog%0Aevil"],
    ["an encoded NUL", "/catalog%00"],
    ["a fullwidth solidus", "/／evil.example"],
    ["two fullwidth solidi", "／／evil.example"],
    ["a fullwidth reverse solidus", "/＼evil.example"],
    ["a tab inside", "/\t/evil.example"],
    ["a newline inside", "/\n/evil.example"],
    ["a carriage return and a header", "/catalog\r\nSet-Cookie: x=1"],
    ["a leading space", " /catalog"],
    ["a space inside", "/cat alog"],
    ["a NUL", "/catalog\u0000"],
    ["a DEL", "/catalog\u007f"],
    ["a C1 control", "/catalog\u0085"],
    ["a line separator", "/catalog\u2028"],
    ["two encoded backslashes, lower case", "/%5c%5cevil.example"],
    ["a non-ASCII letter", "/prodúct"],
  ] as const)("refuses %s", (_name, target) => {
    expect(safeReturnPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it("falls back to the home page unless told otherwise", () => {
    expect(safeReturnPath("//evil.example")).toBe("/");
  });
});
