import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { ownServerDir, ownServerEnv, startOwnServer } from "./own-server";

const run = promisify(execFile);
const PRODUCT = "/product/buchanans-12-years";

test.describe("rendered pages kept by the server", () => {
  test("a repeat is served from the cache: the same bytes, the same CSP, its brotli made once", async ({
    request,
  }) => {
    const first = await request.get(PRODUCT, { headers: { "accept-encoding": "identity" } });
    const firstBody = await first.body();
    await expect
      .poll(async () => (await request.get(PRODUCT)).headers()["x-page-cache"], { timeout: 10_000 })
      .toBe("hit");
    for (const encoding of ["identity", "br", "gzip"]) {
      const again = await request.get(PRODUCT, { headers: { "accept-encoding": encoding } });
      expect(again.headers()["x-page-cache"], encoding).toBe("hit");
      expect(again.headers()["content-encoding"] ?? "identity", encoding).toBe(encoding);
      expect(again.headers()["vary"], encoding).toBe("Accept-Encoding");
      expect(again.headers()["content-security-policy"], encoding).toBe(
        first.headers()["content-security-policy"],
      );
      // Playwright undoes the compression: the page is the one first rendered.
      expect(await again.body(), encoding).toEqual(firstBody);
    }
  });

  test("two visitors with different cookies get byte-identical pages", async ({ request, playwright }) => {
    const baseURL = test.info().project.use.baseURL;
    const other = await playwright.request.newContext({ baseURL });
    try {
      for (const path of ["/catalog?type=rum", PRODUCT, "/"]) {
        const identity = { "accept-encoding": "identity" };
        // Kept first: home draws its lead-ins afresh at each render (spec), the kept copy holds one.
        await expect
          .poll(async () => (await request.get(path, { headers: identity })).headers()["x-page-cache"])
          .toBe("hit");
        const returning = await request.get(path, {
          headers: { ...identity, cookie: "isOver21=true; zip=1" },
        });
        const firstVisit = await other.get(path, { headers: { ...identity, cookie: "" } });
        const body = await returning.body();
        expect(await firstVisit.body(), path).toEqual(body);
        expect(body.toString(), path).toContain('data-testid="age-gate-overlay"');
        expect(firstVisit.headers()["content-security-policy"], path).toBe(
          returning.headers()["content-security-policy"],
        );
      }
    } finally {
      await other.dispose();
    }
  });

  test("the data requests of client navigations are kept too: home's, the catalogue's, a product's", async ({
    request,
  }) => {
    for (const path of ["/_.data?_routes=routes%2Fhome", "/catalog.data?type=rum", `${PRODUCT}.data`]) {
      await request.get(path);
      // Kept once compressed, a moment after the first answer.
      await expect
        .poll(async () => (await request.get(path)).headers()["x-page-cache"], { message: path })
        .toBe("hit");
    }
  });

  test("pages outside the catalogue are never kept", async ({ request }) => {
    for (const path of ["/checkout", "/contact-us", "/no-such-page", "/product/no-such-product"]) {
      await request.get(path);
      expect((await request.get(path)).headers()["x-page-cache"], path).toBeUndefined();
    }
  });

  test("a catalogue change shows once the server sees the new revision (part of the key)", async ({
    request,
  }) => {
    const dir = ownServerDir("page-cache");
    const server = await startOwnServer(3104, { dir });
    try {
      const page = `${server.baseURL}${PRODUCT}`;
      await request.get(page);
      await expect.poll(async () => (await request.get(page)).headers()["x-page-cache"]).toBe("hit");
      expect(await (await request.get(page)).text()).toContain("$44.99");

      const catalog = JSON.parse(readFileSync("data/catalog.json", "utf8")) as {
        types: {
          subtypes: {
            products: { products: { route: string; sizes: { size: string; price: number }[] }[] }[];
          }[];
        }[];
      };
      const product = catalog.types
        .flatMap((type) =>
          type.subtypes.flatMap((subtype) => subtype.products.flatMap((brand) => brand.products)),
        )
        .find((candidate) => candidate.route === "buchanans-12-years")!;
      product.sizes.find((size) => size.size === "750ml")!.price = 51.49;
      const file = join(dir, "catalog.json");
      writeFileSync(file, JSON.stringify(catalog));
      await run("node", ["scripts/store-cli.mjs", "catalog-import", file], { env: ownServerEnv(dir) });

      await expect
        .poll(async () => (await request.get(page)).text(), { timeout: 15_000 })
        .toContain("$51.49");
    } finally {
      await server.stop();
    }
  });
});
