import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";
import { LANGUAGES } from "./language";
import type { PageMessages } from "./messages";
import { cartPanelMessages } from "~/features/cart/cart-panel-messages";
import { orderReceivedMessages } from "~/features/checkout/order-received-messages";

/** Every page catalogue: each `*-messages.ts` (or `.server.ts`) module's exports shaped { en: {...}, es: {...} }. */
const pageModules = import.meta.glob<Record<string, unknown>>("../**/*-messages{,.server}.ts", {
  eager: true,
});
const pageCatalogues = Object.entries(pageModules).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([, value]) => isPageCatalogue(value))
    .map(([name, value]) => [`${path.replace(/^.*\//, "")} ${name}`, value as PageMessages<string>] as const),
);
const CATALOGUES: Record<string, PageMessages<string>> = {
  shared: { en, es },
  ...Object.fromEntries(pageCatalogues),
};

function isPageCatalogue(value: unknown): boolean {
  return typeof value === "object" && value !== null && "en" in value && typeof value.en === "object";
}

/** "{count} products", "fix {count} problems": a count followed by the word it counts. */
const COUNTED_THINGS = /\{count\} [a-z]/;

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

describe.each(Object.entries(CATALOGUES))("the %s catalogue", (_name, catalogue) => {
  it("has exactly the English keys in every language", () => {
    const keys = Object.keys(catalogue.en).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(Object.keys(catalogue[language]).sort()).toEqual(keys);
  });

  it("has a text for one of every {count} that reads as a number of things (issue #18: no '1 artículos')", () => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      if (key.endsWith(".one") || !COUNTED_THINGS.test(text)) continue;
      for (const language of LANGUAGES)
        expect(catalogue[language][`${key}.one`], `${language} ${key}.one`).toBeDefined();
    }
  });

  it("has the same {placeholders} in every language, key by key", () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(catalogue.en)) {
        expect(placeholders(catalogue[language][key] ?? ""), `${language} ${key}`).toEqual(
          placeholders(text),
        );
      }
    }
  });

  it("has no empty text", () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(catalogue[language])) {
        expect(text.trim(), `${language} ${key}`).not.toBe("");
      }
    }
  });
});

describe("the specification's texts", () => {
  it("keeps the texts the specification gives in Spanish the same in both languages", () => {
    for (const key of ["ageGate.title", "ageGate.question", "ageGate.yes", "ageGate.no"] as const)
      expect(es[key], key).toBe(en[key]);
    expect(cartPanelMessages.es["cart.loadError"]).toBe(cartPanelMessages.en["cart.loadError"]);
    expect(cartPanelMessages.en["cart.loadError"]).toBe("Error al cargar los productos: {message}");
  });

  it("translates the texts the specification gives in English", () => {
    expect(es["search.placeholder"]).not.toBe(en["search.placeholder"]);
    for (const key of ["cart.title", "cart.empty"] as const)
      expect(cartPanelMessages.es[key], key).not.toBe(cartPanelMessages.en[key]);
    expect(orderReceivedMessages.es["orderReceived.message"]).not.toBe(
      orderReceivedMessages.en["orderReceived.message"],
    );
  });
});

describe("the shell's catalogue, which every page's data carries (issue #32)", () => {
  it("shares no key with a page's own: a text comes with the pages that show it, once", () => {
    const shared = new Set(Object.keys(en));
    const doubled = pageCatalogues.flatMap(([name, catalogue]) =>
      Object.keys(catalogue.en)
        .filter((key) => shared.has(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(doubled).toEqual([]);
  });
});

describe("the catalogues found", () => {
  it("are every page's, so a new one is checked without being listed", () => {
    expect(Object.keys(CATALOGUES)).toEqual(
      expect.arrayContaining([
        "shared",
        "catalog-messages.ts catalogMessages",
        "cart-panel-messages.ts cartPanelMessages",
        "carousel-messages.ts carouselMessages",
        "checkout-messages.ts checkoutMessages",
        "contact-messages.ts contactMessages",
        "home-messages.ts homeMessages",
        "order-received-messages.ts orderReceivedMessages",
        "order-request-messages.ts orderRequestMessages",
        "order-status-messages.ts orderStatusMessages",
        "product-messages.ts productMessages",
        "search-suggestion-messages.ts searchSuggestionMessages",
      ]),
    );
  });
});

describe("placeholders", () => {
  it("are the distinct {names} of a text", () => {
    expect(placeholders("{to} left: from {from} to {to}.")).toEqual(["from", "to"]);
    expect(placeholders("No placeholder, {not one}")).toEqual([]);
  });
});
