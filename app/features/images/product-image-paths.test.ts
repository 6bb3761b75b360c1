// @vitest-environment node
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, InvalidImagePathError, parseVariantPath, variantPath } from "./product-image.server";

const IMAGE = "liquors-webp/whiskey/scotch/buchanans/buchanans-12/buchanans-12-750ml.webp";

describe("variantPath", () => {
  it("adds the width before the extension", () => {
    expect(variantPath(IMAGE, 480)).toBe(
      "liquors-webp/whiskey/scotch/buchanans/buchanans-12/buchanans-12-750ml-480w.webp",
    );
    expect(variantPath("x.webp", 1024)).toBe("x-1024w.webp");
  });

  it.each([
    ["../etc/passwd.webp"],
    ["a/../../b.webp"],
    ["/abs/bottle.webp"],
    ["a//b.webp"],
    ["a/./b.webp"],
    ["a\\..\\b.webp"],
    ["a/b.jpg"],
    ["a/b.webp/"],
    ["a/.hidden.webp"],
    ["a/b\0.webp"],
    [""],
  ])("rejects the unsafe image path %j", (imagePath) => {
    expect(() => variantPath(imagePath, 480)).toThrow(InvalidImagePathError);
  });

  it("rejects widths the site does not serve", () => {
    // @ts-expect-error 640 is not an ImageWidth; callers outside TypeScript could still pass it
    expect(() => variantPath(IMAGE, 640)).toThrow(/width/);
  });
});

describe("parseVariantPath", () => {
  it.each(IMAGE_WIDTHS.map((width) => [width]))("round-trips width %i", (width) => {
    expect(parseVariantPath(variantPath(IMAGE, width))).toEqual({
      imagePath: IMAGE,
      width,
    });
  });

  it("keeps hyphens and digits that belong to the file name", () => {
    expect(parseVariantPath("beer/corona/corona-extra-12oz-6pack-bottle-480w.webp")).toEqual({
      imagePath: "beer/corona/corona-extra-12oz-6pack-bottle.webp",
      width: 480,
    });
  });

  it.each([
    ["a/x-640w.webp", "a width the site does not serve"],
    ["a/x-0480w.webp", "a zero-padded width"],
    ["a/x-480.webp", "no w suffix"],
    ["a/x.webp", "no width at all"],
    ["a/x-480w.jpg", "not webp"],
    ["a/x-480w.webp.png", "trailing extension"],
    ["-480w.webp", "no file name"],
    ["../x-480w.webp", "a parent segment"],
    ["a/../../x-480w.webp", "a parent segment in the middle"],
    ["/etc/x-480w.webp", "an absolute path"],
    ["a\\x-480w.webp", "a backslash"],
    ["a/x\0-480w.webp", "a NUL byte"],
    ["a//x-480w.webp", "an empty segment"],
    ["./x-480w.webp", "a dot segment"],
    ["", "an empty string"],
  ])("returns null for %j (%s)", (variant) => {
    expect(parseVariantPath(variant)).toBeNull();
  });
});
