import { describe, expect, it } from "vitest";
import { englishPathOf, languageOfPath, pathIn } from "./language";

describe("a page's language is in its address", () => {
  it.each([
    ["/", "en"],
    ["/catalog", "en"],
    ["/espresso", "en"],
    ["/es", "es"],
    ["/es.data", "es"],
    ["/es/", "es"],
    ["/es/catalog.data", "es"],
    ["/es/product/buchanans-12", "es"],
  ] as const)("%s is %s", (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it("writes an English address in Spanish under /es, and English as it is", () => {
    expect(pathIn("es", "/")).toBe("/es");
    expect(pathIn("es", "/?page=2")).toBe("/es?page=2");
    expect(pathIn("es", "/catalog?type=rum")).toBe("/es/catalog?type=rum");
    expect(pathIn("es", "/product/buchanans-12")).toBe("/es/product/buchanans-12");
    expect(pathIn("en", "/catalog?type=rum")).toBe("/catalog?type=rum");
    expect(pathIn("es", "/es/catalog")).toBe("/es/catalog");
    expect(pathIn("es", "?size=750ml")).toBe("?size=750ml");
    expect(pathIn("es", "https://example.com/")).toBe("https://example.com/");
  });

  it("finds the English address of a page in either language", () => {
    expect(englishPathOf("/es")).toBe("/");
    expect(englishPathOf("/es?page=2")).toBe("/?page=2");
    expect(englishPathOf("/es/catalog?type=rum")).toBe("/catalog?type=rum");
    expect(englishPathOf("/catalog?type=rum")).toBe("/catalog?type=rum");
    expect(englishPathOf("/espresso")).toBe("/espresso");
  });
});
