import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";

test.use({ ageConfirmed: false });

const gate = (page: Page) => page.getByRole("dialog", { name: "Verificación de Edad" });

test.describe("age gate (spec §2 'Age gate modal', §4)", () => {
  test("asks '¿Eres mayor de 21 años?' with Sí and No, and blocks the page until Sí", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(gate(page)).toBeVisible();
    await expect(gate(page).getByRole("heading")).toHaveText("Verificación de Edad");
    await expect(gate(page)).toContainText("¿Eres mayor de 21 años?");
    await expect(gate(page).getByRole("button")).toHaveText(["Sí", "No"]);
    // The page behind is inert: out of reach of clicks, focus and screen readers.
    expect(await page.evaluate(() => document.querySelector("main")!.closest("[inert]") !== null)).toBe(true);
    const catalogLinkTakesFocus = await page.evaluate(() => {
      const link = [...document.querySelectorAll("a")].find((anchor) => anchor.textContent === "CATALOG")!;
      link.focus();
      return document.activeElement === link;
    });
    expect(catalogLinkTakesFocus).toBe(false);
  });

  test("is not dismissed by a click outside or by Escape", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.mouse.click(5, 5);
    await page.mouse.click(5, 700);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(gate(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isOver21"))).toBeNull();
  });

  test("keeps keyboard focus inside", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("[role=dialog]"),
      );
      expect(inside).toBe(true);
    }
  });

  test("Sí stores isOver21 = true, closes the gate, and the next page is served without it", async ({
    page,
    context,
  }) => {
    await page.goto("/catalog");
    await waitForHydration(page);
    await gate(page).getByRole("button", { name: "Sí" }).click();
    await expect(gate(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("isOver21"))).toBe("true");
    // Nothing but localStorage: no cookie tells the server (every visitor gets the same page).
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("isOver21");
    await page.getByRole("link", { name: "HOME" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(gate(page)).toBeHidden();
  });

  test("every page holds the gate, first in the body, and the script that shows it before the page", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Verificación de Edad");
    // First in the body, ahead of the page: a phone that paints mid-stream never sees the gate grow
    // and shift (Lighthouse measured a 0.42 layout shift when it came after the footer).
    const body = html.slice(html.indexOf("<body"));
    expect(body.indexOf('id="age-gate-title"')).toBeGreaterThan(0);
    expect(body.indexOf('id="age-gate-title"')).toBeLessThan(body.indexOf("<script"));
    expect(body.indexOf("<script")).toBeLessThan(body.indexOf("<header"));
    expect(body.slice(body.indexOf("<script"))).toMatch(/^<script>[^<]*localStorage\.getItem\("isOver21"\)/);
  });

  test("before any module loads: the gate for a first visit, the page inert behind it", async ({ page }) => {
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto("/", { waitUntil: "commit" });
    await expect(gate(page)).toBeVisible();
    // The gate comes first in the streamed body: the page behind it may still be on its way.
    await expect(page.locator("main")).toBeAttached();
    expect(await page.evaluate(() => document.querySelector("main")!.closest("[inert]") !== null)).toBe(true);
    expect(await page.evaluate(() => window.__storeHydrated)).toBeUndefined();
    release();
  });

  test("localStorage decides: a cookie alone does not pass the gate", async ({ page, context }) => {
    await context.addCookies([{ name: "isOver21", value: "true", domain: "127.0.0.1", path: "/" }]);
    await page.goto("/");
    await waitForHydration(page);
    await expect(gate(page)).toBeVisible();
  });

  test("No sends the browser to an external search for sites suitable for minors", async ({ page }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>search</title>" }),
    );
    await page.goto("/");
    await waitForHydration(page);
    await gate(page).getByRole("button", { name: "No" }).click();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\/search\?q=/);
  });

  test("axe: the page with the gate has no serious or critical violation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("a returning visitor (localStorage isOver21, no cookie)", () => {
  test.use({ ageConfirmed: true });

  test("never sees the gate, not even before the modules load, and nothing shifts (CLS 0)", async ({
    page,
    context,
  }) => {
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("isOver21");
    await page.addInitScript(() => {
      window.__layoutShifts = 0;
      window.__shiftedElements = [];
      type LayoutShift = PerformanceEntry & {
        value: number;
        sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          window.__layoutShifts! += entry.value;
          // What moved, for the failure message: a shift of 0.003 is a few pixels of something.
          for (const source of entry.sources)
            window.__shiftedElements!.push(
              `${(source.node as Element | null)?.outerHTML?.slice(0, 100) ?? source.node?.nodeName} ${source.previousRect.y}→${source.currentRect.y}`,
            );
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/catalog");
    await waitForHydration(page);
    await expect(gate(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector("[inert]"))).toBeNull();
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => ({ value: window.__layoutShifts, moved: window.__shiftedElements })),
    ).toEqual({ value: 0, moved: [] });

    const release = await holdRequests(page, "**/assets/*.js");
    await page.reload({ waitUntil: "commit" });
    await expect(page.locator("main")).toBeAttached();
    await expect(gate(page)).toBeHidden();
    expect(await page.evaluate(() => document.querySelector("main")!.closest("[inert]"))).toBeNull();
    expect(await page.evaluate(() => window.__storeHydrated)).toBeUndefined();
    release();
  });
});

test.describe("without JavaScript (decision 0029)", () => {
  test.use({ javaScriptEnabled: false });

  test("no gate shows, as nobody could answer it, and the page can be used", async ({ page }) => {
    await page.goto("/catalog");
    await expect(gate(page)).toBeHidden();
    await page.getByRole("link", { name: "HOME" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

declare global {
  interface Window {
    __layoutShifts?: number;
    __shiftedElements?: string[];
  }
}
