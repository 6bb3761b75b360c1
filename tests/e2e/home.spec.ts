import type { Locator, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { SPEC_HOME_TYPES } from "../fixtures/specification";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const LEAD_INS = [
  "Explore Our Selection of:",
  "Top Picks for:",
  "Discover Our Finest:",
  "Handpicked for You:",
  "Customer Favorites in:",
  "Raise a Glass with:",
  "Fresh on Our Shelves:",
];

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

/** Slides whose box lies wholly inside the carousel's viewport. */
async function visibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect();
    return [...root.querySelectorAll("[data-carousel-slide]")].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1 && box.width > 0;
    }).length;
  });
}

/** The names of the featured items in view, left to right. */
async function namesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect();
    return [...root.querySelectorAll("[data-carousel-slide]")]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.querySelector("[data-featured-name]")!.textContent!);
  });
}

test.describe("home (spec §2 Home)", () => {
  test("the type carousel shows the eight types with their catalogue links", async ({ page }) => {
    await openHome(page);
    const tiles = page.locator("[data-type-tile]");
    await expect(tiles).toHaveText([
      "Whiskey",
      "Tequila",
      "Rum",
      "Vodka",
      "Wine",
      "Gin",
      "Cognac/Brandy",
      "Beer",
    ]);
    const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(SPEC_HOME_TYPES.map((type) => `/catalog?type=${type}`));
  });

  test("sections come in order with a banner after each: whiskey, tequila, vodka, rum, wine", async ({
    page,
  }) => {
    await openHome(page);
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main [data-featured-section], main a:has(> picture)")].map((element) =>
        element.hasAttribute("data-featured-section")
          ? element.getAttribute("data-featured-section")
          : "banner",
      ),
    );
    expect(order).toEqual([
      "banner",
      "whiskey",
      "banner",
      "tequila",
      "banner",
      "vodka",
      "banner",
      "rum",
      "banner",
      "wine",
      "banner",
    ]);
    for (const image of await page.locator("main picture img").all()) {
      expect(await image.getAttribute("alt")).toBeTruthy();
    }
  });

  test("each section's lead-in is one of the seven, with a link to that type's catalogue", async ({
    page,
  }) => {
    await openHome(page);
    for (const type of ["whiskey", "tequila", "vodka", "rum", "wine"]) {
      const section = page.locator(`[data-featured-section="${type}"]`);
      expect(LEAD_INS).toContain(await section.locator("[data-lead-in]").textContent());
      await expect(section.getByRole("link", { name: /^See all/ })).toHaveAttribute(
        "href",
        `/catalog?type=${type}`,
      );
    }
  });

  test("the lead-in is drawn on the server: the page hydrates with the same words", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (/hydrat/i.test(message.text())) warnings.push(message.text());
    });
    const html = await (await page.request.get("/")).text();
    expect(LEAD_INS.filter((leadIn) => html.includes(leadIn)).length).toBeGreaterThan(0);
    await openHome(page);
    expect(warnings).toEqual([]);
  });

  test("featured counts: whiskey 11, tequila 12, vodka 9, rum 9, wine 7 (spec §9)", async ({ page }) => {
    await openHome(page);
    for (const [type, count] of Object.entries({ whiskey: 11, tequila: 12, vodka: 9, rum: 9, wine: 7 })) {
      await expect(page.locator(`[data-featured-section="${type}"] [data-featured-item]`)).toHaveCount(count);
    }
  });

  test("a featured item links to its product with name and the 750ml price with two decimals, else its first size", async ({
    page,
  }) => {
    await openHome(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const items = page.locator("[data-featured-item]");
    for (const item of await items.all()) {
      const route = (await item.getAttribute("href"))!.replace("/product/", "");
      const product = products.find((candidate) => candidate.route === route)!;
      const size = product.sizes.find((candidate) => candidate.size === "750ml") ?? product.sizes[0]!;
      await expect(item.locator("[data-featured-name]")).toHaveText(product.name);
      await expect(item.locator("[data-featured-price]")).toHaveText(`$${size.price.toFixed(2)}`);
    }
    expect(await items.count()).toBe(48);
    // Brugal Añejo comes in 1L and 1.75L only: its first size stands in for the 750ml.
    const brugal = page.locator('[data-featured-item][href="/product/brugal-anejo"]');
    await expect(brugal).toContainText("1L");
    await expect(brugal.locator("[data-featured-price]")).toHaveText("$31.99");
  });

  for (const [width, expected] of [
    [400, 2],
    [800, 3],
    [1280, 5],
    [3500, 9],
  ] as const) {
    test(`shows ${expected} items per carousel at ${width}px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      const tequila = page.locator('[data-featured-section="tequila"] [aria-roledescription="carousel"]');
      await expect.poll(() => visibleSlides(tequila)).toBe(expected);
    });
  }

  test("carousels loop: past the last item forward and past the first backward", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const section = page.locator('[data-featured-section="tequila"]');
    const carousel = section.locator('[aria-roledescription="carousel"]');
    const names = await section.locator("[data-featured-name]").allTextContents();
    expect(await namesInView(carousel)).toEqual(names.slice(0, 5));

    const previous = section.getByRole("button", { name: "Previous Tequila" });
    await previous.click();
    await expect.poll(() => namesInView(carousel)).toEqual([names.at(-1), ...names.slice(0, 4)]);

    const next = section.getByRole("button", { name: "Next Tequila" });
    await next.click();
    for (let step = 0; step < names.length; step++) await next.click();
    await expect.poll(() => namesInView(carousel)).toEqual(names.slice(0, 5));
  });

  test("the buttons work from the keyboard, and a swipe moves the carousel", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const section = page.locator('[data-featured-section="whiskey"]');
    const carousel = section.locator('[aria-roledescription="carousel"]');
    const names = await section.locator("[data-featured-name]").allTextContents();
    await section.getByRole("button", { name: "Next Whiskey" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => namesInView(carousel)).toEqual(names.slice(1, 6));

    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + 100);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.05), box.y + 100);
    await page.mouse.up();
    await expect.poll(async () => (await namesInView(carousel))[0]).not.toBe(names[1]);
  });

  test("axe: no serious or critical violation on home at phone and desktop widths", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test("the first banner is fetched first and eagerly; the later ones lazily", async ({ page }) => {
    await openHome(page);
    const banners = page.locator("main picture img");
    await expect(banners.first()).toHaveAttribute("fetchpriority", "high");
    await expect(banners.first()).toHaveAttribute("loading", "eager");
    for (const banner of (await banners.all()).slice(1))
      await expect(banner).toHaveAttribute("loading", "lazy");
  });

  test("on a phone the page is no wider than the screen before any script, and the age gate never moves", async ({
    browser,
    baseURL,
  }) => {
    // A slide's visually hidden text escaped the carousel's clipping until Embla started: the page
    // was 2,049 px wide, the phone's layout viewport with it, and the age gate moved (CLS 0.41).
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, baseURL };
    const withoutScripts = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const parsed = await withoutScripts.newPage();
    await parsed.goto("/");
    expect(await parsed.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await withoutScripts.close();

    const firstVisit = await browser.newContext(phone);
    await firstVisit.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await firstVisit.newPage();
    const carouselCode = page.waitForResponse((response) => response.url().includes("/embla-carousel"));
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Verificación de Edad" })).toBeVisible();
    await carouselCode;
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await firstVisit.close();
  });

  test("the carousel, web vitals and geolocation code is not in the first load, and arrives after it", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    const firstLoad = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([path]) => path);
    expect(firstLoad.length).toBeGreaterThan(5);
    for (const deferred of ["embla-carousel", "web-vitals", "geocoder", "zip-code-from-position"])
      expect(firstLoad.filter((path) => path.includes(deferred))).toEqual([]);

    const carouselCode = page.waitForResponse((response) => response.url().includes("/embla-carousel"));
    const vitalsCode = page.waitForResponse((response) => response.url().includes("/web-vitals"));
    await openHome(page);
    expect((await carouselCode).ok()).toBe(true);
    expect((await vitalsCode).ok()).toBe(true);
  });
});

test.describe("order-received modal (spec §2, §4)", () => {
  const MESSAGE =
    "We've received your order. You'll receive a call soon to confirm your details. Please keep your phone nearby.";

  async function arriveFromCheckout(page: Page) {
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.evaluate(() =>
      window.__reactRouterDataRouter!.navigate("/", {
        state: { fromCheckout: true, showProcessingModal: true },
      }),
    );
  }

  test("appears with the checkout navigation state and closes with Close", async ({ page }) => {
    await arriveFromCheckout(page);
    const modal = page.getByRole("dialog", { name: "Order received" });
    await expect(modal).toContainText(MESSAGE);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
  });

  test("does not reappear on reload, on back/forward, or on a direct visit", async ({ page }) => {
    await arriveFromCheckout(page);
    const modal = page.getByRole("dialog", { name: "Order received" });
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await openHome(page);
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });

  test("needs both flags", async ({ page }) => {
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.evaluate(() =>
      window.__reactRouterDataRouter!.navigate("/", { state: { fromCheckout: true } }),
    );
    await expect(page.locator("[data-type-tile]").first()).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });
});
