import type { Page } from "@playwright/test";
import type { SearchAnswer } from "~/features/catalog/search/suggestions";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/** The header's search box that is on screen (the bar on sm+, the mobile menu on phones). */
const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: "Search products" }).filter({ visible: true });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Product suggestions" });
const options = (page: Page) => suggestions(page).getByRole("option");

async function answerFor(page: Page, query: string): Promise<SearchAnswer> {
  const response = await page.request.get(`/api/search?${new URLSearchParams({ q: query, limit: "6" })}`);
  return (await response.json()) as SearchAnswer;
}

/**
 * Types like a person, key by key, and waits for the suggestions for the whole text: the list for
 * "jam" stays on screen while "jameson" is asked, and may hold a different number of rows.
 */
async function typeAndWaitForSuggestions(page: Page, text: string) {
  await page.goto("/");
  await waitForHydration(page);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/api/search?") && new URL(response.url()).searchParams.get("q") === text,
  );
  await searchBox(page).pressSequentially(text);
  const answer = (await (await answered).json()) as SearchAnswer;
  await expect(options(page)).toHaveCount(answer.results.length + 1);
}

test.describe("search suggestions under the header's search box (WAI-ARIA combobox)", () => {
  test("a typo still finds Johnnie Walker: image, name, brand and 'from' price per row", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "jhonnie walkr");
    const expected = await answerFor(page, "jhonnie walkr");
    const box = searchBox(page);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-autocomplete", "list");
    await expect(box).toHaveAttribute("aria-controls", (await suggestions(page).getAttribute("id"))!);

    const products = expected.results;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
    await expect(options(page)).toHaveCount(products.length + 1);
    const first = options(page).first();
    await expect(first).toContainText("Johnnie Walker");
    await expect(first).toContainText(products[0]!.name);
    await expect(first).toContainText(`from $${products[0]!.priceFrom.toFixed(2)}`);
    // Versioned like every other picture (issue #30): a new photo is a new URL.
    await expect(first.locator("img")).toHaveAttribute(
      "src",
      `/images/${products[0]!.img.replace(/\.webp$/, "-480w.webp")}?v=${products[0]!.imgVersion}`,
    );
    await expect(first.locator("img")).toHaveJSProperty("complete", true);
    await expect(first.locator("img")).not.toHaveJSProperty("naturalWidth", 0);
    await expect(options(page).last()).toHaveText("See all results for “jhonnie walkr”");
    await expect(page.getByRole("status").filter({ hasText: /^\d+ suggestions\./ })).toHaveText(
      `${products.length} suggestions. Use the up and down arrows to choose one.`,
    );
  });

  test("the list appears from two characters and closes when the text gets shorter", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = searchBox(page);
    const asked = page.waitForRequest(/\/api\/search\?q=ja&/);
    await box.pressSequentially("ja");
    await asked;
    await expect(suggestions(page)).toBeVisible();
    await box.press("Backspace");
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("ArrowDown / ArrowUp move aria-activedescendant and aria-selected, wrapping around", async ({
    page,
  }) => {
    await typeAndWaitForSuggestions(page, "jameson");
    const box = searchBox(page);
    const count = await options(page).count();
    const activeIs = async (index: number) => {
      const option = options(page).nth(index);
      await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(suggestions(page).locator('[aria-selected="true"]')).toHaveCount(1);
    };
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await box.press("ArrowDown");
    await activeIs(0);
    await box.press("ArrowDown");
    await activeIs(1);
    await box.press("ArrowUp");
    await box.press("ArrowUp");
    await activeIs(count - 1);
    await box.press("ArrowDown");
    await activeIs(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("jameson");
  });

  test("Enter on an option opens that product's page and closes the list", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "jhonnie walkr");
    const second = (await answerFor(page, "jhonnie walkr")).results[1]!;
    await searchBox(page).press("ArrowDown");
    await searchBox(page).press("ArrowDown");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${second.route}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
    await expect(suggestions(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter with no active option searches the catalogue as before", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "jhonnie walkr");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/catalog\?search=jhonnie(\+|%20)walkr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “jhonnie walkr”");
    await expect(suggestions(page)).toBeHidden();
  });

  test("'See all results' opens the catalogue with the search text", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "patron");
    await searchBox(page).press("ArrowUp");
    await expect(options(page).last()).toHaveAttribute("aria-selected", "true");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/catalog\?search=patron$/);
  });

  test("Escape closes the list and keeps the text; a second Escape clears it", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "jameson");
    const box = searchBox(page);
    await box.press("ArrowDown");
    await box.press("Escape");
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await expect(box).toHaveValue("jameson");
    await expect(box).toBeFocused();
    await box.press("ArrowDown");
    await expect(suggestions(page)).toBeVisible();
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("a click on an option opens that product; leaving the box closes the list", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "jhonnie walkr");
    const third = (await answerFor(page, "jhonnie walkr")).results[2]!;
    await searchBox(page).press("Tab");
    await expect(suggestions(page)).toBeHidden();
    await searchBox(page).focus();

    await searchBox(page).press("ArrowDown");
    await options(page).nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/product/${third.route}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.name);
    await expect(suggestions(page)).toBeHidden();
  });

  test("hostile input is shown as text, never as markup", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = "<img src=x onerror=alert(1)> jameson";
    await typeAndWaitForSuggestions(page, hostile);
    await expect(options(page).last()).toHaveText(`See all results for “${hostile}”`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(options(page).first()).toContainText("Jameson");
    expect(dialogs).toEqual([]);
  });

  test("axe: the page with the list open has no serious or critical violation", async ({ page }) => {
    await typeAndWaitForSuggestions(page, "jameson");
    await searchBox(page).press("ArrowDown");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("search suggestions when /api/search fails", () => {
  // The browser itself reports a failed request; the page must add no error of its own.
  test.use({ allowConsoleErrors: /^Failed to load resource: (net::ERR_FAILED|.*status of 400)/ });

  test("an aborted request or a 400 shows no list, and Enter still searches the catalogue", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = searchBox(page);

    await page.route(/\/api\/search\?/, (route) => route.abort());
    const aborted = page.waitForEvent("requestfailed", (request) => request.url().includes("/api/search"));
    await box.fill("jameson");
    await aborted;
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await page.unroute(/\/api\/search\?/);
    await page.route(/\/api\/search\?/, (route) =>
      route.fulfill({ status: 400, json: { error: "invalid_query", issues: {} } }),
    );
    const refused = page.waitForResponse((response) => response.url().includes("/api/search"));
    await box.fill("jameson black");
    expect((await refused).status()).toBe(400);
    await box.press("ArrowDown");
    await expect(suggestions(page)).toBeHidden();

    await box.press("Enter");
    await expect(page).toHaveURL(/\/catalog\?search=jameson(\+|%20)black$/);
  });
});

test.describe("search on a phone, one tap from any page (issue #18)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the header's search button opens the field, focused; it suggests, and a tap opens the product", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    await waitForHydration(page);
    const all = page.getByRole("combobox", { name: "Search products", includeHidden: true });
    // The bar's field only (hidden on a phone), until the shopper asks for one.
    await expect(all).toHaveCount(1);
    const barList = await all.first().getAttribute("aria-controls");

    const toggle = page.getByRole("button", { name: "Search products" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const row = page.locator("#phone-search");
    const box = row.getByRole("combobox", { name: "Search products" });
    await expect(box).toBeFocused();
    await box.pressSequentially("jhonnie walkr");
    const list = row.getByRole("listbox", { name: "Product suggestions" });
    await expect(list).toBeVisible();
    expect(await list.getAttribute("id")).not.toBe(barList);
    const first = (await answerFor(page, "jhonnie walkr")).results[0]!;
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(row).toBeVisible();

    await box.press("ArrowDown");
    await list.getByRole("option").first().tap();
    await expect(page).toHaveURL(new RegExp(`/product/${first.route}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
    await expect(row).toBeHidden();
  });

  test("a second tap or Escape closes the field; the menu and the field are never open together", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Search products" });
    const row = page.locator("#phone-search");
    await toggle.tap();
    await expect(row).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(row).toBeHidden();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await toggle.tap();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(row).toBeVisible();
    await toggle.tap();
    await expect(row).toBeHidden();
    await toggle.tap();
    await page.keyboard.press("Escape");
    await expect(row).toBeHidden();
  });
});

test.describe("search before JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter submits the form to the catalogue with the search text", async ({ page }) => {
    await page.goto("/");
    const box = searchBox(page);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("patron reposad");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/catalog\?search=patron(\+|%20)reposad$/);
  });
});
