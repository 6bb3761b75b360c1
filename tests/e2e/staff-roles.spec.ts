import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { addStaffMember, signIn, STAFF_PASSWORD, uniqueStaffEmail } from "./staff-session";

/** Issue #19: owner and clerk, accounts run from the console, and the audit trail. */

const OWNER_ONLY_SECTIONS = [
  "Home shelves",
  "Deals",
  "Catalogue import",
  "Photos",
  "Staff accounts",
  "Audit trail",
];
const CLERK_SECTIONS = ["Orders", "Stock and prices", "Messages", "Back in stock"];

async function signedIn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.goto("/staff/login");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/staff\/orders$/);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("roles and staff accounts (issue #19)", () => {
  test.use({ ageConfirmed: false, allowConsoleErrors: /status of 403/ });
  let owner: string;
  let clerk: string;

  test.beforeAll(() => {
    owner = uniqueStaffEmail("owner");
    clerk = uniqueStaffEmail("clerk");
    addStaffMember(owner, { name: "Olga Owner", role: "owner" });
    addStaffMember(clerk, { name: "Carlos Clerk", role: "clerk" });
  });

  test("a clerk sees no owner's sections, and the import page answers 403 as a page for the owner", async ({
    page,
  }) => {
    await signedIn(page, clerk);
    const nav = page.getByRole("navigation", { name: "Staff console" });
    for (const name of CLERK_SECTIONS) await expect(nav.getByRole("link", { name })).toBeVisible();
    for (const name of OWNER_ONLY_SECTIONS) await expect(nav.getByRole("link", { name })).toHaveCount(0);

    // Stock and prices are a clerk's; adding a product and editing its details are not offered.
    await nav.getByRole("link", { name: "Stock and prices" }).click();
    await expect(page.getByRole("heading", { name: "Stock and prices", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a product" })).toHaveCount(0);
    await page.goto("/staff/products/buchanans-12-years");
    await expect(page.getByRole("heading", { name: "Sizes: price and stock" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Details" })).toHaveCount(0);

    const response = await page.goto("/staff/catalog-import");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for the store’s owner");
    // Still the console: the clerk's own sections are there to go back to.
    await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an owner invites a clerk, who chooses a password with the link and is signed out once disabled", async ({
    page,
    browser,
  }) => {
    const invited = uniqueStaffEmail("invited");
    await signedIn(page, owner);
    await page.getByRole("link", { name: "Staff accounts" }).click();
    await expect(page).toHaveURL(/\/staff\/accounts$/);
    await waitForHydration(page);
    const invite = page.locator("form", { has: page.getByRole("button", { name: "Invite" }) });
    await invite.getByLabel("Name").fill("Rosa Díaz");
    await invite.getByLabel("E-mail").fill(invited);
    await invite.getByRole("combobox", { name: /^Role/ }).selectOption("clerk");
    await invite.getByRole("button", { name: "Invite" }).click();
    const link = (await page.locator("[data-one-time-link]").textContent())!;
    expect(link).toMatch(/\/staff\/welcome\/[0-9a-f]{32}$/);
    const card = page.locator(`[data-account="${invited}"]`);
    await expect(card).toContainText("Clerk · Waiting for its one-time link");

    const clerkContext = await browser.newContext();
    const clerkPage = await clerkContext.newPage();
    await clerkPage.goto(link);
    await expect(clerkPage.getByRole("heading", { level: 1 })).toHaveText("Welcome, Rosa Díaz");
    await waitForHydration(clerkPage);
    await clerkPage.getByLabel("New password").fill("rosa's own password");
    await clerkPage.getByLabel("The same password again").fill("rosa's own password");
    await clerkPage.getByRole("button", { name: "Save and sign in" }).click();
    await expect(clerkPage).toHaveURL(/\/staff\/orders$/);
    // On a desktop the header's line; the phone's menu holds the same words, hidden here.
    await expect(
      clerkPage.getByTestId("staff-header").locator("span", { hasText: "Signed in as Rosa Díaz" }),
    ).toBeVisible();
    // A page that does not poll (the board would notice the disabling on its own).
    await waitForHydration(clerkPage);
    await clerkPage.getByRole("link", { name: "Messages" }).click();
    await expect(clerkPage).toHaveURL(/\/staff\/messages$/);
    // Used once: the link now says so.
    const again = await (await clerkContext.newPage()).goto(link);
    expect(again?.status()).toBe(410);

    await page.reload();
    await expect(card).toContainText("Clerk · Active");
    await card.getByRole("button", { name: "Disable for Rosa Díaz" }).click();
    await expect(page.getByRole("status")).toHaveText("Account disabled; its sessions have ended.");
    await expect(card).toContainText("Disabled");

    // The clerk's open page: the next request finds no session.
    await clerkPage.getByRole("link", { name: "Stock and prices" }).click();
    await expect(clerkPage).toHaveURL(/\/staff\/login/);
    await signIn(clerkPage, invited, "rosa's own password");
    await expect(clerkPage.getByRole("alert")).toHaveText(
      "That e-mail and password do not match an account.",
    );
    await clerkContext.close();

    await page.getByRole("link", { name: "Audit trail" }).click();
    await expect(page.getByRole("list", { name: "Changes, newest first" })).toContainText(
      "Rosa Díaz: account disabled",
    );
  });

  for (const width of [1280, 390])
    test(`accounts and audit trail pass axe at ${width} px with no horizontal scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedIn(page, owner);
      for (const path of ["/staff/accounts", "/staff/audit"]) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      }
    });
});

test.describe("the accounts pages in Spanish (issue #19 point 6)", () => {
  test.use({ ageConfirmed: false, allowConsoleErrors: /status of 409/ });

  test("an owner in Spanish on a phone: accounts, a refusal, the audit trail and a one-time link's page", async ({
    page,
    browser,
    baseURL,
  }) => {
    const spanishOwner = uniqueStaffEmail("duena");
    addStaffMember(spanishOwner, { name: "Dolores Dueña", role: "owner" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/staff/login?next=/staff/accounts");
    await signIn(page, spanishOwner);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cuentas del personal" })).toBeVisible();
    await expect(page.locator(`[data-account="${spanishOwner}"]`)).toContainText("Dueño · Activa");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const invite = page.locator("form", { has: page.getByRole("button", { name: "Invitar" }) });
    await invite.getByLabel("Nombre").fill("Otra Persona");
    await invite.getByLabel("Correo electrónico").fill(spanishOwner);
    await invite.getByRole("button", { name: "Invitar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Ese correo ya tiene una cuenta.");

    const invited = uniqueStaffEmail("nueva");
    await invite.getByLabel("Nombre").fill("Nora Nueva");
    await invite.getByLabel("Correo electrónico").fill(invited);
    await invite.getByRole("button", { name: "Invitar" }).click();
    await expect(page.getByRole("status")).toContainText("Cuenta creada.");
    const link = (await page.locator("[data-one-time-link]").textContent())!;

    await page.goto("/staff/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Registro de cambios" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Cambios, los más recientes primero" })).toContainText(
      "Nora Nueva: invitada (Dependiente)",
    );
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Before signing in, the one-time link's page follows the storefront's language, as the sign-in does.
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await stranger.addCookies([{ name: "language", value: "es", url: baseURL! }]);
    const welcome = await stranger.newPage();
    await welcome.goto(link);
    await expect(welcome.getByRole("heading", { level: 1 })).toHaveText("Bienvenido, Nora Nueva");
    await welcome.getByLabel("Contraseña nueva").fill("nora's own password");
    await welcome.getByLabel("La misma contraseña otra vez").fill("nora's other password");
    await welcome.getByRole("button", { name: "Guardar y entrar" }).click();
    await expect(welcome.getByRole("alert")).toHaveText("Las dos contraseñas no son iguales.");
    expect(await seriousViolations(welcome)).toEqual([]);
    await stranger.close();
  });
});
