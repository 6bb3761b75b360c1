// Product image variants on disk: the store's photo of a size when it has one (its bytes come from
// the database), otherwise the drawn bottle, as the square webp widths the storefront serves. Each
// server keeps its own cache, keyed by the picture's version, so no server ever serves a stale one.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { type IllustrationSubject, renderIllustrationSvg } from "./bottle-illustration";
import { startPictureMaker, type PictureMaker } from "./picture-maker.server";
import {
  DRAWN_IMAGE_VERSION,
  IMAGE_WIDTHS,
  isPhotoVersion,
  variantOf,
  type ImageWidth,
} from "./product-image-url";

export { IMAGE_WIDTHS, type ImageWidth };

/** Thrown for image paths that could escape the cache folder; callers answer 404. */
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
  return IMAGE_WIDTHS.some((allowed) => allowed === width);
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

/** Temp file + rename in the same folder, so readers never see half a webp. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
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

/** What a size's picture is made from: a stored photo (by its version), or the drawing of the size. */
export type ImageSource =
  { kind: "photo"; version: string } | { kind: "drawn"; imagePath: string; subject: IllustrationSubject };

/** A photo's bytes by version, from the database; null when no product holds it any more. */
export type PhotoLoader = (version: string) => Promise<Uint8Array | null>;

type VariantResult = { file: string; created: boolean } | null;

export type ProductImageStore = {
  /** The photo's variant file, made if missing; null when no product holds that photo any more. */
  photoFile(version: string, width: ImageWidth): Promise<string | null>;
  /** The drawn bottle's variant file, made if missing. */
  drawnFile(imagePath: string, subject: IllustrationSubject, width: ImageWidth): Promise<string>;
  /** Makes every missing variant ahead of time (`npm run images`). */
  ensureAll(
    sources: ImageSource[],
    options?: {
      concurrency?: number;
      onProgress?: (done: number, total: number) => void;
    },
  ): Promise<{ created: number; upToDate: number; missing: number }>;
  /** Stops the picture maker's process, if one is running. */
  stop(): Promise<void>;
};

/**
 * Cache layout: photos/<version>-<width>w.webp (one set per photo, whichever sizes show it) and
 * drawn-<drawing version>/<image path>-<width>w.webp. A file's name says what it holds, so a file
 * that exists is up to date, and a new photo or drawing never meets an old file.
 */
export function variantCachePath(source: ImageSource, width: ImageWidth): string {
  if (source.kind === "photo") {
    if (!isPhotoVersion(source.version)) throw new Error(`Not a photo version: ${source.version}`);
    return path.join("photos", variantOf(`${source.version}.webp`, width));
  }
  return path.join(`drawn-${DRAWN_IMAGE_VERSION}`, variantPath(source.imagePath, width));
}

export function createProductImageStore(options: {
  cacheDir: string;
  loadPhoto: PhotoLoader;
  maker?: PictureMaker;
}): ProductImageStore {
  const cacheDir = path.resolve(options.cacheDir);
  const maker = options.maker ?? startPictureMaker();
  // One render per variant at a time: concurrent requests for it wait on the same promise.
  const inFlight = new Map<string, Promise<VariantResult>>();

  async function makeVariant(file: string, source: ImageSource, width: ImageWidth): Promise<VariantResult> {
    if (await exists(file)) return { file, created: false };
    let image: Buffer;
    if (source.kind === "photo") {
      const bytes = await options.loadPhoto(source.version);
      if (!bytes) return null;
      image = await maker.photo(bytes, width);
    } else {
      image = await maker.drawing(renderIllustrationSvg(source.subject), width);
    }
    await writeAtomically(file, image);
    return { file, created: true };
  }

  function ensureVariant(source: ImageSource, width: ImageWidth): Promise<VariantResult> {
    let file: string;
    try {
      file = path.join(cacheDir, variantCachePath(source, width));
    } catch (error) {
      return Promise.reject(error);
    }
    const running = inFlight.get(file);
    if (running) return running;
    const job = makeVariant(file, source, width).finally(() => inFlight.delete(file));
    inFlight.set(file, job);
    return job;
  }

  return {
    async photoFile(version, width) {
      return (await ensureVariant({ kind: "photo", version }, width))?.file ?? null;
    },

    async drawnFile(imagePath, subject, width) {
      const made = await ensureVariant({ kind: "drawn", imagePath, subject }, width);
      if (!made) throw new Error(`No drawing made for ${imagePath}`);
      return made.file;
    },

    async ensureAll(sources, { concurrency = availableParallelism(), onProgress } = {}) {
      const variants = uniqueSources(sources).flatMap((source) =>
        IMAGE_WIDTHS.map((width) => ({ source, width })),
      );
      let done = 0;
      let created = 0;
      let missing = 0;
      await forEachConcurrently(variants, concurrency, async ({ source, width }) => {
        const result = await ensureVariant(source, width);
        if (result?.created) created += 1;
        if (!result) missing += 1;
        done += 1;
        onProgress?.(done, variants.length);
      });
      return { created, upToDate: variants.length - created - missing, missing };
    },

    stop: () => maker.stop(),
  };
}

/** A photo shown by several sizes is made once. */
function uniqueSources(sources: ImageSource[]): ImageSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = source.kind === "photo" ? `photo:${source.version}` : `drawn:${source.imagePath}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
