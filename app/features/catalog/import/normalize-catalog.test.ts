import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "./catalog-file";
import {
  hasRealStoreExport,
  OWN_STORE_EXPORT,
  REAL_STORE_EXPORT,
  STORE_EXPORTS,
} from "../../../../tests/fixtures/real-store-export";
import { formatCatalogReport, normalizeCatalog, type QuirkCode } from "./normalize-catalog";

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
    // "200ml" as text is reported; a beer label written again as its size_ml is the specification's form.
    expect(report.counts["size-ml-text"]).toBe(1);
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

/** A tequila file whose products have these descriptions, named by brand and name. */
function tequilaWith(products: { brand: string; name: string; description: string }[]) {
  const parsed = parseCatalogFile({
    types: [
      {
        type: "tequila",
        subtypes: [
          {
            subtype: "reposado",
            products: products.map(({ brand, ...product }) => ({
              brand,
              products: [{ ...product, sizes: [{ size: "750ml", price: 40 }] }],
            })),
          },
        ],
      },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return normalizeCatalog(parsed.file).report;
}

describe("near-copy descriptions: the same words with other product names (issue #31)", () => {
  const aged = (name: string) =>
    `${name} is aged for eight months in American white-oak barrels, for a smooth taste of vanilla and honey.`;

  it("flags an English text that is another product's with the names changed, beside exact copies", () => {
    const report = tequilaWith([
      { brand: "Patron", name: "Patron Reposado", description: aged("Patron Reposado") },
      { brand: "Espolon", name: "Espolon Reposado", description: aged("Espolon Reposado") },
      // Case, accents, punctuation and spacing do not hide a copy; a brand written with an apostrophe neither.
      {
        brand: "Don Julio",
        name: "Don Julio Añejo",
        description: `  DON JULIO'S ANEJO is aged for eight months, in American white oak barrels — for a smooth taste of vanilla & honey`,
      },
      { brand: "Espolon", name: "Espolon Blanco", description: aged("Espolon Reposado") },
    ]);
    expect(report.quirks.filter((quirk) => quirk.code.endsWith("description"))).toEqual([
      { code: "near-copy-description", product: "espolon-reposado", detail: "patron-reposado" },
      { code: "near-copy-description", product: "don-julio-anejo", detail: "patron-reposado" },
      // The exact copy stays an exact copy, once.
      { code: "copied-description", product: "espolon-blanco", detail: "espolon-reposado" },
    ]);
  });

  it("leaves texts alone that differ in more than the names, or say next to nothing", () => {
    const report = tequilaWith([
      { brand: "Patron", name: "Patron Reposado", description: aged("Patron Reposado") },
      {
        brand: "Espolon",
        name: "Espolon Reposado",
        description:
          "Espolon Reposado is aged for six months in American white-oak barrels, for a smooth taste of vanilla and honey.",
      },
      // Another product's name in the text is not this product's: not set aside.
      { brand: "Cazadores", name: "Cazadores Reposado", description: aged("Patron Añejo") },
      { brand: "Herradura", name: "Herradura Reposado", description: "Herradura Reposado, a tequila." },
      { brand: "Corralejo", name: "Corralejo Reposado", description: "Corralejo Reposado, a tequila." },
    ]);
    expect(report.quirks.filter((quirk) => quirk.code.endsWith("description"))).toEqual([]);
  });

  it("finds none in the demo catalogue, whose texts are each written for their product", () => {
    expect(normalizeFile("data/catalog.json").report.counts["near-copy-description"]).toBeUndefined();
  });

  for (const store of STORE_EXPORTS)
    it(`finds ${store.quirks["near-copy-description"]} in ${store.name}, each a template with another name, `, () => {
      const { catalog, report } = normalizeFile(store.path);
      const near = report.quirks.filter((quirk) => quirk.code === "near-copy-description");
      expect(near).toHaveLength(store.quirks["near-copy-description"]!);
      const described = new Map(catalog.products.map((p) => [p.route, p.description]));
      for (const { product, detail } of near) {
        // Not exact copies, yet of the same length give or take the names.
        expect(described.get(product)).not.toBe(described.get(detail));
        const lengths = [product, detail].map((route) => described.get(route)!.length);
        expect(Math.abs(lengths[0]! - lengths[1]!)).toBeLessThan(60);
      }
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

  it("reads Spanish descriptions of types, subtypes and products, none where absent, empty or null", () => {
    const product = (name: string, descriptionEs?: unknown) => ({
      name,
      description: `${name} in English.`,
      ...(descriptionEs === undefined ? {} : { description_es: descriptionEs }),
      sizes: [{ size: "750ml", price: 10 }],
    });
    const file = {
      types: [
        {
          type: "rum",
          description: "Rum.",
          description_es: "  Ron de caña.  ",
          subtypes: [
            {
              subtype: "gold",
              description_es: null,
              products: [
                {
                  brand: "B",
                  products: [
                    product("Oro", "Un ron dorado."),
                    product("Plata"),
                    product("Blanco", " "),
                    product("Negro", null),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const parsed = parseCatalogFile(file);
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    const { catalog } = normalizeCatalog(parsed.file);
    expect(catalog.types[0]).toMatchObject({ description: "Rum.", descriptionEs: "Ron de caña." });
    expect(catalog.types[0]!.subtypes[0]).toMatchObject({ description: "", descriptionEs: null });
    expect(catalog.products.map((p) => [p.route, p.descriptionEs])).toEqual([
      ["oro", "Un ron dorado."],
      ["plata", null],
      ["blanco", null],
      ["negro", null],
    ]);
    const numbered = structuredClone(file);
    Object.assign(numbered.types[0]!.subtypes[0]!.products[0]!.products[0]!, { description_es: 7 });
    const refused = parseCatalogFile(numbered);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors[0]).toMatch(/^types\.0\.subtypes\.0\.products\.0\.products\.0\.description_es/);
  });

  it("refuses a file that is not a catalogue", () => {
    expect(parseCatalogFile([]).ok).toBe(false);
    expect(parseCatalogFile({ types: [] }).ok).toBe(false);
    expect(parseCatalogFile(null).ok).toBe(false);
  });
});

for (const store of STORE_EXPORTS)
  describe(`normalizeCatalog on ${store.name}`, () => {
    const { catalog, report } = normalizeFile(store.path);

    it("keeps every product and size with unique, non-empty ids", () => {
      expect(report.totals).toMatchObject({
        types: store.totals.types,
        products: store.totals.products,
        sizes: store.totals.sizes,
      });
      const ids = catalog.products.flatMap((p) => p.sizes.map((s) => s.id));
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(store.totals.sizes);
    });

    it("counts each quirk class the fixture README names", () => {
      for (const [code, count] of Object.entries(store.quirks))
        expect(report.counts[code as QuirkCode], code).toBe(count);
      expect(report.counts["image-path-mismatch"]).toBeGreaterThan(0);
    });
  });

describe("the project's own quirky export", () => {
  const { catalog, report } = normalizeFile(OWN_STORE_EXPORT.path);
  const productsWith = (code: string) => [
    ...new Set(report.quirks.filter((quirk) => quirk.code === code).map((quirk) => quirk.product)),
  ];

  it("holds each quirk class of the real export, and no other, in the products it names", () => {
    const classes = Object.fromEntries(Object.keys(report.counts).map((code) => [code, productsWith(code)]));
    expect(classes).toEqual({
      "repeated-size-id": ["volna-classic", "brume-pear", "isla-brava-blanco", "isla-brava-anejo"],
      "empty-size-id": [
        "cedar-hollow-bourbon-9-years",
        "cedar-hollow-bourbon-18-years",
        "cedar-hollow-rye-7-years",
      ],
      "route-key-misspelt": ["isla-brava-oro"],
      // 200ml sizes; beer sizes name their size_ml by their label, as the specification does.
      "size-ml-text": [
        "glen-varrick-12",
        "casa-arrebol-blanco",
        "volna-classic",
        "isla-brava-oro",
        "maison-verlaine-vsop",
      ],
      "placeholder-price": [
        "casa-arrebol-reposado",
        "volna-classic",
        "morichal-reserva-8",
        "quatre-vents-brut",
      ],
      // Sizes written "1L", "175L" and "pet-750ml"; an old route's folder; a can's picture of a bottle.
      "image-path-mismatch": [
        "glen-varrick-12",
        "cedar-hollow-rye-7-years",
        "casa-arrebol-blanco",
        "isla-brava-oro",
        "isla-brava-limon",
        "harbor-light-lager",
      ],
      "copied-description": ["glen-varrick-sherry-cask", "casa-arrebol-reposado", "harbor-light-amber"],
      // "Isla Brava Limón is a dry white rum…": the Blanco's text with the name changed.
      "near-copy-description": ["isla-brava-limon"],
    });
  });

  it("has the cases the product page tests look for", () => {
    const { products } = catalog;
    expect(Math.max(...products.map((p) => p.name.length))).toBeGreaterThan(45);
    expect(Math.max(...products.map((p) => p.sizes.length))).toBe(9);
    expect(products.some((p) => p.sizes[0]!.label === "12oz-6pack-Bottle" && p.sizes[0]!.inventory)).toBe(
      true,
    );
    const withoutBottle = products.filter(
      (p) => p.sizes.length > 2 && !p.sizes.some((s) => s.label === "750ml") && p.sizes[0]!.inventory !== 0,
    );
    expect(withoutBottle.length).toBeGreaterThan(0);
    const placeholders = products.filter((p) =>
      p.sizes.some((s) => s.label === "750ml" && s.priceCents >= 1_000_000 && s.inventory === 0),
    );
    expect(placeholders.map((p) => p.route)).toEqual(["casa-arrebol-reposado"]);
  });
});

describe.skipIf(!hasRealStoreExport)("the project's own quirky export beside the real one", () => {
  it("has every quirk class of the real export", () => {
    const classes = (path: string) => Object.keys(normalizeFile(path).report.counts).sort();
    expect(classes(OWN_STORE_EXPORT.path)).toEqual(expect.arrayContaining(classes(REAL_STORE_EXPORT)));
  });
});
