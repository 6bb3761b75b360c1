import { expect, test, waitForHydration } from "./fixtures";

test.describe("catalogue page (issue #5, started)", () => {
  test("header search Enter → results for the text, best match first", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const search = page.getByPlaceholder("Search products...").filter({ visible: true });
    await search.fill("patron reposad");
    await search.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “patron reposad”");
    await expect(page.locator("[data-catalog-card]").first()).toHaveAttribute(
      "href",
      "/product/patron-reposado",
    );
  });

  test("sorting changes the URL and the order; pages keep the sort", async ({ page }) => {
    await page.goto("/catalog?type=whiskey");
    await waitForHydration(page);
    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(/type=whiskey.*sort=price-desc|sort=price-desc.*type=whiskey/);
    const prices = await page.locator("[data-catalog-price]").allTextContents();
    const cents = prices.map((price) => Number(price.replace(/[$,]/g, "")));
    expect(cents.length).toBe(24);
    expect(cents.every(Number.isFinite)).toBe(true);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("type=cognac lists brandy too, and a search with no match offers the whole catalogue", async ({
    page,
  }) => {
    await page.goto("/catalog?type=cognac");
    const count = Number((await page.getByTestId("catalog-count").textContent())!.split(" ")[0]);
    const api = (await (await page.request.get("/api/products")).json()) as Array<{ type: string }>;
    expect(count).toBe(
      api.filter((product) => product.type === "cognac" || product.type === "brandy").length,
    );
    await page.goto("/catalog?search=zzzzqqqq");
    await expect(page.getByText("No products match.")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Browse the whole catalog" }),
    ).toHaveAttribute("href", "/catalog");
  });
});
