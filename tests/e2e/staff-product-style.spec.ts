import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import type { OwnServer } from "./own-server";
import { signIn, startConsoleServer } from "./staff-session";

const PORT = 3206;
const PHONE = { width: 390, height: 844 };
/** A tequila whose name says no style: only staff can say it is an añejo. */
const ROUTE = "don-julio-1942";

const routesOf = async (html: string) =>
  [...html.matchAll(/data-catalog-card="" href="\/(?:es\/)?product\/([^"?]+)/g)].map((match) => match[1]);

/** As a store owner (issue #31): a product's style set in the console, browsed by at once in both languages. */
test.describe("a product's style set in the staff console", () => {
  const email = "styles@store.example";
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startConsoleServer(PORT, "product-style", email);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("on a phone, Don Julio 1942 set to Añejo is on the Añejo shelf, in English and Spanish", async ({
    page,
  }) => {
    const shelf = (path: string) =>
      page.request.get(`${server.baseURL}${path}?type=tequila&style=anejo`).then((answer) => answer.text());
    expect(await routesOf(await shelf("/catalog"))).not.toContain(ROUTE);
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseURL}/staff/products/${ROUTE}`);
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/staff/products/${ROUTE}$`));
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Style" });
    await expect(form.getByLabel("Style shoppers browse it by")).toHaveValue("");
    await form.getByLabel("Style shoppers browse it by").selectOption({ label: "Añejo" });
    await form.getByRole("button", { name: "Save style" }).click();
    await expect(form.getByRole("status")).toHaveText("Saved. The store shows it now.");
    await expect(page.getByText(`${ROUTE}: style set to anejo`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of ["/catalog", "/es/catalog"])
      expect(await routesOf(await shelf(path)), path).toContain(ROUTE);
  });
});
