import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Database } from "~/utils/db.server";
import { readZipEntries, ZipError, type ZipLimits, type ZipSource } from "~/utils/zip-archive.server";
import { checkPhoto, type CheckedPhoto } from "./photo-check.server";
import { photoMatcher, type FileMatch, type MatchableSize } from "./photo-matcher";
import { PHOTO_MAX_BYTES } from "./photo-rules";
import { photoProblemText } from "./photo-problem-messages";
import type { PhotoImportText } from "./photo-import-messages";
import { savePhotos, type PhotoAuthor, type PhotoPlace } from "./product-photos.server";
import type { PhotoImportReport } from "./photo-import-report";

/** One file of a folder or zip: its path inside it, the size it says it has, and its bytes on demand. */
export interface PhotoFile {
  name: string;
  size: number;
  read(): Promise<Uint8Array>;
}

/** Photos checked so far are written in batches: memory stays bounded, the catalogue moves a few times. */
const BATCH_PHOTOS = 20;
const BATCH_BYTES = 64 * 1024 * 1024;

type Pending = PhotoPlace & { photo: CheckedPhoto };

/**
 * Imports photos in bulk: each file is matched to a size (or a product) by name (photo-matcher.ts),
 * checked like an upload, and stored; a file that matches nothing, or fails its check, is reported
 * and the others go on. Two files for one place: the first by name wins, the second is reported.
 */
export async function importPhotos(
  db: Database,
  files: readonly PhotoFile[],
  author: PhotoAuthor,
): Promise<PhotoImportReport> {
  const sizes = await liveSizes(db);
  const match = photoMatcher(sizes);
  const report: PhotoImportReport = { matched: [], refused: [], unmatched: [], stillDrawn: [] };
  const taken = new Map<string, string>();
  let pending: Pending[] = [];
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const found = match(file.name);
    const place = placeOf(found);
    if (!place) {
      if (found.kind === "none") report.unmatched.push(file.name);
      if (found.kind === "ambiguous")
        report.refused.push({
          file: file.name,
          reason: { key: "report.ambiguous", values: { sizes: found.sizeIds.join(", ") } },
        });
      continue;
    }
    const key = `${place.productId} ${place.sizeId ?? ""}`;
    const first = taken.get(key);
    if (first) {
      report.refused.push({ file: file.name, reason: takenText(first, place) });
      continue;
    }
    const checked = await checkFile(file);
    if (!checked.ok) {
      report.refused.push({ file: file.name, reason: checked.reason });
      continue;
    }
    taken.set(key, file.name);
    report.matched.push({
      file: file.name,
      sizeId: place.sizeId,
      productRoute: place.productRoute,
    });
    pending.push({ productId: place.productId, sizeId: place.sizeId, photo: checked.photo });
    if (pending.length >= BATCH_PHOTOS || sum(pending) >= BATCH_BYTES) {
      await savePhotos(db, pending, author);
      pending = [];
    }
  }
  await savePhotos(db, pending, author);
  report.stillDrawn = await drawnSizes(db);
  return report;
}

type FoundPlace = PhotoPlace & { productRoute: string };

function placeOf(found: FileMatch): FoundPlace | null {
  if (found.kind === "size")
    return { productId: found.size.productId, sizeId: found.size.id, productRoute: found.size.productRoute };
  if (found.kind === "product")
    return { productId: found.productId, sizeId: null, productRoute: found.productRoute };
  return null;
}

/** Why a second file for the same place is refused: the first one (by name) is its photo. */
function takenText(first: string, place: FoundPlace): PhotoImportText {
  return place.sizeId === null
    ? { key: "report.takenProduct", values: { first, product: place.productRoute } }
    : { key: "report.takenSize", values: { first, size: place.sizeId } };
}

/** Why a zip, or a file in it, could not be read. */
export function zipProblemText(error: ZipError): PhotoImportText {
  return error.values.max === undefined
    ? { key: `zip.${error.problem}` }
    : { key: `zip.${error.problem}`, values: { max: error.values.max } };
}

const sum = (pending: Pending[]) => pending.reduce((total, each) => total + each.photo.byteSize, 0);

/** The file's bytes checked as an upload's are; a size over the limit is refused before reading. */
async function checkFile(
  file: PhotoFile,
): Promise<{ ok: true; photo: CheckedPhoto } | { ok: false; reason: PhotoImportText }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, reason: photoProblemText("too_large") };
  let bytes: Uint8Array;
  try {
    bytes = await file.read();
  } catch (error) {
    if (error instanceof ZipError) return { ok: false, reason: zipProblemText(error) };
    throw error;
  }
  const checked = await checkPhoto(bytes);
  return checked.ok ? checked : { ok: false, reason: photoProblemText(checked.problem) };
}

async function liveSizes(db: Database): Promise<MatchableSize[]> {
  const rows = await db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select(["product_size.id", "product_size.image_path", "product.id as product_id", "product.route"])
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .orderBy("product.position")
    .orderBy("product_size.position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    imagePath: row.image_path,
    productId: row.product_id,
    productRoute: row.route,
  }));
}

/** Live sizes with no photo of their own nor of their product: still the drawn bottle. */
export async function drawnSizes(db: Database): Promise<PhotoImportReport["stillDrawn"]> {
  const rows = await db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select(["product_size.id", "product_size.label", "product.route", "product.name"])
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("product_photo")
            .select("product_photo.id")
            .where((photo) =>
              photo.or([
                photo("product_photo.size_id", "=", photo.ref("product_size.id")),
                photo.and([
                  photo("product_photo.size_id", "is", null),
                  photo("product_photo.product_id", "=", photo.ref("product.id")),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy("product.position")
    .orderBy("product_size.position")
    .execute();
  return rows.map((row) => ({
    sizeId: row.id,
    label: row.label,
    productRoute: row.route,
    productName: row.name,
  }));
}

/** Every file under `folder` (hidden ones left for the matcher to skip), named by its path inside it. */
export async function folderPhotoFiles(folder: string): Promise<PhotoFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {
        name: path.relative(folder, file).split(path.sep).join("/"),
        size: (await stat(file)).size,
        read: () => readFile(file),
      };
    }),
  );
}

/** The files of a zip; a damaged archive throws ZipError with what is wrong. */
export async function zipPhotoFiles(source: ZipSource, limits?: ZipLimits): Promise<PhotoFile[]> {
  return (await readZipEntries(source, limits)).map((entry) => ({
    name: entry.name,
    size: entry.size,
    read: entry.read,
  }));
}
