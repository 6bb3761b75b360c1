// Product image variants on disk: a store photo when there is one, otherwise the generated
// bottle illustration, resized to the square webp widths the storefront serves.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type IllustrationSubject, renderIllustrationSvg } from "./bottle-illustration";

import { IMAGE_WIDTHS, variantOf, type ImageWidth } from "./product-image-url";

export { IMAGE_WIDTHS, type ImageWidth };

const WEBP_QUALITY = 78;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const PHOTO_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".tiff", ".tif"]);
const ILLUSTRATION_CANVAS = 1000; // the SVG's own width in px at 72 dpi

/** Thrown for image paths that could escape the cache or source folder; callers answer 404. */
export class InvalidImagePathError extends Error {
  constructor(imagePath: string, reason: string) {
    super(`Invalid image path ${JSON.stringify(imagePath)}: ${reason}`);
    this.name = "InvalidImagePathError";
  }
}

function unsafeReason(imagePath: string): string | null {
  if (!imagePath.endsWith(".webp")) return "must end in .webp";
  if (Array.from(imagePath).some((char) => char === "\\" || char.charCodeAt(0) < 0x20)) {
    return "must not contain backslashes or control characters";
  }
  const segments = imagePath.split("/");
  if (segments.some((segment) => segment === "")) return "must be relative, without empty segments";
  if (segments.some((segment) => segment.startsWith(".")))
    return "must not contain '.', '..' or hidden segments";
  return null;
}

function assertImagePath(imagePath: string): void {
  const reason = unsafeReason(imagePath);
  if (reason !== null) throw new InvalidImagePathError(imagePath, reason);
}

function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** "a/b/x.webp" -> "a/b/x-480w.webp" */
export function variantPath(imagePath: string, width: ImageWidth): string {
  assertImagePath(imagePath);
  if (!isImageWidth(width)) {
    throw new Error(`Unsupported image width ${String(width)}`);
  }
  return variantOf(imagePath, width);
}

/** Inverse of `variantPath`; null for anything it would not have produced. */
export function parseVariantPath(variant: string): { imagePath: string; width: ImageWidth } | null {
  const match = /^(.+)-([1-9]\d*)w\.webp$/.exec(variant);
  if (!match?.[1] || !match[2]) return null;
  const width = Number(match[2]);
  const imagePath = `${match[1]}.webp`;
  if (!isImageWidth(width) || unsafeReason(imagePath) !== null) return null;
  return { imagePath, width };
}

type SourcePhoto = { file: string; mtimeMs: number };

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Resolves to null when the file or folder is not there (or vanished meanwhile). */
async function unlessMissing<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The newest photo named like the image (any extension sharp reads), if the store dropped one. */
async function findSourcePhoto(sourceDir: string, imagePath: string): Promise<SourcePhoto | null> {
  const folder = path.join(sourceDir, path.dirname(imagePath));
  const stem = path.basename(imagePath, ".webp");
  const entries = (await unlessMissing(readdir(folder))) ?? [];
  const photos = await Promise.all(
    entries
      .filter((entry) => {
        const { name, ext } = path.parse(entry);
        return name === stem && PHOTO_EXTENSIONS.has(ext.toLowerCase());
      })
      .map(async (entry) => {
        const file = path.join(folder, entry);
        const info = await unlessMissing(stat(file));
        return info?.isFile() ? { file, mtimeMs: info.mtimeMs } : null;
      }),
  );
  return photos.reduce<SourcePhoto | null>(
    (newest, photo) => (photo && (!newest || photo.mtimeMs > newest.mtimeMs) ? photo : newest),
    null,
  );
}

/**
 * Variants made from a photo carry the photo's mtime, so any change to the photo (a newer file,
 * or an older one unzipped with its original date) shows up as a mismatch. Illustrations have no
 * source, so a photo appearing next to one is a mismatch too.
 */
function isFresh(cachedMtimeMs: number, photo: SourcePhoto | null): boolean {
  return photo === null || Math.abs(cachedMtimeMs - photo.mtimeMs) < 1;
}

async function photoVariant(file: string, width: ImageWidth): Promise<Buffer> {
  // Read the bytes ourselves: libvips caches decoded files by name, so a photo replaced under
  // the same name would otherwise come back as the old picture.
  return sharp(await readFile(file))
    .autoOrient() // phone photos are often stored sideways with an EXIF hint
    .flatten({ background: WHITE })
    .resize(width, width, { fit: "contain", background: WHITE })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

function illustrationVariant(subject: IllustrationSubject, width: ImageWidth): Promise<Buffer> {
  const svg = Buffer.from(renderIllustrationSvg(subject));
  // Rasterise at the target size rather than scaling a bitmap, so label text stays crisp.
  return sharp(svg, { density: (72 * width) / ILLUSTRATION_CANVAS })
    .resize(width, width)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Temp file + rename in the same folder, so readers never see half a webp. */
async function writeAtomically(file: string, data: Buffer, mtimeMs: number | null): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, data);
    if (mtimeMs !== null) await utimes(temp, new Date(), mtimeMs / 1000);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Runs `work` on every item, at most `concurrency` at a time; hands out no more after a failure. */
async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = items.values(); // shared, so each item goes to exactly one worker
  let failed = false;
  const worker = async () => {
    for (const item of queue) {
      if (failed) return;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Number.isFinite(concurrency) ? Math.max(1, Math.floor(concurrency)) : 1;
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
}

type VariantResult = { file: string; created: boolean };

export type ProductImageStore = {
  variantFile(imagePath: string, width: ImageWidth, subject: IllustrationSubject): Promise<string>;
  ensureAll(
    images: Array<{ imagePath: string; subject: IllustrationSubject }>,
    options?: {
      concurrency?: number;
      onProgress?: (done: number, total: number) => void;
    },
  ): Promise<{ created: number; upToDate: number }>;
};

export function createProductImageStore(options: { cacheDir: string; sourceDir: string }): ProductImageStore {
  const cacheDir = path.resolve(options.cacheDir);
  const sourceDir = path.resolve(options.sourceDir);
  // One render per variant at a time: concurrent requests for it wait on the same promise.
  const inFlight = new Map<string, Promise<VariantResult>>();

  async function refreshVariant(
    file: string,
    imagePath: string,
    width: ImageWidth,
    subject: IllustrationSubject,
  ): Promise<VariantResult> {
    const [cached, photo] = await Promise.all([
      unlessMissing(stat(file)),
      findSourcePhoto(sourceDir, imagePath),
    ]);
    if (cached && isFresh(cached.mtimeMs, photo)) {
      return { file, created: false };
    }
    const image = photo ? await photoVariant(photo.file, width) : await illustrationVariant(subject, width);
    await writeAtomically(file, image, photo?.mtimeMs ?? null);
    return { file, created: true };
  }

  function ensureVariant(
    imagePath: string,
    width: ImageWidth,
    subject: IllustrationSubject,
  ): Promise<VariantResult> {
    let file: string;
    try {
      file = path.join(cacheDir, variantPath(imagePath, width));
    } catch (error) {
      return Promise.reject(error);
    }
    const running = inFlight.get(file);
    if (running) return running;
    const job = refreshVariant(file, imagePath, width, subject).finally(() => inFlight.delete(file));
    inFlight.set(file, job);
    return job;
  }

  return {
    async variantFile(imagePath, width, subject) {
      return (await ensureVariant(imagePath, width, subject)).file;
    },

    async ensureAll(images, { concurrency = availableParallelism(), onProgress } = {}) {
      const variants = images.flatMap((image) => IMAGE_WIDTHS.map((width) => ({ ...image, width })));
      let done = 0;
      let created = 0;
      await forEachConcurrently(variants, concurrency, async ({ imagePath, width, subject }) => {
        const result = await ensureVariant(imagePath, width, subject);
        if (result.created) created += 1;
        done += 1;
        onProgress?.(done, variants.length);
      });
      return { created, upToDate: variants.length - created };
    },
  };
}
