import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "./catalog-file";
import { formatCatalogReport, normalizeCatalog } from "./normalize-catalog";

function normalizeFile(path: string) {
  const parsed = parseCatalogFile(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file);
}

describe("normalizeCatalog on a file holding every quirk", () => {
  const { catalog, report } = normalizeFile("tests/fixtures/quirky-catalog.json");
  const product = (route: string) => catalog.products.find((p) => p.route === route)!;
  const size = (route: string, label: string) => product(route).sizes.find((s) => s.label === label)!;

  it("reads the route from a misspelt 'route:' key", () => {
    expect(product("bacardi-gold").name).toBe("Bacardi Gold");
    expect(report.counts["route-key-misspelt"]).toBe(1);
  });

  it("slugifies a route with stray punctuation and keeps the old one for a redirect", () => {
    expect(product("bacardi-superior").formerRoutes).toEqual(["Bacardi Superior:"]);
    expect(report.counts["route-slugified"]).toBe(1);
  });

  it("gives a repeated route a suffix", () => {
    expect(product("steinlager-classic-2").sizes[0]!.label).toBe("1L");
    expect(report.counts["route-duplicate"]).toBe(1);
  });

  it("derives stable ids for empty and repeated size ids, keeping the barcode", () => {
    expect(size("bacardi-gold", "750ml")).toMatchObject({
      id: "bacardi-gold-750ml",
      barcode: "CAPP",
    });
    expect(size("bacardi-superior", "750ml gift")).toMatchObject({
      id: "bacardi-superior-750ml-gift",
      barcode: "CAPP",
    });
    expect(size("bacardi-gold", "200ml")).toMatchObject({
      id: "bacardi-gold-200ml",
      barcode: null,
    });
    expect(size("bacardi-superior", "4oz").id).toBe("0800");
    expect(report.counts["repeated-size-id"]).toBe(2);
    expect(report.counts["empty-size-id"]).toBe(1);
    const ids = catalog.products.flatMap((p) => p.sizes.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads size_ml given as text, and keeps beer labels as they are", () => {
    expect(size("bacardi-gold", "200ml").sizeMl).toBe(200);
    expect(size("steinlager-classic", "12oz-6pack-Bottle").sizeMl).toBeNull();
    expect(size("bacardi-superior", "4oz").sizeMl).toBe(118.294);
    expect(size("bacardi-superior", "750ml gift").sizeMl).toBe(750);
    expect(report.counts["size-ml-text"]).toBe(3);
  });

  it("treats negative inventory as out of stock and missing inventory as untracked", () => {
    expect(size("bacardi-gold", "750ml").inventory).toBe(0);
    expect(size("bacardi-superior", "4oz").inventory).toBeNull();
    expect(report.counts["negative-inventory"]).toBe(1);
  });

  it("keeps prices in cents and reports placeholders and fractions of a cent", () => {
    expect(size("bacardi-gold", "750ml").priceCents).toBe(1599);
    expect(size("bacardi-superior", "750ml gift").priceCents).toBe(1_000_000);
    expect(size("bacardi-superior", "4oz").priceCents).toBe(333);
    expect(report.counts["placeholder-price"]).toBe(1);
    expect(report.counts["price-fraction-of-cent"]).toBe(1);
  });

  it("rewrites image paths outside liquors-webp, reports mismatches, and never shares one path", () => {
    expect(size("bacardi-superior", "750ml gift").imagePath).toBe(
      "liquors-webp/rum/puerto-rico/bacardi/bacardi-superior/bacardi-superior-750ml.webp",
    );
    expect(report.counts["image-path-rewritten"]).toBe(1);
    expect(size("bacardi-superior", "4oz").imagePath).toContain("vodka/french");
    expect(size("steinlager-classic", "24oz-Can").imagePath).toBe(
      "liquors-webp/beer/new-zealand/steinlager/steinlager-classic/steinlager-classic-24oz-can.webp",
    );
    expect(report.counts["image-path-shared"]).toBe(1);
    expect(report.counts["image-path-mismatch"]).toBeGreaterThanOrEqual(2);
  });

  it("reports copied descriptions and skips products with no sizes", () => {
    expect(report.counts["copied-description"]).toBe(1);
    expect(report.counts["product-without-sizes"]).toBe(1);
    expect(catalog.products.some((p) => p.route === "bacardi-empty")).toBe(false);
  });

  it("accepts a type under `name` and slugifies subtypes with spaces", () => {
    expect(catalog.types.map((t) => t.slug)).toEqual(["rum", "beer"]);
    expect(catalog.types[1]!.subtypes[0]).toMatchObject({
      slug: "new-zealand",
      name: "New Zealand",
    });
    expect(catalog.types[0]!.subtypes[0]!.name).toBe("Puerto Rican");
  });

  it("prints one line per quirk class", () => {
    const lines = formatCatalogReport(report).join("\n");
    expect(lines).toContain("4 products, 7 sizes");
    expect(lines).toMatch(/2 × size id repeated/);
  });
});

describe("parseCatalogFile", () => {
  it("names the place of every error", () => {
    const parsed = parseCatalogFile({
      types: [
        {
          type: "rum",
          subtypes: [
            {
              subtype: "x",
              products: [
                {
                  brand: "B",
                  products: [{ name: "N", sizes: [{ size: "750ml", price: -1 }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors[0]).toMatch(/^types\.0\.subtypes\.0\.products\.0\.products\.0\.sizes\.0\.price/);
  });

  it("refuses a file that is not a catalogue", () => {
    expect(parseCatalogFile([]).ok).toBe(false);
    expect(parseCatalogFile({ types: [] }).ok).toBe(false);
    expect(parseCatalogFile(null).ok).toBe(false);
  });
});

describe("the real store's export", () => {
  const { catalog, report } = normalizeFile("../shared/fixtures/real-store-catalog.json");

  it("keeps all 546 products and 907 sizes with unique, non-empty ids", () => {
    expect(report.totals).toMatchObject({
      types: 12,
      products: 546,
      sizes: 907,
    });
    const ids = catalog.products.flatMap((p) => p.sizes.map((s) => s.id));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(907);
  });

  it("counts each quirk class the fixture README names", () => {
    expect(report.counts["empty-size-id"]).toBe(3);
    expect(report.counts["repeated-size-id"]).toBe(6);
    expect(report.counts["route-key-misspelt"]).toBe(1);
    expect(report.counts["size-ml-text"]).toBe(95);
    expect(report.counts["placeholder-price"]).toBe(35);
    expect(report.counts["image-path-mismatch"]).toBeGreaterThan(0);
  });
});
