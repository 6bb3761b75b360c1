import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { OPEN_STAFF_PAGES } from "~/features/staff/staff-permissions";
import routes from "~/routes";
import { everyRoute } from "../setup/route-config";
import { postOrder } from "./api-orders";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/** Routes that are no page of their own: the console's home and the language switch send elsewhere. */
const NOT_PAGES = new Set(["staff", "staff/language"]);

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Issue #19's "done when": every console page of app/routes.ts, as the owner sees it (the owner sees
 * them all), passes axe and has no horizontal scroll on a 390 px phone and on a desktop, in English
 * and in Spanish.
 */
test.describe("every console page, on a phone and a desktop, in both languages", () => {
  test.use({ ageConfirmed: false });

  test("each opens, passes axe and fits the screen", async ({ page, request }) => {
    test.setTimeout(240_000);
    const products: ApiProduct[] = await (await request.get("/api/products")).json();
    const stocked = products.find((product) => product.sizes.some((size) => (size.inventory ?? 0) >= 5))!;
    const placed = await postOrder(request, {
      sizeId: stocked.sizes.find((size) => (size.inventory ?? 0) >= 5)!.id,
      name: "Página Walk",
    });
    expect(placed.status()).toBe(201);
    const { number } = (await placed.json()).order as { number: string };
    const open: readonly string[] = OPEN_STAFF_PAGES;
    const pages = everyRoute(routes)
      .flatMap((route) => (route.path?.startsWith("staff") ? [route.path] : []))
      .filter((path) => !open.includes(path) && !NOT_PAGES.has(path))
      .map((path) => `/${path.replace(":number", number).replace(":route", stocked.route)}`);
    expect(pages).toEqual(
      expect.arrayContaining(["/staff/orders", `/staff/orders/${number}`, "/staff/dashboard"]),
    );

    const email = uniqueStaffEmail("walk");
    addStaffMember(email, { role: "owner" });
    await page.goto("/staff/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/orders$/);

    for (const language of ["en", "es"] as const) {
      if (language === "es") {
        await waitForHydration(page);
        await page.getByRole("button", { name: "Español" }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", "es-419");
      }
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        for (const path of pages) {
          const answer = await page.goto(path);
          const where = `${path} in ${language} at ${viewport.width} px`;
          expect(answer?.status(), where).toBe(200);
          await waitForHydration(page);
          expect(await seriousViolations(page), where).toEqual([]);
          expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
        }
      }
    }
  });
});
