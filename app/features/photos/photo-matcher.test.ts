import { describe, expect, it } from "vitest";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../../../tests/fixtures/real-store-export";
import { photoMatcher, type MatchableSize } from "./photo-matcher";

const size = (
  id: string,
  imagePath: string,
  productRoute = "buchanans-12",
  productId = 1,
): MatchableSize => ({
  id,
  imagePath,
  productId,
  productRoute,
});

const SIZES = [
  size("b12-750", "liquors-webp/whiskey/scotch/buchanans/buchanans-12/buchanans-12-750ml.webp"),
  size("b12-1l", "liquors-webp/whiskey/scotch/buchanans/buchanans-12/buchanans-12-1l.webp"),
  // Two sizes whose images share a file name, told apart by their folders.
  size("gold-rum", "liquors-webp/rum/puerto-rico/bacardi/gold/bottle-750ml.webp", "bacardi-gold", 2),
  size("gold-teq", "liquors-webp/tequila/jalisco/cuervo/gold/bottle-750ml.webp", "cuervo-gold", 3),
];

describe("photoMatcher", () => {
  const match = photoMatcher(SIZES);

  it.each([
    ["buchanans-12-750ml.jpg", "b12-750"],
    ["BUCHANANS-12-750ML.JPEG", "b12-750"],
    ["any/folder/at/all/buchanans-12-1l.png", "b12-1l"],
    ["buchanans-12-1l.webp", "b12-1l"],
    ["bacardi/gold/bottle-750ml.jpg", "gold-rum"],
    ["liquors-webp/tequila/jalisco/cuervo/gold/bottle-750ml.png", "gold-teq"],
  ])("matches %s to the size %s by the img's name", (file, sizeId) => {
    expect(match(file)).toMatchObject({ kind: "size", size: { id: sizeId } });
  });

  it("matches a product's route to the product's own photo", () => {
    expect(match("photos/buchanans-12.jpg")).toEqual({
      kind: "product",
      productId: 1,
      productRoute: "buchanans-12",
    });
  });

  it("reports a name two sizes share when the folders do not tell them apart", () => {
    expect(match("bottle-750ml.jpg")).toEqual({ kind: "ambiguous", sizeIds: ["gold-rum", "gold-teq"] });
    expect(match("gin/bottle-750ml.jpg")).toEqual({ kind: "ambiguous", sizeIds: ["gold-rum", "gold-teq"] });
  });

  it.each(["buchanans-12-700ml.jpg", "notes.txt", "buchanans.jpg", ""])("matches nothing for %j", (file) => {
    expect(match(file)).toEqual({ kind: "none" });
  });

  it.each([
    ".DS_Store",
    "__MACOSX/._buchanans-12-750ml.jpg",
    "photos/.hidden/buchanans-12-750ml.jpg",
    "._x.jpg",
  ])("skips the system file %s", (file) => {
    expect(match(file)).toEqual({ kind: "skipped" });
  });

  it.skipIf(!hasRealStoreExport)(
    "matches every size of the real store's export by its own img name",
    async () => {
      const { catalog } = await readCatalogFile(REAL_STORE_EXPORT);
      const sizes = catalog.products.flatMap((product, index) =>
        product.sizes.map((each) => size(each.id, each.imagePath, product.route, index)),
      );
      const real = photoMatcher(sizes);
      for (const each of sizes) {
        const file = `${each.imagePath
          .split("/")
          .at(-1)!
          .replace(/\.webp$/, "")}.jpg`;
        expect(real(file), file).toMatchObject({ kind: "size", size: { id: each.id } });
      }
      expect(sizes.length).toBeGreaterThan(800);
    },
  );
});
