import { describe, expect, it } from "vitest";
import { testProduct, testSize } from "../../../../tests/fixtures/catalog-products";
import { productBreadcrumbs } from "./breadcrumbs";
import { jsonLdScriptText } from "~/features/seo";
import { META_DESCRIPTION_LENGTH, metaDescription, productJsonLd } from "./product-seo";

const ORIGIN = "https://shop.example.com";

describe("product JSON-LD", () => {
  const product = testProduct({
    route: "jameson",
    name: "Jameson",
    brand: "Jameson",
    typeSlug: "whiskey",
    subtypeSlug: "irish",
    sizes: [
      testSize({ id: "080432400432", label: "750ml", priceCents: 2999, inventory: 12 }),
      testSize({ id: "080432400433", label: "1.75L", priceCents: 5450, inventory: 0 }),
      testSize({ id: "080432400434", label: "50ml", priceCents: 1_000_000, inventory: 0 }),
      testSize({ id: "080432400435", label: "12oz-6pack-Bottle", priceCents: 100, inventory: null }),
    ],
  });
  const breadcrumbs = productBreadcrumbs(product, [], "en");
  const jsonLd = (description: string, language: "en" | "es" = "en") =>
    productJsonLd(product, breadcrumbs, ORIGIN, { language, description })["@graph"];
  const [item, trail] = jsonLd("A whisky.");

  it("describes the Product with its brand, description and absolute image URLs", () => {
    expect(item).toMatchObject({
      "@type": "Product",
      name: "Jameson",
      brand: { "@type": "Brand", name: "Jameson" },
      description: "A whisky.",
    });
    expect(item.image[0]).toMatch(/^https:\/\/shop\.example\.com\/images\/liquors-webp\/.+-1024w\.webp$/);
  });

  it("describes it with the page's own text (productSummary's), none when that is empty", () => {
    expect(jsonLd("Un whisky irlandés suave.", "es")[0].description).toBe("Un whisky irlandés suave.");
    expect(jsonLd("", "es")[0]).not.toHaveProperty("description");
  });

  it("offers a size on sale at its sale price until the sale's last store day, the regular price struck through", () => {
    const onSale = testProduct({
      route: "cava",
      sizes: [
        {
          ...testSize({ id: "cava-750", label: "750ml", priceCents: 1299, inventory: 4 }),
          wasCents: 1599,
          // The store's midnight ending 10 December (EST): its last day is the 10th.
          saleEndsAt: "2026-12-11T05:00:00.000Z",
        },
      ],
    });
    const [offer] = productJsonLd(onSale, [], ORIGIN, { language: "en", description: "" })["@graph"][0]
      .offers;
    expect(offer).toMatchObject({
      price: "12.99",
      priceValidUntil: "2026-12-10",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/StrikethroughPrice",
        price: "15.99",
        priceCurrency: "USD",
      },
    });
    expect(item.offers[0]).not.toHaveProperty("priceValidUntil");
  });

  it("has one Offer per size: sku, price with 2 decimals, USD, availability, URL with ?size=", () => {
    expect(item.offers).toEqual([
      {
        "@type": "Offer",
        sku: "080432400432",
        name: "750ml",
        price: "29.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example.com/product/jameson?size=750ml",
      },
      expect.objectContaining({ price: "54.50", availability: "https://schema.org/OutOfStock" }),
      expect.not.objectContaining({ price: expect.anything() }),
      expect.objectContaining({
        price: "1.00",
        availability: "https://schema.org/InStock",
        url: "https://shop.example.com/product/jameson?size=12oz-6pack-Bottle",
      }),
    ]);
  });

  it("publishes no placeholder price, and says the size is out of stock", () => {
    expect(item.offers[2]).toMatchObject({
      sku: "080432400434",
      availability: "https://schema.org/OutOfStock",
    });
    expect(JSON.stringify(item)).not.toContain("10000");
  });

  it("carries the page's breadcrumbs as a BreadcrumbList with absolute URLs", () => {
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement.map((element) => [element.position, element.item])).toEqual([
      [1, "https://shop.example.com/catalog?type=whiskey"],
      [2, "https://shop.example.com/catalog?type=whiskey&subtype=irish"],
      [3, "https://shop.example.com/catalog?type=whiskey&subtype=irish&brand=Jameson"],
      [4, "https://shop.example.com/product/jameson"],
    ]);
  });
});

describe("JSON-LD script text", () => {
  const hostile = testProduct({
    name: "</script><script>alert(1)</script>",
    description: "<!-- & \u2028 -->",
    brand: "</SCRIPT>",
  });
  const text = jsonLdScriptText(
    productJsonLd(hostile, productBreadcrumbs(hostile, [], "en"), ORIGIN, {
      language: "en",
      description: hostile.description,
    }),
  );

  it("has no <, > or & a browser could read as markup", () => {
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("still parses back to the same text", () => {
    const parsed = JSON.parse(text) as ReturnType<typeof productJsonLd>;
    expect(parsed["@graph"][0].name).toBe("</script><script>alert(1)</script>");
    expect(parsed["@graph"][0].description).toBe("<!-- & \u2028 -->");
  });
});

describe("meta description", () => {
  it("keeps a short description whole, with whitespace folded", () => {
    expect(metaDescription("  Smooth,\n\n honeyed   whiskey. ")).toBe("Smooth, honeyed whiskey.");
  });

  it(`cuts a long one at a word, within ${META_DESCRIPTION_LENGTH} characters, with an ellipsis`, () => {
    const text =
      "A smooth, rounded blend with honey, orange peel and milk chocolate over a faint wisp of smoke. " +
      "The go-to bottle for family celebrations, best on the rocks or stretched with club soda and lime.";
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(130);
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toMatch(/[\s,]/);
  });

  it("keeps a word that ends exactly at the limit, and drops trailing punctuation", () => {
    expect(metaDescription("aaaa bbbb cccc", 10)).toBe("aaaa bbbb…");
    expect(metaDescription("aaaa, bbbbbbbbbb", 10)).toBe("aaaa…");
    expect(metaDescription("abcdefghijklmnop", 10)).toBe("abcdefghi…");
  });
});
