import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import { STORE_EXPORTS } from "../fixtures/real-store-export";
import { expect, test } from "./fixtures";
import { ownServerDir, ownServerEnv, startOwnServer, type OwnServer } from "./own-server";

const run = promisify(execFile);
/** Each export's server on a port of its own: the two describes may run side by side. */
const PORTS = { real: 3102, own: 3105 } as const;

for (const store of STORE_EXPORTS)
  test.describe(`catalogue import of ${store.name}`, () => {
    test.describe.configure({ mode: "serial" });
    // An imported catalogue replaces the demo one; nothing is seeded over it.
    const overrides = { CATALOG_SEED_FILE: store.path };
    const { types, subtypes, products, sizes } = store.totals;
    let dir: string;
    let env: NodeJS.ProcessEnv;
    let server: OwnServer | undefined;

    // Made here, not when the file is read: every worker reads it, and only one runs these tests.
    test.beforeAll(() => {
      dir = ownServerDir(`import-${store.id}`);
      env = ownServerEnv(dir, overrides);
    });
    test.afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test("a dry run reports every quirk class and writes nothing", async () => {
      const { stdout } = await run(
        "node",
        ["scripts/store-cli.mjs", "catalog-import", store.path, "--dry-run"],
        { env },
      );
      const { quirks } = store;
      expect(stdout).toContain(`${types} types, ${subtypes} subtypes, ${products} products, ${sizes} sizes`);
      expect(stdout).toMatch(new RegExp(`${quirks["repeated-size-id"]} × size id repeated`));
      expect(stdout).toMatch(new RegExp(`${quirks["empty-size-id"]} × empty size id`));
      expect(stdout).toMatch(/1 × product route under a misspelt key such as "route:"/);
      expect(stdout).toMatch(new RegExp(`${quirks["size-ml-text"]} × size_ml given as text`));
      expect(stdout).toMatch(new RegExp(`${quirks["placeholder-price"]} × placeholder price`));
      expect(stdout).toMatch(/\d+ × image path that does not match/);
      expect(stdout).toContain(`Dry run, nothing written. Would change: products: ${products} added`);
    });

    test(`imports all ${products} products and ${sizes} sizes, then a second import says no changes`, async () => {
      const first = await run("node", ["scripts/store-cli.mjs", "catalog-import", store.path], { env });
      expect(first.stdout).toContain(
        `Changed: products: ${products} added, 0 updated, 0 retired; sizes: ${sizes} added`,
      );
      const second = await run("node", ["scripts/store-cli.mjs", "catalog-import", store.path], { env });
      expect(second.stdout).toContain("No changes.");
    });

    test("the imported products are listed by /api/products and browsable at /product/<route>", async ({
      page,
      request,
    }) => {
      server = await startOwnServer(PORTS[store.id], { dir, env: overrides });
      const base = server.baseURL;
      const list = (await (await request.get(`${base}/api/products`)).json()) as {
        route: string;
        sizes: unknown[];
      }[];
      expect(list).toHaveLength(products);
      expect(list.flatMap((p) => p.sizes)).toHaveLength(sizes);
      await page.goto(`${base}/product/${store.misspeltRoute.route}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.misspeltRoute.name);
      await page.goto(`${base}/product/${store.newProduct.route}`);
      await expect(page.getByRole("link", { name: /^750ml ·/ })).toBeVisible();
    });
  });
