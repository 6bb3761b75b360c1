import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const mainNav = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: /^(HOME|INICIO)$/ })
    .first();

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");

/** The page's own links to this store: every <a href> and form action that is a path here. */
async function storeAddresses(page: Page): Promise<string[]> {
  const addresses = await page.evaluate(() => [
    ...[...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href")!),
    ...[...document.querySelectorAll("form[action]")].map((form) => form.getAttribute("action")!),
  ]);
  return addresses.filter((address) => address.startsWith("/") && !address.startsWith("//"));
}

test.describe("Spanish at its own address (issues #8 and #17)", () => {
  test.describe("an English-speaking browser with no cookie", () => {
    test.use({ locale: "en-US" });

    test("/es/catalog is Spanish, lang es-419, and varies on nothing the visitor sends but the age cookie", async ({
      page,
    }) => {
      const response = await page.goto("/es/catalog");
      expect(response?.status()).toBe(200);
      expect(response?.headers().vary ?? "").not.toMatch(/Accept-Language/i);
      expect(await htmlLang(page)).toBe("es-419");
      await expect(mainNav(page)).toHaveText("INICIO");
      await expect(page.getByRole("button", { name: "English" })).toBeVisible();
    });

    test("/ stays English", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      expect(page.url()).toMatch(/\/$/);
      expect(await htmlLang(page)).toBe("en");
    });
  });

  test.describe("a first visit from a Spanish-speaking browser", () => {
    test.use({ locale: "es-MX" });

    test("is sent from / to /es; the Spanish art and texts are there", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/es$/);
      expect(await htmlLang(page)).toBe("es-419");
      await expect(mainNav(page)).toHaveText("INICIO");
      const welcome = page.getByRole("main").getByRole("img").first();
      await expect(welcome).toHaveAttribute("src", "/banners/welcome-wide.es.svg");
      await expect(welcome).toHaveAttribute("alt", /^Le damos la bienvenida/);
    });

    test("but an English address stays English", async ({ page }) => {
      await page.goto("/catalog?type=rum");
      expect(await htmlLang(page)).toBe("en");
      await expect(mainNav(page)).toHaveText("HOME");
    });
  });

  test("/ is the same bytes whatever the visitor sends, and varies on nothing but the encoding (decision 0032)", async ({
    request,
  }) => {
    const plain = await request.get("/", { maxRedirects: 0, headers: { "Accept-Encoding": "identity" } });
    expect(plain.status()).toBe(200);
    expect(plain.headers().vary).toBe("Accept-Encoding");
    const visitors: Array<Record<string, string>> = [
      { Cookie: "language=es" },
      { "Accept-Language": "es-MX,es;q=0.9" },
    ];
    for (const headers of visitors) {
      const other = await request.get("/", {
        maxRedirects: 0,
        headers: { ...headers, "Accept-Encoding": "identity" },
      });
      expect(other.status(), JSON.stringify(headers)).toBe(200);
      expect(await other.body(), JSON.stringify(headers)).toEqual(await plain.body());
    }
  });

  test("on a first visit to /, the switch's last choice outranks the browser's languages", async ({
    browser,
    baseURL,
  }) => {
    const visit = async (locale: string, language: string) => {
      const context = await browser.newContext({ locale, baseURL });
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
      const page = await context.newPage();
      await page.goto("/?utm_source=flyer");
      await waitForHydration(page);
      const landed = {
        path: new URL(page.url()).pathname + new URL(page.url()).search,
        lang: await htmlLang(page),
      };
      await context.close();
      return landed;
    };
    expect(await visit("es-MX", "en")).toEqual({ path: "/?utm_source=flyer", lang: "en" });
    expect(await visit("en-US", "es")).toEqual({ path: "/es?utm_source=flyer", lang: "es-419" });
  });

  test("an English address stays English whatever the cookie says", async ({ request }) => {
    const catalog = await request.get("/catalog", {
      headers: { Cookie: "language=es", "Accept-Language": "es" },
    });
    expect(await catalog.text()).toMatch(/<html lang="en"/);
    expect(catalog.headers().vary ?? "").not.toMatch(/Accept-Language/i);
  });

  test("every link on a Spanish page stays Spanish", async ({ page }) => {
    for (const path of ["/es", "/es/catalog?type=rum", "/es/product/buchanans-12-years", "/es/contact-us"]) {
      await page.goto(path);
      await waitForHydration(page);
      const english = (await storeAddresses(page)).filter(
        (address) =>
          !/^\/es(?:[/?]|$)/.test(address) &&
          !/^\/(?:images|banners|assets)\//.test(address) &&
          address !== "/language",
      );
      expect(english, path).toEqual([]);
    }
    // The cart panel's checkout link too.
    await page.goto("/es/product/buchanans-12-years");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Agregar al carrito" }).click();
    await page.getByRole("button", { name: /^Carrito, 1/ }).click();
    await expect(page.getByRole("link", { name: "Finalizar compra" })).toHaveAttribute(
      "href",
      "/es/checkout",
    );
  });

  test("the switch lands on the same product in the other language, and back; the choice is kept", async ({
    page,
  }) => {
    await page.goto("/product/buchanans-12-years");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/product\/buchanans-12-years$/);
    await expect(mainNav(page)).toHaveText("INICIO");
    expect(await htmlLang(page)).toBe("es-419");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "language")?.value).toBe("es");
    await page.reload();
    await expect(mainNav(page)).toHaveText("INICIO");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/:\d+\/product\/buchanans-12-years$/);
    await expect(mainNav(page)).toHaveText("HOME");
    expect(await htmlLang(page)).toBe("en");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the switch is a plain form that goes to the page's address in the other language", async ({
      page,
    }) => {
      await page.goto("/catalog?type=rum");
      await page.getByRole("button", { name: "Español" }).click();
      await expect(page).toHaveURL(/\/es\/catalog\?type=rum$/);
      await expect(mainNav(page)).toHaveText("INICIO");
    });
  });

  test("each page names itself in both languages (hreflang), English for everyone else", async ({
    request,
    baseURL,
  }) => {
    const alternates = async (path: string) => {
      const html = await (await request.get(path)).text();
      const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      return { canonical, alternates: Object.fromEntries(links.map((link) => [link[1], link[2]])) };
    };
    const both = {
      en: `${baseURL}/product/buchanans-12-years`,
      es: `${baseURL}/es/product/buchanans-12-years`,
      "x-default": `${baseURL}/product/buchanans-12-years`,
    };
    expect(await alternates("/product/buchanans-12-years")).toEqual({ canonical: both.en, alternates: both });
    expect(await alternates("/es/product/buchanans-12-years")).toEqual({
      canonical: both.es,
      alternates: both,
    });
    expect((await alternates("/es")).alternates).toEqual({
      en: `${baseURL}/`,
      es: `${baseURL}/es`,
      "x-default": `${baseURL}/`,
    });
  });

  test("the sitemap lists every page in both languages", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/catalog", "/contact-us", "/product/buchanans-12-years", "/catalog?type=rum"]) {
      expect(locs).toContain(`${baseURL}${path}`);
      expect(locs).toContain(`${baseURL}/es${path === "/" ? "" : path}`);
    }
    expect(xml).toContain(`hreflang="es" href="${baseURL}/es/product/buchanans-12-years"/>`);
  });

  test("a bad choice is refused and a foreign return address is ignored", async ({ request, baseURL }) => {
    const refused = await request.post("/language", {
      form: { language: "fr", returnTo: "/" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    for (const returnTo of ["//evil.example/", "/es//evil.example/"]) {
      const outward = await request.post("/language", {
        form: { language: "en", returnTo },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(outward.status()).toBe(302);
      expect(outward.headers().location).toBe("/");
    }
  });

  for (const [path, heading] of [
    ["/es/contact-us", "Contáctenos"],
    ["/es/privacy-policy", "Política de privacidad"],
    ["/es/terms-and-conditions", "Términos y condiciones"],
    ["/es/return-policy", "Política de devoluciones"],
  ] as const) {
    test(`${path} is written in Spanish and passes axe`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await htmlLang(page)).toBe("es-419");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
