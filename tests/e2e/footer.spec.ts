import { seriousViolations } from "./axe";
import type { BrowserContext, Page } from "@playwright/test";
import storeConfig from "../../store.config";
import { expect, test, waitForHydration } from "./fixtures";

const MAP_PAGE = `<!doctype html><html lang="en"><title>Map</title><body><p>Map of the store</p></body></html>`;

/** The tests run offline: the embedded map is answered by a stand-in page (popups included). */
async function stubMaps(context: BrowserContext): Promise<void> {
  await context.route("https://www.google.com/maps**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: MAP_PAGE }),
  );
}

test.beforeEach(async ({ context }) => {
  await stubMaps(context);
});

async function openAt(page: Page, instant: string): Promise<void> {
  await page.clock.setFixedTime(new Date(instant));
  await page.goto("/");
  await waitForHydration(page);
}

const statusLine = (page: Page) => page.getByRole("contentinfo").getByTestId("opening-status");

test.describe("opening hours (spec §1 and §9)", () => {
  test("shows Friday and Saturday 9:00 am to 1:00 am, other days 9:00 am to 12:00 am", async ({ page }) => {
    await page.goto("/");
    const hours = page.getByRole("contentinfo").getByRole("region", { name: "Opening hours" });
    await expect(hours.getByRole("term")).toHaveText(["Friday and Saturday", "Other days"]);
    await expect(hours.getByRole("definition")).toHaveText(["9:00 am to 1:00 am", "9:00 am to 12:00 am"]);
  });

  for (const [moment, instant, line] of [
    ["Friday 23:30", "2026-11-27T23:30:00-05:00", "Open now · closes 1:00 am"],
    [
      "Saturday 00:30, still Friday's hours to 1:00 am",
      "2026-11-28T00:30:00-05:00",
      "Open now · closes 1:00 am",
    ],
    ["Saturday 01:30, after Friday's 1:00 am close", "2026-11-28T01:30:00-05:00", "Closed · opens 9:00 am"],
    ["Tuesday 08:59, before the 9:00 am opening", "2026-11-24T08:59:00-05:00", "Closed · opens 9:00 am"],
    [
      "Tuesday 23:59, other days close at 12:00 am",
      "2026-11-24T23:59:00-05:00",
      "Open now · closes 12:00 am",
    ],
  ] as const) {
    test(`${moment} in New York reads "${line}"`, async ({ page }) => {
      await openAt(page, instant);
      await expect(statusLine(page)).toHaveText(line);
    });
  }

  test("the line turns at 1:00 am on Saturday without a reload (Friday closes at 1:00 am)", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-28T00:59:10-05:00") });
    await page.goto("/");
    await waitForHydration(page);
    await expect(statusLine(page)).toHaveText("Open now · closes 1:00 am");
    await page.clock.runFor(60_000);
    await expect(statusLine(page)).toHaveText("Closed · opens 9:00 am");
  });

  test("the server sends the hours but leaves the open/closed line to the browser's clock", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Friday and Saturday");
    expect(html).toMatch(/<p [^>]*data-testid="opening-status"[^>]*><\/p>/);
  });

  test("the open/closed line keeps its height from the server's empty line (no layout shift)", async ({
    browser,
    page,
    baseURL,
  }) => {
    const serverOnly = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await stubMaps(serverOnly);
    const before = await serverOnly.newPage();
    await before.goto("/");
    const emptyHeight = (await statusLine(before).boundingBox())?.height;
    await serverOnly.close();
    expect(emptyHeight).toBeGreaterThan(0);

    await openAt(page, "2026-11-27T23:30:00-05:00");
    await expect(statusLine(page)).toHaveText("Open now · closes 1:00 am");
    expect((await statusLine(page).boundingBox())?.height).toBe(emptyHeight);
  });
});

test.describe("store details and links", () => {
  test("address, a tel: link, an e-mail link and © 2024", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("address")).toContainText(storeConfig.address.street);
    await expect(footer.getByRole("link", { name: storeConfig.phone.display })).toHaveAttribute(
      "href",
      `tel:${storeConfig.phone.e164}`,
    );
    await expect(footer.getByRole("link", { name: storeConfig.email })).toHaveAttribute(
      "href",
      `mailto:${storeConfig.email}`,
    );
    await expect(footer).toContainText(`© 2024 ${storeConfig.name}.`);
  });

  for (const [name, path, heading] of [
    ["Privacy policy", "/privacy-policy", "Privacy policy"],
    ["Terms and conditions", "/terms-and-conditions", "Terms and conditions"],
  ] as const) {
    test(`${name} opens in a new tab, and says so to screen readers`, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const link = page.getByRole("contentinfo").getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", path);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(new URL(tab.url()).pathname).toBe(path);
    });
  }

  test("return policy and contact open in the same tab", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const policies = page.getByRole("navigation", { name: "Store policies" });
    await expect(policies.getByRole("link", { name: "Contact us" })).not.toHaveAttribute("target");
    await policies.getByRole("link", { name: "Return policy" }).click();
    await expect(page).toHaveURL(/\/return-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return policy");
  });
});

/** The page's scroll width and, when it overflows, the unclipped element that reaches furthest right. */
function widestOverflow(): { scrollWidth: number; widest: string } {
  const scrollWidth = document.documentElement.scrollWidth;
  const clipped = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== "visible") return true;
    }
    return false;
  };
  let widest = "none";
  let furthest = document.documentElement.clientWidth;
  if (scrollWidth <= furthest) return { scrollWidth, widest };
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    const right = element.getBoundingClientRect().right;
    if (right > furthest && !clipped(element)) {
      furthest = right;
      widest = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} (right ${Math.round(right)})`;
    }
  }
  return { scrollWidth, widest };
}

test.describe("map of the store", () => {
  test("an embedded map, loaded lazily, with a title and a link to open it in Maps", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const map = page.getByRole("contentinfo").locator("iframe");
    await expect(map).toHaveAttribute("title", `Map of ${storeConfig.name}`);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", storeConfig.map.embedUrl);
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator("footer iframe").getByText("Map of the store")).toBeVisible();
    const openInMaps = page.getByRole("link", { name: "Open in Maps (opens in a new tab)" });
    await expect(openInMaps).toHaveAttribute("href", storeConfig.map.linkUrl);
    await expect(openInMaps).toHaveAttribute("target", "_blank");
    await expect(openInMaps).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("on a short page the map's frame waits for the page's load, so the page's own first view gets the bandwidth", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      addEventListener("load", () => {
        (window as unknown as { loadedAt: number }).loadedAt = performance.now();
      }),
    );
    // An empty checkout: the footer is in view at once.
    await page.goto("/checkout");
    await expect(page.frameLocator("footer iframe").getByText("Map of the store")).toBeVisible();
    const { loadedAt, frameAskedAt } = await page.evaluate(() => ({
      loadedAt: (window as unknown as { loadedAt: number }).loadedAt,
      frameAskedAt: performance
        .getEntriesByType("resource")
        .find((entry) => (entry as PerformanceResourceTiming).initiatorType === "iframe")?.startTime,
    }));
    expect(frameAskedAt).toBeGreaterThanOrEqual(loadedAt);
  });

  test("without JavaScript the map is in the page all the same", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await stubMaps(context);
      const page = await context.newPage();
      await page.goto("/checkout");
      const map = page.getByRole("contentinfo").locator("iframe");
      await expect(map).toHaveAttribute("src", storeConfig.map.embedUrl);
      await expect(page.frameLocator("footer iframe").getByText("Map of the store")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("fits a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto("/");
    await waitForHydration(page);
    const map = page.getByRole("contentinfo").locator("iframe");
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    const layout = await page.evaluate(widestOverflow);
    expect(layout.scrollWidth, `the page scrolls sideways; widest: ${layout.widest}`).toBeLessThanOrEqual(
      412,
    );
  });
});

test("axe finds no serious or critical violation in the footer", async ({ page }) => {
  await openAt(page, "2026-11-27T23:30:00-05:00");
  await page.getByRole("contentinfo").locator("iframe").scrollIntoViewIfNeeded();
  await expect(page.frameLocator("footer iframe").getByText("Map of the store")).toBeVisible();
  expect(await seriousViolations(page, { only: "footer" })).toEqual([]);
});
