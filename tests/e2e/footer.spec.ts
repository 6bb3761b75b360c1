import { seriousViolations } from "./axe";
import type { BrowserContext, Page } from "@playwright/test";
import { store } from "~/features/store";
import { weeklyHoursSummary } from "~/features/store/opening-hours";
import { messagesFor } from "~/i18n/messages.server";
import { nextTurn, openingLineAt } from "../fixtures/opening-moments";
import { footerMismatches, readFooter } from "../fixtures/store-shown";
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

async function openAt(page: Page, instant: Date): Promise<void> {
  await page.clock.setFixedTime(instant);
  await page.goto("/");
  await waitForHydration(page);
}

const statusLine = (page: Page) => page.getByRole("contentinfo").getByTestId("opening-status");

const hoursRows = weeklyHoursSummary(store, messagesFor("en"));
/** A Friday night in the demo's time zone: the demo is open until 1:00 am. */
const FRIDAY_NIGHT = new Date("2026-11-27T23:30:00-05:00");

test.describe("opening hours (spec §1 and §9)", () => {
  test("shows the week's hours as store.config.ts sets them, days with the same hours on one row", async ({
    page,
  }) => {
    await page.goto("/");
    const hours = page.getByRole("contentinfo").getByRole("region", { name: "Opening hours" });
    await expect(hours.getByRole("term")).toHaveText(hoursRows.map((row) => row.days));
    await expect(hours.getByRole("definition")).toHaveText(hoursRows.map((row) => row.hours));
  });

  // Around the demo's closing after midnight on Friday and Saturday, and its opening on a weekday.
  for (const [moment, instant] of [
    ["Friday 23:30", FRIDAY_NIGHT],
    ["Saturday 00:30", new Date("2026-11-28T00:30:00-05:00")],
    ["Saturday 01:30", new Date("2026-11-28T01:30:00-05:00")],
    ["Tuesday 08:59", new Date("2026-11-24T08:59:00-05:00")],
    ["Tuesday 23:59", new Date("2026-11-24T23:59:00-05:00")],
  ] as const) {
    const line = openingLineAt(instant);
    test(`${moment} in New York reads "${line}"`, async ({ page }) => {
      await openAt(page, instant);
      await expect(statusLine(page)).toHaveText(line);
    });
  }

  test("the line turns when the store next opens or closes, without a reload", async ({ page }) => {
    // From Saturday midnight the demo's next turn is 1:00 am, when Friday's hours end.
    const turn = nextTurn(new Date("2026-11-28T00:00:00-05:00"));
    const before = new Date(turn.getTime() - 50_000);
    await page.clock.install({ time: before });
    await page.goto("/");
    await waitForHydration(page);
    await expect(statusLine(page)).toHaveText(openingLineAt(before));
    await page.clock.runFor(60_000);
    await expect(statusLine(page)).toHaveText(openingLineAt(turn));
  });

  test("the server sends the hours but leaves the open/closed line to the browser's clock", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(hoursRows[0]!.days);
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

    await openAt(page, FRIDAY_NIGHT);
    await expect(statusLine(page)).toHaveText(openingLineAt(FRIDAY_NIGHT));
    expect((await statusLine(page).boundingBox())?.height).toBe(emptyHeight);
  });
});

test.describe("store details and links", () => {
  test("name, address, a tel: link, an e-mail link, © 2024, the hours and the map as store.config.ts gives them (the checks a second store passes too: app/layout/second-store.test.tsx)", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(footerMismatches(await page.getByRole("contentinfo").evaluate(readFooter), store)).toEqual([]);
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
    await expect(map).toHaveAttribute("title", `Map of ${store.name}`);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", store.map.embedUrl);
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator("footer iframe").getByText("Map of the store")).toBeVisible();
    const openInMaps = page.getByRole("link", { name: "Open in Maps (opens in a new tab)" });
    await expect(openInMaps).toHaveAttribute("href", store.map.linkUrl);
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
      await expect(map).toHaveAttribute("src", store.map.embedUrl);
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
  await openAt(page, FRIDAY_NIGHT);
  await page.getByRole("contentinfo").locator("iframe").scrollIntoViewIfNeeded();
  await expect(page.frameLocator("footer iframe").getByText("Map of the store")).toBeVisible();
  expect(await seriousViolations(page, { only: "footer" })).toEqual([]);
});
