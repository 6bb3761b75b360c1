import { describe, expect, it } from "vitest";
import { pageMessagesFor } from "~/i18n/messages.server";
import { testProduct, testSize } from "../../../tests/fixtures/catalog-products";
import { productMessages } from "./product-messages";
import { productSummary } from "./product-summary";

const product = testProduct({
  name: "Jameson",
  brand: "Jameson",
  sizes: [
    testSize({ label: "750ml" }),
    testSize({ label: "1.75L" }),
    testSize({ label: "12oz-6pack-Bottle" }),
  ],
});
type Shown = Parameters<typeof productSummary>[1];
const summaryIn = (language: "en" | "es", shown: Shown) =>
  productSummary(product, shown, {
    kind: language === "es" ? "Whisky" : "Whiskey",
    storeName: "Casa Botella",
    language,
    t: pageMessagesFor(productMessages, language),
  });

describe("a product's summary for search results and structured data (issue #31, finding 7)", () => {
  it("is the description in the page's language where the catalogue has one", () => {
    expect(summaryIn("en", { text: "A smooth Irish whiskey." })).toBe("A smooth Irish whiskey.");
    expect(summaryIn("es", { text: "Un whiskey irlandés suave." })).toBe("Un whiskey irlandés suave.");
  });

  it("on a Spanish page without a Spanish description, is a Spanish sentence, never the English text", () => {
    // The page shows the English text marked lang="en"; search results have no such mark.
    expect(summaryIn("es", { text: "A smooth Irish whiskey.", lang: "en" })).toBe(
      "Whisky: Jameson de Jameson, en 750ml, 1.75L y Paquete de 6, botellas de 12 oz. Precios y existencias en Casa Botella.",
    );
  });

  it("without any description, is that sentence in the page's language", () => {
    expect(summaryIn("en", { text: "" })).toBe(
      "Whiskey: Jameson by Jameson, in 750ml, 1.75L, and 6-pack, 12 oz bottles. Prices and stock at Casa Botella.",
    );
  });
});
