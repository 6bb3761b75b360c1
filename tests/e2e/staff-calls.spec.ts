import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { orderTotals } from "~/features/orders/order-pricing";
import { formatCents } from "~/utils/money";
import { postOrder } from "./api-orders";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { startNoticeStore, type NoticeStore } from "./notice-store";
import { shopperNoticeCounts, storeClockAt, withStoreDatabase, type OwnServer } from "./own-server";
import type { FakeSmsProvider, MailCatcher } from "../fixtures/notice-receivers";
import { addStaffMember, signIn } from "./staff-session";

const PORT = 3420;
const WEDNESDAY_NOON = new Date("2027-01-13T17:00:00.000Z");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const EMAIL = "calls@store.example";

interface Bottle {
  id: string;
  name: string;
  route: string;
  label: string;
  priceCents: number;
}

/** The store's database, for what only the test may do: set a size's stock exactly. */
function setStock(file: string, sizeId: string, inventory: number): void {
  withStoreDatabase(file, (db) =>
    db.prepare("update product_size set inventory = ? where id = ?").run(inventory, sizeId),
  );
}

/** Two sizes of two products with stock to spare and different prices: one ordered, one its substitute. */
async function twoBottles(page: Page, server: OwnServer): Promise<[Bottle, Bottle]> {
  const products: ApiProduct[] = await (await page.request.get(`${server.baseURL}/api/products`)).json();
  const bottles = products.flatMap((product) =>
    product.sizes
      .filter((size) => (size.inventory ?? 0) >= 10)
      .map((size) => ({
        id: size.id,
        name: product.name,
        route: product.route,
        label: size.size,
        priceCents: Math.round(size.price * 100),
      })),
  );
  const ordered = bottles[0]!;
  const substitute = bottles.find(
    (each) => each.name !== ordered.name && each.priceCents !== ordered.priceCents && !/[%_]/.test(each.name),
  )!;
  return [ordered, substitute];
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A pickup without a tip: the bottles and the store's sales tax (store.config.ts), nothing else. */
function pickupTotal(subtotalCents: number): string {
  const lines = [{ unitPriceCents: subtotalCents, quantity: 1 }];
  return formatCents(orderTotals(lines, { fulfilment: "pickup", tipPercent: 0 }).totalCents);
}

/** Issue #19's "done when", as a clerk on a phone behind the counter lives it. */
test.describe("the confirming call on a phone", () => {
  test.describe.configure({ mode: "serial" });
  let ownStore: NoticeStore;
  let server: OwnServer;
  let database: string;
  let mail: MailCatcher;
  let sms: FakeSmsProvider;

  test.beforeAll(async () => {
    // Short retries, so the order is due again within seconds rather than minutes; the shopper's
    // notices go to a local SMTP server and a fake of the SMS provider's API.
    ownStore = await startNoticeStore(PORT, "calls", {
      // Open hours, whatever the hour of the run: an order is due at once only while the store is open.
      ...storeClockAt(WEDNESDAY_NOON),
      CALL_RETRY_DELAYS: "4s,8s",
    });
    ({ server, database, mail, sms } = ownStore);
    addStaffMember(EMAIL, { name: "Marta Ruiz", databaseUrl: `file:${database}`, role: "clerk" });
  });
  test.afterAll(() => ownStore?.stop());

  test("no answer: the order leaves 'due now', comes back when due; the second call substitutes a line and confirms", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [ordered, substitute] = await twoBottles(page, server);
    // The order takes the size's last two bottles; another shopper asks to hear when it is back.
    setStock(database, ordered.id, 2);
    const placed = await postOrder(
      page.request,
      {
        sizeId: ordered.id,
        quantity: 2,
        name: "Calla Shopper",
        phone: "(305) 555-0142",
        email: "calla@example.com",
        language: "es",
      },
      `${server.baseURL}/api/orders`,
    );
    expect(placed.status()).toBe(201);
    const { number, statusUrl } = (await placed.json()).order as { number: string; statusUrl: string };
    const signUp = await page.request.post(`${server.baseURL}/product/${ordered.route}`, {
      form: { restockSizeId: ordered.id, restockContact: "waiting@example.com" },
    });
    expect(signUp.status()).toBe(201);
    await expect.poll(() => mail.messages.length, { timeout: 15_000 }).toBe(1);
    expect(mail.messages[0]!.subject).toBe(`Recibimos su pedido ${number}`);

    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseURL}/staff/orders`);
    await signIn(page, EMAIL);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await waitForHydration(page);
    const due = page.getByTestId("calls-due").locator(`[data-call="${number}"]`);
    const later = page.getByTestId("calls-later").locator(`[data-call="${number}"]`);
    await expect(due).toContainText("Due now · not called yet");
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await due.getByRole("link", { name: `Order ${number}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
    // Issue #31: the number once, in a link a thumb can hit (WCAG 2.2: at least 24 px).
    const dial = page.getByRole("link", { name: "Call (305) 555-0142" });
    await expect(dial).toHaveAttribute("href", /^tel:\+1/);
    expect((await dial.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await expect(page.getByText("((305)")).toHaveCount(0);
    await page.getByRole("radio", { name: "No answer" }).check();
    await page.getByLabel("What was said (optional)").fill("Rang out");
    await page.getByRole("button", { name: "Log call" }).click();
    await expect(page.getByTestId("order-calls")).toContainText("Marta Ruiz: No answer · Rang out");
    // Issue #31: a logged call leaves the form empty, so a second tap cannot log it twice.
    await expect(page.getByRole("radio", { name: "No answer" })).not.toBeChecked();
    await expect(page.getByLabel("What was said (optional)")).toHaveValue("");
    await page.getByRole("button", { name: "Log call" }).click();
    await expect(page.getByTestId("order-calls").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText(/^Next call due /)).toContainText("1 without an answer so far");

    await page.goto(`${server.baseURL}/staff/orders`);
    await waitForHydration(page);
    await expect(later).toContainText(/Due \d{1,2}:\d{2}.(AM|PM) · 1 call, last: No answer/);
    await expect(due).toHaveCount(0);
    // No reload: the board's own refresh moves it back when its time comes.
    await expect(due).toContainText("Due now · 1 call, last: No answer", { timeout: 15_000 });
    await expect(later).toHaveCount(0);

    await due.getByRole("link", { name: `Order ${number}` }).click();
    await waitForHydration(page);
    const lineName = ordered.name;
    await page.getByRole("link", { name: new RegExp(`^Substitute ${escapeRegExp(lineName)}`) }).click();
    await page.getByLabel("Search sizes in stock").fill(substitute.name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByLabel(`Instead of ${lineName}`, { exact: false }).selectOption(substitute.id);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Substitute", exact: true }).click();

    const pickList = page.getByRole("table", { name: "Bottles to pick" });
    await expect(pickList).toContainText(`${substitute.name}`);
    await expect(pickList).toContainText(`instead of ${lineName}`);
    await expect(pickList).toContainText("If missing: Call the shopper");
    const totals = page.locator("dl").filter({ hasText: "Total" });
    await expect(totals).toContainText(pickupTotal(2 * substitute.priceCents));

    // The substitute put the ordered size's two bottles back: the one waiting hears once.
    await expect
      .poll(() => mail.messages.map((message) => message.subject))
      .toContain(`${ordered.name} ${ordered.label} is back`);

    await page.getByRole("radio", { name: "Reached and confirmed" }).check();
    await page.getByRole("button", { name: "Log call" }).click();
    await expect(page.getByText(/· Confirmed$/)).toBeVisible();
    await expect(page.getByTestId("order-calls")).toContainText("Marta Ruiz: Reached and confirmed");
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    // The Spanish shopper hears of it in Spanish, by e-mail and by text: what was agreed on the call.
    const confirmedSubject = `El pedido ${number} está confirmado`;
    await expect.poll(() => mail.messages.map((message) => message.subject)).toContain(confirmedSubject);
    const confirmation = mail.messages.find((message) => message.subject === confirmedSubject)!;
    expect(confirmation.to).toMatchObject({ value: [{ address: "calla@example.com" }] });
    expect(confirmation.text).toContain(
      `2 × ${substitute.name} ${substitute.label} en lugar de ${ordered.name} ${ordered.label}`,
    );
    expect(confirmation.text).toContain(`Total: ${pickupTotal(2 * substitute.priceCents)}`);
    await expect
      .poll(() => sms.requests.filter((text) => text.form.To === "+13055550142").length, { timeout: 15_000 })
      .toBe(2);
    const confirmedText = sms.requests.filter((text) => text.form.To === "+13055550142").at(-1)!;
    expect(confirmedText.form.Body).toContain(`su pedido ${number} está confirmado`);
    expect(confirmedText.form.Body).toContain("en lugar de");
    // Exactly once for the sign-up: every notice the store queued is out, and one of them said so.
    await expect.poll(() => shopperNoticeCounts(database).undelivered).toBe(0);
    expect(mail.messages.filter((message) => message.subject?.endsWith("is back"))).toHaveLength(1);

    await page.setViewportSize(DESKTOP);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${server.baseURL}/staff/orders`);
    await waitForHydration(page);
    await expect(page.locator(`[data-call="${number}"]`)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    // The shopper's page says it too, in their language.
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseURL}${statusUrl}`);
    await expect(page.locator(`[data-line="${substitute.id}"]`)).toContainText(`En lugar de ${lineName}`);
    await expect(page.getByText(pickupTotal(2 * substitute.priceCents))).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
