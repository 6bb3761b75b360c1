import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { isSoldOut } from "~/features/inventory";
import { store } from "~/features/store";
import { STORE_EXPORTS } from "../fixtures/real-store-export";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer, withStoreDatabase } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/** Issue #18 point 6: "Tell me when it's back" on a sold-out size. Ports 3150-3152 are this file's. */
const PORT = 3150;
/** One per catalogue export, so their stores may run side by side. */
const CATALOGUE_PORTS = [3151, 3152];
const PHONE = { width: 390, height: 844 };

interface SoldOutSize {
  route: string;
  name: string;
  sizeId: string;
  label: string;
}

/** The sign-ups stored for one size, as the database has them. */
function signUps(file: string, sizeId: string): Array<{ contact: string; language: string }> {
  return withStoreDatabase(
    file,
    (db) =>
      db
        .prepare("select contact, language from restock_alert where size_id = ? order by id")
        .all(sizeId) as Array<{ contact: string; language: string }>,
  );
}

/** What the product page would say once the server has it: its stock endpoint reads the same catalogue. */
async function untilStockIs(page: Page, route: string, sizeId: string, inventory: number): Promise<void> {
  await expect
    .poll(async () => {
      const stock = (await (await page.request.get(`/api/products/${route}/stock`)).json()) as {
        sizes: Array<{ id: string; inventory: number | null }>;
      };
      return stock.sizes.find((size) => size.id === sizeId)?.inventory;
    })
    .toBe(inventory);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

const restockForm = (page: Page) => page.getByTestId("restock-alert");

/** The selected size's name as its chip shows it ("750 ml"). */
async function chosenSizeName(page: Page): Promise<string> {
  return (await page.locator('article a[aria-current="true"] span.font-semibold').textContent())!.trim();
}

test.describe("tell me when it's back, on a store of its own (demo catalogue)", () => {
  test.describe.configure({ mode: "serial" });
  test.use({
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: PHONE,
    allowConsoleErrors: /status of 4(04|09|22|29)/,
  });
  let server: OwnServer;
  let database: string;
  let size: SoldOutSize;
  const email = uniqueStaffEmail("restock");

  test.beforeAll(async () => {
    const dir = ownServerDir("restock-alerts");
    database = join(dir, "store.db");
    server = await startOwnServer(PORT, { dir });
    addStaffMember(email, { name: "Marta Ruiz", databaseUrl: `file:${database}` });
    // A size on sale now, sold out by the database as the last bottle's sale would leave it.
    size = withStoreDatabase(database, (db) =>
      db
        .prepare(
          `select p.route, p.name, s.id as sizeId, s.label from product_size s join product p on p.id = s.product_id
           where s.inventory > 5 and s.retired = 0 and p.retired = 0 and p.modal = 0 order by p.route limit 1`,
        )
        .get(),
    ) as SoldOutSize;
    withStoreDatabase(database, (db) =>
      db.prepare("update product_size set inventory = 0 where id = ?").run(size.sizeId),
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a shopper on a phone signs up with a phone, sees it registered; a second tap adds nothing", async ({
    page,
  }) => {
    await untilStockIs(page, size.route, size.sizeId, 0);
    await page.goto(`/product/${size.route}?size=${encodeURIComponent(size.label)}`);
    await waitForHydration(page);
    const form = restockForm(page);
    await expect(form.getByRole("heading", { name: "Tell me when it's back" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    const sizeName = await chosenSizeName(page);
    await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("305 555 0142");
    await form.getByRole("button", { name: "Notify me" }).click();
    const registered = `We'll let you know at (305) 555-0142 when ${sizeName} is back.`;
    await expect(form.getByRole("status")).toHaveText(registered);
    await expect(form.getByRole("status")).toBeFocused();
    expect(signUps(database, size.sizeId)).toEqual([{ contact: "+13055550142", language: "en" }]);

    // Back later: the field holds the phone already, one tap on the button.
    await page.reload();
    await waitForHydration(page);
    const field = form.getByRole("textbox", { name: "Phone or e-mail" });
    await expect(field).toHaveValue("(305) 555-0142");
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Notify me" }).click();
    expect((await answered).status()).toBe(200);
    await expect(form.getByRole("status")).toHaveText(registered);
    expect(signUps(database, size.sizeId)).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a contact that is neither a phone nor an e-mail is shown at the field, and nothing is stored", async ({
    page,
  }) => {
    await page.goto(`/product/${size.route}?size=${encodeURIComponent(size.label)}`);
    await waitForHydration(page);
    const field = restockForm(page).getByRole("textbox", { name: "Phone or e-mail" });
    await field.fill("555 0142");
    await restockForm(page).getByRole("button", { name: "Notify me" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      "Enter a US phone number with its area code, or an e-mail address such as name@example.com.",
    );
    await expect(field).toBeFocused();
    expect(signUps(database, size.sizeId)).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("without JavaScript the form posts and the page answers in place, in Spanish on a Spanish page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/es/product/${size.route}?size=${encodeURIComponent(size.label)}`);
      const form = restockForm(page);
      await form.getByRole("textbox", { name: "Teléfono o correo electrónico" }).fill("Ana@Example.com");
      await form.getByRole("button", { name: "Avísenme" }).click();
      await expect(form.getByRole("status")).toHaveText(
        `Le escribiremos a ana@example.com cuando ${await chosenSizeName(page)} vuelva.`,
      );
      expect(new URL(page.url()).pathname).toBe(`/es/product/${size.route}`);
      expect(signUps(database, size.sizeId)).toEqual([
        { contact: "+13055550142", language: "en" },
        { contact: "ana@example.com", language: "es" },
      ]);
    } finally {
      await context.close();
    }
  });

  test("a size back on sale since the page was opened: the sign-up is refused and Add to cart shows", async ({
    page,
  }) => {
    await page.goto(`/product/${size.route}?size=${encodeURIComponent(size.label)}`);
    await waitForHydration(page);
    await expect(restockForm(page)).toBeVisible();
    withStoreDatabase(database, (db) =>
      db.prepare("update product_size set inventory = 4 where id = ?").run(size.sizeId),
    );
    await untilStockIs(page, size.route, size.sizeId, 4);
    await restockForm(page).getByRole("textbox", { name: "Phone or e-mail" }).fill("marta@example.com");
    await restockForm(page).getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    await expect(restockForm(page)).toHaveCount(0);
    await expect(page.getByTestId("product-stock")).toHaveText("Only 4 left");
    expect(signUps(database, size.sizeId)).toHaveLength(2);
    withStoreDatabase(database, (db) =>
      db.prepare("update product_size set inventory = 0 where id = ?").run(size.sizeId),
    );
  });

  test("the shopper's own link, shown once at sign-up, cancels that request after asking", async ({
    page,
  }) => {
    await untilStockIs(page, size.route, size.sizeId, 0);
    await page.goto(`/product/${size.route}?size=${encodeURIComponent(size.label)}`);
    await waitForHydration(page);
    const form = restockForm(page);
    await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("cancel-me@example.com");
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(form.getByRole("status")).toHaveText(/^We'll let you know at cancel-me@example\.com when /);
    await form.getByRole("link", { name: "Changed your mind? Cancel this request" }).click();
    await expect(page).toHaveURL(/\/restock-alerts\/[\w-]{22}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel a back-in-stock request");
    await expect(page.getByText(/^We'll let you know at cancel-me@example\.com when /)).toBeVisible();
    // Opening the link (a mail scanner, a link preview) deletes nothing.
    expect(signUps(database, size.sizeId).map((row) => row.contact)).toContain("cancel-me@example.com");
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Cancel the request" }).click();
    // The header's own status says "Loading…" while the page posts.
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Done: we have deleted your request and won't write to you about it.",
    );
    expect(signUps(database, size.sizeId).map((row) => row.contact)).not.toContain("cancel-me@example.com");
    const cancelPage = await page.request.get(page.url());
    expect(cancelPage.status()).toBe(404);
    expect(cancelPage.headers()["cache-control"]).toBe("no-store");
    await page.reload();
    await expect(page.getByText("We no longer keep this request")).toBeVisible();
  });

  test("the staff console lists the requests by product and size, finds one by phone and deletes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/staff/restock-alerts");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/restock-alerts$/);
    await expect(page.getByRole("link", { name: "Back in stock" })).toHaveAttribute("aria-current", "page");
    const group = page.getByRole("region", {
      name: new RegExp(`^${escapeRegExp(size.name)} · ${escapeRegExp(size.label)}`),
    });
    await expect(group.getByRole("link", { name: "(305) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+13055550142",
    );
    await expect(group.getByRole("link", { name: "ana@example.com" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("searchbox", { name: "Phone or e-mail" }).fill("(305) 555-0142");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "ana@example.com" })).toHaveCount(0);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Deleted 1 request.");
    await expect(page.getByText("No requests for “(305) 555-0142”.")).toBeVisible();
    expect(signUps(database, size.sizeId)).toEqual([{ contact: "ana@example.com", language: "es" }]);

    await page.setViewportSize(PHONE);
    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page.getByRole("link", { name: "ana@example.com" })).toBeVisible();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("over the hourly limit from one address, the shopper is told so and nothing is stored", async ({
    page,
  }) => {
    // The earlier tests' sign-ups count too: post until the store refuses, as a flood would.
    const statuses: number[] = [];
    for (let index = 0; index < 25 && !statuses.includes(429); index++) {
      const answer = await page.request.post(`/product/${size.route}`, {
        form: { restockSizeId: size.sizeId, restockContact: `flood${index}@example.com` },
      });
      statuses.push(answer.status());
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    const stored = signUps(database, size.sizeId).length;

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/product/${size.route}?size=${encodeURIComponent(size.label)}`);
    await waitForHydration(page);
    const form = restockForm(page);
    await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("late@example.com");
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      `Too many sign-ups from here in the last hour. Please try again later, or call us at ${store.phone.display}.`,
    );
    expect(signUps(database, size.sizeId)).toHaveLength(stored);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The catalogues stores really export: a sold-out size there (inventory 0, or negative in the file). */
for (const [index, store] of STORE_EXPORTS.entries())
  test.describe(`tell me when it's back on ${store.name}`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ viewport: PHONE });
    let server: OwnServer;
    let products: ApiProduct[];

    test.beforeAll(async () => {
      server = await startOwnServer(CATALOGUE_PORTS[index]!, { env: { CATALOG_SEED_FILE: store.path } });
      products = (await (await fetch(`${server.baseURL}/api/products`)).json()) as ApiProduct[];
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("a sold-out size shows the form, and a sign-up is registered", async ({ page }) => {
      const product = products.find(
        (candidate) => !candidate.modal && candidate.sizes.some((size) => isSoldOut(size.inventory)),
      )!;
      expect(product, "a sold-out size in the export").toBeDefined();
      const size = product.sizes.find((candidate) => isSoldOut(candidate.inventory))!;
      await page.goto(`${server.baseURL}/product/${product.route}?size=${encodeURIComponent(size.size)}`);
      await waitForHydration(page);
      const form = restockForm(page);
      await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("shopper@example.com");
      await form.getByRole("button", { name: "Notify me" }).click();
      await expect(form.getByRole("status")).toHaveText(
        `We'll let you know at shopper@example.com when ${await chosenSizeName(page)} is back.`,
      );
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
