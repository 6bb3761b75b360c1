import { describe, expect, inject, it } from "vitest";

const store = inject("storeUrl");

/** Demo products: one with a Spanish description, one (a red wine, one size) without. */
const RIOJA = "marques-de-riscal-rioja-reserva";
const APOTHIC = "apothic-red";

/** What a product page tells search engines, as the server sends it: its meta description and JSON-LD's. */
async function seoOf(path: string): Promise<{ meta: string; jsonLd: string | undefined; body: string }> {
  const response = await fetch(`${store}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(meta, `${path}: meta description`).toBeDefined();
  expect(script, `${path}: structured data`).toBeDefined();
  const graph = JSON.parse(script!) as { "@graph": Array<{ description?: string }> };
  return { meta: decodeAttribute(meta!), jsonLd: graph["@graph"][0]!.description, body: html };
}

function decodeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Issue #31, finding 7: a product page's meta description and structured data speak the page's
 * language. A Spanish description is used on /es; without one, a Spanish sentence of what the page
 * shows, never the English text under lang="es".
 */
describe("a product page's description for search engines, in the page's language", () => {
  it("on /es, a product with a Spanish description: its Spanish text in the meta and the JSON-LD", async () => {
    const { meta, jsonLd } = await seoOf(`/es/product/${RIOJA}`);
    const spanish =
      "Un Rioja Reserva clásico, con fruta roja, vainilla y las notas especiadas de su crianza en roble.";
    expect(meta).toBe(spanish);
    expect(jsonLd).toBe(spanish);
  });

  it("on /es, a product without one: a Spanish sentence of its type, name, brand and sizes, not the English text", async () => {
    const { meta, jsonLd, body } = await seoOf(`/es/product/${APOTHIC}`);
    const english =
      "A smooth red blend with dark cherry, mocha and vanilla; soft tannins make it easy to enjoy.";
    const sentence =
      "Vino tinto: Apothic Red de Apothic, en 750ml. Precios y existencias en Casa Botella Liquor & Wine.";
    expect(meta).toBe(sentence);
    expect(jsonLd).toBe(sentence);
    // The page itself still shows the English text, marked as English, until staff write the Spanish.
    expect(body).toContain(`lang="en"`);
    expect(body).toContain(english);
  });

  it("on the English page, the English description in both", async () => {
    const { meta, jsonLd } = await seoOf(`/product/${APOTHIC}`);
    const english =
      "A smooth red blend with dark cherry, mocha and vanilla; soft tannins make it easy to enjoy.";
    expect(meta).toBe(english);
    expect(jsonLd).toBe(english);
  });
});
