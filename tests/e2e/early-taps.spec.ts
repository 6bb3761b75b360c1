import type { Locator, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";

/**
 * Issue #32: a shopper on a phone taps the moment a control is on screen. Each test holds the
 * page's modules until its tap is made (so the tap surely lands before hydration, on a CPU slowed
 * 4×, as on a mid-range phone), then lets them in and sees the tap take effect, once.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The page at `path` painted from the server's HTML, its modules held until `release`. */
async function openBeforeModules(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const letModulesIn = await holdRequests(page, "**/assets/*.js");
  await page.goto(path, { waitUntil: "commit" });
  return {
    async release() {
      expect(
        await page.evaluate(() => window.__storeHydrated),
        "the tap came before hydration",
      ).toBeUndefined();
      letModulesIn();
      await waitForHydration(page);
    },
  };
}

async function demoProducts(page: Page): Promise<ApiProduct[]> {
  return (await (await page.request.get("/api/products")).json()) as ApiProduct[];
}

/** A product with sizes in stock (not a flagship: its gift-box offer is not this file's subject). */
async function productInStock(page: Page): Promise<{ route: string; sizeId: string; otherSize: string }> {
  const product = (await demoProducts(page)).find(
    (candidate) =>
      !candidate.modal &&
      candidate.sizes.length > 1 &&
      candidate.sizes.every((size) => size.inventory === null || size.inventory > 5),
  )!;
  const opening = product.sizes.find((size) => size.size === "750ml") ?? product.sizes[0]!;
  return {
    route: product.route,
    sizeId: opening.id,
    otherSize: product.sizes.find((size) => size !== opening)!.size,
  };
}

const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart,/ });
const storedQuantity = (page: Page, sizeId: string) =>
  page.evaluate((key) => localStorage.getItem(key), sizeId);

test.describe("a first visit: the age gate answers before the modules arrive", () => {
  test.use({ ageConfirmed: false });
  const gate = (page: Page) => page.getByRole("dialog", { name: "Verificación de Edad" });

  test("Sí closes the gate and frees the page at once, and the page hydrates without it", async ({
    page,
  }) => {
    const { release } = await openBeforeModules(page, "/");
    await gate(page).getByRole("button", { name: "Sí" }).tap();
    await expect(gate(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("isOver21"))).toBe("true");
    expect(await page.evaluate(() => document.querySelector("[inert]"))).toBeNull();
    await release();
    await expect(gate(page)).toHaveCount(0);
    // The freed page takes the next tap: the menu, a popover, opens.
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });

  test("No sends the visitor away before the modules arrive", async ({ page }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>search</title>" }),
    );
    await openBeforeModules(page, "/");
    await gate(page).getByRole("button", { name: "No" }).tap();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\/search\?q=/);
  });
});

test.describe("a returning visitor taps before the modules arrive", () => {
  test("the menu opens from the first paint, and stays open through hydration", async ({ page }) => {
    const { release } = await openBeforeModules(page, "/");
    await page.getByRole("button", { name: "Menu" }).tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await release();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "CATALOG" }).tap();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(menu).toBeHidden();
  });

  test("the cart button's tap is kept and opens the cart once the page is live", async ({ page }) => {
    const { release } = await openBeforeModules(page, "/");
    await cartButton(page).tap();
    await expect(cartButton(page)).toHaveAttribute("data-tap-kept", "");
    await release();
    await expect(page.getByRole("dialog", { name: "Your Cart" })).toBeVisible();
    await expect(cartButton(page)).not.toHaveAttribute("data-tap-kept");
  });

  test("the search button's tap opens the phone's search field", async ({ page }) => {
    const { release } = await openBeforeModules(page, "/");
    await page.getByRole("button", { name: "Search products" }).tap();
    await release();
    await expect(page.locator("#phone-search")).toBeVisible();
    await expect(page.locator("#phone-search").getByRole("combobox")).toBeFocused();
  });

  test("a size chip, a link, opens its size before the modules arrive", async ({ page }) => {
    const { route, otherSize } = await productInStock(page);
    const { release } = await openBeforeModules(page, `/product/${route}`);
    await page.getByRole("link", { name: new RegExp(`^${otherSize.replace(".", "\\.")} ·`) }).tap();
    await expect(page).toHaveURL(new RegExp(`\\?size=${encodeURIComponent(otherSize).replace(".", "\\.")}$`));
    await expect(
      page.getByRole("link", { name: new RegExp(`^${otherSize.replace(".", "\\.")} ·`) }),
    ).toHaveAttribute("aria-current", "true");
    await release();
  });

  test("Add to cart, tapped twice before the modules arrive, adds the bottle once", async ({ page }) => {
    const { route, sizeId } = await productInStock(page);
    const { release } = await openBeforeModules(page, `/product/${route}`);
    const add = page.getByRole("button", { name: "Add to cart" });
    await add.tap();
    await add.tap();
    await release();
    await expect(page.getByRole("status").filter({ hasText: /^Added 1 ×/ })).toBeVisible();
    expect(await storedQuantity(page, sizeId)).toBe("1");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    // Live now: the next tap is the page's own, and adds one more (not a replay of the first).
    await add.tap();
    await expect.poll(() => storedQuantity(page, sizeId)).toBe("2");
  });

  test("the catalogue's filter button opens the filters, whose facets are links", async ({ page }) => {
    const { release } = await openBeforeModules(page, "/catalog");
    await page.getByRole("button", { name: /^Filters/ }).tap();
    await release();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    const facet: Locator = drawer.getByRole("link", { name: /^In stock only/ });
    await facet.tap();
    await expect(page).toHaveURL(/[?&]inStock=1/);
  });
});

test.describe("a quantity chosen before the modules arrive", () => {
  test("is the quantity Add to cart adds once the page is live", async ({ page }) => {
    const { route, sizeId } = await productInStock(page);
    const { release } = await openBeforeModules(page, `/product/${route}`);
    await page.getByLabel("Quantity").selectOption("3");
    await page.getByRole("button", { name: "Add to cart" }).tap();
    await release();
    await expect(page.getByRole("status").filter({ hasText: /^Added 3 ×/ })).toBeVisible();
    expect(await storedQuantity(page, sizeId)).toBe("3");
  });
});
