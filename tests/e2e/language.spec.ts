import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const mainNav = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: /^(HOME|INICIO)$/ })
    .first();

test.describe("the store in English and Spanish (issue #8)", () => {
  test.describe("a first visit from a Spanish-speaking browser", () => {
    test.use({ locale: "es-MX" });

    test("is served in Spanish by the server, lang es-419", async ({ page }) => {
      const response = await page.goto("/");
      expect(response?.headers().vary).toMatch(/Accept-Language/);
      expect(await page.locator("html").getAttribute("lang")).toBe("es-419");
      await expect(mainNav(page)).toHaveText("INICIO");
      await expect(page.getByRole("button", { name: "English" })).toBeVisible();
      // The banners' art carries words too: the Spanish art, with its Spanish description.
      const welcome = page.getByRole("main").getByRole("img").first();
      await expect(welcome).toHaveAttribute("src", "/banners/welcome-wide.es.svg");
      await expect(welcome).toHaveAttribute("alt", /^Le damos la bienvenida/);
    });
  });

  test("the switch changes the language in place, keeps the page, and survives a reload", async ({
    page,
  }) => {
    await page.goto("/catalog?type=rum");
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByRole("button", { name: "Español" }).click();
    await expect(mainNav(page)).toHaveText("INICIO");
    await expect(page).toHaveURL(/\/catalog\?type=rum$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("es-419");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "language")?.value).toBe("es");
    await page.reload();
    await expect(mainNav(page)).toHaveText("INICIO");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "English" }).click();
    await expect(mainNav(page)).toHaveText("HOME");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the switch is a plain form that sets the cookie and comes back to the page", async ({ page }) => {
      await page.goto("/product/buchanans-12-years");
      await page.getByRole("button", { name: "Español" }).click();
      await expect(page).toHaveURL(/\/product\/buchanans-12-years$/);
      await expect(mainNav(page)).toHaveText("INICIO");
    });
  });

  test("kept pages are kept per language: the same address answers in each", async ({ request }) => {
    const lang = async (headers: Record<string, string>) =>
      /<html lang="([^"]+)"/.exec(await (await request.get("/catalog?type=gin", { headers })).text())?.[1];
    for (let round = 0; round < 2; round++) {
      expect(await lang({ "Accept-Language": "es" })).toBe("es-419");
      expect(await lang({ "Accept-Language": "en-US" })).toBe("en");
      expect(await lang({ Cookie: "language=es", "Accept-Language": "en-US" })).toBe("es-419");
    }
  });

  test("a bad choice is refused and a foreign return address is ignored", async ({ request, baseURL }) => {
    const refused = await request.post("/language", {
      form: { language: "fr", returnTo: "/" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    const outward = await request.post("/language", {
      form: { language: "es", returnTo: "//evil.example/" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(outward.status()).toBe(302);
    expect(outward.headers().location).toBe("/");
  });

  test.describe("the contact page and the policies in Spanish", () => {
    test.use({ locale: "es-419" });

    for (const [path, heading] of [
      ["/contact-us", "Contáctenos"],
      ["/privacy-policy", "Política de privacidad"],
      ["/terms-and-conditions", "Términos y condiciones"],
      ["/return-policy", "Política de devoluciones"],
    ] as const) {
      test(`${path} is written in Spanish and passes axe`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.locator("html").getAttribute("lang")).toBe("es-419");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
});
