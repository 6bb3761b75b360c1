// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Illustration from "./bottle-illustration";
import { type IllustrationSubject, renderIllustrationSvg } from "./bottle-illustration";
import {
  createProductImageStore,
  InvalidImagePathError,
  type ProductImageStore,
  variantPath,
} from "./product-image.server";

// Count illustration renders while still drawing the real thing.
vi.mock("./bottle-illustration", async (importOriginal) => {
  const actual = await importOriginal<typeof Illustration>();
  return {
    ...actual,
    renderIllustrationSvg: vi.fn(actual.renderIllustrationSvg),
  };
});

const IMAGE = "liquors-webp/whiskey/scotch/buchanans/buchanans-12/buchanans-12-750ml.webp";
const SUBJECT: IllustrationSubject = {
  type: "whiskey",
  brand: "Buchanans",
  name: "Buchanans 12 Years",
  sizeLabel: "750ml",
  sizeMl: 750,
};

let root: string;
let cacheDir: string;
let sourceDir: string;
let store: ProductImageStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "product-images-"));
  cacheDir = path.join(root, "cache");
  sourceDir = path.join(root, "source");
  store = createProductImageStore({ cacheDir, sourceDir });
  vi.mocked(renderIllustrationSvg).mockClear();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Drops a 300 x 600 (portrait) solid-colour photo where the store keeps photos; "#rrggbbaa" may be transparent. */
async function dropPhoto(name: string, color: string): Promise<string> {
  const file = path.join(sourceDir, path.dirname(IMAGE), name);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({
    create: { width: 300, height: 600, channels: 4, background: color },
  }).toFile(file);
  return file;
}

async function setMtime(file: string, secondsFromNow: number): Promise<void> {
  const when = Date.now() / 1000 + secondsFromNow;
  await utimes(file, when, when);
}

async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
  // From a buffer: libvips caches decoded files by name and the cache file gets replaced.
  const data = await sharp(await readFile(file))
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [data[0] ?? -1, data[1] ?? -1, data[2] ?? -1];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
const isBlue = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 255) < 60 && (b ?? 0) > 200;
const isWhite = (rgb: number[]) => rgb.every((channel) => channel > 245);

describe("variantFile", () => {
  it.each([480, 1024] as const)("makes a %i x %i webp illustration in the cache", async (width) => {
    const file = await store.variantFile(IMAGE, width, SUBJECT);

    expect(file).toBe(path.join(cacheDir, variantPath(IMAGE, width)));
    expect(path.isAbsolute(file)).toBe(true);
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: "webp", width, height: width });
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(1);
  });

  it("serves the cached file on the next call without rendering again", async () => {
    const file = await store.variantFile(IMAGE, 480, SUBJECT);
    const before = await stat(file);

    await expect(store.variantFile(IMAGE, 480, SUBJECT)).resolves.toBe(file);

    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(1);
  });

  it("leaves no temporary files next to the variants", async () => {
    await Promise.all([store.variantFile(IMAGE, 480, SUBJECT), store.variantFile(IMAGE, 1024, SUBJECT)]);
    const entries = await readdir(path.join(cacheDir, path.dirname(IMAGE)));
    expect(entries.sort()).toEqual(["buchanans-12-750ml-1024w.webp", "buchanans-12-750ml-480w.webp"]);
  });

  it("uses the store's photo instead of the illustration, padded to a square, not cropped", async () => {
    await dropPhoto("buchanans-12-750ml.png", "#ff0000");

    const file = await store.variantFile(IMAGE, 480, SUBJECT);

    expect(await sharp(file).metadata()).toMatchObject({
      format: "webp",
      width: 480,
      height: 480,
    });
    expect(isRed(await pixel(file, 240, 240))).toBe(true);
    expect(isRed(await pixel(file, 240, 2))).toBe(true); // the tall photo keeps its full height
    expect(isWhite(await pixel(file, 4, 240))).toBe(true); // and is padded with white at the sides
    expect(renderIllustrationSvg).not.toHaveBeenCalled();
  });

  it("puts transparent photos on white", async () => {
    await dropPhoto("buchanans-12-750ml.png", "#ff000000");
    expect(isWhite(await pixel(await store.variantFile(IMAGE, 480, SUBJECT), 240, 240))).toBe(true);
  });

  it("finds photos whatever the case of their extension", async () => {
    await dropPhoto("buchanans-12-750ml.JPG", "#0000ff");
    expect(isBlue(await pixel(await store.variantFile(IMAGE, 480, SUBJECT), 240, 240))).toBe(true);
  });

  it("turns photos upright using their EXIF orientation", async () => {
    const file = path.join(sourceDir, path.dirname(IMAGE), "buchanans-12-750ml.jpg");
    await mkdir(path.dirname(file), { recursive: true });
    // Stored landscape, displayed portrait (orientation 6 = rotate 90° clockwise).
    await sharp({
      create: { width: 600, height: 300, channels: 3, background: "#ff0000" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file);

    const variant = await store.variantFile(IMAGE, 480, SUBJECT);

    expect(isWhite(await pixel(variant, 4, 240))).toBe(true);
    expect(isRed(await pixel(variant, 240, 4))).toBe(true);
  });

  it("replaces a cached illustration when a photo is dropped later", async () => {
    const file = await store.variantFile(IMAGE, 480, SUBJECT);
    const illustrated = await stat(file);
    await setMtime(await dropPhoto("buchanans-12-750ml.png", "#ff0000"), 5);

    await store.variantFile(IMAGE, 480, SUBJECT);

    expect(isRed(await pixel(file, 240, 240))).toBe(true);
    expect((await stat(file)).mtimeMs).toBeGreaterThan(illustrated.mtimeMs);
  });

  it("replaces the cache when the photo is replaced by a newer one", async () => {
    await setMtime(await dropPhoto("buchanans-12-750ml.png", "#ff0000"), -60);
    const file = await store.variantFile(IMAGE, 1024, SUBJECT);
    expect(isRed(await pixel(file, 512, 512))).toBe(true);

    await setMtime(await dropPhoto("buchanans-12-750ml.png", "#0000ff"), 5);
    await store.variantFile(IMAGE, 1024, SUBJECT);

    expect(isBlue(await pixel(file, 512, 512))).toBe(true);
  });

  it("also picks up a photo whose file date is older than the cached illustration", async () => {
    const file = await store.variantFile(IMAGE, 480, SUBJECT);
    await setMtime(await dropPhoto("buchanans-12-750ml.png", "#ff0000"), -86_400 * 365);

    await store.variantFile(IMAGE, 480, SUBJECT);

    expect(isRed(await pixel(file, 240, 240))).toBe(true);
  });

  it("renders once for concurrent requests of the same variant", async () => {
    const files = await Promise.all(Array.from({ length: 6 }, () => store.variantFile(IMAGE, 480, SUBJECT)));

    expect(new Set(files).size).toBe(1);
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(1);
  });

  it("renders each width separately", async () => {
    await Promise.all([store.variantFile(IMAGE, 480, SUBJECT), store.variantFile(IMAGE, 1024, SUBJECT)]);
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(2);
  });

  it.each(["../outside.webp", "a/../../outside.webp", "/tmp/outside.webp", "a/b.png"])(
    "refuses the unsafe image path %j",
    async (imagePath) => {
      await expect(store.variantFile(imagePath, 480, SUBJECT)).rejects.toThrow(InvalidImagePathError);
      expect(renderIllustrationSvg).not.toHaveBeenCalled();
    },
  );
});

describe("ensureAll", () => {
  const images = [
    { imagePath: IMAGE, subject: SUBJECT },
    {
      imagePath: "beer/corona/corona-extra-12oz-6pack-bottle.webp",
      subject: {
        ...SUBJECT,
        type: "beer",
        sizeLabel: "12oz-6pack-Bottle",
        sizeMl: null,
      },
    },
  ];

  it("makes both widths of every image, then finds them up to date", async () => {
    const progress: Array<[number, number]> = [];

    const first = await store.ensureAll(images, {
      concurrency: 3,
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(first).toEqual({ created: 4, upToDate: 0 });
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    for (const { imagePath } of images) {
      for (const width of [480, 1024] as const) {
        expect(await sharp(path.join(cacheDir, variantPath(imagePath, width))).metadata()).toMatchObject({
          width,
          height: width,
        });
      }
    }
    await expect(store.ensureAll(images)).resolves.toEqual({
      created: 0,
      upToDate: 4,
    });
  });

  it("fails with the path when an image path is unsafe", async () => {
    await expect(
      store.ensureAll([...images, { imagePath: "../x.webp", subject: SUBJECT }], { concurrency: 1 }),
    ).rejects.toThrow(/Invalid image path "\.\.\/x\.webp"/);
  });
});
