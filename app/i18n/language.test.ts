import { describe, expect, it } from "vitest";
import { acceptedLanguage, languageCookieIn, requestLanguage } from "./language";

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
    expect(requestLanguage("language=en", "es")).toBe("en");
    expect(requestLanguage(null, "es-CO")).toBe("es");
    expect(requestLanguage("language=xx", "fr")).toBe("en");
    expect(requestLanguage(null, null)).toBe("en");
  });
});
