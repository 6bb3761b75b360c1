import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { DRAWN_IMAGE_VERSION } from "~/features/images";
import { photoProblemText } from "~/features/photos/photo-problem-messages";
import type { PhotoProblem } from "~/features/photos/photo-rules";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { ORDER_SIZES, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { cutShort, photoOf, zipOf } from "../../tests/fixtures/photos";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as photosPage from "./staff-photos";
import * as productPage from "./staff-product";

const ROUTE = "johnnie-walker-black";
const PAGE = `/staff/products/${ROUTE}`;

describe.each(testDatabaseKinds)("photos through the staff console's routes, on $kind", (kind) => {
  let database: TestDatabase;
  let catalog: CatalogSnapshotHolder;
  let context: RouterContextProvider;
  let cookie: string;

  const args = (path: string, init: RequestInit, withSession = true) => ({
    request: new Request(`http://store${path}`, {
      ...init,
      headers: withSession ? { Cookie: cookie } : {},
    }),
    url: new URL(`http://store${path}`),
    params: { route: ROUTE },
    context,
  });
  const send = (fields: Record<string, string | Blob>, path = PAGE, withSession = true) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const call = path === PAGE ? productPage.action : photosPage.action;
    return answerOf(() => call(args(path, { method: "POST", body: form }, withSession) as never));
  };
  const upload = (sizeId: string, bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") =>
    send({ intent: "upload-photo", sizeId, photo: new File([new Uint8Array(bytes)], name, { type }) });
  const shownVersion = (sizeId: string) => catalog.current.sizeById.get(sizeId)?.size.imageVersion;
  const storedPhotos = () =>
    database.db.selectFrom("product_photo").select(["size_id", "content_type", "uploaded_by"]).execute();

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    catalog = await CatalogSnapshotHolder.load(database.db);
    context = storeContext({
      services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    cookie = await staffSessionCookie(database.db, context);
  });
  beforeEach(async () => {
    await database.db.deleteFrom("product_photo").execute();
    await database.db
      .updateTable("catalog_state")
      .set((eb) => ({ revision: eb("revision", "+", 1) }))
      .execute();
    await catalog.refreshIfStale();
  });
  afterAll(() => database.drop());

  it("stores a JPEG for the product; the store's pages show it at once, and the page lists it", async () => {
    const jpeg = await photoOf("jpeg");
    expect(shownVersion(ORDER_SIZES.whisky.id)).toBe(DRAWN_IMAGE_VERSION);

    expect(await upload("", jpeg)).toEqual({
      status: 200,
      body: { photoSlot: "", ok: true, message: [{ key: "answer.saved" }] },
    });

    expect(await storedPhotos()).toEqual([
      { size_id: null, content_type: "image/jpeg", uploaded_by: expect.stringMatching(/^staff:\d+$/) },
    ]);
    const version = shownVersion(ORDER_SIZES.whisky.id);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(shownVersion(ORDER_SIZES.whiskyLitre.id)).toBe(version);
    const page = await answerOf(() => productPage.loader(args(PAGE, {}) as never));
    const slots = (
      page.body as {
        photos: { slots: Array<{ sizeId: string; photo: { who: string; version: string } | null }> };
      }
    ).photos.slots;
    expect(slots[0]).toMatchObject({ sizeId: "", photo: { who: "Luisa", version } });
  });

  it("takes a PNG sent as photo.jpg for one size (the bytes decide), which wins over the product's photo", async () => {
    await upload("", await photoOf("jpeg"));
    const productVersion = shownVersion(ORDER_SIZES.whisky.id);

    expect(
      (await upload(ORDER_SIZES.whiskyLitre.id, await photoOf("png", { color: "#00ff00" }))).status,
    ).toBe(200);

    expect(
      (await storedPhotos()).find((row) => row.size_id === ORDER_SIZES.whiskyLitre.id)?.content_type,
    ).toBe("image/png");
    expect(shownVersion(ORDER_SIZES.whiskyLitre.id)).not.toBe(productVersion);
    expect(shownVersion(ORDER_SIZES.whisky.id)).toBe(productVersion);
  });

  it.each<[string, () => Promise<Uint8Array>, number, PhotoProblem]>([
    ["text", async () => Buffer.from("a price list"), 415, "not_a_photo"],
    [
      "a truncated JPEG",
      async () => cutShort(await photoOf("jpeg", { width: 900, height: 900 })),
      422,
      "damaged",
    ],
    [
      "a file over 8 MB",
      async () => Buffer.concat([await photoOf("jpeg"), Buffer.alloc(8 * 1024 * 1024)]),
      413,
      "too_large",
    ],
  ])("refuses %s with a clear message and changes nothing", async (_case, make, status, problem) => {
    const revision = await readCatalogRevision(database.db);

    const answer = await upload(ORDER_SIZES.whisky.id, await make());

    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({
      ok: false,
      message: [{ key: "answer.notSaved" }, photoProblemText(problem)],
    });
    expect(await storedPhotos()).toEqual([]);
    expect(await readCatalogRevision(database.db)).toBe(revision);
  });

  it("says so when no file was chosen, and answers 404 for a size of another product", async () => {
    expect(await send({ intent: "upload-photo", sizeId: "" })).toMatchObject({
      status: 400,
      body: { message: [{ key: "answer.noFile" }] },
    });
    expect((await upload(ORDER_SIZES.beer.id, await photoOf("jpeg"))).status).toBe(404);
    expect(await storedPhotos()).toEqual([]);
  });

  it("removes a photo only when it is the one shown, and the size goes back to the drawing", async () => {
    await upload(ORDER_SIZES.whisky.id, await photoOf("jpeg"));
    const version = shownVersion(ORDER_SIZES.whisky.id)!;
    const remove = (shown: string) =>
      send({ intent: "remove-photo", sizeId: ORDER_SIZES.whisky.id, shownVersion: shown });

    expect((await remove("0000000000000000")).status).toBe(409);
    expect(await storedPhotos()).toHaveLength(1);
    expect(await remove(version)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await storedPhotos()).toEqual([]);
    expect(shownVersion(ORDER_SIZES.whisky.id)).toBe(DRAWN_IMAGE_VERSION);
  });

  it("sends a visitor without a session to the login page and stores nothing", async () => {
    const form = new FormData();
    form.append("intent", "upload-photo");
    form.append("sizeId", "");
    form.append("photo", new File([new Uint8Array(await photoOf("jpeg"))], "x.jpg"));
    const answer = await answerOf(() =>
      productPage.action(args(PAGE, { method: "POST", body: form }, false) as never),
    );
    expect(answer.status).toBe(302);
    expect(await storedPhotos()).toEqual([]);
  });

  it("imports a zip from the photos page and reports what matched, what did not, and what is still drawn", async () => {
    const zip = zipOf([
      { name: "photos/jw-black-750ml.jpg", bytes: await photoOf("jpeg") },
      { name: "photos/unknown-bottle.jpg", bytes: await photoOf("jpeg") },
    ]);
    const answer = await send(
      { photos: new File([new Uint8Array(zip)], "photos.zip", { type: "application/zip" }) },
      "/staff/photos",
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      report: {
        matched: [{ file: "photos/jw-black-750ml.jpg", sizeId: ORDER_SIZES.whisky.id }],
        unmatched: ["photos/unknown-bottle.jpg"],
        refused: [],
      },
    });
    expect((answer.body as { report: { stillDrawn: unknown[] } }).report.stillDrawn).toHaveLength(3);
    expect(shownVersion(ORDER_SIZES.whisky.id)).toMatch(/^[0-9a-f]{16}$/);
    const notZip = await send(
      { photos: new File([new Uint8Array(await photoOf("jpeg"))], "photos.zip") },
      "/staff/photos",
    );
    expect(notZip).toMatchObject({
      status: 422,
      body: { ok: false, error: [{ key: "zip.not-zip" }, { key: "refusal.nothingImported" }] },
    });
  });

  it("refuses a zip of too many files, or of more bytes unpacked than 192 MB, before unpacking any (issue #33)", async () => {
    const zipUpload = (zip: Buffer) =>
      send(
        { photos: new File([new Uint8Array(zip)], "photos.zip", { type: "application/zip" }) },
        "/staff/photos",
      );
    const tiny = new Uint8Array([1]);
    const crowded = zipOf(
      Array.from({ length: 2_001 }, (_, index) => ({ name: `p${index}.jpg`, bytes: tiny })),
    );
    expect(await zipUpload(crowded)).toMatchObject({
      status: 422,
      body: {
        ok: false,
        error: [{ key: "zip.too-many-files", values: { max: "2000" } }, { key: "refusal.nothingImported" }],
      },
    });
    // Each file says it unpacks to 8 MB: 25 of them come to 200 MB, and none is unpacked to find out.
    const bomb = zipOf(
      Array.from({ length: 25 }, (_, index) => ({
        name: `jw-black-750ml-${index}.jpg`,
        bytes: tiny,
        declaredSize: 8 * 1024 * 1024,
      })),
    );
    expect(await zipUpload(bomb)).toMatchObject({
      status: 422,
      body: {
        ok: false,
        error: [
          { key: "zip.too-large-unpacked", values: { max: "192 MB" } },
          { key: "refusal.nothingImported" },
        ],
      },
    });
    expect(await storedPhotos()).toEqual([]);
  });
});
