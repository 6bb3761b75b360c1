import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { DRAWN_IMAGE_VERSION, productImageUrl } from "~/features/images";
import { SPEC_SUBTYPES, SPEC_TYPES } from "../fixtures/specification";
import { expect, test } from "./fixtures";

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/products");
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe("GET /api/products (DESIGN §6)", () => {
  test("lists at least 300 products and 700 sizes across the twelve types and every subtype of spec §3", async ({
    request,
  }) => {
    const list = await products(request);
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(list.flatMap((p) => p.sizes).length).toBeGreaterThanOrEqual(700);
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(SPEC_TYPES));
    for (const [type, subtypes] of Object.entries(SPEC_SUBTYPES)) {
      const present = new Set(list.filter((p) => p.type === type).map((p) => p.subtype));
      for (const subtype of subtypes) expect(present, `${type}/${subtype}`).toContain(subtype);
    }
    for (const subtype of ["mexican", "belgian", "japanese"]) {
      expect(
        list.some(
          (p) =>
            !["whiskey", "tequila", "vodka", "rum", "gin", "wine"].includes(p.type) && p.subtype === subtype,
        ),
      ).toBe(true);
    }
  });

  test("has the documented shape, dollars with 2 decimals, and unique non-empty size ids", async ({
    request,
  }) => {
    const list = await products(request);
    const ids = list.flatMap((p) => p.sizes.map((s) => s.id));
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of list) {
      expect(Object.keys(product).sort()).toEqual(
        expect.arrayContaining([
          "alcoholicBeverage",
          "brand",
          "description",
          "modal",
          "name",
          "route",
          "sizes",
          "subtype",
          "type",
        ]),
      );
      expect(product.alcoholicBeverage).toBe("Alcoholic Beverages");
      expect(typeof product.modal).toBe("boolean");
      for (const size of product.sizes) {
        expect(Object.keys(size).sort()).toEqual(["id", "img", "inventory", "price", "size", "size_ml"]);
        expect(Math.round(size.price * 100) / 100).toBe(size.price);
        expect(size.inventory === null || Number.isInteger(size.inventory)).toBe(true);
        expect(size.img).toMatch(/^liquors-webp\/.+\.webp$/);
      }
    }
    const wine = list.filter((p) => p.type === "wine");
    expect(wine.every((p) => p.varietal && p.wine_type)).toBe(true);
    const beerSize = list.find((p) => p.type === "beer")!.sizes[0]!;
    expect(beerSize.size_ml).toBe(beerSize.size);
  });

  test("marks the specification's flagship products with modal", async ({ request }) => {
    const list = await products(request);
    const flagship = list.filter((p) => p.modal).map((p) => p.name);
    for (const name of [
      "Buchanans 12 Years",
      "Johnnie Walker Black Label",
      "Chivas Regal 12",
      "Patron Reposado",
      "Don Julio Blanco",
    ]) {
      expect(flagship).toContain(name);
    }
    expect(list.some((p) => p.modal && p.type === "vodka" && p.subtype === "french")).toBe(true);
  });

  test("is compressed and answers 304 to a matching ETag", async ({ request }) => {
    const first = await request.get("/api/products", {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(first.headers()["content-encoding"]).toBe("br");
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get("/api/products", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    const gzip = await request.get("/api/products", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("product images (DESIGN §6 Images)", () => {
  test.setTimeout(600_000);

  test("every size's 480w and 1024w variants answer 200 image/webp at exactly that width", async ({
    request,
  }) => {
    const list = await products(request);
    const urls = list.flatMap((p) =>
      p.sizes.flatMap((s) =>
        ([480, 1024] as const).map((width) => ({
          width,
          // The demo has no photos: every size's picture is the drawing, at its version.
          url: productImageUrl(s.img, width, DRAWN_IMAGE_VERSION),
        })),
      ),
    );
    const failures: string[] = [];
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const response = await request.get(next.url);
          const type = response.headers()["content-type"];
          const meta = response.ok() ? await sharp(await response.body()).metadata() : undefined;
          if (
            response.status() !== 200 ||
            type !== "image/webp" ||
            meta?.format !== "webp" ||
            meta.width !== next.width
          ) {
            failures.push(`${next.url}: ${response.status()} ${type} ${meta?.format} ${meta?.width}`);
          }
          if (!/immutable/.test(response.headers()["cache-control"] ?? ""))
            failures.push(`${next.url}: not immutable`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  test("an image path outside the catalogue or a hostile one answers 404, a malformed one 400", async ({
    request,
  }) => {
    for (const path of [
      "/images/liquors-webp/whiskey/nope-480w.webp",
      "/images/liquors-webp/../../package.json",
      "/images/%2e%2e/%2e%2e/etc/passwd-480w.webp",
      "/images/liquors-webp/whiskey/scotch/buchanans/buchanans-12-years/buchanans-12-years-750ml-999w.webp",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get("/images/liquors-webp/%E0%A4%A-480w.webp")).status()).toBe(400);
  });
});
