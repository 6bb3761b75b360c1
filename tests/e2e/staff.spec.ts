import type { APIRequestContext, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { OPEN_STAFF_PAGES } from "~/features/staff/staff-permissions";
import routes from "~/routes";
import { everyRoute } from "../setup/route-config";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { DELIVERY_ADDRESS } from "../fixtures/delivery-address";
import { postOrder } from "./api-orders";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/**
 * A size with stock to spare. `last` is the one whose product comes last alphabetically: other specs
 * take theirs from the start of the alphabet, so its stock counts exactly.
 */
async function stockedSize(request: APIRequestContext, which: "first" | "last" = "first") {
  const products: ApiProduct[] = await (await request.get("/api/products")).json();
  const ordered = which === "first" ? products : products.toSorted((a, b) => b.route.localeCompare(a.route));
  return ordered.flatMap((product) => product.sizes).find((each) => (each.inventory ?? 0) >= 30)!;
}

async function placeOrder(
  request: APIRequestContext,
  name: string,
  { notes, which, delivery }: { notes?: string; which?: "first" | "last"; delivery?: boolean } = {},
): Promise<string> {
  const size = await stockedSize(request, which);
  const response = await postOrder(request, { sizeId: size.id, name, notes, delivery });
  expect(response.status()).toBe(201);
  return (await response.json()).order.number;
}

test.describe("staff sign-in and the orders board (issue #7)", () => {
  test.use({ ageConfirmed: false, allowConsoleErrors: /status of (401|429)/ });
  let email: string;

  // One account per worker process, made once.
  test.beforeAll(() => {
    email = uniqueStaffEmail("staff");
    addStaffMember(email);
  });

  test("every staff page sends a visitor without a session to the login page", async ({ request }) => {
    // Signing out and a one-time link's page need no session (the logout page only takes a POST).
    const open: readonly string[] = OPEN_STAFF_PAGES.filter((path) => path !== "staff/logout");
    const staffPaths = everyRoute(routes)
      .filter((route) => route.path?.startsWith("staff") && !open.includes(route.path))
      .map((route) => `/${route.path}`);
    expect(staffPaths).toContain("/staff/orders");
    for (const path of staffPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/^\/staff\/login/);
    }
  });

  test("a wrong password is refused; the right one opens the board, which lists orders as plain text", async ({
    page,
    request,
  }) => {
    const hostileName = `<script>alert(1)</script><b>Bold ${Date.now()}</b>`;
    const number = await placeOrder(request, hostileName);
    await page.goto("/staff/orders");
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Forders$/);
    // The back room: no age gate and no storefront around it.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, email, "wrong horse battery");
    await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match an account.");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    const row = page.locator(`tr[data-order="${number}"]`);
    await expect(row).toContainText(hostileName);
    await expect(row).toContainText("(305) 555-0123");
    await expect(row).toContainText("Pickup");
    await expect(row).toContainText("Received");
    expect(await page.locator("tbody b, tbody script").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const cookie = (await page.context().cookies()).find((each) => each.name === "staff_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/staff" });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    await page.goto("/staff/orders");
    await expect(page).toHaveURL(/\/staff\/login/);
  });

  test("each login gets a new token, and a token from before logout no longer opens anything", async ({
    page,
  }) => {
    const token = async () =>
      (await page.context().cookies()).find((each) => each.name === "staff_session")?.value;
    await page.goto("/staff/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    const first = await token();
    expect(first).toBeTruthy();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    expect(await token()).toBeUndefined();
    await page
      .context()
      .addCookies([{ name: "staff_session", value: first!, domain: "127.0.0.1", path: "/staff" }]);
    await page.goto("/staff/orders");
    await expect(page).toHaveURL(/\/staff\/login/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    expect(await token()).not.toBe(first);
  });
  test("after 5 wrong passwords the account waits, even for the right one", async ({ page }, testInfo) => {
    const locked = `locked-${testInfo.workerIndex}-${Date.now()}@store.example`;
    addStaffMember(locked);
    await page.goto("/staff/login");
    await waitForHydration(page);
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, locked, `wrong password ${attempt}`);
      await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match an account.");
    }
    await signIn(page, locked);
    await expect(page.getByRole("alert")).toHaveText(
      "Too many failed attempts. Try again in 15 minutes, or from a browser you have signed in from before. " +
        "The owner can also lift the wait (npm run staff:unlock).",
    );
    await expect(page).toHaveURL(/\/staff\/login/);
  });
  test("an order placed in another browser appears on the board without a reload, then goes out for delivery", async ({
    page,
    browser,
  }) => {
    await page.goto("/staff/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await waitForHydration(page);
    let reloaded = false;
    page.on("framenavigated", (frame) => (reloaded ||= frame === page.mainFrame()));
    const shopper = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const number = await placeOrder(shopper.request, "Marta Ruiz", { delivery: true });
    await shopper.close();
    // Issue #7: within 2 seconds (the board polls every 1.5 s); a little slack for a busy machine.
    const row = page.locator(`tr[data-order="${number}"]`);
    await expect(row).toContainText("Marta Ruiz", { timeout: 3_000 });
    await expect(row).toContainText("(305) 555-0123");
    await expect(row).toContainText("Delivery");
    await expect(row).toContainText("Received");
    // The board announces the newest arrival: another test's order may come just after this one.
    const announcement = page.getByRole("status");
    await expect(announcement).toHaveText(/^New order \d+$/);
    expect(Number((await announcement.textContent())!.replace("New order ", ""))).toBeGreaterThanOrEqual(
      Number(number),
    );
    expect(reloaded).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole("link", { name: number }).click();
    await expect(
      page.getByText(`Delivery to ${DELIVERY_ADDRESS.address}, ${DELIVERY_ADDRESS.zip}`),
    ).toBeVisible();
    const steps = page.getByRole("button", { name: /Confirm|Ready|Out for|Completed|Cancel order/ });
    await page.getByRole("button", { name: "Confirm (called the shopper)" }).click();
    await expect(steps).toHaveText(["Out for delivery", "Cancel order (returns stock)"]);
    await page.getByRole("button", { name: "Out for delivery" }).click();
    await expect(page.getByText(/· Out for delivery$/)).toBeVisible();
    // Issue #34: handing over waits for an ID check that passes.
    await expect(steps).toHaveText(["Cancel order (returns stock)"]);
    await checkTypedBirthDate(page, "1990-01-15");
    await page.getByRole("button", { name: "Completed" }).click();
    await expect(steps).toHaveCount(0);
    await expect(page.locator('li[data-event="status"]')).toHaveText([
      /Luisa Gómez: Received → Confirmed/,
      /Luisa Gómez: Confirmed → Out for delivery/,
      /Luisa Gómez: Out for delivery → Completed/,
    ]);
  });

  test("the board filters by status and by the store's day, keeping one filter when the other changes", async ({
    page,
    request,
  }) => {
    const number = await placeOrder(request, "Rosa Filter");
    await page.goto("/staff/login");
    await signIn(page, email);
    const row = page.locator(`tr[data-order="${number}"]`);
    await page.getByRole("link", { name: "Today" }).click();
    await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(row).toBeVisible();
    await page
      .getByRole("navigation", { name: "Filter by status" })
      .getByRole("link", { name: "Received" })
      .click();
    await expect(page).toHaveURL(/\?status=received&day=\d{4}-\d{2}-\d{2}$/);
    await expect(row).toBeVisible();
    await page.getByLabel("Day").fill("2020-01-01");
    await page.getByRole("button", { name: "Show day" }).click();
    await expect(page).toHaveURL(/\?status=received&day=2020-01-01$/);
    await expect(page.getByText("No orders match these filters.")).toBeVisible();
    await page.goto("/staff/orders?day=not-a-day&status=<script>");
    await expect(row).toBeVisible();
  });

  test("the order's page: call, confirm, note, ready, complete; only allowed steps are offered", async ({
    page,
    request,
  }) => {
    const notes = `<img src=x onerror=alert(1)> ring twice ${Date.now()}`;
    const number = await placeOrder(request, "Pedro <i>Páramo</i>", { notes });
    await page.goto("/staff/login");
    await signIn(page, email);
    await page.getByRole("link", { name: number, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await expect(page.getByText("Pedro <i>Páramo</i>")).toBeVisible();
    await expect(page.getByText(notes)).toBeVisible();
    await expect(page.getByRole("link", { name: "(305) 555-0123", exact: true })).toHaveAttribute(
      "href",
      "tel:+13055550123",
    );
    const steps = page.getByRole("button", { name: /Confirm|Ready|Out for|Completed|Cancel order/ });
    await expect(steps).toHaveText(["Confirm (called the shopper)", "Cancel order (returns stock)"]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Confirm (called the shopper)" }).click();
    await expect(page.getByText(/· Confirmed$/)).toBeVisible();
    await page.getByLabel("Note on the call").fill("Called, will pick up at 6");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.locator('li[data-event="note"]')).toContainText(
      "Luisa Gómez: Called, will pick up at 6",
    );
    await expect(steps).toHaveText(["Ready for pickup", "Cancel order (returns stock)"]);
    await page.getByRole("button", { name: "Ready for pickup" }).click();
    await expect(steps).toHaveText(["Cancel order (returns stock)"]);
    await checkTypedBirthDate(page, "1990-01-15");
    await expect(steps).toHaveText(["Completed", "Cancel order (returns stock)"]);
    await page.getByRole("button", { name: "Completed" }).click();
    await expect(steps).toHaveCount(0);
    await expect(page.locator('li[data-event="status"]')).toHaveText([
      /Luisa Gómez: Received → Confirmed/,
      /Luisa Gómez: Confirmed → Ready for pickup/,
      /Luisa Gómez: Ready for pickup → Completed/,
    ]);
  });

  test("cancelling an order returns its stock to the storefront", async ({ page, request }) => {
    const size = await stockedSize(request, "last");
    const before = size.inventory!;
    const number = await placeOrder(request, "Ana Cancel", { which: "last" });
    const inventoryNow = async () =>
      ((await (await request.get("/api/products")).json()) as ApiProduct[])
        .flatMap((product) => product.sizes)
        .find((each) => each.id === size.id)!.inventory;
    await expect.poll(inventoryNow, { timeout: 10_000 }).toBe(before - 1);
    await page.goto(`/staff/orders/${number}`);
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/staff/orders/${number}$`));
    await page.getByRole("button", { name: "Cancel order (returns stock)" }).click();
    await expect(page.getByText(/· Cancelled$/)).toBeVisible();
    await expect.poll(inventoryNow, { timeout: 10_000 }).toBe(before);
  });
});

/** The ID check at the counter by a date of birth typed by hand (issue #34); the page shows the server's result. */
async function checkTypedBirthDate(page: Page, birthDate: string): Promise<void> {
  await page.getByText("No camera, damaged card or a passport? Type the date of birth").click();
  await page.getByLabel("Date of birth").fill(birthDate);
  await page.getByRole("button", { name: "Check this date of birth" }).click();
  await expect(page.getByRole("status").filter({ hasText: "21 or older, ID valid" })).toBeVisible();
}
