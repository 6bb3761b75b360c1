import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadCatalog, readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { DRAWN_IMAGE_VERSION } from "~/features/images";
import type { Database } from "~/utils/db.server";
import { ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { photoOf } from "../../../tests/fixtures/photos";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { checkPhoto, type CheckedPhoto } from "./photo-check.server";
import {
  photoBytes,
  photoChanges,
  photosOfProduct,
  productForPhotos,
  removePhoto,
  savePhotos,
} from "./product-photos.server";

const NOW = new Date("2026-11-23T15:30:00.000Z");
const AUTHOR = { actor: "staff:7", now: NOW };

async function checked(format: "jpeg" | "png" | "webp", color: string): Promise<CheckedPhoto> {
  const result = await checkPhoto(await photoOf(format, { color }));
  if (!result.ok) throw new Error(result.problem);
  return result.photo;
}

/** Each live size's image version, as the pages' catalogue has it. */
async function versions(db: Database): Promise<Record<string, string | undefined>> {
  const catalog = await loadCatalog(db);
  return Object.fromEntries(
    catalog.products.flatMap((product) => product.sizes.map((size) => [size.id, size.imageVersion])),
  );
}

describe.each(testDatabaseKinds)("product photos on $kind", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let whisky: { id: number; sizeIds: string[] };
  let red: CheckedPhoto;
  let blue: CheckedPhoto;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    [red, blue] = await Promise.all([checked("jpeg", "#ff0000"), checked("png", "#0000ff")]);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await db.deleteFrom("product_photo").execute();
    await db.deleteFrom("catalog_change").execute();
    await db.deleteFrom("product_size").execute();
    await db.deleteFrom("product").execute();
    await seedOrderCatalog(db);
    whisky = (await productForPhotos(db, "johnnie-walker-black"))!;
  });

  it("finds a live product's sizes, and neither a retired product nor an unknown one", async () => {
    expect(whisky.sizeIds.toSorted()).toEqual([ORDER_SIZES.whiskyLitre.id, ORDER_SIZES.whisky.id].toSorted());
    expect(await productForPhotos(db, "old-rum")).toBeNull();
    expect(await productForPhotos(db, "no-such-product")).toBeNull();
  });

  it("keeps the upload's bytes as they came, with type, size, hash, who and when, and audits it", async () => {
    const revision = await readCatalogRevision(db);

    await savePhotos(db, [{ productId: whisky.id, sizeId: null, photo: red }], AUTHOR);

    expect(await readCatalogRevision(db)).toBe(revision + 1);
    expect((await photoBytes(db, red.version))!.equals(red.bytes)).toBe(true);
    expect(await photosOfProduct(db, whisky.id)).toEqual([
      {
        sizeId: null,
        contentType: "image/jpeg",
        byteSize: red.byteSize,
        width: 300,
        height: 600,
        version: red.version,
        uploadedBy: "staff:7",
        uploadedAt: NOW.toISOString(),
      },
    ]);
    const stored = await db.selectFrom("product_photo").select("sha256").executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(red.sha256);
    expect(await photoChanges(db, whisky.id)).toEqual([
      {
        sizeId: null,
        summary: `set image/jpeg, ${Math.round(red.byteSize / 1024)} KB, 300×600, version ${red.version}`,
        actor: "staff:7",
        at: NOW.toISOString(),
      },
    ]);
  });

  it("shows a size's photo over its product's, and the product's over the drawing", async () => {
    expect(await versions(db)).toMatchObject({
      [ORDER_SIZES.whisky.id]: DRAWN_IMAGE_VERSION,
      [ORDER_SIZES.whiskyLitre.id]: DRAWN_IMAGE_VERSION,
    });
    await savePhotos(db, [{ productId: whisky.id, sizeId: null, photo: red }], AUTHOR);
    await savePhotos(db, [{ productId: whisky.id, sizeId: ORDER_SIZES.whiskyLitre.id, photo: blue }], AUTHOR);

    expect(await versions(db)).toEqual({
      [ORDER_SIZES.whisky.id]: red.version,
      [ORDER_SIZES.whiskyLitre.id]: blue.version,
      [ORDER_SIZES.wine.id]: DRAWN_IMAGE_VERSION,
      [ORDER_SIZES.beer.id]: DRAWN_IMAGE_VERSION,
    });
  });

  it("replaces the photo in a place: one row, the new version, each change audited", async () => {
    const place = { productId: whisky.id, sizeId: ORDER_SIZES.whisky.id };
    await savePhotos(db, [{ ...place, photo: red }], AUTHOR);
    await savePhotos(db, [{ ...place, photo: blue }], { ...AUTHOR, actor: "staff:8" });

    expect((await photosOfProduct(db, whisky.id)).map((photo) => photo.version)).toEqual([blue.version]);
    expect(await photoBytes(db, red.version)).toBeNull();
    expect((await versions(db))[ORDER_SIZES.whisky.id]).toBe(blue.version);
    expect((await photoChanges(db, whisky.id)).map((change) => [change.actor, change.sizeId])).toEqual([
      ["staff:8", ORDER_SIZES.whisky.id],
      ["staff:7", ORDER_SIZES.whisky.id],
    ]);
  });

  it("the database itself refuses two photos in one place", async () => {
    await savePhotos(db, [{ productId: whisky.id, sizeId: null, photo: red }], AUTHOR);
    const copy = await db
      .selectFrom("product_photo")
      .select([
        "product_id",
        "size_id",
        "content_type",
        "byte_size",
        "width",
        "height",
        "sha256",
        "version",
        "bytes",
        "uploaded_by",
        "uploaded_at",
      ])
      .executeTakeFirstOrThrow();
    await expect(db.insertInto("product_photo").values(copy).execute()).rejects.toThrow();
  });

  it("removes a photo only if it is still the one shown, and says when there was none", async () => {
    const place = { productId: whisky.id, sizeId: null };
    await savePhotos(db, [{ ...place, photo: red }], AUTHOR);
    const revision = await readCatalogRevision(db);

    expect(await removePhoto(db, place, blue.version, AUTHOR)).toBe("changed");
    expect(await photosOfProduct(db, whisky.id)).toHaveLength(1);
    expect(await readCatalogRevision(db)).toBe(revision);

    expect(await removePhoto(db, place, red.version, AUTHOR)).toBe("removed");
    expect(await photosOfProduct(db, whisky.id)).toEqual([]);
    expect(await readCatalogRevision(db)).toBe(revision + 1);
    expect((await versions(db))[ORDER_SIZES.whisky.id]).toBe(DRAWN_IMAGE_VERSION);
    expect((await photoChanges(db, whisky.id))[0]?.summary).toBe(`removed version ${red.version}`);

    expect(await removePhoto(db, place, red.version, AUTHOR)).toBe("gone");
  });

  it("reaches a second server's catalogue when it looks, like a price edit does", async () => {
    const otherServer = await CatalogSnapshotHolder.load(db);
    await savePhotos(db, [{ productId: whisky.id, sizeId: null, photo: red }], AUTHOR);

    await otherServer.refreshIfStale();

    expect(otherServer.current.sizeById.get(ORDER_SIZES.whisky.id)?.size.imageVersion).toBe(red.version);
  });

  it("writes nothing when one photo of a batch cannot be stored", async () => {
    const revision = await readCatalogRevision(db);
    await expect(
      savePhotos(
        db,
        [
          { productId: whisky.id, sizeId: null, photo: red },
          { productId: whisky.id, sizeId: "no-such-size", photo: blue },
        ],
        AUTHOR,
      ),
    ).rejects.toThrow();
    expect(await photosOfProduct(db, whisky.id)).toEqual([]);
    expect(await readCatalogRevision(db)).toBe(revision);
  });
});
