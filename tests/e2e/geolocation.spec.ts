import type { BrowserContext, ConsoleMessage, Page, Request, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

const PORT = 3111;
const BASE = `http://127.0.0.1:${PORT}`;
const GEOCODER = "https://maps.googleapis.com/maps/api/geocode/json";
const MIAMI = { latitude: 25.7617, longitude: -80.1918 };

/** Google's reverse-geocoding answer for downtown Miami, trimmed: the first result is the street address. */
const MIAMI_ANSWER = {
  plus_code: { compound_code: "QRQ5+M7 Miami, FL, USA", global_code: "76QXQRQ5+M7" },
  results: [
    {
      address_components: [
        { long_name: "200", short_name: "200", types: ["street_number"] },
        { long_name: "Southeast 1st Street", short_name: "SE 1st St", types: ["route"] },
        { long_name: "Downtown", short_name: "Downtown", types: ["neighborhood", "political"] },
        { long_name: "Miami", short_name: "Miami", types: ["locality", "political"] },
        {
          long_name: "Miami-Dade County",
          short_name: "Miami-Dade County",
          types: ["administrative_area_level_2", "political"],
        },
        { long_name: "Florida", short_name: "FL", types: ["administrative_area_level_1", "political"] },
        { long_name: "United States", short_name: "US", types: ["country", "political"] },
        { long_name: "33130", short_name: "33130", types: ["postal_code"] },
        { long_name: "1714", short_name: "1714", types: ["postal_code_suffix"] },
      ],
      formatted_address: "200 SE 1st St, Miami, FL 33130, USA",
      geometry: { location: { lat: 25.7617, lng: -80.1918 }, location_type: "ROOFTOP" },
      place_id: "ChIJ-test-place",
      types: ["street_address"],
    },
    {
      address_components: [
        { long_name: "33131", short_name: "33131", types: ["postal_code"] },
        { long_name: "Miami", short_name: "Miami", types: ["locality", "political"] },
      ],
      formatted_address: "Miami, FL 33131, USA",
      types: ["postal_code"],
    },
  ],
  status: "OK",
};

/** The geocoder answers cross-origin, as Google's does, with CORS allowed. */
function geocoderAnswers(status: number, body: unknown) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: JSON.stringify(body),
    });
}

async function grantPosition(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(["geolocation"], { origin });
  await context.setGeolocation(MIAMI);
}

/** Every console message of these types, as "type: text". */
function collectConsole(page: Page, types: string[]): string[] {
  const messages: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (types.includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

function geocoderRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://maps.googleapis.com/")) requests.push(request);
  });
  return requests;
}

declare global {
  interface Window {
    __positionRequests?: number;
  }
}

/** Counts the page's calls to getCurrentPosition, whatever they are answered. */
async function countPositionRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    window.__positionRequests = 0;
    geolocation.getCurrentPosition = (...args) => {
      window.__positionRequests = (window.__positionRequests ?? 0) + 1;
      ask(...args);
    };
  });
}

const positionRequests = (page: Page) => page.evaluate(() => window.__positionRequests);

const storedZipCode = (page: Page) => page.evaluate(() => localStorage.getItem("zipCode"));

/** Spec §8: "No user-facing error". */
async function expectNothingShown(page: Page): Promise<void> {
  await expect(page.getByText(/Error al obtener|ubicación/)).toHaveCount(0);
}

/** Two frames after hydration the age answer has been read and the lookup has started, if it will. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe("with GOOGLE_MAPS_API_KEY set (spec §7 row 2, §8 rows 2–3)", () => {
  test.describe.configure({ mode: "default" });
  let store: OwnServer;

  test.beforeAll(async () => {
    store = await startOwnServer(PORT, { env: { GOOGLE_MAPS_API_KEY: "test-key" } });
  });

  test.afterAll(async () => {
    await store.stop();
  });

  test("The first result's address components are searched for the postal code; its long name is saved as zipCode (spec §7)", async ({
    page,
    context,
  }) => {
    await grantPosition(context, BASE);
    await countPositionRequests(context);
    await page.route(`${GEOCODER}**`, geocoderAnswers(200, MIAMI_ANSWER));
    const requests = geocoderRequests(page);
    const errors = collectConsole(page, ["warning", "error"]);
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    await expect.poll(() => storedZipCode(page)).toBe("33130");
    expect(await positionRequests(page)).toBe(1);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url());
    expect(url.origin + url.pathname).toBe(GEOCODER);
    expect(url.searchParams.get("latlng")).toBe(`${MIAMI.latitude},${MIAMI.longitude}`);
    expect(url.searchParams.get("key")).toBe("test-key");
    expect(errors).toEqual([]);
    await expectNothingShown(page);
  });

  test("asks once per page life, and never again once zipCode is stored", async ({ page, context }) => {
    await grantPosition(context, BASE);
    await page.route(`${GEOCODER}**`, geocoderAnswers(200, MIAMI_ANSWER));
    const requests = geocoderRequests(page);
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    await expect.poll(() => storedZipCode(page)).toBe("33130");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CATALOG" }).click();
    await page.waitForURL(`${BASE}/catalog`);
    await page.goto(`${BASE}/contact-us`);
    await waitForHydration(page);
    expect(requests).toHaveLength(1);
  });

  test.describe("a refused position", () => {
    test.use({ allowConsoleErrors: /^Error al obtener la ubicación:/ });

    test("Geolocation failure: logged to the console only, in Spanish; no user-facing error (spec §8)", async ({
      page,
      context,
    }) => {
      await context.clearPermissions();
      const requests = geocoderRequests(page);
      const errors = collectConsole(page, ["error"]);
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      await expect
        .poll(() => errors)
        .toEqual([expect.stringMatching(/^error: Error al obtener la ubicación: /)]);
      expect(await storedZipCode(page)).toBeNull();
      expect(requests).toHaveLength(0);
      await expectNothingShown(page);
    });
  });

  test.describe("a failing geocoder", () => {
    test.use({
      // The store's Spanish line, and the browser's own report of the failed request.
      allowConsoleErrors:
        /^(Error al obtener el código postal:|Failed to load resource: (the server responded with a status of 500|net::ERR_CONNECTION_REFUSED))/,
    });

    test("Geocoding failure (500): logged to the console only, in Spanish; nothing stored (spec §8)", async ({
      page,
      context,
    }) => {
      await grantPosition(context, BASE);
      await page.route(`${GEOCODER}**`, geocoderAnswers(500, { error: "backend" }));
      const errors = collectConsole(page, ["error"]);
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      await expect
        .poll(() => errors)
        .toContain("error: Error al obtener el código postal: respuesta 500 Internal Server Error");
      expect(await storedZipCode(page)).toBeNull();
      await expectNothingShown(page);
    });

    test("Geocoding failure (no results): logged in Spanish; nothing stored (spec §8)", async ({
      page,
      context,
    }) => {
      await grantPosition(context, BASE);
      await page.route(`${GEOCODER}**`, geocoderAnswers(200, { results: [], status: "ZERO_RESULTS" }));
      const errors = collectConsole(page, ["error"]);
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      await expect
        .poll(() => errors)
        .toEqual(["error: Error al obtener el código postal: estado ZERO_RESULTS"]);
      expect(await storedZipCode(page)).toBeNull();
      await expectNothingShown(page);
    });

    test("an unreachable geocoder never breaks the page", async ({ page, context }) => {
      await grantPosition(context, BASE);
      await page.route(`${GEOCODER}**`, (route) => route.abort("connectionrefused"));
      const errors = collectConsole(page, ["error"]);
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      await expect.poll(() => errors).toContain("error: Error al obtener el código postal: Failed to fetch");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CATALOG" }).click();
      await page.waitForURL(`${BASE}/catalog`);
      expect(await storedZipCode(page)).toBeNull();
    });
  });

  test("a zipCode already stored is kept: no position asked, no geocoding call", async ({
    page,
    context,
  }) => {
    await grantPosition(context, BASE);
    await countPositionRequests(context);
    await context.addInitScript(() => {
      if (window === window.top) localStorage.setItem("zipCode", "33101");
    });
    const requests = geocoderRequests(page);
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    await settle(page);
    expect(await storedZipCode(page)).toBe("33101");
    expect(await positionRequests(page)).toBe(0);
    expect(requests).toHaveLength(0);
  });

  test("its CSP lets the browser reach https://maps.googleapis.com (DESIGN §11)", async ({ request }) => {
    const csp = (await request.get(`${BASE}/`)).headers()["content-security-policy"]!;
    const connectSrc = csp.split(";").find((part) => part.trim().startsWith("connect-src "));
    expect(connectSrc).toContain("https://maps.googleapis.com");
    expect(csp).not.toContain("googletagmanager");
  });
});

test.describe("without GOOGLE_MAPS_API_KEY (the default e2e server)", () => {
  test("Missing maps key: a console warning, no geocoding call, and the shopper is not asked for a position (spec §7, §8)", async ({
    page,
    context,
    baseURL,
  }) => {
    await grantPosition(context, new URL(baseURL!).origin);
    await countPositionRequests(context);
    const messages = collectConsole(page, ["warning", "error"]);
    const requests = geocoderRequests(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect
      .poll(() => messages)
      .toEqual([expect.stringMatching(/^warning: No hay clave de Google Maps/)]);
    expect(await positionRequests(page)).toBe(0);
    expect(requests).toHaveLength(0);
    expect(await storedZipCode(page)).toBeNull();
    await expectNothingShown(page);
  });

  test("its CSP does not allow https://maps.googleapis.com", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"]!;
    expect(csp).not.toContain("maps.googleapis.com");
  });
});
