import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { ownServerDir, ownServerEnv, startOwnServer } from "./own-server";

const run = promisify(execFile);
const PRODUCT = "/product/buchanans-12-years";

const noncesIn = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test.describe("rendered pages kept by the server", () => {
  test("a repeat is served from the cache with a fresh nonce that matches its CSP", async ({ request }) => {
    await request.get(PRODUCT);
    const responses = [await request.get(PRODUCT), await request.get(PRODUCT)];
    const nonces = [];
    for (const response of responses) {
      expect(response.headers()["x-page-cache"]).toBe("hit");
      const inPage = noncesIn(await response.text());
      expect(inPage.size).toBe(1);
      const [nonce] = inPage;
      expect(cspNonce(response.headers()["content-security-policy"])).toBe(nonce);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("with and without the age cookie are different pages", async ({ request, playwright }) => {
    const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    for (const round of [1, 2]) {
      const withCookie = await request.get("/catalog?type=rum", { headers: { cookie: "isOver21=true" } });
      const without = await shopper.get("/catalog?type=rum", { headers: { cookie: "" } });
      expect(await withCookie.text(), `round ${round}`).not.toContain('data-testid="age-gate-overlay"');
      expect(await without.text(), `round ${round}`).toContain('data-testid="age-gate-overlay"');
    }
    await shopper.dispose();
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
    test.setTimeout(60_000);
    const dir = ownServerDir("page-cache");
    const server = await startOwnServer(3104, { dir });
    try {
      const page = `${server.baseURL}${PRODUCT}`;
      await request.get(page);
      expect((await request.get(page)).headers()["x-page-cache"]).toBe("hit");
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
