import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { visibleDialogs } from "./open-dialogs";

/** A flagship (`modal: true`) product of the demo catalogue with a "750ml Gift Box" size. */
const WITH_GIFT_SIZE = "buchanans-12-years";
/** A flagship product without one: the shopper is told to ask for the box on the call. */
const WITHOUT_GIFT_SIZE = "jameson";

const OFFER = "We can hand over Buchanans 12 Years in a gift box: the same bottle, same price.";
const ASK_ON_THE_CALL = "Just ask for the gift box when we call to confirm your order.";

const offer = (page: Page) => page.getByRole("region", { name: "Make it a gift" });

async function product(page: Page, route: string): Promise<ApiProduct> {
  const all = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  return all.find((candidate) => candidate.route === route)!;
}

/** The page as the server sends it: what shows before any script runs. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("a flagship's gift-box offer is part of its page (issue #32)", () => {
  test("is in the server's HTML between the sizes and Add to cart, and no dialog opens", async ({ page }) => {
    const html = await serverHtml(page, `/product/${WITH_GIFT_SIZE}`);
    expect(html).toContain(OFFER);
    expect(html).toContain("Choose 750ml Gift Box");

    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    await expect(offer(page)).toContainText(OFFER);
    expect(await visibleDialogs(page)).toEqual([]);
    // Beside the size picker: below the chips, above the button that buys the chosen size.
    const chips = (await page.locator("article ul").first().boundingBox())!;
    const box = (await offer(page).boundingBox())!;
    const addToCart = (await page.getByRole("button", { name: "Add to cart" }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(chips.y + chips.height);
    expect(box.y + box.height).toBeLessThanOrEqual(addToCart.y);
  });

  test("its link selects the gift-box size, at the 750ml's price, and is not offered again", async ({
    page,
  }) => {
    const buchanans = await product(page, WITH_GIFT_SIZE);
    const giftBox = buchanans.sizes.find((size) => size.size === "750ml Gift Box")!;
    const bottle = buchanans.sizes.find((size) => size.size === "750ml")!;
    expect(giftBox.price).toBe(bottle.price);

    await page.goto(`/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    await offer(page).getByRole("link", { name: "Choose 750ml Gift Box" }).click();
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
    // Chosen: the offer still says what the box is, with no link to choose it again.
    await expect(offer(page)).toContainText(OFFER);
    await expect(offer(page).getByRole("link")).toHaveCount(0);
    expect(await visibleDialogs(page)).toEqual([]);
  });

  test("without a gift-box size it says to ask for the box when the store calls", async ({ page }) => {
    expect(await serverHtml(page, `/product/${WITHOUT_GIFT_SIZE}`)).toContain(ASK_ON_THE_CALL);
    await page.goto(`/product/${WITHOUT_GIFT_SIZE}`);
    await waitForHydration(page);
    await expect(offer(page)).toContainText(
      "We can hand over Jameson in a gift box: the same bottle, same price.",
    );
    await expect(offer(page)).toContainText(ASK_ON_THE_CALL);
    await expect(offer(page).getByRole("link")).toHaveCount(0);
    expect(await visibleDialogs(page)).toEqual([]);
  });

  test("a product that is not a flagship has no offer", async ({ page }) => {
    await page.goto("/product/buchanans-18-years");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchanans 18 Years");
    await expect(offer(page)).toHaveCount(0);
  });

  test("in Spanish on a Spanish page", async ({ page }) => {
    const html = await serverHtml(page, `/es/product/${WITH_GIFT_SIZE}`);
    expect(html).toContain(
      "Podemos entregarle Buchanans 12 Years en una caja de regalo: la misma botella, al mismo precio.",
    );
    expect(html).toContain("Elegir 750ml en caja de regalo");
    expect(await serverHtml(page, `/es/product/${WITHOUT_GIFT_SIZE}`)).toContain(
      "Pida la caja de regalo en la llamada en que confirmamos su pedido.",
    );

    await page.goto(`/es/product/${WITH_GIFT_SIZE}`);
    await waitForHydration(page);
    const spanishOffer = page.getByRole("region", { name: "Para regalar" });
    await spanishOffer.getByRole("link", { name: "Elegir 750ml en caja de regalo" }).click();
    await expect(page).toHaveURL(/\/es\/product\/buchanans-12-years\?size=750ml%20Gift%20Box$/);
    await expect(spanishOffer.getByRole("link")).toHaveCount(0);
  });

  test("axe finds no serious or critical violation, on a phone and on a laptop", async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/product/${WITH_GIFT_SIZE}`);
      await waitForHydration(page);
      await expect(offer(page)).toBeVisible();
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });
});
