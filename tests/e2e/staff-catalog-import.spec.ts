import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { COMMA_PRICE } from "../fixtures/bad-rows";
import { STORE_EXPORTS } from "../fixtures/real-store-export";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";
import { addStaffMember } from "./staff-session";
import { checkFile, openImportPage, type FilePayload } from "./staff-catalog-console";

const QUIRKY_CATALOG = resolve(process.cwd(), "tests/fixtures/quirky-catalog.json");
/** Each export's server on a port of its own: the two describes may run side by side. */
const OWN_PORTS = { real: 3130, own: 3131 } as const;
const MB = 1024 * 1024;

function jsonFile(name: string, content: unknown): FilePayload {
  const text = typeof content === "string" ? content : JSON.stringify(content);
  return { name, mimeType: "application/json", buffer: Buffer.from(text) };
}

/** Text that starts with `text`, as a regular expression. */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** A catalogue of one rum whose products are given. */
function rumCatalogue(products: unknown[]) {
  return {
    types: [{ type: "rum", subtypes: [{ subtype: "gold", products: [{ brand: "Casa", products }] }] }],
  };
}

async function liveRoutes(page: Page, base = ""): Promise<string[]> {
  const products: ApiProduct[] = await (await page.request.get(`${base}/api/products`)).json();
  return products.map((product) => product.route);
}

/** POSTs `bytes` of junk with chunked transfer encoding: a body that declares no length. */
function postChunked(url: string, cookie: string, bytes: number): Promise<number> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          Cookie: cookie,
          "Content-Type": "multipart/form-data; boundary=x",
          "Transfer-Encoding": "chunked",
        },
      },
      (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      },
    );
    request.on("error", fail);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

// Refused uploads answer 4xx; the browser logs each as a failed resource.
test.use({ allowConsoleErrors: /status of (400|409|413|422)/ });

test.describe("catalogue import in the staff console: dry runs on the shared server", () => {
  let email: string;
  test.beforeAll(() => {
    email = `import-${process.pid}-${Date.now()}@store.example`;
    addStaffMember(email);
  });

  test("without a session neither the page nor its action runs", async ({ request }) => {
    const before = await (await request.get("/api/products")).json();
    const page = await request.get("/staff/catalog-import", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/staff\/login/);
    const post = await request.post("/staff/catalog-import", {
      multipart: {
        catalog: { name: "q.json", mimeType: "application/json", buffer: readFileSync(QUIRKY_CATALOG) },
        intent: "apply",
        // A wrong hash, so that even a broken guard could not replace the shared catalogue.
        sha256: "0".repeat(64),
      },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toMatch(/^\/staff\/login/);
    expect(await (await request.get("/api/products")).json()).toEqual(before);
  });

  for (const store of STORE_EXPORTS)
    test(`a dry run of ${store.name} shows its report, warns about retired products, writes nothing`, async ({
      page,
    }) => {
      const file = resolve(process.cwd(), store.path);
      const { totals, quirks } = store;
      const before = await liveRoutes(page);
      await openImportPage(page, email);
      await expect(page.getByText("No catalogue has been applied from the console yet.")).toBeVisible();
      await checkFile(page, file);
      const report = page.locator("section[data-report=dry-run]");
      await expect(report.getByRole("heading", { level: 2 })).toHaveText(`Dry run: ${store.fileName}`);
      await expect(report).toContainText("Nothing has been written.");
      const sha256 = createHash("sha256").update(readFileSync(file)).digest("hex");
      await expect(report).toContainText(`SHA-256 ${sha256}`);
      const holds = report.locator("dl").last();
      await expect(holds).toContainText(
        `Types${totals.types}Subtypes${totals.subtypes}Products${totals.products}Sizes${totals.sizes}`,
      );
      await expect(report.locator("tr[data-quirk=repeated-size-id]")).toContainText(
        startsWith(
          `${quirks["repeated-size-id"]}size id repeated across sizes (a stable id was derived)${store.firstRepeatedSizeId}`,
        ),
      );
      await expect(report.locator("tr[data-quirk=empty-size-id]")).toContainText(
        new RegExp(`^${quirks["empty-size-id"]}empty size id`),
      );
      await expect(report.locator("tr[data-quirk=route-key-misspelt]")).toContainText(
        /^1product route under a misspelt key/,
      );
      await expect(report.locator("tr[data-quirk=size-ml-text]")).toContainText(
        new RegExp(`^${quirks["size-ml-text"]}size_ml given as text`),
      );
      // The demo catalogue is live here: most of its products are not in the export.
      const warning = report.getByRole("alert");
      await expect(warning).toContainText(
        /Warning: \d+ products and \d+ sizes now in the store are missing from this file/,
      );
      const retired = report
        .getByRole("row", { name: /^Products/ })
        .getByRole("cell")
        .nth(2);
      await expect(retired).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByRole("button", { name: "Apply this catalogue" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await liveRoutes(page)).toEqual(before);
    });

  test("a file with a price typed 19,99: the dry run names the row and reports the rest; no Apply", async ({
    page,
  }) => {
    await openImportPage(page, email);
    await checkFile(page, jsonFile("tequila.json", COMMA_PRICE));
    await expect(page.getByRole("heading", { name: "Dry run: tequila.json" })).toBeVisible();
    await expect(page.getByRole("alert").first()).toContainText("1 row of this file cannot be read");
    const rows = page.getByRole("table", { name: /cannot be read/ }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toHaveText(
      /^21\s*Patron Silver \(patron-silver\)\s*1L\s*price: should be a number: write 19\.99, with a decimal point and no quotes \(the file has "19,99"\)$/,
    );
    await expect(page.getByRole("heading", { name: "What the file holds" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply this catalogue" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("bad input gets a clear error and changes nothing", async ({ page }) => {
    const before = await liveRoutes(page);
    await openImportPage(page, email);
    const error = page.getByRole("alert");

    await page.getByRole("button", { name: "Check file (dry run)" }).click();
    await expect(error).toHaveText("Choose a catalogue file (.json) first.");

    await checkFile(page, jsonFile("empty.json", ""));
    await expect(error).toHaveText("empty.json is empty.");

    await checkFile(page, jsonFile("notes.json", "Prices for next week: rum up a dollar"));
    await expect(error).toContainText("notes.json is not JSON.");
    await expect(error.getByRole("listitem")).toHaveCount(1);

    // Nameless subtypes: the file's structure is wrong, above any row.
    const subtypes = Array.from({ length: 30 }, () => ({ subtype: "", products: [] }));
    await checkFile(page, jsonFile("orders.json", { types: [{ type: "rum", subtypes }] }));
    await expect(error).toContainText("orders.json is not a valid catalogue file.");
    await expect(error).toContainText("The first 20 of 30 problems:");
    await expect(error.getByRole("listitem")).toHaveCount(20);
    await expect(error.getByRole("listitem").first()).toHaveText(/^types\.0\.subtypes\.0\.subtype: /);
    expect(await seriousViolations(page)).toEqual([]);

    // The browser declares the size: refused on Content-Length, and the browser still gets the answer.
    await checkFile(page, {
      name: "huge.json",
      mimeType: "application/json",
      buffer: Buffer.alloc(6 * MB, 0x20),
    });
    await expect(error).toHaveText(/^The file is larger than 5 MB\./);
    await expect(page.getByRole("button", { name: "Apply this catalogue" })).toHaveCount(0);

    const cookie = (await page.context().cookies()).find((each) => each.name === "staff_session")!;
    const status = await postChunked(
      new URL("/staff/catalog-import", page.url()).href,
      `staff_session=${cookie.value}`,
      8 * MB,
    );
    expect(status).toBe(413);
    expect(await liveRoutes(page)).toEqual(before);
  });

  test("hostile text in a catalogue file shows as text in the report", async ({ page }) => {
    const hostile = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">`;
    await openImportPage(page, email);
    await checkFile(
      page,
      jsonFile(
        `<img src=x onerror=window.__xss=3>.json`,
        rumCatalogue([{ name: hostile, sizes: [{ size: "750ml", price: 20 }] }]),
      ),
    );
    const report = page.locator("section[data-report=dry-run]");
    await expect(report.getByRole("heading", { level: 2 })).toHaveText(
      "Dry run: <img src=x onerror=window.__xss=3>.json",
    );
    await expect(report.locator("tr[data-quirk=route-missing]")).toContainText(hostile);
    await expect(report.locator("tr[data-quirk=empty-size-id]")).toBeVisible();
    expect(await page.locator("section[data-report] script, section[data-report] img").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
});

for (const store of STORE_EXPORTS)
  test.describe(`catalogue import in the staff console: applying ${store.name}, on a server of its own`, () => {
    test.describe.configure({ mode: "serial" });
    const file = resolve(process.cwd(), store.path);
    const { route, name } = store.newProduct;
    const email = "import-owner@store.example";
    let server: OwnServer;

    test.beforeAll(async () => {
      // Made here, not when the file is read: every worker reads it, and only one runs these tests.
      const dir = ownServerDir(`catalog-console-${store.id}`);
      server = await startOwnServer(OWN_PORTS[store.id], { dir });
      addStaffMember(email, { name: "Marta Ruiz", databaseUrl: `file:${join(dir, "store.db")}` });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("applying the export replaces the catalogue on the storefront at once; again changes nothing", async ({
      page,
    }) => {
      const base = server.baseURL;
      const demo = await liveRoutes(page, base);
      expect(demo).toContain("buchanans-12-years");
      expect(demo).not.toContain(route);

      await openImportPage(page, email, base);
      await checkFile(page, file);
      await expect(page.locator("section[data-report=dry-run]").getByRole("alert")).toBeVisible();
      await page.getByRole("button", { name: "Apply this catalogue" }).click();
      const applied = page.locator("section[data-report=applied]");
      await expect(applied.getByRole("heading", { level: 2 })).toHaveText(`Applied: ${store.fileName}`);
      await expect(applied.getByRole("status")).toHaveText(
        /^Applied: products: \d+ added, \d+ updated, [1-9]\d* retired; sizes: \d+ added, \d+ updated, \d+ retired; types changed; \d+ route redirects added\.$/,
      );
      await expect(page.getByRole("button", { name: "Apply this catalogue" })).toHaveCount(0);
      const imports = page.locator("tr[data-import]");
      await expect(imports).toHaveCount(1);
      await expect(imports).toContainText("Marta Ruiz");
      await expect(imports).toContainText(/products: \d+ added/);
      expect(await seriousViolations(page)).toEqual([]);

      // No waiting for the 3-second poll: the storefront already shows it.
      const live = await liveRoutes(page, base);
      expect(live).toHaveLength(store.totals.products);
      expect(live).toContain(route);
      expect(live).not.toContain("buchanans-12-years");
      const productPage = await page.request.get(`${base}/product/${route}`);
      expect(productPage.status()).toBe(200);
      expect(await productPage.text()).toContain(name);
      expect((await page.request.get(`${base}/product/buchanans-12-years`)).status()).toBe(404);

      await checkFile(page, file);
      await expect(page.locator("section[data-report=dry-run]")).toContainText(
        "Nothing has been written. No changes: the store already has this catalogue.",
      );
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.getByRole("button", { name: "Apply this catalogue" }).click();
      await expect(applied.getByRole("status")).toHaveText(
        "No changes: the store already has this catalogue.",
      );
      await expect(imports).toHaveCount(1);
    });

    test("apply refuses a file other than the one checked", async ({ page }) => {
      const base = server.baseURL;
      const before = await liveRoutes(page, base);
      await openImportPage(page, email, base);
      await checkFile(page, file);
      await expect(page.getByRole("button", { name: "Apply this catalogue" })).toBeVisible();
      // Another file chosen after the dry run, under the same name: the quirky catalogue would replace it all.
      await page.getByLabel(/^Catalogue file/).setInputFiles({
        name: store.fileName,
        mimeType: "application/json",
        buffer: readFileSync(QUIRKY_CATALOG),
      });
      await page.getByRole("button", { name: "Apply this catalogue" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        `${store.fileName} is not the file that was checked: its content differs. Nothing was applied; check this file first.`,
      );
      expect(await liveRoutes(page, base)).toEqual(before);
      await expect(page.locator("tr[data-import]")).toHaveCount(1);
    });
  });
