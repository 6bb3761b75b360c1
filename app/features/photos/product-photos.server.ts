import type { ExpressionBuilder, Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import { bumpCatalogRevision, staleKeysOfProduct } from "~/features/catalog/index.server";
import type { Database } from "~/utils/db.server";
import type { CheckedPhoto } from "./photo-check.server";

type Writer = Transaction<StoreDatabase>;

/** Where a photo goes: the whole product (sizeId null) or one of its sizes. */
export interface PhotoPlace {
  productId: number;
  sizeId: string | null;
}

export interface PhotoAuthor {
  /** "staff:<id>", or "cli". */
  actor: string;
  now: Date;
}

/** A stored photo as the console describes it (never its bytes). */
export interface StoredPhoto {
  sizeId: string | null;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  version: string;
  uploadedBy: string;
  /** ISO 8601, UTC. */
  uploadedAt: string;
}

/** A live product and its live sizes, by route: what a photo may be attached to. */
export async function productForPhotos(
  db: Database | Writer,
  route: string,
): Promise<{ id: number; sizeIds: string[] } | null> {
  const product = await db
    .selectFrom("product")
    .select("id")
    .where("route", "=", route)
    .where("retired", "=", 0)
    .executeTakeFirst();
  if (!product) return null;
  const sizes = await db
    .selectFrom("product_size")
    .select("id")
    .where("product_id", "=", product.id)
    .where("retired", "=", 0)
    .execute();
  return { id: product.id, sizeIds: sizes.map((size) => size.id) };
}

/**
 * Stores photos (each replacing the one in its place), audits each, and moves the catalogue's
 * revision once, all in one transaction: every server's pages show the new image URLs together.
 */
export function savePhotos(
  db: Database,
  photos: ReadonlyArray<PhotoPlace & { photo: CheckedPhoto }>,
  author: PhotoAuthor,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    for (const { photo, ...place } of photos) await replacePhoto(trx, place, photo, author);
    const products = [...new Set(photos.map((place) => place.productId))];
    const staleKeys = await Promise.all(products.map((productId) => staleKeysOfProduct(trx, { productId })));
    if (photos.length > 0) await bumpCatalogRevision(trx, staleKeys.flat());
  });
}

async function replacePhoto(trx: Writer, place: PhotoPlace, photo: CheckedPhoto, author: PhotoAuthor) {
  await trx
    .deleteFrom("product_photo")
    .where((eb) => atPlace(eb, place))
    .execute();
  await trx
    .insertInto("product_photo")
    .values({
      product_id: place.productId,
      size_id: place.sizeId,
      content_type: photo.contentType,
      byte_size: photo.byteSize,
      width: photo.width,
      height: photo.height,
      sha256: photo.sha256,
      version: photo.version,
      bytes: photo.bytes,
      uploaded_by: author.actor,
      uploaded_at: author.now.toISOString(),
    })
    .execute();
  const summary = `set ${photo.contentType}, ${kilobytes(photo.byteSize)}, ${photo.width}×${photo.height}, version ${photo.version}`;
  await audit(trx, place, summary, author);
}

/**
 * Removes the photo in `place` if it is still the one the staff member saw (`shownVersion`):
 * a colleague's newer upload is never removed unseen. "gone" when nothing was there.
 */
export function removePhoto(
  db: Database,
  place: PhotoPlace,
  shownVersion: string,
  author: PhotoAuthor,
): Promise<"removed" | "changed" | "gone"> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("product_photo")
      .select("version")
      .where((eb) => atPlace(eb, place))
      .executeTakeFirst();
    if (!current) return "gone";
    if (current.version !== shownVersion) return "changed";
    await trx
      .deleteFrom("product_photo")
      .where((eb) => atPlace(eb, place))
      .execute();
    await audit(trx, place, `removed version ${current.version}`, author);
    await bumpCatalogRevision(trx, await staleKeysOfProduct(trx, { productId: place.productId }));
    return "removed";
  });
}

/** The row of one place (sizeId null: the product's own photo). */
function atPlace(eb: ExpressionBuilder<StoreDatabase, "product_photo">, place: PhotoPlace) {
  return eb.and([
    eb("product_id", "=", place.productId),
    place.sizeId === null ? eb("size_id", "is", null) : eb("size_id", "=", place.sizeId),
  ]);
}

async function audit(trx: Writer, place: PhotoPlace, summary: string, author: PhotoAuthor) {
  await trx
    .insertInto("catalog_change")
    .values({
      kind: "photo",
      product_id: place.productId,
      size_id: place.sizeId,
      before_value: null,
      after_value: null,
      summary,
      actor: author.actor,
      created_at: author.now.toISOString(),
    })
    .execute();
}

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;
}

/** The photos of one product (its own and its sizes'), without their bytes. */
export async function photosOfProduct(db: Database, productId: number): Promise<StoredPhoto[]> {
  const rows = await db
    .selectFrom("product_photo")
    .select([
      "size_id",
      "content_type",
      "byte_size",
      "width",
      "height",
      "version",
      "uploaded_by",
      "uploaded_at",
    ])
    .where("product_id", "=", productId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    sizeId: row.size_id,
    contentType: row.content_type,
    byteSize: Number(row.byte_size),
    width: Number(row.width),
    height: Number(row.height),
    version: row.version,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
  }));
}

/** The bytes of the photo with this version, whichever product or size holds it; null if none does. */
export async function photoBytes(db: Database, version: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom("product_photo")
    .select("bytes")
    .where("version", "=", version)
    .limit(1)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}

export interface PhotoChange {
  sizeId: string | null;
  summary: string;
  actor: string;
  /** ISO 8601, UTC. */
  at: string;
}

/** The latest audited photo changes of one product, newest first. */
export async function photoChanges(db: Database, productId: number, limit = 10): Promise<PhotoChange[]> {
  const rows = await db
    .selectFrom("catalog_change")
    .select(["size_id", "summary", "actor", "created_at"])
    .where("kind", "=", "photo")
    .where("product_id", "=", productId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    sizeId: row.size_id,
    summary: row.summary ?? "",
    actor: row.actor,
    at: row.created_at,
  }));
}
