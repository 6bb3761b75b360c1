import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { STORE_EXPORTS } from "../fixtures/real-store-export";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import type { OwnServer } from "./own-server";
import { checkFile, openImportPage } from "./staff-catalog-console";
import { startConsoleServer } from "./staff-session";

/** Each export's server on a port of its own: the two describes may run side by side. */
const OWN_PORTS = { real: 3140, own: 3141 } as const;
const SECTIONS = { whiskey: 11, tequila: 12, vodka: 9, rum: 9, wine: 7 } as const;
const PHONE = { width: 390, height: 844 };

async function liveProducts(page: Page, base: string): Promise<Map<string, ApiProduct>> {
  const products: ApiProduct[] = await (await page.request.get(`${base}/api/products`)).json();
  return new Map(products.map((product) => [product.route, product]));
}

const inStock = (product: ApiProduct | undefined) => product?.sizes.some((size) => size.inventory !== 0);

/** The product routes a home section shows, in order. */
async function sectionRoutes(page: Page, type: string): Promise<string[]> {
  const links = page.locator(`[data-featured-section="${type}"] a[data-featured-item]`);
  return (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))).map(
    (href) => decodeURIComponent(href.replace(/^\/product\//, "")),
  );
}

/**
 * As a store owner (issue #16): the store's own export imported through the console fills home by
 * itself, and the console steers what each shelf shows first.
 */
for (const store of STORE_EXPORTS)
  test.describe(`home shelves with ${store.name}, imported through the console`, () => {
    test.describe.configure({ mode: "serial" });
    const email = "shelves-owner@store.example";
    let server: OwnServer;

    test.beforeAll(async () => {
      server = await startConsoleServer(OWN_PORTS[store.id], `home-shelves-${store.id}`, email);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("after the import every section is full of products in stock, and every type tile has a picture", async ({
      page,
    }) => {
      await openImportPage(page, email, server.baseURL);
      await checkFile(page, resolve(process.cwd(), store.path));
      const shelves = page.locator("table[data-home-shelves] tbody tr");
      await expect(shelves).toHaveCount(5);
      await expect(shelves.first()).toContainText("11");
      await page.getByRole("button", { name: "Apply this catalogue" }).click();
      await expect(page.locator("section[data-report=applied]")).toBeVisible();

      const products = await liveProducts(page, server.baseURL);
      await page.goto(`${server.baseURL}/`);
      for (const [type, count] of Object.entries(SECTIONS)) {
        const routes = await sectionRoutes(page, type);
        const available = [...products.values()].filter((p) => p.type === type && inStock(p)).length;
        expect(routes, type).toHaveLength(Math.min(count, available));
        if (store.id === "real") expect(routes, type).toHaveLength(count);
        expect(
          routes.filter((route) => !inStock(products.get(route))),
          type,
        ).toEqual([]);
      }
      const tiles = page.locator("[data-type-tile]");
      await expect(tiles).toHaveCount(8);
      for (const tile of await tiles.all()) await expect(tile.locator("img")).toHaveCount(1);
    });

    test("three whiskeys chosen in the console come first on home, in the order chosen", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openImportPage(page, email, server.baseURL);
      await page.goto(`${server.baseURL}/staff/featured`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home shelves");
      const whiskey = page.locator("section[aria-labelledby=shelf-whiskey]");
      const chosen = whiskey.getByRole("list", { name: /chosen by staff$/ }).getByRole("listitem");
      // Products the file shares with the demo catalogue keep the demo's choices: start from none.
      for (let left = await chosen.count(); left > 0; left--) {
        await chosen
          .first()
          .getByRole("button", { name: /^Remove/ })
          .click();
        await expect(chosen).toHaveCount(left - 1);
      }
      const picker = whiskey.getByLabel(/^Add to the .* shelf$/);
      const options = await picker.locator("option").allTextContents();
      const picks = options.filter((name) => !name.endsWith("(out of stock)")).slice(0, 3);
      for (const [index, name] of picks.entries()) {
        await picker.selectOption({ label: name });
        await whiskey.getByRole("button", { name: "Add", exact: true }).click();
        await expect(chosen).toHaveCount(index + 1);
      }
      await whiskey.getByRole("button", { name: `Move ${picks[2]} up` }).click();
      await expect(chosen.nth(1)).toContainText(picks[2]!);
      await expect(whiskey.getByRole("status")).toHaveText("Saved. Home shows it now.");
      await expect(page.locator("ol").filter({ hasText: "Marta Ruiz" }).first()).toContainText("whiskey:");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${server.baseURL}/`);
      const names = page.locator('[data-featured-section="whiskey"] [data-featured-name]');
      await expect(names.nth(0)).toHaveText(picks[0]!);
      await expect(names.nth(1)).toHaveText(picks[2]!);
      await expect(names.nth(2)).toHaveText(picks[1]!);
    });

    test.use({ allowConsoleErrors: /status of 409 \(Conflict\)/ });
    test("a shelf change made on an outdated page is refused, changes nothing, and shows the shelf as it is", async ({
      page,
    }) => {
      const rumChosen = (on: Page) =>
        on
          .locator("section[aria-labelledby=shelf-rum]")
          .getByRole("list", { name: /chosen by staff$/ })
          .getByRole("listitem");
      await openImportPage(page, email, server.baseURL);
      await page.goto(`${server.baseURL}/staff/featured`);
      await waitForHydration(page);
      const rum = page.locator("section[aria-labelledby=shelf-rum]");
      const other = await page.context().newPage();
      await other.goto(`${server.baseURL}/staff/featured`);
      await waitForHydration(other);
      await other
        .locator("section[aria-labelledby=shelf-rum]")
        .getByRole("button", { name: "Add", exact: true })
        .click();
      await expect(other.locator("section[aria-labelledby=shelf-rum]").getByRole("status")).toHaveText(
        "Saved. Home shows it now.",
      );
      const before = await rumChosen(page).count();
      await expect(rumChosen(other)).toHaveCount(before + 1);
      await rum.getByRole("button", { name: "Add", exact: true }).click();
      await expect(rum.getByRole("alert")).toHaveText(
        "Not saved: someone changed this shelf meanwhile. Here it is as it is now; try again.",
      );
      await expect(rumChosen(page)).toHaveCount(before + 1);
    });
  });
