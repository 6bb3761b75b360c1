import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/** The catalogue's current page, as a screen reader names it ("Page 2"). */
const currentPage = (page: Page) =>
  page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"] .sr-only');

test.describe("catalogue page (issue #5)", () => {
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
    // The URL changes as the navigation starts; the list follows when the loader answers.
    await expect
      .poll(async () => {
        const prices = await page.locator("[data-catalog-price]").allTextContents();
        const dollars = prices.map((price) => Number(price.replace(/[$,]/g, "")));
        return (
          dollars.length === 24 &&
          dollars.every((price, index) => index === 0 || price <= dollars[index - 1]!)
        );
      })
      .toBe(true);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(currentPage(page)).toHaveText("Page 2");
  });

  test("numbered pages keep the filters and the sort; the current page is marked, not linked (issue #18)", async ({
    page,
  }) => {
    await page.goto("/catalog?type=whiskey&sort=price-desc");
    await waitForHydration(page);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(currentPage(page)).toHaveText("Page 1");
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveCount(0);
    await pages.getByRole("link", { name: "Page 3", exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\?type=whiskey&sort=price-desc&page=3$/);
    await expect(currentPage(page)).toHaveText("Page 3");
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "href",
      "/catalog?type=whiskey&sort=price-desc",
    );
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/catalog?type=whiskey&sort=price-desc&page=2",
    );
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
    await expect(page.getByTestId("catalog-empty")).toContainText("No products match.");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Browse the whole catalog" }),
    ).toHaveAttribute("href", "/catalog");
  });
});

const count = async (page: Page) =>
  Number((await page.getByTestId("catalog-count").textContent())!.split(" ")[0]);

/** The facet's section in the desktop sidebar, found by its heading. */
function facet(page: Page, title: string): Locator {
  return page.getByRole("complementary", { name: "Filters" }).getByRole("region", { name: title });
}

/** A facet value's link and the count it promises. */
async function facetValue(section: Locator, label: string | RegExp) {
  const link = section.getByRole("link", { name: label }).first();
  const promised = Number(await link.locator("[data-facet-count]").getAttribute("data-facet-count"));
  return { link, promised };
}

test.describe("catalogue facets, chips and drawer (issue #5)", () => {
  test("each facet narrows the page to the count it shows, and its chip clears it", async ({ page }) => {
    test.setTimeout(180_000);
    const cases = [
      { start: "/catalog", facet: "Type", value: /^Tequila/, param: "type=tequila", chip: "Type: Tequila" },
      {
        start: "/catalog?type=whiskey",
        facet: "Origin",
        value: /^Irish/,
        param: "subtype=irish",
        chip: "Origin: Irish",
      },
      {
        start: "/catalog?type=tequila",
        facet: "Style",
        value: /^Reposado/,
        param: "style=reposado",
        chip: "Style: Reposado",
      },
      {
        start: "/catalog?type=whiskey",
        facet: "Brand",
        value: /^Jameson/,
        param: "brand=Jameson",
        chip: "Brand: Jameson",
      },
      {
        start: "/catalog?type=rum",
        facet: "Size",
        value: /^1\.75L/,
        param: "size=1.75L",
        chip: "Size: 1.75L",
      },
      {
        start: "/catalog?type=vodka",
        facet: "Price",
        value: /^\$20 – \$40/,
        param: "priceMin=20.00&priceMax=39.99",
        chip: "$20 – $40",
      },
      {
        start: "/catalog?type=wine",
        facet: "Wine type",
        value: /^Red wine/,
        param: "wineType=Vino+Tinto",
        chip: "Wine type: Red wine",
      },
      {
        start: "/catalog?type=wine",
        facet: "Varietal",
        value: /^Malbec/,
        param: "varietal=Malbec",
        chip: "Varietal: Malbec",
      },
      {
        start: "/catalog?type=beer",
        facet: "Availability",
        value: /^In stock only/,
        param: "inStock=1",
        chip: "In stock only",
      },
    ];
    for (const { start, facet: title, value, param, chip } of cases) {
      await page.goto(start);
      await waitForHydration(page);
      const before = await count(page);
      const { link, promised } = await facetValue(facet(page, title), value);
      await link.click();
      await expect(page).toHaveURL(new RegExp(param.replace(/[.$+]/g, "\\$&")));
      await expect(link).toHaveAttribute("aria-current", "true");
      await expect(page.getByTestId("catalog-count")).toHaveText(`${promised} products`);
      expect(promised).toBeLessThanOrEqual(before);
      for (const price of await page.locator("[data-catalog-price]").allTextContents()) {
        if (title === "Price") expect(Number(price.replace("$", ""))).toBeGreaterThanOrEqual(20);
      }
      await page.getByRole("link", { name: `Remove filter: ${chip}` }).click();
      await expect(page).not.toHaveURL(new RegExp(param.replace(/[.$+]/g, "\\$&")));
      await expect(page.getByTestId("catalog-count")).toHaveText(`${before} products`);
    }
  });

  test("Show all brings a facet's long tail only when asked, and a value from it filters the page", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/catalog/values")) asked.push(new URL(request.url()).pathname);
    });
    await page.goto("/catalog");
    await waitForHydration(page);
    const brands = facet(page, "Brand");
    await expect(brands.getByRole("link")).toHaveCount(8);
    const showAll = brands.getByText(/^Show all \d+$/);
    const total = Number((await showAll.textContent())!.replace(/\D/g, ""));
    expect(total).toBeGreaterThan(100);
    expect(asked).toEqual([]);
    await showAll.click();
    await expect(brands.getByRole("link")).toHaveCount(total);
    expect(asked).toEqual(["/catalog/values"]);
    const last = brands.getByRole("link").last();
    const brand = (await last.getAttribute("data-facet-value"))!;
    const promised = Number(await last.locator("[data-facet-count]").getAttribute("data-facet-count"));
    await last.click();
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, "\\+")}`));
    await expect(page.getByTestId("catalog-count")).toHaveText(
      `${promised} product${promised === 1 ? "" : "s"}`,
    );
    // Chosen from the tail, it is on the page itself now, marked.
    await expect(facet(page, "Brand").locator(`[data-facet-value="${brand}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.goto("/es/catalog");
    await waitForHydration(page);
    await page
      .getByRole("complementary", { name: "Filtros" })
      .getByText(/^Ver todos \(\d+\)$/)
      .first()
      .click();
    await expect.poll(() => asked.at(-1)).toBe("/es/catalog/values");
  });

  test("a chosen facet keeps its other values; clear all keeps the search", async ({ page }) => {
    await page.goto("/catalog?search=reposado");
    await waitForHydration(page);
    await (await facetValue(facet(page, "Type"), /^Tequila/)).link.click();
    // The URL changes before the page renders; wait for the chip, or the next link is still the old one.
    await expect(page.getByRole("link", { name: "Remove filter: Type: Tequila" })).toBeVisible();
    await (await facetValue(facet(page, "Availability"), /^In stock only/)).link.click();
    await expect(page).toHaveURL(/type=tequila.*inStock=1|inStock=1.*type=tequila/);
    await expect(page.getByRole("link", { name: "Remove filter: In stock only" })).toBeVisible();
    await expect(facet(page, "Type").getByRole("link")).not.toHaveCount(1);
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/catalog\?search=reposado$/);
    await expect(page.getByRole("navigation", { name: "Applied filters" })).toHaveCount(0);
  });

  test("a price range typed by the shopper filters and shows as a chip", async ({ page }) => {
    await page.goto("/catalog?type=tequila");
    await waitForHydration(page);
    const price = facet(page, "Price");
    await price.getByLabel("Min $").fill("50");
    await price.getByLabel("Max $").fill("100");
    await price.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/priceMin=50.*priceMax=100/);
    await expect(page.getByRole("link", { name: "Remove filter: $50 – $100" })).toBeVisible();
    const prices = (await page.locator("[data-catalog-price]").allTextContents()).map((text) =>
      Number(text.replace(/[$,]/g, "")),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((dollars) => dollars >= 50 && dollars <= 100)).toBe(true);
  });

  test("sorts by name both ways and by price up", async ({ page }) => {
    const names = async () => page.locator("[data-catalog-card] .product-card-name").allTextContents();
    const byName = (a: string, b: string) => a.localeCompare(b);
    await page.goto("/catalog?type=tequila&sort=name-desc");
    const down = await names();
    expect(down.length).toBeGreaterThan(1);
    expect(down).toEqual([...down].sort(byName).reverse());
    await page.goto("/catalog?type=tequila");
    await waitForHydration(page);
    const up = await names();
    expect(up).toEqual([...up].sort(byName));
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await page.locator("[data-catalog-price]").allTextContents();
        const dollars = prices.map((price) => Number(price.replace(/[$,]/g, "")));
        return dollars.every((price, index) => index === 0 || price >= dollars[index - 1]!);
      })
      .toBe(true);
  });

  test("on a phone the filters open in a drawer that keeps focus, stays open while choosing, and passes axe", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/catalog?type=wine");
    await waitForHydration(page);
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await page.getByRole("button", { name: "Filters (1)" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const redWine = drawer
      .getByRole("region", { name: "Wine type" })
      .getByRole("link", { name: /^Red wine/ });
    await redWine.click();
    await expect(page).toHaveURL(/wineType=Vino\+Tinto/);
    await expect(drawer).toBeVisible();
    await expect(redWine).toHaveAttribute("aria-current", "true");
    const total = await count(page);
    await drawer.getByRole("button", { name: `Show ${total} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeFocused();
    await page.getByRole("button", { name: "Filters (2)" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("coming back from a product finds the same page, scrolled where the shopper was", async ({ page }) => {
    await page.goto("/catalog?type=whiskey");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(currentPage(page)).toHaveText("Page 2");
    const card = page.locator("[data-catalog-card]").nth(14);
    const route = await card.getAttribute("href");
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await card.click();
    await expect(page).toHaveURL(route!);
    await page.goBack();
    await expect(page).toHaveURL(/type=whiskey&page=2/);
    await expect(currentPage(page)).toHaveText("Page 2");
    await expect(page.locator(`[data-catalog-card][href="${route}"]`)).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
  });

  test("an empty page offers to drop a filter", async ({ page }) => {
    await page.goto("/catalog?type=whiskey&brand=Patron");
    const fix = page.getByTestId("catalog-empty").getByRole("link", { name: "Remove “Brand: Patron”" });
    await fix.click();
    await expect(page).toHaveURL(/\/catalog\?type=whiskey$/);
  });

  for (const width of [1280, 390]) {
    test(`a search that finds nothing (${width} px) offers the search respelt, every type and bottles in stock, no empty filters, and passes axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/catalog?search=henesi");
      await waitForHydration(page);
      const empty = page.getByTestId("catalog-empty");
      await expect(empty).toContainText("No products match.");
      await expect(page.getByRole("complementary", { name: "Filters" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Filters/ })).toHaveCount(0);
      await expect(page.locator("[data-facet-count]")).toHaveCount(0);
      const types = empty.getByRole("navigation", { name: "Shop by type" });
      await expect(types.getByRole("link", { name: "Tequila", exact: true })).toHaveAttribute(
        "href",
        "/catalog?type=tequila",
      );
      const favourites = empty
        .getByRole("region", { name: "Store favorites" })
        .locator("[data-catalog-card]");
      await expect(favourites).toHaveCount(4);
      await expect(favourites.filter({ hasText: "Out of stock" })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await empty.getByRole("link", { name: "Did you mean “hennessy”?" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “hennessy”");
      await expect(page.locator("[data-catalog-card]").first()).toContainText("Hennessy");
    });
  }

  test("a misspelt type finds that type first: tequilla lists tequilas before Tequila Rose", async ({
    page,
  }) => {
    await page.goto("/catalog?search=tequilla");
    const api = (await (await page.request.get("/api/products")).json()) as Array<{
      type: string;
      route: string;
    }>;
    const tequilas = new Set(
      api.filter((product) => product.type === "tequila").map((product) => product.route),
    );
    const firstPage = await page
      .locator("[data-catalog-card]")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("href")!.replace("/product/", "")));
    expect(firstPage).toHaveLength(24);
    expect(firstPage.filter((route) => !tequilas.has(route))).toEqual([]);
    const suggested = (await (await page.request.get("/api/search?q=tequilla&limit=6")).json()) as {
      results: Array<{ route: string }>;
    };
    expect(suggested.results.map((result) => result.route)).toEqual(firstPage.slice(0, 6));
  });

  for (const [name, hostile] of [
    ["HTML", '<img src=x onerror="window.__pwned=1">'],
    ["script", "<script>window.__pwned=1</script>"],
    ["10 KB of text", "ron ".repeat(2_500)],
  ] as const) {
    test(`a hostile search (${name}) renders as text`, async ({ page }) => {
      await page.goto(`/catalog?${new URLSearchParams({ search: hostile })}`);
      await waitForHydration(page);
      const shown = hostile.replace(/\s+/g, " ").trim().slice(0, 100);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${shown}”`);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator("main img[src='x']")).toHaveCount(0);
    });
  }
});
