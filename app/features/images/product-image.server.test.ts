// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
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
  variantCachePath,
} from "./product-image.server";
import { DRAWN_IMAGE_VERSION } from "./product-image-url";

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
const RED = "a1a1a1a1a1a1a1a1";
const BLUE = "b2b2b2b2b2b2b2b2";

let root: string;
let cacheDir: string;
let photos: Map<string, Buffer>;
let loadPhoto: ReturnType<typeof vi.fn<(version: string) => Promise<Buffer | null>>>;
let store: ProductImageStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "product-images-"));
  cacheDir = path.join(root, "cache");
  photos = new Map();
  loadPhoto = vi.fn(async (version: string) => photos.get(version) ?? null);
  store = createProductImageStore({ cacheDir, loadPhoto });
  vi.mocked(renderIllustrationSvg).mockClear();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A 300 x 600 (portrait) solid-colour photo; "#rrggbbaa" may be transparent. */
function solidPhoto(color: string, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const image = sharp({ create: { width: 300, height: 600, channels: 4, background: color } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
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

describe("drawn bottles", () => {
  it.each([480, 1024] as const)("makes a %i x %i webp illustration in the cache", async (width) => {
    const file = await store.drawnFile(IMAGE, SUBJECT, width);

    expect(file).toBe(
      path.join(cacheDir, `drawn-${DRAWN_IMAGE_VERSION}`, IMAGE.replace(".webp", `-${width}w.webp`)),
    );
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: "webp", width, height: width });
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(1);
  });

  it("serves the cached file on the next call without rendering again", async () => {
    const file = await store.drawnFile(IMAGE, SUBJECT, 480);
    const before = await stat(file);

    await expect(store.drawnFile(IMAGE, SUBJECT, 480)).resolves.toBe(file);

    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(1);
  });

  it("leaves no temporary files next to the variants", async () => {
    await Promise.all([store.drawnFile(IMAGE, SUBJECT, 480), store.drawnFile(IMAGE, SUBJECT, 1024)]);
    const entries = await readdir(path.join(cacheDir, `drawn-${DRAWN_IMAGE_VERSION}`, path.dirname(IMAGE)));
    expect(entries.sort()).toEqual(["buchanans-12-750ml-1024w.webp", "buchanans-12-750ml-480w.webp"]);
  });

  it("renders once for concurrent requests of the same variant, and each width separately", async () => {
    const files = await Promise.all(Array.from({ length: 6 }, () => store.drawnFile(IMAGE, SUBJECT, 480)));
    expect(new Set(files).size).toBe(1);
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(1);
    await store.drawnFile(IMAGE, SUBJECT, 1024);
    expect(renderIllustrationSvg).toHaveBeenCalledTimes(2);
  });

  it.each(["../outside.webp", "a/../../outside.webp", "/tmp/outside.webp", "a/b.png"])(
    "refuses the unsafe image path %j",
    async (imagePath) => {
      await expect(store.drawnFile(imagePath, SUBJECT, 480)).rejects.toThrow(InvalidImagePathError);
      expect(renderIllustrationSvg).not.toHaveBeenCalled();
    },
  );
});

describe("photos", () => {
  it("makes the photo's variant, padded to a white square, not cropped", async () => {
    photos.set(RED, await solidPhoto("#ff0000"));

    const file = await store.photoFile(RED, 480);

    expect(file).toBe(path.join(cacheDir, "photos", `${RED}-480w.webp`));
    expect(await sharp(file!).metadata()).toMatchObject({ format: "webp", width: 480, height: 480 });
    expect(isRed(await pixel(file!, 240, 240))).toBe(true);
    expect(isRed(await pixel(file!, 240, 30))).toBe(true); // the tall photo keeps (nearly) its full height
    expect(isWhite(await pixel(file!, 240, 4))).toBe(true); // inside a thin white frame
    expect(isWhite(await pixel(file!, 60, 240))).toBe(true); // and is padded with white at the sides
    expect(renderIllustrationSvg).not.toHaveBeenCalled();
  });

  it("trims a flat border around the bottle before framing it", async () => {
    // A blue 100 x 300 bottle in the middle of a wide light-grey backdrop.
    const bottle = await sharp({ create: { width: 100, height: 300, channels: 3, background: "#0000ff" } })
      .png()
      .toBuffer();
    photos.set(
      BLUE,
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#eeeeee" } })
        .composite([{ input: bottle, left: 550, top: 300 }])
        .jpeg({ quality: 95 })
        .toBuffer(),
    );

    const file = (await store.photoFile(BLUE, 480))!;

    // Untrimmed, the bottle would be 480 * 300 / 1200 = 120 px tall; trimmed, it fills the frame.
    expect(isBlue(await pixel(file, 240, 40))).toBe(true);
    expect(isBlue(await pixel(file, 240, 440))).toBe(true);
    expect(isWhite(await pixel(file, 20, 240))).toBe(true); // the grey backdrop is gone: white frame
  });

  it("puts transparent photos on white", async () => {
    photos.set(RED, await solidPhoto("#ff000000"));
    expect(isWhite(await pixel((await store.photoFile(RED, 480))!, 240, 240))).toBe(true);
  });

  it("turns photos upright using their EXIF orientation", async () => {
    // Stored landscape, displayed portrait (orientation 6 = rotate 90° clockwise).
    photos.set(
      RED,
      await sharp({ create: { width: 600, height: 300, channels: 3, background: "#ff0000" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const variant = (await store.photoFile(RED, 480))!;
    expect(isWhite(await pixel(variant, 60, 240))).toBe(true);
    expect(isRed(await pixel(variant, 240, 30))).toBe(true);
  });

  it("keys the cache by version: a new photo is a new file, an old one is read from disk alone", async () => {
    photos.set(RED, await solidPhoto("#ff0000"));
    photos.set(BLUE, await solidPhoto("#0000ff", "jpeg"));

    const red = (await store.photoFile(RED, 1024))!;
    const blue = (await store.photoFile(BLUE, 1024))!;

    expect(red).not.toBe(blue);
    expect(isRed(await pixel(red, 512, 512))).toBe(true);
    expect(isBlue(await pixel(blue, 512, 512))).toBe(true);
    // Another server's cache (the same folder, a new store) and this one find the files made.
    photos.clear();
    const again = createProductImageStore({ cacheDir, loadPhoto });
    await expect(again.photoFile(RED, 1024)).resolves.toBe(red);
    expect(loadPhoto).toHaveBeenCalledTimes(2);
  });

  it("answers null for a version no product holds, and refuses a version that is not one", async () => {
    await expect(store.photoFile("0123456789abcdef", 480)).resolves.toBeNull();
    await expect(store.photoFile("../../etc/passwd", 480)).rejects.toThrow(/Not a photo version/);
  });
});

describe("ensureAll", () => {
  const beer = {
    kind: "drawn" as const,
    imagePath: "beer/corona/corona-extra-12oz-6pack-bottle.webp",
    subject: { ...SUBJECT, type: "beer", sizeLabel: "12oz-6pack-Bottle", sizeMl: null },
  };

  it("makes both widths of every picture once (a photo shown by two sizes too), then finds them up to date", async () => {
    photos.set(RED, await solidPhoto("#ff0000"));
    const sources = [
      { kind: "drawn" as const, imagePath: IMAGE, subject: SUBJECT },
      beer,
      { kind: "photo" as const, version: RED },
      { kind: "photo" as const, version: RED },
      { kind: "photo" as const, version: BLUE },
    ];
    const progress: Array<[number, number]> = [];

    const first = await store.ensureAll(sources, {
      concurrency: 3,
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(first).toEqual({ created: 6, upToDate: 0, missing: 2 });
    expect(progress.map(([done]) => done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const width of [480, 1024] as const) {
      const file = path.join(cacheDir, variantCachePath({ kind: "photo", version: RED }, width));
      expect(await sharp(file).metadata()).toMatchObject({ width, height: width });
    }
    await expect(store.ensureAll(sources)).resolves.toEqual({ created: 0, upToDate: 6, missing: 2 });
  });

  it("fails with the path when an image path is unsafe", async () => {
    await expect(
      store.ensureAll([beer, { kind: "drawn", imagePath: "../x.webp", subject: SUBJECT }], {
        concurrency: 1,
      }),
    ).rejects.toThrow(/Invalid image path "\.\.\/x\.webp"/);
  });
});
