import type { Page } from "@playwright/test";
import { pixelAt } from "../fixtures/photos";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { uploadProductPhoto } from "./staff-photo-upload";
import { addStaffMember, uniqueStaffEmail } from "./staff-session";

// Project "postgres": the suite's PostgreSQL server (scripts/e2e-server.mjs) is the first app server;
// this file starts a second one on the same database, as a fleet runs.
const SECOND_PORT = 3144;

function sharedDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/store_e2e_${new URL(test.info().project.use.baseURL!).port}`;
  return url.toString();
}

/** The version in an image URL ("…-480w.webp?v=abc"), or null when it has none. */
function versionIn(src: string | null): string | null {
  return src ? new URL(src, "http://store").searchParams.get("v") : null;
}

async function isRedPhoto(page: Page, src: string): Promise<boolean> {
  const answer = await page.request.get(src);
  const [r, g, b] = await pixelAt(await answer.body(), 240, 240);
  return r! > 150 && g! < 60 && b! < 80;
}

test.describe("a photo uploaded on one app server shows on another (issue #16)", () => {
  let second: OwnServer;
  let email: string;

  test.beforeAll(async () => {
    const databaseUrl = sharedDatabaseUrl();
    second = await startOwnServer(SECOND_PORT, { env: { DATABASE_URL: databaseUrl } });
    email = uniqueStaffEmail("fleet-photos");
    addStaffMember(email, { databaseUrl });
  });
  test.afterAll(async () => {
    await second?.stop();
  });

  test("on the second server's product page, catalogue card, home and cart panel", async ({ page }) => {
    const other = await page.context().newPage();
    await other.goto(`${second.baseURL}/`);
    const card = other.locator('[data-featured-section="whiskey"] a[data-featured-item]').first();
    const route = (await card.getAttribute("href"))!.replace(/^\/product\//, "");
    const drawn = versionIn(await card.locator("img").getAttribute("src"));

    await uploadProductPhoto(page, route, email);
    await page.goto(`/product/${route}`);
    const version = versionIn(await page.locator("article img").first().getAttribute("src"));
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(version).not.toBe(drawn);

    // The second server hears of the change (PostgreSQL's LISTEN, or its poll within seconds).
    await expect
      .poll(async () => {
        await other.goto(`${second.baseURL}/product/${route}`);
        return versionIn(await other.locator("article img").first().getAttribute("src"));
      })
      .toBe(version);
    expect(await isRedPhoto(other, (await other.locator("article img").first().getAttribute("src"))!)).toBe(
      true,
    );

    await other.goto(`${second.baseURL}/`);
    const homeImage = other.locator(`a[data-featured-item][href="/product/${route}"] img`);
    expect(versionIn(await homeImage.getAttribute("src"))).toBe(version);

    const products = (await other.request
      .get(`${second.baseURL}/api/products`)
      .then((r) => r.json())) as Array<{
      route: string;
      name: string;
    }>;
    const productName = products.find((product) => product.route === route)!.name;
    await other.goto(`${second.baseURL}/catalog?search=${encodeURIComponent(productName)}`);
    const catalogueImage = other.locator(`a[href="/product/${route}"] img`).first();
    expect(versionIn(await catalogueImage.getAttribute("src"))).toBe(version);

    await other.goto(`${second.baseURL}/product/${route}`);
    await waitForHydration(other);
    await other.getByRole("button", { name: "Add to cart" }).click();
    await other.getByRole("button", { name: /^Cart,/ }).click();
    const cartImage = other.getByRole("dialog", { name: "Your Cart" }).locator("img").first();
    await expect(cartImage).toBeVisible();
    expect(
      await isRedPhoto(other, new URL((await cartImage.getAttribute("src"))!, second.baseURL).href),
    ).toBe(true);
  });
});
