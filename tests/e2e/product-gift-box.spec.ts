import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/** A flagship (`modal: true`) product of the demo catalogue with a "750ml Gift Box" size. */
const WITH_GIFT_SIZE = "buchanans-12-years";
/** A flagship product without one: the shopper is told to ask for the box on the call. */
const WITHOUT_GIFT_SIZE = "jameson";

const offer = (page: Page) => page.getByRole("dialog", { name: "Make it a gift" });
const offeredKey = (page: Page, route: string) =>
  page.evaluate((key) => localStorage.getItem(key), `giftBoxOffered:${route}`);

async function product(page: Page, route: string): Promise<ApiProduct> {
  const all = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  return all.find((candidate) => candidate.route === route)!;
}

test.describe("gift-box offer on a modal product's first view (DESIGN §7)", () => {
  test("opens on the first view with focus inside, offers the same bottle at the same price, closes on Escape", async ({
    page,
  }) => {
    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText("in a gift box: the same bottle, same price.");
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return "(browser)";
        return element.closest("dialog[open]") ? element.textContent : `outside: ${element.outerHTML}`;
      });
    expect(await focused()).toBe("Choose 750ml Gift Box");
    // Tab goes round the dialog's controls (and out to the browser's own), never to the page behind.
    const visited = [];
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press("Tab");
      visited.push(await focused());
    }
    expect(new Set(visited)).toEqual(new Set(["Choose 750ml Gift Box", "Close", "(browser)"]));

    expect(await offeredKey(page, WITH_GIFT_SIZE)).toBe("true");
    // The remembered offer is not a cart entry: the badge stays empty.
    await expect(page.getByRole("button", { name: /^Cart,/ })).toHaveAccessibleName("Cart, 0 items");

    await page.keyboard.press("Escape");
    await expect(offer(page)).toBeHidden();
  });

  test("the close button closes it; it does not open again on reload or on coming back", async ({ page }) => {
    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    await offer(page).getByRole("button", { name: "Close" }).click();
    await expect(offer(page)).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchanans 12 Years");
    await expect(offer(page)).toBeHidden();

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Scotch" }).click();
    await expect(page).toHaveURL(/\/catalog\?/);
    await page.locator(`[data-catalog-card][href="/product/${WITH_GIFT_SIZE}"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchanans 12 Years");
    await expect(offer(page)).toBeHidden();
  });

  test("its gift-box link selects the gift-box size, at the 750ml's price", async ({ page }) => {
    const buchanans = await product(page, WITH_GIFT_SIZE);
    const giftBox = buchanans.sizes.find((size) => size.size === "750ml Gift Box")!;
    const bottle = buchanans.sizes.find((size) => size.size === "750ml")!;
    expect(giftBox.price).toBe(bottle.price);

    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    await offer(page).getByRole("link", { name: "Choose 750ml Gift Box" }).click();
    await expect(offer(page)).toBeHidden();
    await expect(page).toHaveURL(/\?size=750ml%20Gift%20Box$/);
    await expect(page.getByRole("link", { name: /^750ml Gift Box ·/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByTestId("product-price")).toHaveText(`$${giftBox.price.toFixed(2)}`);
    await expect(page.locator("article img").first()).toHaveAttribute(
      "src",
      /-750ml-gift-box-480w\.webp\?v=\w+$/,
    );
  });

  test("without a gift-box size it says to ask for the box when the store calls", async ({ page }) => {
    await page.goto(`/product/${WITHOUT_GIFT_SIZE}`);
    await waitForHydration(page);
    await expect(offer(page)).toContainText("Just ask for the gift box when we call to confirm your order.");
    await expect(offer(page).getByRole("link")).toHaveCount(0);
  });

  test("does not open on a product that is not a flagship", async ({ page }) => {
    await page.goto("/product/buchanans-18-years");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchanans 18 Years");
    await expect(offer(page)).toBeHidden();
    expect(await offeredKey(page, "buchanans-18-years")).toBeNull();
  });

  test("axe finds no serious or critical violation with the offer open, nor after it closes", async ({
    page,
  }) => {
    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    await expect(offer(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(offer(page)).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("gift-box offer and the age gate", () => {
  test.use({ ageConfirmed: false });

  test("waits until the visitor has answered the age gate", async ({ page }) => {
    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    const gate = page.getByRole("dialog", { name: "Verificación de Edad" });
    await expect(gate).toBeVisible();
    await expect(offer(page)).toBeHidden();
    expect(await offeredKey(page, WITH_GIFT_SIZE)).toBeNull();
    await gate.getByRole("button", { name: "Sí" }).click();
    await expect(gate).toHaveCount(0);
    await expect(offer(page)).toBeVisible();
  });
});
