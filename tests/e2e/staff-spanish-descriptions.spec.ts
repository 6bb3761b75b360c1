import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../../scripts/free-port.mjs";
import { hasRealStoreExport, REAL_STORE_EXPORT_FACTS } from "../fixtures/real-store-export";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

const PHONE = { width: 390, height: 844 };
const ALL = REAL_STORE_EXPORT_FACTS.totals.products;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Issue #31, "what to build" 3, as the store's owner on a phone: the real export has no Spanish
 * description at all, so all its products are listed; one is written, the Spanish store shows it
 * at once, and the screen works in Spanish and without JavaScript.
 */
test.describe("the console's Spanish descriptions, on the real export", () => {
  test.skip(!hasRealStoreExport, "the real store's export is not beside the repository");
  const owner = uniqueStaffEmail("spanish");
  let server: OwnServer;

  test.beforeAll(async () => {
    const dir = ownServerDir("spanish-descriptions");
    server = await startOwnServer(await freePort(), {
      dir,
      env: { CATALOG_SEED_FILE: REAL_STORE_EXPORT_FACTS.path },
    });
    addStaffMember(owner, { role: "owner", databaseUrl: `file:${join(dir, "store.db")}` });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("at 390 px: the count, next and previous, a save shown on /es at once, in both languages and without JavaScript", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const base = server.baseURL;
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/staff/login`);
    await signIn(page, owner);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await page.goto(`${base}/staff/products`);
    await page.getByRole("link", { name: `Spanish descriptions: ${ALL} to write` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spanish descriptions");
    const remaining = page.getByTestId("spanish-remaining");
    const product = page.getByRole("heading", { level: 2 });
    await expect(remaining).toHaveText(`${ALL} products still have no Spanish description.`);
    await expect(page.getByText(`Product 1 of ${ALL} without one`)).toBeVisible();
    await waitForHydration(page);
    expect(await seriousViolations(page), "English, 390 px").toEqual([]);
    expect(await overflow(page), "English, 390 px").toBeLessThanOrEqual(0);

    const pager = page.getByRole("navigation", { name: "Products without a Spanish description" });
    await expect(pager.getByRole("link", { name: "← Previous" })).toHaveCount(0);
    const first = (await product.textContent())!;
    await pager.getByRole("link", { name: "Next →" }).click();
    await expect(page.getByText(`Product 2 of ${ALL} without one`)).toBeVisible();
    const second = (await product.textContent())!;
    expect(second).not.toBe(first);
    await pager.getByRole("link", { name: "← Previous" }).click();
    await expect(page.getByText(`Product 1 of ${ALL} without one`)).toBeVisible();
    const route = new URL(page.url()).searchParams.get("product")!;

    const spanish = "Un destilado suave y equilibrado, ideal para compartir.";
    await page.getByRole("textbox", { name: "Description in Spanish" }).fill(spanish);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The Spanish store shows it now.");
    await expect(remaining).toHaveText(`${ALL - 1} products still have no Spanish description.`);

    // The console in Spanish: the product just saved has left the list; the next one is now first.
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Descripciones en español");
    await expect(remaining).toHaveText(`A ${ALL - 1} productos les falta la descripción en español.`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Siguiente →" }).click();
    await expect(page.getByText(`Producto 1 de ${ALL - 1} sin descripción`)).toBeVisible();
    expect(await seriousViolations(page), "Spanish, 390 px").toEqual([]);
    expect(await overflow(page), "Spanish, 390 px").toBeLessThanOrEqual(0);

    await page.goto(`${base}/es/product/${route}`);
    const description = page.getByTestId("product-description");
    await expect(description).toHaveText(spanish);
    expect(await description.getAttribute("lang")).toBeNull();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", spanish);

    // Without JavaScript: a plain form, answered by the server.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const noScript = await plain.newPage();
    await noScript.goto(`${base}/staff/login`);
    await signIn(noScript, owner);
    await noScript.goto(`${base}/staff/spanish-descriptions`);
    await expect(noScript.getByRole("heading", { level: 2 })).toHaveText(second);
    await noScript.getByRole("textbox", { name: "Descripción en español" }).fill("Otro texto en español.");
    await noScript.getByRole("button", { name: "Guardar y siguiente" }).click();
    await expect(noScript.getByRole("status")).toHaveText(
      `Se guardó la descripción en español de ${second}.`,
    );
    await expect(noScript.getByTestId("spanish-remaining")).toHaveText(
      `A ${ALL - 2} productos les falta la descripción en español.`,
    );
    await plain.close();
  });
});
