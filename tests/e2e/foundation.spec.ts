import { createHash } from "node:crypto";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";

test.describe("server rendering", () => {
  test("serves the home page as HTML from the server, before any JavaScript runs", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Welcome/);
    expect(html).toContain("<footer");
  });

  test("renders a product page with its sizes on the server", async ({ request }) => {
    const html = await (await request.get("/product/buchanans-12-years")).text();
    expect(html).toContain("Buchanans 12 Years");
    expect(html).toMatch(/-480w\.webp\?v=\w+ 480w, [^"]+-1024w\.webp\?v=\w+ 1024w/);
  });

  test("sends security headers whose CSP allows exactly the page's own inline scripts, by hash", async ({
    request,
  }) => {
    const response = await request.get("/product/buchanans-12-years");
    const csp = response.headers()["content-security-policy"]!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("nonce");
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline.length).toBeGreaterThan(3);
    const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
    const hashes = inline.map((text) => createHash("sha256").update(text).digest("base64"));
    expect(new Set(allowed)).toEqual(new Set(hashes));
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  });

  test.describe("an inline script the page was not served with", () => {
    // The browser's own report of the refusal.
    test.use({
      allowConsoleErrors: /^Executing inline script violates the following Content Security Policy/,
    });

    test("any other inline script is refused by the CSP", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const outcome = await page.evaluate(async () => {
        const refused = new Promise<string>((resolve) =>
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
            once: true,
          }),
        );
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        return { directive: await refused, ran: "__injected" in window };
      });
      expect(outcome).toEqual({ directive: "script-src-elem", ran: false });
    });
  });

  for (const path of ["/", "/catalog", "/product/buchanans-12-years"]) {
    test(`${path} asks for no module before its largest images have arrived (decision 0036)`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timings = await page.evaluate(() => {
        const largest = new Set(
          [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
            (img) => img.currentSrc,
          ),
        );
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          imagesArrived: resources
            .filter((entry) => largest.has(entry.name))
            .map((entry) => entry.responseEnd),
          modulesAsked: resources
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        };
      });
      expect(timings.imagesArrived.length).toBeGreaterThan(0);
      expect(timings.modulesAsked.length).toBeGreaterThan(3);
      expect(Math.min(...timings.modulesAsked)).toBeGreaterThanOrEqual(Math.max(...timings.imagesArrived));
    });
  }

  for (const path of ["/catalog", "/product/buchanans-12-years"]) {
    test(`${path} on a returning visit (its images from the cache) asks for no module before its first contentful paint`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.goto(path);
      await waitForHydration(page);
      const timings = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        modulesAsked: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timings.modulesAsked.length).toBeGreaterThan(3);
      expect(Math.min(...timings.modulesAsked)).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
    });
  }

  // What must be parsed before the first frame: what follows the rows that a half-parsed frame
  // showed half-built (the header's right-aligned group; the catalogue's sort select without options;
  // checkout's first radio).
  for (const [path, parsedFirst] of [
    ["/", "#main"],
    ["/product/buchanans-12-years", "#main"],
    ["/catalog", "#catalog-results"],
    // A radio beside half its label, moved down as the label's hint arrived.
    ["/checkout", "#place-order"],
  ] as const) {
    test(`${path} shows no frame before ${parsedFirst} is parsed, so no half-built row slides sideways`, async ({
      page,
    }) => {
      await page.addInitScript((selector) => {
        requestAnimationFrame(() => {
          document.documentElement.dataset.firstFrameParsed = String(!!document.querySelector(selector));
        });
      }, parsedFirst);
      // A phone's CPU: the parser yields mid-page there (on a quick one, sometimes).
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-first-frame-parsed", "true");
    });
  }

  test("a page opened in a background tab, which gets no animation frames, still hydrates", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, "hidden", { value: true, configurable: true });
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      window.requestAnimationFrame = () => 0;
    });
    await page.goto("/catalog");
    // Polled by timer: Playwright's default polling would wait for an animation frame too.
    await page.waitForFunction(() => window.__storeHydrated === true, null, { polling: 100 });
  });

  test("downloads each module once although two links name it", async ({ page }) => {
    const moduleRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/assets/") && request.url().endsWith(".js"))
        moduleRequests.push(request.url());
    });
    await page.goto("/catalog");
    await waitForHydration(page);
    expect(moduleRequests.length).toBeGreaterThan(3);
    expect(new Set(moduleRequests).size).toBe(moduleRequests.length);
  });

  test("hydrates with no console error", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  });
});

test.describe("rejections in the browser", () => {
  test.use({ allowConsoleErrors: /^a real failure$/ });

  test("a cancelled request left unhandled is no page error; any other rejection still is", async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const controller = new AbortController();
      controller.abort();
      void Promise.reject(controller.signal.reason);
    });
    // A rejection reported after the cancelled one proves the first had its chance to be reported.
    await page.evaluate(() => void Promise.reject(new Error("a real failure")));
    await expect.poll(() => pageErrors).toEqual(["a real failure"]);
  });
});

test.describe("lazy screens", () => {
  test('a slow client navigation shows "Loading..." until the screen arrives (spec §2)', async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const release = await holdRequests(page, /\/assets\/contact-us-[^/]+\.js$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CONTACT US" }).click();
    await expect(page.getByTestId("screen-loading")).toHaveText("Loading...");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByTestId("screen-loading")).toHaveCount(0);
  });
});

test.describe("failed chunks", () => {
  test.use({
    allowConsoleErrors:
      /Failed to load resource|Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/,
  });

  test("a script chunk that fails to load shows a generic message with a reload button (spec §8)", async ({
    page,
  }) => {
    await page.route(/\/assets\/catalog-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto("/catalog");
    const alert = page.getByRole("alert").filter({ hasText: "didn't load completely" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
  });

  test("a chunk still loading after 120 seconds shows the same message (spec §9: 120000 ms)", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await page.route(/\/assets\/catalog-[^/]+\.js$/, () => {
      /* never answers */
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CATALOG" }).click();
    await expect(page.getByTestId("screen-loading")).toBeVisible();
    await page.clock.fastForward(119_000);
    await expect(page.getByRole("alert").filter({ hasText: "didn't load completely" })).toHaveCount(0);
    await page.clock.fastForward(2_000);
    await expect(page.getByRole("alert").filter({ hasText: "didn't load completely" })).toBeVisible();
  });
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: /status of 404/ });

  test("an unknown URL answers 404 with a page that offers the catalogue", async ({ page }) => {
    const response = await page.goto("/no-such-aisle");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("link", { name: "Browse the whole catalog" })).toHaveAttribute(
      "href",
      "/catalog",
    );
    await page.getByRole("searchbox", { name: "Search the catalog" }).fill("tequila");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/catalog\?search=tequila$/);
  });

  test("an unknown product answers 404 and says the product was not found", async ({ page }) => {
    const response = await page.goto("/product/no-such-bottle");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that product");
  });
});

test("GET /healthz answers 200 when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("hostile URLs get a clear 4xx, never a 500", async ({ request }) => {
  for (const [path, status] of [
    ["/product/%E0%A4%A", 400],
    ["/%E0%A4%A", 400],
    ["/product/%00", 404],
    ["/product/..%2f..%2fpackage.json", 404],
    ["/product/a/b", 404],
    ["/assets/no-such-chunk.js", 404],
  ] as const) {
    expect((await request.get(path)).status(), path).toBe(status);
  }
  const search = await request.get("/catalog?search=%3Cscript%3Ealert(1)%3C/script%3E&type=%E0%A4%A");
  expect(search.status()).toBe(200);
  expect(await search.text()).not.toContain("<script>alert(1)");
});
