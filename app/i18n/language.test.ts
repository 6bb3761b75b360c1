import { describe, expect, it } from "vitest";
import {
  acceptedLanguage,
  englishPathOf,
  languageCookieIn,
  languageOfPath,
  pathIn,
  preferredLanguage,
} from "./language";

describe("choosing the store's language for a request", () => {
  it("reads the language cookie among others, ignoring unknown values", () => {
    expect(languageCookieIn("isOver21=true; language=es")).toBe("es");
    expect(languageCookieIn("language=en")).toBe("en");
    expect(languageCookieIn("language=fr; other=1")).toBeNull();
    expect(languageCookieIn("language=<script>")).toBeNull();
    expect(languageCookieIn(null)).toBeNull();
  });

  it("follows Accept-Language by quality, any Spanish or English region counting", () => {
    expect(acceptedLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(acceptedLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(acceptedLanguage("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4")).toBe("es");
    expect(acceptedLanguage("de, en;q=0.1")).toBe("en");
    expect(acceptedLanguage("ES-419")).toBe("es");
  });

  it("ignores what it cannot use: other languages, q=0, malformed qualities, empty headers", () => {
    expect(acceptedLanguage("fr, de")).toBeNull();
    expect(acceptedLanguage("es;q=0, en;q=0.2")).toBe("en");
    expect(acceptedLanguage("es;q=abc")).toBeNull();
    expect(acceptedLanguage("es;q=2")).toBeNull();
    expect(acceptedLanguage("")).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
    expect(acceptedLanguage(",,,;;;q=")).toBeNull();
  });

  it("the cookie outranks the browser, and English is the default", () => {
    expect(preferredLanguage("language=en", "es")).toBe("en");
    expect(preferredLanguage(null, "es-CO")).toBe("es");
    expect(preferredLanguage("language=xx", "fr")).toBe("en");
    expect(preferredLanguage(null, null)).toBe("en");
  });
});

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
