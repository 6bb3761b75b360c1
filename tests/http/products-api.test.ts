import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { DRAWN_IMAGE_VERSION, productImageUrl } from "~/features/images";
import { SPEC_SUBTYPES, SPEC_TYPES } from "../fixtures/specification";

const store = inject("storeUrl");
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${store}${path}`, { headers });

async function products(): Promise<ApiProduct[]> {
  const response = await get("/api/products");
  expect(response.status).toBe(200);
  return (await response.json()) as ApiProduct[];
}

describe("GET /api/products (DESIGN §6)", () => {
  it("lists at least 300 products and 700 sizes across the twelve types and every subtype of spec §3", async () => {
    const list = await products();
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

  it("has the documented shape, dollars with 2 decimals, and unique non-empty size ids", async () => {
    const list = await products();
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
        expect(Object.keys(size).sort()).toEqual([
          "id",
          "img",
          "imgVersion",
          "inventory",
          "price",
          "price_now",
          "sale",
          "size",
          "size_ml",
        ]);
        expect(Math.round(size.price * 100) / 100).toBe(size.price);
        // The demo store runs no sale: the price now is the regular price (issue #35).
        expect(size.sale).toBeNull();
        expect(size.price_now).toBe(size.price);
        expect(size.inventory === null || Number.isInteger(size.inventory)).toBe(true);
        expect(size.img).toMatch(/^liquors-webp\/.+\.webp$/);
      }
    }
    const wine = list.filter((p) => p.type === "wine");
    expect(wine.every((p) => p.varietal && p.wine_type)).toBe(true);
    const beerSize = list.find((p) => p.type === "beer")!.sizes[0]!;
    expect(beerSize.size_ml).toBe(beerSize.size);
  });

  it("marks the specification's flagship products with modal", async () => {
    const list = await products();
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

  it("is compressed and answers 304 to a matching ETag", async () => {
    const first = await get("/api/products", { "Accept-Encoding": "br, gzip" });
    expect(first.headers.get("content-encoding")).toBe("br");
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/api/products", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    const gzip = await get("/api/products", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    await gzip.arrayBuffer();
  });
});

describe("product images (DESIGN §6 Images)", () => {
  it("every size's 480w and 1024w variants answer 200 image/webp at exactly that width", async () => {
    const list = await products();
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
          const response = await get(next.url);
          const type = response.headers.get("content-type");
          const body = Buffer.from(await response.arrayBuffer());
          const meta = response.ok ? await sharp(body).metadata() : undefined;
          if (
            response.status !== 200 ||
            type !== "image/webp" ||
            meta?.format !== "webp" ||
            meta.width !== next.width
          )
            failures.push(`${next.url}: ${response.status} ${type} ${meta?.format} ${meta?.width}`);
          if (!/immutable/.test(response.headers.get("cache-control") ?? ""))
            failures.push(`${next.url}: not immutable`);
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it("an image path outside the catalogue or a hostile one answers 404, a malformed one 400", async () => {
    for (const path of [
      "/images/liquors-webp/whiskey/nope-480w.webp",
      "/images/liquors-webp/../../package.json",
      "/images/%2e%2e/%2e%2e/etc/passwd-480w.webp",
      "/images/liquors-webp/whiskey/scotch/buchanans/buchanans-12-years/buchanans-12-years-750ml-999w.webp",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get("/images/liquors-webp/%E0%A4%A-480w.webp")).status).toBe(400);
  });
});
