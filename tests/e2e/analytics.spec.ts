import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";

const PORT = 3110;
const BASE = `http://127.0.0.1:${PORT}`;
const GTAG = "https://www.googletagmanager.com/gtag/js";

type PageView = { page_location: string; page_path: string; page_title: string };

/** What the page queued for gtag.js: its own calls, whether or not gtag.js ever ran. */
async function pageViews(page: Page): Promise<PageView[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command, name]) => command === "event" && name === "page_view")
      .map(([, , params]) => params as PageView),
  );
}

/** Click a header link and wait for its page (a client-side route change, not a page load). */
async function followHeaderLink(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
  await page.waitForURL(`${BASE}${path}`);
}

/** The `count`th page view is of the page on screen, with its own title (not the previous page's). */
async function expectPageViewOfCurrentPage(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await pageViews(page)).length).toBe(count);
  const views = await pageViews(page);
  const url = new URL(page.url());
  expect(views[count - 1]).toEqual({
    page_location: url.href,
    page_path: url.pathname + url.search,
    page_title: await page.title(),
  });
  if (count > 1) expect(views[count - 1]!.page_title).not.toBe(views[count - 2]!.page_title);
}

test.describe("with GA_MEASUREMENT_ID set (spec §4 page views, §7 analytics script)", () => {
  // In order, in one worker: one server for the file, and the rate-limit test comes last.
  test.describe.configure({ mode: "default" });
  let store: OwnServer;
  let database: SQLite.Database;

  test.beforeAll(async () => {
    // Made here, not when the file is read: every worker reads it, and only one runs these tests.
    const dir = ownServerDir("analytics");
    store = await startOwnServer(PORT, { dir, env: { GA_MEASUREMENT_ID: "G-TEST123" } });
    database = new SQLite(join(dir, "store.db"), { readonly: true });
  });

  test.afterAll(async () => {
    database?.close();
    await store.stop();
  });

  function vitalRows(): Array<{ name: string; path: string; value: number }> {
    return database.prepare("select name, path, value from web_vital order by id").all() as Array<{
      name: string;
      path: string;
      value: number;
    }>;
  }

  test.beforeEach(async ({ page }) => {
    // Google's real gtag.js reads window.dataLayer; this stand-in only shows that it ran.
    await page.route(`${GTAG}**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__gtagRan = true;" }),
    );
  });

  test("Page-view events are reported on every route change (page location, path, title) (spec §4)", async ({
    page,
  }) => {
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    await expectPageViewOfCurrentPage(page, 1);

    await followHeaderLink(page, "CATALOG", "/catalog");
    await expectPageViewOfCurrentPage(page, 2);

    await followHeaderLink(page, "CONTACT US", "/contact-us");
    await expectPageViewOfCurrentPage(page, 3);

    await page.goBack();
    await page.waitForURL(`${BASE}/catalog`);
    await expectPageViewOfCurrentPage(page, 4);
  });

  test("An analytics script is loaded (spec §7): gtag.js for the id, once, configured without automatic page views", async ({
    page,
  }) => {
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
    await expect(page.locator(`script[src="${GTAG}?id=G-TEST123"]`)).toHaveCount(1);
    const setup = await page.evaluate(() =>
      (window.dataLayer ?? []).slice(0, 2).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    );
    expect(setup).toEqual([
      ["js", expect.any(Date)],
      ["config", "G-TEST123", { send_page_view: false }],
    ]);
    await followHeaderLink(page, "CATALOG", "/catalog");
    await expect(page.locator(`script[src^="${GTAG}"]`)).toHaveCount(1);
  });

  test("the CSP allows Google's tag hosts, and only on the server that has an id (DESIGN §11)", async ({
    request,
  }) => {
    const csp = (await request.get(`${BASE}/`)).headers()["content-security-policy"]!;
    const directive = (name: string) => csp.split(";").find((part) => part.trim().startsWith(`${name} `));
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    expect(directive("script-src")).not.toContain("google-analytics");
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(directive("connect-src")).toContain("https://*.analytics.google.com");
    expect(directive("img-src")).toContain("https://*.google-analytics.com");
    expect(csp).not.toContain("maps.googleapis.com");
  });

  test.describe("a blocked gtag.js", () => {
    // The browser's own report of the blocked download; the store adds nothing to it.
    test.use({ allowConsoleErrors: /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT\b/ });

    test("never breaks the page (DESIGN §11): no error shown, navigation works", async ({ page }) => {
      await page.route(`${GTAG}**`, (route) => route.abort("blockedbyclient"));
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      await followHeaderLink(page, "CATALOG", "/catalog");
      await expect(page.locator("[data-chunk-failure]")).toHaveCount(0);
      await expect(page.locator(`script[src^="${GTAG}"]`)).toHaveCount(0);
      await expectPageViewOfCurrentPage(page, 2);
    });
  });

  test("A speed-measurement script is loaded (spec §7): web vitals reach POST /api/vitals and are stored", async ({
    page,
  }) => {
    const before = vitalRows().length;
    const reporterDownloaded = page.waitForResponse((response) =>
      /\/assets\/web-vitals-reporter-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    // The reporter arrives after hydration, and web-vitals finalises LCP on trusted input only: a click
    // before it runs leaves LCP to the real tab switch, which this test can only imitate untrusted.
    const reporterUrl = (await reporterDownloaded).url();
    await page.evaluate(async (url) => {
      await import(url);
    }, reporterUrl);
    await followHeaderLink(page, "CATALOG", "/catalog");
    const sent = page.waitForResponse((response) => response.url() === `${BASE}/api/vitals`);
    // The shopper switches tabs: the page becomes hidden and sends its batch.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const response = await sent;
    expect(response.status()).toBe(204);
    expect(response.request().headers()["content-type"]).toBe("application/json");
    const batch = response.request().postDataJSON() as Array<{ name: string; path: string }>;
    expect(batch.map((report) => report.name)).toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP"]));
    const stored = vitalRows().slice(before);
    expect(stored.map((row) => row.name).sort()).toEqual(batch.map((report) => report.name).sort());
    // Measured for the page that was loaded, not for the route the shopper moved on to.
    expect(new Set(stored.map((row) => row.path))).toEqual(new Set(["/"]));
  });

  test.describe("POST /api/vitals refuses bad input and stores nothing", () => {
    const LCP = {
      name: "LCP",
      value: 1234.5,
      rating: "good",
      id: "v6-1767225600000-8931872319417",
      navigationType: "navigate",
      path: "/",
    };
    const post = (request: APIRequestContext, data: string, headers: Record<string, string> = {}) =>
      request.post(`${BASE}/api/vitals`, {
        data,
        headers: { "Content-Type": "application/json", Origin: BASE, ...headers },
      });

    const refusals: Array<[string, number, string, Record<string, string>, string]> = [
      ["not JSON", 415, "unsupported_media_type", { "Content-Type": "text/plain" }, JSON.stringify([LCP])],
      ["over 8 KB", 413, "too_large", {}, JSON.stringify([LCP]) + " ".repeat(8 * 1024)],
      ["malformed JSON", 400, "malformed_json", {}, '[{"name":'],
      ["an unknown field", 422, "validation", {}, JSON.stringify([{ ...LCP, extra: true }])],
      ["a negative value", 422, "validation", {}, JSON.stringify([{ ...LCP, value: -5 }])],
      ["another site's origin", 403, "origin", { Origin: "https://evil.example" }, JSON.stringify([LCP])],
    ];
    for (const [problem, status, error, headers, body] of refusals) {
      test(`${problem}: ${status}`, async ({ request }) => {
        const before = vitalRows().length;
        const response = await post(request, body, headers);
        expect(response.status()).toBe(status);
        expect(await response.json()).toEqual({ error });
        expect(vitalRows()).toHaveLength(before);
      });
    }

    test("a good batch from the store's own origin: 204 and one row per report", async ({ request }) => {
      const before = vitalRows().length;
      const response = await post(request, JSON.stringify([LCP, { ...LCP, name: "FCP", id: "v6-fcp" }]));
      expect(response.status()).toBe(204);
      expect(vitalRows()).toHaveLength(before + 2);
    });

    test("429 with Retry-After after 120 batches from one address in 10 minutes", async ({ request }) => {
      let response = await post(request, JSON.stringify([LCP]));
      for (let sent = 1; sent <= 120 && response.status() !== 429; sent++) {
        response = await post(request, JSON.stringify([LCP]));
      }
      expect(response.status()).toBe(429);
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      const before = vitalRows().length;
      expect((await post(request, JSON.stringify([LCP]))).status()).toBe(429);
      expect(vitalRows()).toHaveLength(before);
    });
  });
});

test.describe("without GA_MEASUREMENT_ID (the default e2e server; DESIGN §7: no script, no error)", () => {
  test("loads no gtag.js, defines no gtag and no data layer, across route changes", async ({ page }) => {
    const googleRequests: string[] = [];
    page.on("request", (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) googleRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CATALOG" }).click();
    await page.waitForURL("**/catalog");
    expect(
      await page.evaluate(() => ({
        gtag: typeof window.gtag,
        dataLayer: typeof window.dataLayer,
        tags: document.querySelectorAll('script[src*="googletagmanager"], link[href*="googletagmanager"]')
          .length,
      })),
    ).toEqual({ gtag: "undefined", dataLayer: "undefined", tags: 0 });
    expect(googleRequests).toEqual([]);
  });

  test("its CSP names no Google tag host", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"]!;
    expect(csp).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
  });
});
