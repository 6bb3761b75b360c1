// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../../../tests/fixtures/real-store-export";
import { type IllustrationSubject, renderIllustrationSvg, wineStyleOf } from "./bottle-illustration";

const whiskey: IllustrationSubject = {
  type: "whiskey",
  brand: "Buchanans",
  name: "Buchanans 12 Years",
  sizeLabel: "750ml",
  sizeMl: 750,
};

const RASTER = 250;

/** The label's printed text, line by line. */
const printedLines = (svg: string) =>
  Array.from(svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g), (match) => match[1]);

async function rasterise(svg: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg), {
    density: (72 * RASTER) / 1000,
  })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Topmost row where the centre column differs from the backdrop at the left edge of that row. */
async function containerTop(subject: IllustrationSubject): Promise<number> {
  const { data, width, height } = await rasterise(renderIllustrationSvg(subject));
  const pixel = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * width + x) * 3 + c] ?? 0);
  for (let y = 0; y < height; y += 1) {
    const centre = pixel(Math.floor(width / 2), y);
    const edge = pixel(2, y);
    if (centre.reduce((sum, value, c) => sum + Math.abs(value - (edge[c] ?? 0)), 0) > 40) return y;
  }
  return height;
}

describe("renderIllustrationSvg", () => {
  it("returns a square SVG document on the 1000 x 1000 canvas", () => {
    const svg = renderIllustrationSvg(whiskey);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('viewBox="0 0 1000 1000"');
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it("prints the brand in capitals, the name and the size on the label", () => {
    const lines = printedLines(
      renderIllustrationSvg({
        ...whiskey,
        brand: "Jameson",
        name: "Black Barrel Reserve",
      }),
    );
    expect(lines[0]).toBe("JAMESON");
    expect(lines.slice(1, -1).join(" ")).toBe("Black Barrel Reserve");
    expect(lines.at(-1)).toBe("750ml");
  });

  it.each<[string, Partial<IllustrationSubject>]>([
    ["markup", { name: "<script>alert('x')</script>", brand: "</text><text>" }],
    ["ampersands and quotes", { name: `Tom & Jerry's "Reserve"`, brand: "A&W" }],
    ["accents", { name: "Reserva de la Familia Extra Añejo", brand: "José Cuervo" }],
    ["control characters and lone surrogates", { name: "Bad\u0000\u0008 \uD800 name", brand: "\u001bBrand" }],
    [
      "a very long name",
      {
        name: "Extraordinarily ".repeat(40),
        brand: "Supercalifragilistic".repeat(5),
      },
    ],
    ["an empty name", { name: "", brand: "" }],
  ])("produces a document librsvg can draw for %s", async (_case, hostile) => {
    const svg = renderIllustrationSvg({ ...whiskey, ...hostile });
    expect(svg).not.toMatch(/<script|<\/text><text>/);
    const png = await sharp(Buffer.from(svg)).png().toBuffer(); // librsvg rejects malformed XML
    expect((await sharp(png).metadata()).width).toBe(1000);
  });

  it("drops a brand repeated at the start of the name", () => {
    const lines = printedLines(
      renderIllustrationSvg({
        ...whiskey,
        brand: "Buchanans",
        name: "Buchanans 12 Years",
      }),
    );
    expect(lines).toEqual(["BUCHANANS", "12 Years", "750ml"]);
  });

  it("escapes markup in names rather than dropping it", () => {
    const lines = printedLines(renderIllustrationSvg({ ...whiskey, name: "Tom & Jerry <Reserve>" }));
    expect(lines.slice(1, -1).join(" ")).toBe("Tom &amp; Jerry &lt;Reserve&gt;");
  });

  it("is deterministic", () => {
    expect(renderIllustrationSvg(whiskey)).toBe(renderIllustrationSvg({ ...whiskey }));
  });

  it("draws a different container for each kind of drink", () => {
    const types = [
      "whiskey",
      "tequila",
      "vodka",
      "rum",
      "wine",
      "gin",
      "cognac",
      "liquors",
      "aguardiente",
      "mezcal",
      "sake",
      "beer",
    ];
    const svgs = types.map((type) =>
      renderIllustrationSvg({
        ...whiskey,
        type,
        name: "Same Name",
        brand: "Same",
      }),
    );
    expect(new Set(svgs).size).toBe(types.length);
  });

  it("draws different pictures for different beer sizes", () => {
    const beer = {
      ...whiskey,
      type: "beer",
      brand: "Corona",
      name: "Corona Extra",
      sizeMl: null,
    };
    const sizes = [
      "12oz-6pack-Bottle",
      "16oz-4pack-Can",
      "24oz-Can",
      "7oz-24pack-Bottle",
      "12oz-12pack-Zero-Zero-Bottle",
      "24oz-Can-Chelada",
    ];
    const svgs = sizes.map((sizeLabel) => renderIllustrationSvg({ ...beer, sizeLabel }));
    expect(new Set(svgs).size).toBe(sizes.length);
    expect(svgs[0]).toContain("6-PACK");
    expect(svgs[3]).toContain("24-PACK");
    expect(svgs[4]).toContain("Zero-Zero");
  });

  it("makes minis visibly smaller and handles taller than a standard bottle", async () => {
    const tops = await Promise.all(
      [50, 375, 750, 1750].map((sizeMl) =>
        containerTop({
          ...whiskey,
          type: "vodka",
          sizeMl,
          sizeLabel: `${sizeMl}ml`,
        }),
      ),
    );
    // All stand on the same floor, so a lower top row means a taller bottle.
    expect(tops).toEqual([...new Set(tops)].sort((a, b) => b - a));
    const [mini = 0, , standard = 0] = tops;
    expect(mini - standard).toBeGreaterThan(RASTER * 0.15);
  });

  it("reads the volume from the size label when sizeMl is missing", () => {
    expect(renderIllustrationSvg({ ...whiskey, sizeMl: null, sizeLabel: "1.75L" })).toBe(
      renderIllustrationSvg({ ...whiskey, sizeMl: 1750, sizeLabel: "1.75L" }),
    );
  });
});

/** The bottle's outline and glass colour: the first filled path drawn after the backdrop. */
function glassOf(svg: string): { outline: string; fill: string; liquid: boolean } {
  const match = /<path d="([^"]+)" fill="(#[0-9a-f]{6})"\/>/.exec(svg);
  if (!match?.[1] || !match[2]) throw new Error("no bottle drawn");
  return { outline: match[1], fill: match[2], liquid: svg.includes("-liquid") };
}

/** Relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const wine = (
  name: string,
  wineType: string | null,
  varietal: string | null = null,
): IllustrationSubject => ({
  type: "wine",
  brand: name.split(" ")[0]!,
  name,
  sizeLabel: "750ml",
  sizeMl: 750,
  wineType,
  varietal,
});

describe("wines", () => {
  it.each([
    wine("Caymus Cabernet Sauvignon", "Vino Tinto", "Cabernet Sauvignon"),
    wine("Prisoner Pinot Noir", "Vino Tinto", "Pinot Noir"),
    wine("Taylor Port", "Vino Tinto", "Tempranillo"),
    wine("Casillero del Diablo Cabernet Sauvignon", null),
    wine("Red Blend Reserva", "Red"),
  ])("draws the red $name in dark glass that hides the wine", (subject) => {
    const glass = glassOf(renderIllustrationSvg(subject));
    expect(wineStyleOf(subject)).toBe("red");
    expect(luminance(glass.fill)).toBeLessThan(0.25);
    expect(glass.liquid).toBe(false);
  });

  it("shows a white wine through pale glass, and a rosé through clear glass", () => {
    const white = glassOf(
      renderIllustrationSvg(wine("Emmolo Sauvignon Blanc", "Vino Blanco", "Sauvignon Blanc")),
    );
    expect(luminance(white.fill)).toBeGreaterThan(0.6);
    expect(white.liquid).toBe(true);
    expect(wineStyleOf(wine("Whispering Angel", "Vino Rosado"))).toBe("rose");
    expect(glassOf(renderIllustrationSvg(wine("Whispering Angel", "Vino Rosado"))).liquid).toBe(true);
  });

  it("draws sparkling wine and Burgundy grapes in their own bottles", () => {
    const bordeaux = glassOf(
      renderIllustrationSvg(wine("Josh Cellars Merlot", "Vino Tinto", "Merlot")),
    ).outline;
    const champagne = glassOf(
      renderIllustrationSvg(wine("Moet & Chandon Imperial Brut", "Champagne", "Champagne")),
    );
    const burgundy = glassOf(
      renderIllustrationSvg(wine("Belle Glos Pinot Noir", "Vino Tinto", "Pinot Noir")),
    ).outline;
    expect(new Set([bordeaux, champagne.outline, burgundy]).size).toBe(3);
    expect(luminance(champagne.fill)).toBeLessThan(0.25);
    expect(wineStyleOf(wine("Decoy Brut Rose", "Sparkling", "Champagne"))).toBe("sparkling");
  });

  it.skipIf(!hasRealStoreExport)("draws every red of the real store's export in dark glass", async () => {
    const { catalog } = await readCatalogFile(REAL_STORE_EXPORT);
    const reds = catalog.products.filter((product) => product.wineType === "Vino Tinto");
    expect(reds.length).toBeGreaterThan(20);
    for (const product of reds) {
      const subject = { ...wine(product.name, product.wineType, product.varietal), brand: product.brand };
      expect(luminance(glassOf(renderIllustrationSvg(subject)).fill), product.name).toBeLessThan(0.25);
    }
  });
});

describe("spirit bottles", () => {
  const outlines = (type: string) =>
    new Set(
      Array.from(
        { length: 40 },
        (_, index) =>
          glassOf(
            renderIllustrationSvg({ ...whiskey, type, brand: `Brand ${index}`, name: `Bottling ${index}` }),
          ).outline,
      ),
    );

  it.each([
    ["whiskey", 4],
    ["tequila", 4],
    ["vodka", 3],
    ["rum", 4],
    ["gin", 4],
    ["cognac", 3],
    ["mezcal", 3],
    ["liquors", 3],
    ["aguardiente", 2],
  ])("draws %s in %i shapes, each product always in the same one", (type, count) => {
    expect(outlines(type).size).toBe(count);
    expect(renderIllustrationSvg({ ...whiskey, type })).toBe(renderIllustrationSvg({ ...whiskey, type }));
  });

  it("has more than a dozen different bottles across the spirits", () => {
    const all = new Set(
      ["whiskey", "tequila", "vodka", "rum", "gin", "cognac", "mezcal", "liquors", "aguardiente"].flatMap(
        (type) => [...outlines(type)],
      ),
    );
    expect(all.size).toBeGreaterThan(12);
  });
});
