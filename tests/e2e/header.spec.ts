import type { Page } from "@playwright/test";
import { store } from "~/features/store";
import { headerMismatches, readHeader } from "../fixtures/store-shown";
import { seriousViolations } from "./axe";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";

test.describe("header (spec §2 'Header')", () => {
  test("names the store as store.config.ts does (the checks a second store passes too: app/layout/second-store.test.tsx)", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(headerMismatches(await page.getByRole("banner").evaluate(readHeader), store)).toEqual([]);
  });

  test("has a logo link to home and shows the current route's link as active", async ({ page }) => {
    await page.goto("/catalog");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "CATALOG" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "HOME" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "CONTACT US" })).toHaveAttribute("href", "/contact-us");
    await page.getByRole("link", { name: /home page/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "HOME" })).toHaveAttribute("aria-current", "page");
  });

  test("INSTAGRAM opens the store's Instagram in a new tab with rel noopener noreferrer", async ({
    page,
  }) => {
    await page.goto("/");
    const instagram = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /INSTAGRAM/ });
    await expect(instagram).toHaveAttribute("href", store.instagramUrl);
    await expect(instagram).toHaveAttribute("target", "_blank");
    await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("'Search products...' + Enter goes to the catalogue with the search text", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const search = page.getByPlaceholder("Search products...").filter({ visible: true });
    await search.fill("añejo & rum");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/catalog\?search=a%C3%B1ejo(\+|%20)%26(\+|%20)rum$/);
  });

  test("a small 'Loading...' appears after a nav click and clears when the route changes", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const release = await holdRequests(page, /\/assets\/contact-us-[^/]+\.js$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CONTACT US" }).click();
    await expect(page.getByTestId("nav-loading")).toHaveText("Loading...");
    release();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByTestId("nav-loading")).toHaveCount(0);
  });

  test("the header is as tall from its first parsed part as when whole: nothing moves while it streams in", async ({
    page,
  }) => {
    // A browser paints a page it has parsed only in part; on a phone the logo once moved 4 px
    // down when the header's buttons arrived.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/product/buchanans-12-years");
      await waitForHydration(page);
      const rows = await page.evaluate(() => {
        const row = document.querySelector("header > div")!;
        const logo = row.querySelector("a")!;
        const whole = {
          height: row.getBoundingClientRect().height,
          logoTop: logo.getBoundingClientRect().top,
        };
        // The header as the parser first has it: the logo's mark, nothing after it.
        for (const later of [...row.children].slice(1)) later.remove();
        for (const later of [...logo.children].slice(1)) later.remove();
        return {
          whole,
          first: { height: row.getBoundingClientRect().height, logoTop: logo.getBoundingClientRect().top },
        };
      });
      expect(rows.first, `${width}px`).toEqual(rows.whole);
    }
  });

  test("the main links stay on one line at every width; the store's name is whole, short where the full one cannot fit (issue #18)", async ({
    page,
  }) => {
    const widths = {
      320: "short",
      390: "short",
      768: "full",
      1024: "short",
      1152: "short",
      1280: "full",
      1440: "full",
    };
    for (const [width, shown] of Object.entries(widths)) {
      await page.setViewportSize({ width: Number(width), height: 720 });
      await page.goto("/catalog");
      await waitForHydration(page);
      const heights = await page
        .getByRole("navigation", { name: "Main" })
        .first()
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      // "CONTACT US" broke in two once the header's right side was in, and the header moved.
      if (Number(width) >= 1024) expect(new Set(heights).size, `${width}px: ${heights.join(", ")}`).toBe(1);
      const name = page.getByTestId("store-name");
      await expect(name, `${width}px`).toHaveText(shown === "full" ? store.name : store.shortName, {
        useInnerText: true,
      });
      expect(await name.evaluate((element) => element.scrollWidth - element.clientWidth), `${width}px`).toBe(
        0,
      );
    }
  });

  test("clicking the current route's link shows no lasting indicator", async ({ page }) => {
    await page.goto("/catalog");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CATALOG" }).click();
    await expect(page.getByTestId("nav-loading")).toHaveCount(0);
  });
});

test.describe("mobile menu (spec §2, §4: open or closed)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle opens and closes the menu, which also closes on Escape and on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    expect(await expandedInChromium(page, "Menu")).toBe(false);
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await expandedInChromium(page, "Menu")).toBe(true);
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "CATALOG" }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(menu).toBeHidden();
  });

  test("axe: the page with the mobile menu open has no serious or critical violation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded: a popover's
 * button says so by itself, without an aria-expanded of the page's.
 */
async function expandedInChromium(page: Page, name: string): Promise<boolean> {
  const devtools = await page.context().newCDPSession(page);
  const { root } = await devtools.send("DOM.getDocument");
  const { nodes } = await devtools.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: name,
    role: "button",
  });
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  await devtools.detach();
  return expanded?.value.value === true;
}
