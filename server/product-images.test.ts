import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { DRAWN_IMAGE_VERSION, productImageUrl } from "~/features/images";
import { createProductImageStore } from "~/features/images/product-image.server";
import { photoBytes } from "~/features/photos/index.server";
import { checkPhoto } from "~/features/photos/photo-check.server";
import { productForPhotos, removePhoto, savePhotos } from "~/features/photos/product-photos.server";
import { ORDER_SIZES, seedOrderCatalog } from "../tests/fixtures/order-catalog";
import { photoOf } from "../tests/fixtures/photos";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";
import { productImages } from "./product-images";
import type { StoreServices } from "./services";

const IMAGE = `liquors-webp/whiskey/scotch/test/${ORDER_SIZES.whisky.id}.webp`;
const AUTHOR = { actor: "staff:1", now: new Date("2026-11-23T12:00:00.000Z") };

/** The middle pixel's colour of a webp answer. */
async function middle(response: Response): Promise<[number, number, number]> {
  const data = await sharp(Buffer.from(await response.arrayBuffer()))
    .extract({ left: 240, top: 240, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [data[0]!, data[1]!, data[2]!];
}

describe.each(testDatabaseKinds)("GET /images with photos on $kind", (kind) => {
  let database: TestDatabase;
  let cacheDir: string;
  let catalog: CatalogSnapshotHolder;
  let origin: string;
  let close: () => Promise<void>;
  let productId: number;

  const get = (url: string) => fetch(`${origin}${url}`);
  const version = () => catalog.current.sizeById.get(ORDER_SIZES.whisky.id)!.size.imageVersion!;
  const upload = async (color: string) => {
    const checked = await checkPhoto(await photoOf("png", { color, width: 400, height: 400 }));
    if (!checked.ok) throw new Error(checked.problem);
    await savePhotos(
      database.db,
      [{ productId, sizeId: ORDER_SIZES.whisky.id, photo: checked.photo }],
      AUTHOR,
    );
    return checked.photo.version;
  };

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    productId = (await productForPhotos(database.db, "johnnie-walker-black"))!.id;
    cacheDir = await mkdtemp(path.join(os.tmpdir(), "images-route-"));
    catalog = await CatalogSnapshotHolder.load(database.db);
    const images = createProductImageStore({ cacheDir, loadPhoto: (v) => photoBytes(database.db, v) });
    const app = express();
    app.use("/images", productImages({ catalog, images } as unknown as StoreServices));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  beforeEach(async () => {
    await database.db.deleteFrom("product_photo").execute();
    await database.db
      .updateTable("catalog_state")
      .set((eb) => ({ revision: eb("revision", "+", 1) }))
      .execute();
    await catalog.refreshIfStale();
  });
  afterAll(async () => {
    await close();
    await database.drop();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("answers the drawn bottle for good at its versioned URL, and briefly without the version", async () => {
    expect(version()).toBe(DRAWN_IMAGE_VERSION);
    const versioned = await get(productImageUrl(IMAGE, 480, version()));
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get("cache-control")).toContain("immutable");
    const bare = await get(productImageUrl(IMAGE, 480));
    expect(bare.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("answers the photo at the new URL once it is uploaded; the old URL no longer claims to be for good", async () => {
    const drawnUrl = productImageUrl(IMAGE, 480, version());
    const red = await upload("#ff0000");
    await catalog.refreshIfStale();

    expect(version()).toBe(red);
    const photo = await get(productImageUrl(IMAGE, 480, version()));
    expect(photo.headers.get("cache-control")).toContain("immutable");
    const [r, g, b] = await middle(photo);
    expect(r > 200 && g < 60 && b < 60).toBe(true);
    const stale = await get(drawnUrl);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await middle(stale))[1]).toBeLessThan(60); // the photo, not the drawing
  });

  it("a URL naming a photo answers that photo even before this server's catalogue has it", async () => {
    const blue = await upload("#0000ff"); // another server took the upload; this one has not refreshed
    expect(version()).toBe(DRAWN_IMAGE_VERSION);

    const answer = await get(productImageUrl(IMAGE, 1024, blue));

    expect(answer.headers.get("cache-control")).toContain("immutable");
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({
      width: 1024,
      height: 1024,
    });
  });

  it("falls back to the drawing, briefly, when the photo was removed after the catalogue was built", async () => {
    const red = await upload("#ff0000");
    await catalog.refreshIfStale();
    await removePhoto(database.db, { productId, sizeId: ORDER_SIZES.whisky.id }, red, AUTHOR);
    await rm(path.join(cacheDir, "photos"), { recursive: true, force: true });

    const answer = await get(productImageUrl(IMAGE, 480, red));

    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("answers 404 for an image no size has", async () => {
    expect((await get(productImageUrl("liquors-webp/none/such-750ml.webp", 480, "d2"))).status).toBe(404);
  });
});
