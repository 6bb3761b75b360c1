import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Issue #19 point 6: the console speaks English or Spanish, as each staff member chooses. */
test.describe("the console in the staff member's language", () => {
  test.use({
    ageConfirmed: false,
    viewport: { width: 390, height: 844 },
    allowConsoleErrors: /status of 403/,
  });

  test("a clerk switches to Spanish on a phone; the choice stays with the account, then back", async ({
    page,
  }) => {
    const email = uniqueStaffEmail("idioma");
    addStaffMember(email, { role: "clerk" });
    await page.goto("/staff/login?next=/staff/messages");
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1, name: /^Messages/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForHydration(page);

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Mensajes/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-419");
    // On a phone the sections fold under one button (issue #31).
    const nav = page.getByRole("navigation", { name: "Consola del personal" });
    await expect(nav.getByRole("link", { name: "Pedidos" })).toBeHidden();
    await page.getByText("Secciones", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Pedidos" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Avisos de reposición" })).toBeVisible();
    // A clerk's console: no owner sections, in either language.
    await expect(nav.getByRole("link", { name: "Números" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // An owner's page answers a clerk in the clerk's language.
    const refused = await page.goto("/staff/dashboard");
    expect(refused?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { name: "Esta página es para el dueño de la tienda" }),
    ).toBeVisible();

    // Signing out and in again: the console remembers the choice, on the account, not the browser.
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.context().clearCookies();
    await page.goto("/staff/login?next=/staff/restock-alerts");
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Avisos de reposición" })).toBeVisible();

    await waitForHydration(page);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Back-in-stock requests" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("before signing in, the sign-in page follows the storefront's language choice", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "language", value: "es", url: baseURL! }]);
    await page.goto("/staff/login");
    await expect(page.getByRole("heading", { name: "Acceso del personal" })).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
