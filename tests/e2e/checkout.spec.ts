import { join } from "node:path";
import type { Page, Route } from "@playwright/test";
import SQLite from "better-sqlite3";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { orderTotals } from "~/features/orders/order-pricing";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { DELIVERY_ADDRESS } from "../fixtures/delivery-address";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer } from "./own-server";

/** The e2e server's database (scripts/e2e-server.mjs): read to find orders, written to move stock. */
const DATABASE = "test-results/e2e-sqlite/store.db";
/**
 * The specification's words while the store is open; while it is closed, when it will call (issue
 * #31: shopper-notices.spec.ts checks those words at a fixed 3 a.m.).
 */
const ORDER_RECEIVED =
  /We've received your order\. (You'll receive a call soon|We're closed now: we'll call you (\w+ )?at \d{1,2}:\d{2} [ap]m) to confirm your details\. Please keep your phone nearby\./;

interface ShelfSize {
  id: string;
  label: string;
  priceCents: number;
  inventory: number;
  route: string;
  name: string;
}

interface StoredOrder {
  id: number;
  number: string;
  status: string;
  customer_phone: string;
  fulfilment: string;
  zip: string | null;
  payment_method: string;
  tip_percent: number;
  subtotal_cents: number;
  tax_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  total_cents: number;
}

function readDatabase<T>(read: (db: SQLite.Database) => T, file = DATABASE): T {
  const db = new SQLite(file, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Tracked sizes with at least 6 in stock, of products without a gift-box offer, one per product.
 * Tests run side by side on one database, so each takes its own `slot` of them.
 */
function shelf(slot: number, count: number, file = DATABASE): ShelfSize[] {
  const sizes = readDatabase(
    (db) =>
      db
        .prepare(
          `select s.id, s.label, s.price_cents as priceCents, s.inventory, p.route, p.name
           from product_size s join product p on p.id = s.product_id
           where s.inventory >= 6 and s.retired = 0 and p.retired = 0 and p.modal = 0
             and s.id = (select min(o.id) from product_size o where o.product_id = p.id and o.inventory >= 6)
           order by p.route`,
        )
        .all() as ShelfSize[],
    file,
  );
  return sizes.slice(slot * 4, slot * 4 + count);
}

function setInventory(sizeId: string, inventory: number): void {
  updateSize(sizeId, "update product_size set inventory = ? where id = ?", inventory);
}

/** As a staff edit or an import would: straight in the database, while the shopper is on checkout. */
function setPrice(sizeId: string, priceCents: number): void {
  updateSize(sizeId, "update product_size set price_cents = ? where id = ?", priceCents);
}

function updateSize(sizeId: string, statement: string, value: number): void {
  const db = new SQLite(DATABASE);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(statement).run(value, sizeId);
  } finally {
    db.close();
  }
}

function inventoryOf(sizeId: string): number | null {
  return readDatabase(
    (db) =>
      (
        db.prepare("select inventory from product_size where id = ?").get(sizeId) as {
          inventory: number | null;
        }
      ).inventory,
  );
}

function ordersByPhone(phone: string, file = DATABASE): StoredOrder[] {
  return readDatabase(
    (db) =>
      db.prepare("select * from orders where customer_phone = ? order by id").all(phone) as StoredOrder[],
    file,
  );
}

function linesOf(orderId: number): Array<{ size_id: string; unit_price_cents: number; quantity: number }> {
  return readDatabase(
    (db) =>
      db
        .prepare(
          "select size_id, unit_price_cents, quantity from order_line where order_id = ? order by size_id",
        )
        .all(orderId) as Array<{ size_id: string; unit_price_cents: number; quantity: number }>,
  );
}

async function putInCart(page: Page, entries: Record<string, number>): Promise<void> {
  await page.evaluate((values) => {
    for (const [id, quantity] of Object.entries(values)) localStorage.setItem(id, String(quantity));
    window.dispatchEvent(new Event("cart-updated"));
  }, entries);
}

async function openCheckout(page: Page, entries: Record<string, number>): Promise<void> {
  await page.goto("/contact-us");
  await waitForHydration(page);
  await putInCart(page, entries);
  await page.goto("/checkout");
  await waitForHydration(page);
  await expect(checkoutForm(page)).toBeVisible();
  // The first quote is laid out: a stock or price change a test makes after this is news to the page.
  const sizes = Object.keys(entries).filter((id) => id !== "");
  await expect(checkoutForm(page).locator("[data-line]")).toHaveCount(sizes.length);
}

const checkoutForm = (page: Page) => page.getByRole("form", { name: "Checkout" });
const placeOrderButton = (page: Page) =>
  page.getByRole("button", { name: /^(Place order|Placing your order…)$/ });

/** A shopper's details for delivery, with a phone of their own so their orders can be found. */
async function fillDetails(page: Page, phone: string, options: { zip?: string; pickup?: boolean } = {}) {
  const form = checkoutForm(page);
  if (options.pickup) {
    await form.getByLabel(/^Pickup at the store/).check();
  } else {
    await form.getByRole("radio", { name: /^Delivery/ }).check();
    await form.getByLabel("Street address").fill(DELIVERY_ADDRESS.address);
    await form.getByLabel("Apartment or unit (optional)").fill("4B");
    await form.getByLabel("ZIP code").fill(options.zip ?? DELIVERY_ADDRESS.zip);
  }
  await form.getByLabel("Full name").fill("Ana Pérez");
  await form.getByLabel(/^Phone/).fill(phone);
  await form.getByLabel(options.pickup ? "Cash at the counter" : "Card at the door").check();
  await form.getByLabel("I am 21 or older and will show a valid ID").check();
}

async function expectOrderReceived(page: Page): Promise<string> {
  const modal = page.getByRole("dialog", { name: "Order received" });
  await expect(modal).toContainText(ORDER_RECEIVED);
  await expect(page).toHaveURL(/\/$/);
  const number = (await modal.getByTestId("order-number").textContent())!.match(/(\d+)\.$/)![1]!;
  return number;
}

test.describe("checkout (issue #6)", () => {
  test("a new shopper adds two products, checks out for delivery, sees the modal; the order is stored with the right totals", async ({
    page,
  }) => {
    const [first, second] = shelf(0, 2);
    for (const size of [first!, second!]) {
      await page.goto(`/product/${size.route}?size=${encodeURIComponent(size.label)}`);
      await waitForHydration(page);
      if (size === first) await page.getByLabel("Quantity").selectOption("2");
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "to your cart" })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: /^Cart,/ })).toHaveAccessibleName("Cart, 3 items");
    await page.getByRole("button", { name: /^Cart,/ }).click();
    const panel = page.getByRole("dialog", { name: "Your Cart" });
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await panel.getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkoutForm(page).getByRole("listitem")).toHaveCount(2);

    await fillDetails(page, "(305) 555-0101");
    // A tip the store offers (store.config.ts tipPercentPresets): its largest.
    const tipPercent = Math.max(...store.tipPercentPresets);
    await checkoutForm(page).getByLabel(`${tipPercent}%`, { exact: true }).check();
    const expected = orderTotals(
      [
        { unitPriceCents: first!.priceCents, quantity: 2 },
        { unitPriceCents: second!.priceCents, quantity: 1 },
      ],
      { fulfilment: "delivery", tipPercent },
    );
    await expect(page.getByTestId("summary-total")).toHaveText(formatCents(expected.totalCents));
    await placeOrderButton(page).click();

    const number = await expectOrderReceived(page);
    const [order] = ordersByPhone("+13055550101");
    expect(order).toMatchObject({
      number,
      status: "received",
      fulfilment: "delivery",
      zip: DELIVERY_ADDRESS.zip,
      payment_method: "card",
      tip_percent: tipPercent,
      subtotal_cents: expected.subtotalCents,
      tax_cents: expected.taxCents,
      delivery_fee_cents: expected.deliveryFeeCents,
      tip_cents: expected.tipCents,
      total_cents: expected.totalCents,
    });
    expect(linesOf(order!.id)).toEqual(
      [
        { size_id: first!.id, unit_price_cents: first!.priceCents, quantity: 2 },
        { size_id: second!.id, unit_price_cents: second!.priceCents, quantity: 1 },
      ].sort((a, b) => (a.size_id < b.size_id ? -1 : 1)),
    );
    expect(inventoryOf(first!.id)).toBe(first!.inventory - 2);
    // The cart's entries are gone; the age answer and the ZIP stay.
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(storage).toEqual({ isOver21: "true" });
    await expect(page.getByRole("button", { name: /^Cart,/ })).toHaveAccessibleName("Cart, 0 items");
    await page.getByRole("link", { name: "Follow your order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  });

  test("a ZIP outside the delivery area says so at the field and offers pickup", async ({ page }) => {
    const [size] = shelf(1, 1);
    await openCheckout(page, { [size!.id]: 1 });
    await fillDetails(page, "(305) 555-0102", { zip: "10001" });
    const zip = checkoutForm(page).getByLabel("ZIP code");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveAccessibleDescription(/We don't deliver to this ZIP code/);
    await placeOrderButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fix 1 problem" })).toBeVisible();
    await expect(zip).toBeFocused();
    expect(ordersByPhone("+13055550102")).toEqual([]);

    await page.getByRole("button", { name: "Switch to pickup" }).click();
    await expect(checkoutForm(page).getByLabel(/^Pickup at the store/)).toBeChecked();
    await expect(checkoutForm(page).getByLabel(/^Pickup at the store/)).toBeFocused();
    await expect(page.getByTestId("summary-delivery-fee")).toHaveCount(0);
    await checkoutForm(page).getByLabel("Cash at the counter").check();
    await placeOrderButton(page).click();
    await expectOrderReceived(page);
    expect(ordersByPhone("+13055550102")).toMatchObject([
      { fulfilment: "pickup", zip: null, delivery_fee_cents: 0, payment_method: "cash" },
    ]);
  });

  test("delivery or pickup comes first: nothing is assumed, pickup asks for no address, and each field says one thing at a time (issue #18)", async ({
    page,
  }) => {
    const [size] = shelf(10, 1);
    await openCheckout(page, { [size!.id]: 1 });
    const form = checkoutForm(page);
    await expect(form.getByRole("radio", { name: /^Delivery/ })).not.toBeChecked();
    await expect(form.getByRole("radio", { name: /^Pickup/ })).not.toBeChecked();
    await expect(form.getByLabel("Street address")).toHaveCount(0);
    await expect(form.getByLabel("Cash", { exact: true })).toBeVisible();

    await placeOrderButton(page).click();
    const delivery = form.getByRole("radio", { name: /^Delivery/ });
    await expect(delivery).toBeFocused();
    await expect(delivery).toHaveAccessibleDescription(/Choose delivery or pickup\./);

    // Delivery with an empty ZIP: one message there, not also "we don't deliver there".
    await delivery.check();
    await expect(form.getByLabel("ZIP code")).toHaveAccessibleDescription("Enter a 5-digit ZIP code.");

    // Pickup: the address is gone from the form, and the order needs none.
    await form.getByRole("radio", { name: /^Pickup/ }).check();
    await expect(form.getByLabel("Street address")).toHaveCount(0);
    await fillDetails(page, "(305) 555-0110", { pickup: true });
    await placeOrderButton(page).click();
    await expectOrderReceived(page);
    expect(ordersByPhone("+13055550110")).toMatchObject([{ fulfilment: "pickup", address: null, zip: null }]);
  });

  test("checkout's texts come with its page in its language alone, in no script", async ({ page }) => {
    for (const path of ["/checkout", "/es/checkout"]) {
      const html = await (await page.request.get(path)).text();
      const scripts = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([asset]) => asset))];
      expect(scripts.length).toBeGreaterThan(5);
      for (const asset of scripts) {
        const script = await (await page.request.get(asset)).text();
        for (const texts of [checkoutMessages.en, checkoutMessages.es])
          expect(script, asset).not.toContain(texts["checkout.paymentHint"]);
      }
    }
    await page.goto("/es/checkout");
    await waitForHydration(page);
    await expect(page.getByText(checkoutMessages.es["checkout.empty"])).toBeVisible();
  });

  test("zod and the order's checks are not in checkout's first load; Place order pressed before they arrive still checks the form", async ({
    page,
  }) => {
    const html = await (await page.request.get("/checkout")).text();
    const firstLoad = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([path]) => path))];
    expect(firstLoad.length).toBeGreaterThan(5);
    for (const path of firstLoad)
      expect(await (await page.request.get(path)).text(), path).not.toContain("_zod");

    // The checker is held back until the shopper has pressed Place order.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/order-attempt-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const ordersSent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders")
        ordersSent.push(request.url());
    });
    const [size] = shelf(1, 1);
    await openCheckout(page, { [size!.id]: 1 });
    await placeOrderButton(page).click();
    release();
    await expect(page.getByRole("alert").filter({ hasText: /Please fix \d+ problems/ })).toBeVisible();
    await expect(checkoutForm(page).getByRole("radio", { name: /^Delivery/ })).toBeFocused();
    // Checked in the browser: nothing was sent for the server to refuse.
    expect(ordersSent).toEqual([]);
  });

  test("a double click places one order", async ({ page }) => {
    const [size] = shelf(4, 1);
    await openCheckout(page, { [size!.id]: 1 });
    await fillDetails(page, "(305) 555-0105");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") posts++;
    });
    await placeOrderButton(page).dblclick();
    await expectOrderReceived(page);
    expect(posts).toBe(1);
    expect(ordersByPhone("+13055550105")).toHaveLength(1);
  });
});

test.describe("checkout when the browser's storage holds junk (issue #14 point 5)", () => {
  test("an empty key beside a real line: the line shows with its price, and the order is placed", async ({
    page,
  }) => {
    const [size] = shelf(7, 1);
    await openCheckout(page, { "": 1, [size!.id]: 2 });
    const line = checkoutForm(page).locator(`[data-line="${size!.id}"]`);
    await expect(line).toContainText(size!.name);
    await expect(line).toContainText(`${formatCents(size!.priceCents)} each`);
    await expect(page.getByText("We couldn't check today's prices and stock.")).toHaveCount(0);
    await fillDetails(page, "(305) 555-0121");
    await placeOrderButton(page).click();
    await expectOrderReceived(page);
    const [order] = ordersByPhone("+13055550121");
    expect(linesOf(order!.id)).toEqual([
      { size_id: size!.id, unit_price_cents: size!.priceCents, quantity: 2 },
    ]);
    // Ignored, not ours to delete (specification §5).
    expect(await page.evaluate(() => localStorage.getItem(""))).toBe("1");
  });
});

test.describe("checkout with 10,000 junk keys, on a server of its own (issue #14 point 5)", () => {
  // Nothing else may move a price or stock while the quotes are counted.
  const PORT = 3212;
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  // Known bug, open under issue #14: run beside the rest of this file on two busy cores, checkout
  // sends a second quote (2, not 1); alone it passes. Marked to be fixed, not counted as done.
  test("10,000 unknown keys beside a real line: exactly one quote during the visit, the line shown, no limit message", async ({
    page,
  }) => {
    const dir = ownServerDir("checkout-junk-keys");
    const store = await startOwnServer(PORT, { dir });
    try {
      const [size] = shelf(0, 1, join(dir, "store.db"));
      await page.goto("/contact-us");
      await waitForHydration(page);
      await page.evaluate(() => {
        for (let index = 0; index < 10_000; index++) localStorage.setItem(`unknown-size-${index}`, "1");
      });
      await putInCart(page, { [size!.id]: 1 });
      let quotes = 0;
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders/quote") quotes++;
      });
      const quoted = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/orders/quote",
      );
      await page.goto("/checkout");
      await waitForHydration(page);
      await quoted;
      // Reading 10,000 entries is slow on a loaded machine: the line may take longer than usual.
      const line = checkoutForm(page).locator(`[data-line="${size!.id}"]`);
      await expect(line).toContainText(`${formatCents(size!.priceCents)} each`, { timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      expect(quotes).toBe(1);
      await expect(page.getByText(/Too many orders/)).toHaveCount(0);
      await expect(checkoutForm(page).locator("[data-line]")).toHaveCount(1);
      expect(await page.evaluate(() => localStorage.getItem("unknown-size-9999"))).toBe("1");
    } finally {
      await page.close();
      await store.stop();
    }
  });
});

test.describe("checkout when the order meets trouble on the way", () => {
  // The browser logs the 409 it is given, and the connection the test cuts.
  test.use({ allowConsoleErrors: /status of 409 \(Conflict\)|net::ERR_CONNECTION_RESET/ });

  test("stock that drops between quote and submit comes back as the server's 409, shown at the line; nothing is ordered until the shopper has seen it", async ({
    page,
  }) => {
    const [lowered, soldOut] = shelf(2, 2);
    await openCheckout(page, { [lowered!.id]: 3, [soldOut!.id]: 1 });
    await fillDetails(page, "(305) 555-0103");
    setInventory(lowered!.id, 1);
    setInventory(soldOut!.id, 0);
    await placeOrderButton(page).click();

    await expect(page.getByTestId("attempt-message")).toContainText(
      "Some sizes sold out while you were ordering",
    );
    const loweredLine = checkoutForm(page).locator(`[data-line="${lowered!.id}"]`);
    const soldOutLine = checkoutForm(page).locator(`[data-line="${soldOut!.id}"]`);
    await expect(loweredLine).toContainText("Only 1 left: your amount went from 3 to 1.");
    await expect(soldOutLine).toContainText("Now out of stock: remove it to continue.");
    expect(await page.evaluate((id) => localStorage.getItem(id), lowered!.id)).toBe("1");
    expect(ordersByPhone("+13055550103")).toEqual([]);

    await placeOrderButton(page).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Remove the sizes that are out of stock" }),
    ).toBeVisible();
    await soldOutLine.getByRole("button", { name: /^Remove / }).click();
    await expect(soldOutLine).toHaveCount(0);
    await placeOrderButton(page).click();
    await expectOrderReceived(page);
    const [order] = ordersByPhone("+13055550103");
    expect(linesOf(order!.id)).toEqual([
      { size_id: lowered!.id, unit_price_cents: lowered!.priceCents, quantity: 1 },
    ]);
    expect(inventoryOf(lowered!.id)).toBe(0);
  });

  test("a price raised while the shopper is on checkout: the order shows old → new and places nothing; a second confirm places it at the new price (issue #14 point 6)", async ({
    page,
  }) => {
    const [size] = shelf(9, 1);
    await openCheckout(page, { [size!.id]: 2 });
    await fillDetails(page, "(305) 555-0122");
    const raised = size!.priceCents + 500;
    setPrice(size!.id, raised);
    await placeOrderButton(page).click();

    await expect(page.getByTestId("attempt-message")).toContainText(
      "Some prices changed since you opened checkout",
    );
    const line = checkoutForm(page).locator(`[data-line="${size!.id}"]`);
    await expect(line).toContainText(
      `Price changed: ${formatCents(size!.priceCents)} → ${formatCents(raised)} each.`,
    );
    await expect(page.getByTestId("summary-subtotal")).toContainText(formatCents(2 * raised));
    expect(ordersByPhone("+13055550122")).toEqual([]);
    expect(inventoryOf(size!.id)).toBe(size!.inventory);
    expect(await seriousViolations(page)).toEqual([]);

    await placeOrderButton(page).click();
    await expectOrderReceived(page);
    const [order] = ordersByPhone("+13055550122");
    expect(linesOf(order!.id)).toEqual([{ size_id: size!.id, unit_price_cents: raised, quantity: 2 }]);
    expect(inventoryOf(size!.id)).toBe(size!.inventory - 2);
  });

  test("stock taken while the order is on its way: the server's 409 is shown at the line", async ({
    page,
  }) => {
    const [size] = shelf(3, 1);
    await openCheckout(page, { [size!.id]: 4 });
    await fillDetails(page, "(305) 555-0104");
    await page.route("**/api/orders", async (route: Route) => {
      setInventory(size!.id, 2);
      await route.continue();
    });
    await placeOrderButton(page).click();
    await expect(page.getByTestId("attempt-message")).toContainText(
      "Some sizes sold out while you were ordering",
    );
    await expect(checkoutForm(page).locator(`[data-line="${size!.id}"]`)).toContainText(
      "Only 2 left: your amount went from 4 to 2.",
    );
    expect(ordersByPhone("+13055550104")).toEqual([]);
    expect(inventoryOf(size!.id)).toBe(2);
  });

  test("an attempt's code that cannot be downloaded: Place order says the store was not reached and sends nothing; Try again places the order", async ({
    page,
  }) => {
    const [size] = shelf(8, 1);
    await page.route(/\/assets\/order-attempt-[\w-]+\.js$/, (route) => route.abort("connectionreset"));
    await openCheckout(page, { [size!.id]: 1 });
    await fillDetails(page, "(305) 555-0108");
    await placeOrderButton(page).click();
    const message = page.getByTestId("attempt-message");
    await expect(message).toContainText("We couldn't reach the store. Your cart is kept");
    expect(ordersByPhone("+13055550108")).toEqual([]);
    await page.unroute(/\/assets\/order-attempt-[\w-]+\.js$/);
    await message.getByRole("button", { name: "Try again" }).click();
    const number = await expectOrderReceived(page);
    expect(ordersByPhone("+13055550108")).toMatchObject([{ number }]);
  });

  test("an answer lost on the way back: Retry sends the same key, and the store keeps one order", async ({
    page,
  }) => {
    const [size] = shelf(5, 1);
    await openCheckout(page, { [size!.id]: 2 });
    await fillDetails(page, "(305) 555-0106");
    const keys: string[] = [];
    await page.route("**/api/orders", async (route: Route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (keys.length === 1) {
        await route.fetch();
        await route.abort("connectionreset");
      } else {
        await route.continue();
      }
    });
    await placeOrderButton(page).click();
    const message = page.getByTestId("attempt-message");
    await expect(message).toContainText("We couldn't reach the store. Your cart is kept");
    expect(await page.evaluate((id) => localStorage.getItem(id), size!.id)).toBe("2");
    expect(ordersByPhone("+13055550106")).toHaveLength(1);
    await message.getByRole("button", { name: "Try again" }).click();
    const number = await expectOrderReceived(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(ordersByPhone("+13055550106")).toMatchObject([{ number }]);
    expect(inventoryOf(size!.id)).toBe(size!.inventory - 2);
  });
});

test.describe("checkout axe scan at phone width: no serious or critical violation", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("empty, filled, and with errors shown", async ({ page }) => {
    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Browse the catalog" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const [size, other] = shelf(6, 2);
    await openCheckout(page, { [size!.id]: 1, [other!.id]: 2 });
    await placeOrderButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fix" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await fillDetails(page, "(305) 555-0107");
    await expect(page.getByRole("alert").filter({ hasText: "Please fix" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // One column on a phone: the summary comes below the form, as wide as it.
    const form = await checkoutForm(page).boundingBox();
    const summary = await page.getByRole("complementary", { name: "Order summary" }).boundingBox();
    expect(summary!.width).toBeGreaterThan(form!.width - 1);
  });
});

test.describe("with analytics, maps and geocoding configured but unreachable", () => {
  const PORT = 3210;
  const BLOCKED = [
    /googletagmanager\.com/,
    /google-analytics\.com/,
    /maps\.googleapis\.com/,
    /www\.google\.com\/maps/,
    /maps\.google\.com/,
  ];
  test.use({
    baseURL: `http://127.0.0.1:${PORT}`,
    geolocation: { latitude: 25.7617, longitude: -80.1918 },
    permissions: ["geolocation"],
    // The blocked requests, and the geocoder's failure logged in Spanish (specification §8).
    allowConsoleErrors: /Failed to load resource|net::ERR_|Error al obtener/,
  });

  test("checkout still completes", async ({ page, context }) => {
    const dir = ownServerDir("checkout-blocked");
    const store = await startOwnServer(PORT, {
      dir,
      env: { GA_MEASUREMENT_ID: "G-TEST123", GOOGLE_MAPS_API_KEY: "test-key", ORDER_RATE_LIMIT: "1000" },
    });
    try {
      const blocked: string[] = [];
      for (const host of BLOCKED) {
        await context.route(host, (route) => {
          blocked.push(route.request().url());
          return route.abort("blockedbyclient");
        });
      }
      const [size] = shelf(0, 1, join(dir, "store.db"));
      await openCheckout(page, { [size!.id]: 1 });
      await fillDetails(page, "(305) 555-0108");
      await placeOrderButton(page).click();
      await expectOrderReceived(page);
      expect(ordersByPhone("+13055550108", join(dir, "store.db"))).toHaveLength(1);
      expect(blocked.some((url) => url.includes("googletagmanager.com"))).toBe(true);
    } finally {
      // The page first: a request it still makes to a stopped server would be a console error.
      await page.close();
      await store.stop();
    }
  });
});

test.describe("with the order limit reached", () => {
  const PORT = 3211;
  test.use({
    baseURL: `http://127.0.0.1:${PORT}`,
    allowConsoleErrors: /status of 429 \(Too Many Requests\)/,
  });

  test("the page says when to try again", async ({ page }) => {
    const dir = ownServerDir("checkout-limit");
    const store = await startOwnServer(PORT, { dir, env: { ORDER_RATE_LIMIT: "1" } });
    try {
      const [size, other] = shelf(0, 2, join(dir, "store.db"));
      const first = await page.request.post("/api/orders", {
        data: {
          idempotencyKey: "limit-test-first-order-0001",
          customer: { name: "Luis", phone: "(305) 555-0109" },
          fulfilment: { method: "pickup" },
          items: [{ id: other!.id, quantity: 1 }],
          paymentMethod: "cash",
          tipPercent: 0,
        },
      });
      expect(first.status()).toBe(201);
      await openCheckout(page, { [size!.id]: 1 });
      await fillDetails(page, "(305) 555-0110");
      await placeOrderButton(page).click();
      await expect(page.getByTestId("attempt-message")).toHaveText(
        /^Too many orders from this connection\. Try again in (10|9) minutes\.$/,
      );
      expect(ordersByPhone("+13055550110", join(dir, "store.db"))).toEqual([]);
      expect(await page.evaluate((id) => localStorage.getItem(id), size!.id)).toBe("1");
    } finally {
      // The page first: a request it still makes to a stopped server would be a console error.
      await page.close();
      await store.stop();
    }
  });
});
