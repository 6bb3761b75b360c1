import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadCatalog, readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { DRAWN_IMAGE_VERSION } from "~/features/images";
import type { Database } from "~/utils/db.server";
import { bufferSource } from "~/utils/zip-archive.server";
import { ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { cutShort, photoOf, zipOf, type ZipFile } from "../../../tests/fixtures/photos";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { folderPhotoFiles, importPhotos, zipPhotoFiles } from "./photo-import.server";
import { photoProblemText } from "./photo-problem-messages";
import { photosOfProduct, productForPhotos } from "./product-photos.server";

const AUTHOR = { actor: "cli", now: new Date("2026-11-23T18:00:00.000Z") };

/** A shop's photo folder: matches, a PNG named .jpg, a product photo, mistakes and system files. */
async function photoSet(): Promise<ZipFile[]> {
  return [
    { name: "whisky/jw-black-750ml.jpg", bytes: await photoOf("jpeg", { color: "#aa0000" }) },
    // A PNG saved with a .jpg name: the bytes decide, so it is stored as the PNG it is.
    { name: "jw-black-1l.jpg", bytes: await photoOf("png", { color: "#00aa00" }) },
    { name: "modelo-especial.webp", bytes: await photoOf("webp", { color: "#0000aa" }) },
    { name: "malbec-750ml.jpg", bytes: Buffer.from("not a photo at all") },
    { name: "old-rum-750ml.jpg", bytes: await photoOf("jpeg") },
    { name: "holiday-party.jpg", bytes: await photoOf("jpeg") },
    { name: ".DS_Store", bytes: Buffer.from("mac") },
    { name: "z/jw-black-750ml.png", bytes: await photoOf("png") },
  ];
}

describe.each(testDatabaseKinds)("bulk photo import on $kind", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let dir: string;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    dir = await mkdtemp(path.join(os.tmpdir(), "photo-import-"));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.deleteFrom("product_photo").execute();
    await db.deleteFrom("catalog_change").execute();
    await db.deleteFrom("product_size").execute();
    await db.deleteFrom("product").execute();
    await seedOrderCatalog(db);
  });

  async function expectTheSetImported(report: Awaited<ReturnType<typeof importPhotos>>) {
    expect(report.matched).toEqual([
      {
        file: "jw-black-1l.jpg",
        sizeId: ORDER_SIZES.whiskyLitre.id,
        productRoute: "johnnie-walker-black",
      },
      {
        file: "modelo-especial.webp",
        sizeId: null,
        productRoute: "modelo-especial",
      },
      {
        file: "whisky/jw-black-750ml.jpg",
        sizeId: ORDER_SIZES.whisky.id,
        productRoute: "johnnie-walker-black",
      },
    ]);
    expect(report.refused).toEqual([
      { file: "malbec-750ml.jpg", reason: photoProblemText("not_a_photo") },
      {
        file: "z/jw-black-750ml.png",
        reason: {
          key: "report.takenSize",
          values: { first: "whisky/jw-black-750ml.jpg", size: ORDER_SIZES.whisky.id },
        },
      },
    ]);
    // The retired size's photo matches no live size.
    expect(report.unmatched).toEqual(["holiday-party.jpg", "old-rum-750ml.jpg"]);
    expect(report.stillDrawn).toEqual([
      {
        sizeId: ORDER_SIZES.wine.id,
        label: "750ml",
        productRoute: "malbec-reserva",
        productName: "Malbec Reserva",
      },
    ]);
    const whisky = (await productForPhotos(db, "johnnie-walker-black"))!;
    const types = (await photosOfProduct(db, whisky.id)).map((photo) => [photo.sizeId, photo.contentType]);
    expect(types.toSorted()).toEqual([
      [ORDER_SIZES.whiskyLitre.id, "image/png"],
      [ORDER_SIZES.whisky.id, "image/jpeg"],
    ]);
    const shown = (await loadCatalog(db)).products.flatMap((product) => product.sizes);
    expect(shown.find((size) => size.id === ORDER_SIZES.beer.id)?.imageVersion).not.toBe(DRAWN_IMAGE_VERSION);
    expect(shown.find((size) => size.id === ORDER_SIZES.wine.id)?.imageVersion).toBe(DRAWN_IMAGE_VERSION);
  }

  it("imports a folder: matched files stored, the rest reported, one bad file stops nothing", async () => {
    const folder = path.join(dir, `folder-${kind.kind}`);
    for (const file of await photoSet()) {
      await mkdir(path.dirname(path.join(folder, file.name)), { recursive: true });
      await writeFile(path.join(folder, file.name), file.bytes);
    }
    const revision = await readCatalogRevision(db);

    await expectTheSetImported(await importPhotos(db, await folderPhotoFiles(folder), AUTHOR));
    expect(await readCatalogRevision(db)).toBeGreaterThan(revision);
  });

  it("imports the same set from a zip", async () => {
    const zip = zipOf(await photoSet());
    await expectTheSetImported(await importPhotos(db, await zipPhotoFiles(bufferSource(zip)), AUTHOR));
  });

  it("reports a damaged or truncated file in a zip, and stores the good ones", async () => {
    const good = await photoOf("jpeg");
    const zip = Buffer.from(
      zipOf([
        { name: "jw-black-750ml.jpg", bytes: good, method: "stored" },
        { name: "jw-black-1l.jpg", bytes: cutShort(await photoOf("jpeg", { width: 900, height: 900 })) },
        { name: "modelo-12pk.jpg", bytes: Buffer.from("damaged in the zip"), method: "stored" },
      ]),
    );
    zip[zip.indexOf("damaged in the zip")] = 0;

    const report = await importPhotos(db, await zipPhotoFiles(bufferSource(zip)), AUTHOR);

    expect(report.matched.map((each) => each.file)).toEqual(["jw-black-750ml.jpg"]);
    expect(report.refused).toEqual([
      { file: "jw-black-1l.jpg", reason: photoProblemText("damaged") },
      { file: "modelo-12pk.jpg", reason: { key: "zip.checksum" } },
    ]);
  });

  it("refuses a file whose size is over the limit without reading it", async () => {
    let read = false;
    const report = await importPhotos(
      db,
      [
        {
          name: "jw-black-750ml.jpg",
          size: 9 * 1024 * 1024,
          read: async () => ((read = true), new Uint8Array()),
        },
      ],
      AUTHOR,
    );
    expect(report.refused).toEqual([{ file: "jw-black-750ml.jpg", reason: photoProblemText("too_large") }]);
    expect(read).toBe(false);
  });
});
