import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIRST_VISIT_LANGUAGE_SCRIPT } from "./first-visit-language-script";

/** Runs the script as a browser would on `url`; the address it was sent on to, or null. */
function sentTo(url: string, cookie: string, languages: unknown): string | null {
  const { pathname, search, hash } = new URL(url, "https://shop.example");
  let replacedWith: string | null = null;
  runInNewContext(FIRST_VISIT_LANGUAGE_SCRIPT, {
    location: { pathname, search, hash, replace: (to: string) => (replacedWith = to) },
    document: { cookie },
    navigator: Array.isArray(languages) ? { languages, language: languages[0] } : { language: languages },
  });
  return replacedWith;
}

describe("a first visit to / in the browser (decision 0032)", () => {
  it("goes on to /es when the browser's first store language is Spanish, its query and hash kept", () => {
    expect(sentTo("/?utm_source=flyer#shelves", "", ["es-MX", "es", "en"])).toBe(
      "/es?utm_source=flyer#shelves",
    );
    expect(sentTo("/", "", ["fr-FR", "ES-419", "en"])).toBe("/es");
    expect(sentTo("/", "", "es-CO")).toBe("/es");
  });

  it("stays when the browser's first store language is English, or it names none", () => {
    expect(sentTo("/", "", ["en-US", "es"])).toBeNull();
    expect(sentTo("/", "", ["de", "fr"])).toBeNull();
    expect(sentTo("/", "", [])).toBeNull();
    expect(sentTo("/", "", undefined)).toBeNull();
  });

  it("follows the switch's cookie over the browser, and ignores a cookie it does not know", () => {
    expect(sentTo("/", "isOver21=true; language=es", ["en-US"])).toBe("/es");
    expect(sentTo("/", "language=en", ["es-MX"])).toBeNull();
    expect(sentTo("/", "language=fr; other=1", ["es-MX"])).toBe("/es");
    expect(sentTo("/", "mylanguage=es", ["en-US"])).toBeNull();
    expect(sentTo("/", "language=es2", ["en-US"])).toBeNull();
  });

  it("leaves every other address alone", () => {
    for (const path of ["/es", "/catalog", "/product/x", "/es/catalog"])
      expect(sentTo(path, "language=es", ["es"]), path).toBeNull();
  });

  it("a browser that throws on reading its cookie stays where it is", () => {
    let replaced = false;
    runInNewContext(FIRST_VISIT_LANGUAGE_SCRIPT, {
      location: { pathname: "/", search: "", hash: "", replace: () => (replaced = true) },
      document: {
        get cookie(): string {
          throw new Error("SecurityError");
        },
      },
      navigator: { languages: ["es"] },
    });
    expect(replaced).toBe(false);
  });
});
