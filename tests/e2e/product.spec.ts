import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

async function products(page: Page): Promise<ApiProduct[]> {
  return (await (await page.request.get("/api/products")).json()) as ApiProduct[];
}

/** A product with one size whose stock satisfies `wanted`, and that size. */
async function productWithSize(page: Page, wanted: (inventory: number | null) => boolean) {
  for (const product of await products(page)) {
    const size = product.sizes.find((candidate) => wanted(candidate.inventory));
    if (size) return { product, size };
  }
  throw new Error("the demo catalogue has no such size");
}

const sizeUrl = (route: string, label: string) => `/product/${route}?size=${encodeURIComponent(label)}`;

test.describe("product page (issue #5)", () => {
  test("switching size updates price, image, stock and the URL", async ({ page }) => {
    await page.goto("/product/buchanans-12-years");
    await waitForHydration(page);
    const all = await products(page);
    const product = all.find((candidate) => candidate.route === "buchanans-12-years")!;
    const other = product.sizes.find((size) => size.size === "1.75L")!;
    await page.getByRole("link", { name: new RegExp(`^${other.size.replace(".", "\\.")} ·`) }).click();
    await expect(page).toHaveURL(/\?size=1\.75L$/);
    await expect(page.getByTestId("product-price")).toHaveText(`$${other.price.toFixed(2)}`);
    await expect(page.locator("article img").first()).toHaveAttribute("src", /-1-75l-480w\.webp\?v=\w+$/);
    await expect(page.getByRole("link", { name: /^1\.75L ·/ })).toHaveAttribute("aria-current", "true");
  });

  test("sizes compare per 750 ml and the bigger bottle that costs less per bottle is the best value (issue #18)", async ({
    page,
  }) => {
    // Dewar's White Label: 50ml $2.49, 750ml $22.99, 1.75L $39.99 in the demo catalogue.
    await page.goto("/product/dewars-white-label");
    const sizeLink = (label: string) =>
      page.getByRole("link", { name: new RegExp(`^${label.replace(".", "\\.")} ·`) });
    await expect(sizeLink("50ml").getByTestId("unit-price")).toHaveText("$37.35 per 750 ml");
    await expect(sizeLink("750ml").getByTestId("unit-price")).toHaveCount(0);
    await expect(sizeLink("1.75L").getByTestId("unit-price")).toHaveText("$17.14 per 750 ml");
    await expect(page.getByTestId("best-value")).toHaveCount(1);
    await expect(sizeLink("1.75L").getByTestId("best-value")).toHaveText("Best value");

    await page.goto("/es/product/dewars-white-label");
    await expect(sizeLink("1.75L").getByTestId("unit-price")).toHaveText("$17.14 por 750 ml");
    await expect(sizeLink("1.75L").getByTestId("best-value")).toHaveText("Mejor precio");
  });

  test("a catalogue card shows one size's price beside that size, and opens the page on it (issue #31)", async ({
    page,
  }) => {
    await page.goto("/catalog?search=dewars%20white%20label&sort=name-asc");
    const card = page.locator('[data-catalog-card][href^="/product/dewars-white-label"]');
    // Not the 50 ml mini's $2.49: the standard bottle, named.
    await expect(card).not.toContainText("From");
    await expect(card).toContainText(/\$\d+\.\d{2} · 750ml/);
    await page.goto("/catalog?search=dewars%20white%20label&size=1.75L");
    await expect(card).toContainText("$39.99 · 1.75L");
    await card.click();
    await expect(page).toHaveURL(/\/product\/dewars-white-label\?size=1\.75L$/);
  });

  test("on a phone, a bar keeps size, price and Add to cart once the button scrolls away (issue #18)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/product/dewars-white-label?size=1.75L");
    await waitForHydration(page);
    const bar = page.getByTestId("sticky-add-bar");
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("1.75L · $39.99");
    // A pointer's shortcut: screen readers and the keyboard have the button above.
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await bar.locator("button").click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    // The page's end is not hidden behind it: scrolled to the end with the bar up, the footer is above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerEnd = await page
      .locator("footer")
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = (await bar.boundingBox())!.y;
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test("inventory 3 or fewer offers that many, and says 'Only N left'", async ({ page }) => {
    const { product, size } = await productWithSize(
      page,
      (inventory) => inventory !== null && inventory > 0 && inventory <= 3,
    );
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    await expect(page.getByTestId("product-stock")).toHaveText(`Only ${size.inventory} left`);
    await expect(page.getByLabel("Quantity").locator("option")).toHaveText(
      Array.from({ length: size.inventory! }, (_, index) => String(index + 1)),
    );
  });

  test("with all of the stock in the cart there is nothing more to add", async ({ page }) => {
    const { product, size } = await productWithSize(
      page,
      (inventory) => inventory !== null && inventory > 0 && inventory <= 3,
    );
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    await page.evaluate(
      ([id, count]) => {
        localStorage.setItem(id, count);
        window.dispatchEvent(new Event("cart-updated"));
      },
      [size.id, String(size.inventory)] as const,
    );
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    await expect(page.getByText(`Your cart already holds ${size.inventory}`)).toBeVisible();
  });

  test("an out-of-stock size is shown but cannot be added", async ({ page }) => {
    const { product, size } = await productWithSize(page, (inventory) => inventory === 0);
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    await expect(page.getByTestId("product-stock")).toHaveText("Out of stock");
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  });

  test("on a phone, a sold-out size's restock form stands right below the sizes, where Add to cart would, and the page says Out of stock once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Not a flagship: its gift-box offer would stand between the sizes and the form.
    const product = (await products(page)).find(
      (candidate) => !candidate.modal && candidate.sizes.some((size) => size.inventory === 0),
    )!;
    const size = product.sizes.find((candidate) => candidate.inventory === 0)!;
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    const chips = (await page.locator("article ul").first().boundingBox())!;
    const form = (await page.getByTestId("restock-alert").boundingBox())!;
    const gap = form.y - (chips.y + chips.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(32);
    await expect(page.getByLabel("Quantity")).toHaveCount(0);
    // The stock line says it; the sold-out chips say it of themselves; nothing else repeats it.
    const said = page.locator("article").getByText("Out of stock", { exact: true });
    const onChips = page.locator("article ul").first().getByText("Out of stock", { exact: true });
    expect((await said.count()) - (await onChips.count())).toBe(1);
  });

  test("Add to cart writes the cart, updates the badge and says so", async ({ page }) => {
    await page.goto("/product/jameson?size=750ml");
    await waitForHydration(page);
    await page.getByLabel("Quantity").selectOption("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Added 2 × Jameson 750ml to your cart." }),
    ).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await page.getByLabel("Quantity").selectOption("1");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    const all = await products(page);
    const id = all
      .find((candidate) => candidate.route === "jameson")!
      .sizes.find((s) => s.size === "750ml")!.id;
    expect(await page.evaluate((sizeId) => localStorage.getItem(sizeId), id)).toBe("3");
  });
});

/** The demo catalogue's Buchanans 18 Years: Whiskey › Scotch › Buchanans, no gift-box offer. */
const BUCHANANS_18 = "/product/buchanans-18-years";

const count = async (page: Page) =>
  Number((await page.getByTestId("catalog-count").textContent())!.split(" ")[0]);

test.describe("product page: breadcrumbs, facts, related products", () => {
  test("breadcrumbs read type › subtype › brand › product, and each lands on its catalogue filter", async ({
    page,
  }) => {
    const all = await products(page);
    const scotch = all.filter((product) => product.type === "whiskey" && product.subtype === "scotch");
    await page.goto(BUCHANANS_18);
    await waitForHydration(page);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.locator("ol > li")).toHaveText([
      /Whiskey$/,
      /Scotch$/,
      /Buchanans$/,
      /Buchanans 18 Years$/,
    ]);
    await expect(trail.getByText("Buchanans 18 Years")).toHaveAttribute("aria-current", "page");

    await trail.getByRole("link", { name: "Buchanans" }).click();
    await expect(page).toHaveURL(/\/catalog\?type=whiskey&subtype=scotch&brand=Buchanans$/);
    const buchanans = scotch.filter((product) => product.brand === "Buchanans");
    expect(buchanans.length).toBeGreaterThan(1);
    await expect.poll(() => count(page)).toBe(buchanans.length);
    await expect(page.locator("[data-catalog-card]")).toHaveCount(buchanans.length);

    await page.goBack();
    await trail.getByRole("link", { name: "Scotch" }).click();
    await expect(page).toHaveURL(/\/catalog\?type=whiskey&subtype=scotch$/);
    await expect.poll(() => count(page)).toBe(scotch.length);

    await page.goBack();
    await trail.getByRole("link", { name: "Whiskey" }).click();
    await expect(page).toHaveURL(/\/catalog\?type=whiskey$/);
    await expect.poll(() => count(page)).toBe(all.filter((product) => product.type === "whiskey").length);
  });

  test("a wine shows its varietal and wine type, and every product its description", async ({ page }) => {
    // The catalogue writes the wine type in Spanish; an English page names it in English (issue #16).
    const wine = (await products(page)).find((product) => product.varietal === "Moscato")!;
    expect(wine.wine_type).toBe("Vino Blanco");
    await page.goto(`/product/${wine.route}`);
    const facts = page.locator("article dl");
    await expect(facts.locator("dt")).toHaveText(["Varietal", "Wine type"]);
    await expect(facts.locator("dd")).toHaveText(["Moscato", "White wine"]);
    await expect(page.locator("article").getByText(wine.description)).toBeVisible();
    await page.goto(BUCHANANS_18);
    await expect(page.locator("article dl")).toHaveCount(0);
  });

  test("related products link to up to 6 other products of the subtype or brand", async ({ page }) => {
    const all = await products(page);
    await page.goto(BUCHANANS_18);
    await waitForHydration(page);
    const related = page.getByRole("region", { name: "You may also like" }).getByRole("link");
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.length).toBeLessThanOrEqual(6);
    expect(hrefs).not.toContain(BUCHANANS_18);
    for (const href of hrefs) {
      const other = all.find((product) => `/product/${product.route}` === href)!;
      expect(other.subtype === "scotch" || other.brand === "Buchanans", href).toBe(true);
    }
    // The same subtype and brand come first.
    expect(all.find((product) => `/product/${product.route}` === hrefs[0])!.brand).toBe("Buchanans");
    await expect(related.first().locator("img")).toHaveAttribute(
      "srcset",
      /-480w\.webp\?v=\w+ 480w, .+-1024w\.webp\?v=\w+ 1024w/,
    );
    await expect(related.first().locator("img")).toHaveAttribute("loading", "lazy");

    const name = (await related.first().locator(".product-card-name").textContent())!;
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test.describe("product page: Add to cart → View cart", () => {
  test('after adding, "View cart" opens the header cart panel with the bottle in it', async ({ page }) => {
    await page.goto(`${BUCHANANS_18}?size=750ml`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "View cart" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Added 1 × Buchanans 18 Years 750ml" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "View cart" }).click();
    const panel = page.getByRole("dialog", { name: "Your Cart" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Buchanans 18 Years");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "View cart" })).toBeFocused();
    // The header's cart button still opens the same panel.
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await expect(panel).toBeVisible();
  });
});

test.describe("product page: search engines", () => {
  test("JSON-LD: a Product with one Offer per size (price, availability, sku, URL) and a BreadcrumbList", async ({
    page,
    baseURL,
  }) => {
    const all = await products(page);
    // A product with a sold-out size and an in-stock one, so both availabilities are checked.
    const product = all.find(
      (candidate) =>
        !candidate.modal &&
        candidate.sizes.some((size) => size.inventory === 0) &&
        candidate.sizes.some((size) => size.inventory !== 0),
    )!;
    await page.goto(`/product/${product.route}`);
    await waitForHydration(page);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const graph = (JSON.parse((await scripts.textContent())!) as { "@graph": JsonLdNode[] })["@graph"];
    const item = graph.find((node) => node["@type"] === "Product")!;
    expect(item.name).toBe(product.name);
    expect(item.brand).toEqual({ "@type": "Brand", name: product.brand });
    expect(item.description).toBe(product.description);
    expect(item.image!.length).toBeGreaterThan(0);
    expect(item.offers).toEqual(
      product.sizes.map((size) => ({
        "@type": "Offer",
        sku: size.id,
        name: size.size,
        price: size.price.toFixed(2),
        priceCurrency: "USD",
        availability: `https://schema.org/${size.inventory === 0 ? "OutOfStock" : "InStock"}`,
        url: `${baseURL}/product/${product.route}?size=${encodeURIComponent(size.size)}`,
      })),
    );
    const trail = graph.find((node) => node["@type"] === "BreadcrumbList")!;
    expect(trail.itemListElement!.map((element) => element.item)).toEqual([
      `${baseURL}/catalog?type=${product.type}`,
      `${baseURL}/catalog?type=${product.type}&subtype=${product.subtype}`,
      `${baseURL}/catalog?${new URLSearchParams({ type: product.type, subtype: product.subtype, brand: product.brand })}`,
      `${baseURL}/product/${product.route}`,
    ]);
  });

  test("the structured data is written by the server alone: not in the page's data, and no stale copy after a navigation", async ({
    page,
  }) => {
    const data = await (await page.request.get(`${BUCHANANS_18}.data`)).text();
    expect(data).toContain("buchanans-18-years");
    expect(data).not.toContain("schema.org");
    await page.goto(BUCHANANS_18);
    await waitForHydration(page);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    expect(await scripts.textContent()).toContain('"name":"Buchanans 18 Years"');
    const related = page
      .locator("main a[href^='/product/']:not([href^='/product/buchanans-18-years'])")
      .first();
    const relatedPath = (await related.getAttribute("href"))!;
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${relatedPath}$`));
    await expect(page.locator("h1")).not.toHaveText("Buchanans 18 Years");
    await expect(scripts).toHaveCount(1);
    await expect(scripts).not.toContainText("Buchanans 18 Years");
  });

  test("canonical link without the size, and a description of at most 155 characters cut at a word", async ({
    page,
    baseURL,
  }) => {
    const product = (await products(page)).find((candidate) => candidate.route === "buchanans-18-years")!;
    await page.goto(`${BUCHANANS_18}?size=750ml`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${BUCHANANS_18}`);
    const descriptions = page.locator('meta[name="description"]');
    await expect(descriptions).toHaveCount(1);
    const description = (await descriptions.getAttribute("content"))!;
    expect(product.description.length).toBeGreaterThan(155);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/…$/);
    expect(product.description.startsWith(description.slice(0, -1))).toBe(true);
  });
});

test.describe("product page: accessibility", () => {
  test("axe finds no serious or critical violation on a product page", async ({ page }) => {
    await page.goto(BUCHANANS_18);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("button", { name: "View cart" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

interface JsonLdNode {
  "@type": string;
  name?: string;
  brand?: unknown;
  description?: string;
  image?: string[];
  offers?: unknown[];
  itemListElement?: Array<{ item: string }>;
}
