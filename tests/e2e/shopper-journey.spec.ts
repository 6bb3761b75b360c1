import { join } from "node:path";
import type { Page } from "@playwright/test";
import { verifyWebhookSignature } from "../../app/features/orders/webhook-signature";
import { startWebhookReceiver, type WebhookReceiver } from "../fixtures/webhook-receiver";
import { seriousViolations } from "./axe";
import { deliveryProgressText } from "./delivery-progress";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";
import { addStaffMember, signIn } from "./staff-session";

/**
 * Issue #18's Done-when, on a 390×844 phone and a 1280 desktop: a shopper searches from the header
 * in one tap, adds two sizes, reads line totals, the subtotal and the way to free delivery in the
 * cart, checks out for pickup without an address, chooses "a similar bottle" for one line, marks the
 * order as a gift, and the status page, the staff order page and the webhook body carry both choices.
 */

const SERVER_PORT = 3155;
const RECEIVER_PORT = 3156;
const SECRET = "e2e-journey-secret";
const STAFF_EMAIL = "journey@store.example";
/** The demo's flagship sold in a gift box too: 750ml $44.99, 1L $54.99 (99.98, 2 cents from the demo's free delivery). */
const PRODUCT = { route: "buchanans-12-years", name: "Buchanans 12 Years" };

let server: OwnServer;
let receiver: WebhookReceiver;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  receiver = await startWebhookReceiver(RECEIVER_PORT);
  const dir = ownServerDir("journey");
  server = await startOwnServer(SERVER_PORT, {
    dir,
    env: {
      ORDER_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/orders`,
      ORDER_WEBHOOK_SECRET: SECRET,
      ORDER_RATE_LIMIT: "1000",
    },
  });
  addStaffMember(STAFF_EMAIL, { databaseUrl: `file:${join(dir, "store.db")}` });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

/** Header search: on a phone the search button opens the field (one tap); on a desktop the field is there. */
async function searchFromHeader(page: Page, phone: boolean): Promise<void> {
  const field = phone
    ? page.locator("#phone-search").getByRole("combobox", { name: "Search products" })
    : page.getByRole("combobox", { name: "Search products" }).filter({ visible: true });
  if (phone) await page.getByRole("button", { name: "Search products" }).tap();
  else await field.click();
  await expect(field).toBeFocused();
  await field.pressSequentially("buchanans 12");
  const suggestion = page
    .getByRole("listbox", { name: "Product suggestions" })
    .filter({ visible: true })
    .getByRole("option", { name: new RegExp(`^${PRODUCT.name}`) });
  if (phone) await suggestion.tap();
  else await suggestion.click();
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT.route}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRODUCT.name);
}

async function sidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

async function addSize(page: Page, label: string): Promise<void> {
  await page.getByRole("link", { name: new RegExp(`^${label} ·`) }).click();
  await expect(page).toHaveURL(new RegExp(`size=${label}$`));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "to your cart" })).toBeVisible();
}

for (const device of [
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true, phone: "(305) 555-0171" },
  { name: "desktop", viewport: { width: 1280, height: 900 }, hasTouch: false, phone: "(305) 555-0172" },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({
      viewport: device.viewport,
      hasTouch: device.hasTouch,
      baseURL: `http://127.0.0.1:${SERVER_PORT}`,
    });

    test("search, two sizes, the cart's money, pickup, 'a similar bottle' for one line, a gift: the status page, the staff and the webhook see both choices", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.goto("/");
      await waitForHydration(page);
      await searchFromHeader(page, device.hasTouch);
      await waitForHydration(page);
      await addSize(page, "750ml");
      await addSize(page, "1L");

      await page.getByRole("button", { name: /^Cart,/ }).click();
      const panel = page.getByRole("dialog", { name: "Your Cart" });
      // Newest first, whatever the order: each line's total, then the subtotal and the way to free delivery.
      await expect(panel.getByTestId("cart-line-total")).toHaveCount(2);
      for (const total of ["Line total: $44.99", "Line total: $54.99"])
        await expect(panel.getByTestId("cart-line-total").filter({ hasText: total })).toHaveCount(1);
      await expect(panel.getByTestId("cart-subtotal")).toHaveText("$99.98");
      const progress = deliveryProgressText(4499 + 5499);
      if (progress) await expect(panel.getByTestId("cart-delivery-progress")).toHaveText(progress);
      else await expect(panel.getByTestId("cart-delivery-progress")).toHaveCount(0);
      await panel.getByRole("link", { name: "Checkout" }).click();
      await expect(page).toHaveURL(/\/checkout$/);

      const form = page.getByRole("form", { name: "Checkout" });
      await expect(form.getByRole("listitem")).toHaveCount(2);
      await form.getByRole("radio", { name: /^Pickup/ }).check();
      await expect(form.getByLabel("Street address")).toHaveCount(0);
      await form.getByLabel("Full name").fill("Ana Journey");
      await form.getByLabel(/^Phone/).fill(device.phone);
      await form.getByLabel("Cash at the counter").check();
      await form
        .getByRole("combobox", { name: `${PRODUCT.name}, 750ml: If it's missing` })
        .selectOption({ label: "A similar bottle up to the same price" });
      await expect(form.getByRole("combobox", { name: `${PRODUCT.name}, 1L: If it's missing` })).toHaveValue(
        "call",
      );
      await form.getByRole("checkbox", { name: "This order is a gift" }).check();
      await form.getByLabel("Recipient's name").fill("Marta Gómez");
      await form.getByLabel(/^Recipient's phone/).fill("786 555 0123");
      const message = form.getByLabel("Message for the card (optional)");
      await message.fill("¡Feliz cumpleaños!");
      await expect(message).toHaveAccessibleDescription("Characters used: 18/200");
      await form.getByRole("checkbox", { name: /^Put it in a gift box/ }).check();
      await form.getByLabel("I am 21 or older and will show a valid ID").check();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(false);
      await page.getByRole("button", { name: "Place order" }).click();

      const modal = page.getByRole("dialog", { name: "Order received" });
      await expect(modal.getByTestId("order-number")).toBeVisible();
      const number = (await modal.getByTestId("order-number").textContent())!.match(/(\d+)\.$/)![1]!;
      // Nothing new kept in the browser: the cart's entries are gone, the age answer stays.
      expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ isOver21: "true" });

      await page.getByRole("link", { name: "Follow your order" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
      const line = (size: string) => page.getByRole("listitem").filter({ hasText: `(${size})` });
      await expect(line("750ml")).toContainText("If it's missing: a similar bottle up to the same price");
      await expect(line("1L")).toContainText("If it's missing: we call you");
      const gift = page.getByTestId("order-gift");
      await expect(gift).toContainText("For Marta Gómez, (786) 555-0123");
      await expect(gift).toContainText("¡Feliz cumpleaños!");
      await expect(gift).toContainText("In a gift box");
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(false);

      await page.goto("/staff/login");
      await signIn(page, STAFF_EMAIL);
      await expect(page).toHaveURL(/\/staff\/orders$/);
      await page.goto(`/staff/orders/${number}`);
      const row = (size: string) => page.getByRole("row").filter({ hasText: size });
      await expect(row("750ml")).toContainText("A similar bottle, up to the same price");
      await expect(row("1L")).toContainText("Call the shopper");
      await expect(page.getByTestId("order-window")).toHaveText("Ready for pickup: as soon as possible");
      const staffGift = page.getByTestId("order-gift");
      await expect(staffGift).toContainText("Gift order · in a gift box");
      await expect(staffGift).toContainText("For Marta Gómez, (786) 555-0123");
      await expect(staffGift).toContainText("¡Feliz cumpleaños!");
      expect(await sidewaysScroll(page)).toBe(false);

      await expect
        .poll(
          () => receiver.received.filter((delivery) => JSON.parse(delivery.body).number === number).length,
        )
        .toBe(1);
      const delivery = receiver.received.find((each) => JSON.parse(each.body).number === number)!;
      expect(
        verifyWebhookSignature({
          secret: SECRET,
          body: delivery.body,
          timestamp: delivery.headers["x-store-timestamp"] as string,
          signature: delivery.headers["x-store-signature"] as string,
        }),
      ).toBe(true);
      const body = JSON.parse(delivery.body) as {
        fulfilment: unknown;
        lines: Array<{ size: string; substitution: string }>;
        gift: unknown;
      };
      // As soon as possible: no window (issue #31).
      expect(body.fulfilment).toEqual({ method: "pickup", window: null });
      expect(body.lines.map((each) => [each.size, each.substitution])).toEqual(
        expect.arrayContaining([
          ["750ml", "similar"],
          ["1L", "call"],
        ]),
      );
      expect(body.gift).toEqual({
        recipientName: "Marta Gómez",
        recipientPhone: "+17865550123",
        message: "¡Feliz cumpleaños!",
        giftBox: true,
      });
    });
  });
}
