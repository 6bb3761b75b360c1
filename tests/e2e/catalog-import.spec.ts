import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { ownServerDir, ownServerEnv, startOwnServer, type OwnServer } from "./own-server";

const run = promisify(execFile);
const REAL_EXPORT = "../shared/fixtures/real-store-catalog.json";
const PORT = 3102;

test.describe("catalogue import of the real store's export", () => {
  test.describe.configure({ mode: "serial" });
  const dir = ownServerDir("import");
  // An imported catalogue replaces the demo one; nothing is seeded over it.
  const overrides = { CATALOG_SEED_FILE: REAL_EXPORT };
  const env = ownServerEnv(dir, overrides);
  let server: OwnServer | undefined;

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a dry run reports every quirk class and writes nothing", async () => {
    const { stdout } = await run(
      "node",
      ["scripts/store-cli.mjs", "catalog-import", REAL_EXPORT, "--dry-run"],
      { env },
    );
    expect(stdout).toContain("12 types, 55 subtypes, 546 products, 907 sizes");
    expect(stdout).toMatch(/6 × size id repeated/);
    expect(stdout).toMatch(/3 × empty size id/);
    expect(stdout).toMatch(/1 × product route under a misspelt key such as "route:"/);
    expect(stdout).toMatch(/95 × size_ml given as text/);
    expect(stdout).toMatch(/35 × placeholder price/);
    expect(stdout).toMatch(/\d+ × image path that does not match/);
    expect(stdout).toContain("Dry run, nothing written. Would change: products: 546 added");
  });

  test("imports all 546 products and 907 sizes, then a second import says no changes", async () => {
    const first = await run("node", ["scripts/store-cli.mjs", "catalog-import", REAL_EXPORT], { env });
    expect(first.stdout).toContain("Changed: products: 546 added, 0 updated, 0 retired; sizes: 907 added");
    const second = await run("node", ["scripts/store-cli.mjs", "catalog-import", REAL_EXPORT], { env });
    expect(second.stdout).toContain("No changes.");
  });

  test("the imported products are listed by /api/products and browsable at /product/<route>", async ({
    page,
    request,
  }) => {
    server = await startOwnServer(PORT, { dir, env: overrides });
    const base = server.baseURL;
    const list = (await (await request.get(`${base}/api/products`)).json()) as {
      route: string;
      sizes: unknown[];
    }[];
    expect(list).toHaveLength(546);
    expect(list.flatMap((p) => p.sizes)).toHaveLength(907);
    await page.goto(`${base}/product/bacardi-gold`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bacardi Gold");
    await page.goto(`${base}/product/knob-creek-rye-7-years`);
    await expect(page.getByRole("link", { name: /^750ml ·/ })).toBeVisible();
  });
});
