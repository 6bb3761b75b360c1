import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { seriousViolations } from "./axe";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";

/** A real product of the demo catalogue, with the given stock on its first four sizes. */
async function productsWithStock(page: Page, stock: Array<number | null>): Promise<ApiProduct[]> {
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const product = products.find((candidate) => candidate.sizes.length >= stock.length)!;
  stock.forEach((inventory, index) => (product.sizes[index]!.inventory = inventory));
  return products;
}

async function fillCart(page: Page, entries: Record<string, string>) {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    window.dispatchEvent(new Event("cart-updated"));
  }, entries);
}

/** Jameson's first size in the demo catalogue: a known, in-stock bottle. */
async function jamesonFirstSize(page: Page) {
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  return products.find((product) => product.route === "jameson")!.sizes[0]!;
}

const cents = (dollars: number) => Math.round(dollars * 100);

const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart,/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe("cart badge (spec §2 Header, §4, §5)", () => {
  test("recounts on cart-updated, ignoring isOver21, zipCode and non-numeric quantities", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await fillCart(page, { a: "2", b: "3", zipCode: "33130", c: "abc", d: "-4" });
    await expect(page.getByTestId("cart-badge")).toHaveText("5");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 5 items");
  });

  test("once the product list is known, counts only entries that match a size (issue #18)", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await fillCart(page, { [(await jamesonFirstSize(page)).id]: "2", "no-such-size": "3" });
    // Until then, the stored numbers: the page cannot tell a retired size from one it has not heard of.
    await expect(page.getByTestId("cart-badge")).toHaveText("5");
    await openCart(page);
    await expect(panel(page).getByRole("listitem")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("recounts after a change in another tab", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto("/contact-us");
    await other.evaluate(() => localStorage.setItem("some-size", "4"));
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
    await other.close();
  });
});

test.describe("cart panel (spec §2 'Cart panel', §4, §5)", () => {
  test("empty: 'Your cart is empty.' with a title, a close button and the way back to the catalogue, not Checkout", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await openCart(page);
    await expect(panel(page).getByRole("heading")).toHaveText("Your Cart");
    await expect(panel(page)).toContainText("Your cart is empty.");
    await expect(panel(page).getByRole("button", { name: "Close cart" })).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await panel(page).getByRole("link", { name: "Browse the catalog" }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(panel(page)).toBeHidden();
  });

  test("counts money: each line's price and total, the subtotal, and the way to free delivery (issue #18)", async ({
    page,
  }) => {
    test.skip(store.delivery.freeFromCents === null, "store.config.ts sets no free delivery");
    const freeFrom = store.delivery.freeFromCents!;
    const fullLine = store.maxQuantityPerLine;
    await page.goto("/");
    await waitForHydration(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    // In stock for a full line, and under a quarter of the free-delivery line: two of one and one of
    // the other stay below it, and a full line of the first passes it ($8.34 to $25 for the demo).
    const sizes = products
      .flatMap((product) => product.sizes)
      .filter((size) => {
        const price = cents(size.price);
        return (
          price * fullLine >= freeFrom && price < freeFrom / 4 && (size.inventory ?? fullLine) >= fullLine
        );
      })
      .slice(0, 2);
    await fillCart(page, { [sizes[0]!.id]: "2", [sizes[1]!.id]: "1" });
    await openCart(page);
    const subtotal = 2 * cents(sizes[0]!.price) + cents(sizes[1]!.price);
    const lines = panel(page).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(panel(page).getByTestId("cart-subtotal")).toHaveText(formatCents(subtotal));
    await expect(panel(page).getByTestId("cart-delivery-progress")).toHaveText(
      `Add ${formatCents(freeFrom - subtotal)} more for free delivery.`,
    );
    const first = lines.filter({ has: page.locator(`[id="cart-amount-${sizes[0]!.id}"]`) });
    await expect(first).toContainText(`${formatCents(cents(sizes[0]!.price))} each`);
    await expect(first.getByTestId("cart-line-total")).toHaveText(
      `Line total: ${formatCents(2 * cents(sizes[0]!.price))}`,
    );

    await first.getByLabel("Amount:").selectOption(String(fullLine));
    const over = fullLine * cents(sizes[0]!.price) + cents(sizes[1]!.price);
    await expect(panel(page).getByTestId("cart-subtotal")).toHaveText(formatCents(over));
    await expect(panel(page).getByTestId("cart-delivery-progress")).toHaveText(
      "Delivery is free on this order.",
    );
  });

  test("in Spanish: the line's price, the way to free delivery, and an empty cart's way back to the Spanish catalogue", async ({
    page,
  }) => {
    test.skip(store.delivery.freeFromCents === null, "store.config.ts sets no free delivery");
    await page.goto("/es/");
    await waitForHydration(page);
    const size = await jamesonFirstSize(page);
    await fillCart(page, { [size.id]: "1" });
    await page.getByRole("button", { name: /^Carrito,/ }).click();
    const spanishPanel = page.getByRole("dialog", { name: "Su carrito" });
    await expect(spanishPanel.getByRole("listitem")).toContainText(
      `${formatCents(cents(size.price))} cada uno`,
    );
    await expect(spanishPanel.getByTestId("cart-delivery-progress")).toHaveText(
      `Agregue ${formatCents(store.delivery.freeFromCents! - cents(size.price))} más y la entrega a domicilio es gratis.`,
    );
    await spanishPanel.getByRole("button", { name: /^Quitar/ }).click();
    await expect(spanishPanel).toContainText("Su carrito está vacío.");
    await expect(spanishPanel.getByRole("link", { name: "Ver el catálogo" })).toHaveAttribute(
      "href",
      "/es/catalog",
    );
  });

  test("shows a loading animation while the product list loads, once per page life", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/products") calls++;
    });
    const release = await holdRequests(page, "**/api/products");
    await page.goto("/");
    await waitForHydration(page);
    await openCart(page);
    await expect(panel(page).getByTestId("cart-loading")).toBeVisible();
    release();
    await expect(panel(page)).toContainText("Your cart is empty.");
    await page.keyboard.press("Escape");
    await openCart(page);
    await expect(panel(page)).toContainText("Your cart is empty.");
    expect(calls).toBe(1);
  });

  test.describe("when the products call fails", () => {
    test.use({ allowConsoleErrors: /status of 500|Error al cargar los productos/ });

    test("shows 'Error al cargar los productos: Error: 500 Internal Server Error', logs it, and can retry", async ({
      page,
    }) => {
      await page.route("**/api/products", (route) => route.fulfill({ status: 500, body: "boom" }), {
        times: 1,
      });
      const logged = page.waitForEvent("console", (message) => message.text().includes("Error al cargar"));
      await page.goto("/");
      await waitForHydration(page);
      await fillCart(page, {});
      await openCart(page);
      await expect(panel(page).getByRole("alert")).toContainText(
        "Error al cargar los productos: Error: 500 Internal Server Error",
      );
      await logged;
      await panel(page).getByRole("button", { name: "Try again" }).click();
      await expect(panel(page)).toContainText("Your cart is empty.");
    });
  });

  test("lists each item with image (480w/1024w webp), name, size, 'Amount:' and remove", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const jameson = products.find((product) => product.route === "jameson")!;
    const size = jameson.sizes[0]!;
    await fillCart(page, { [size.id]: "2", "no-such-size": "3" });
    await openCart(page);
    const items = panel(page).getByRole("listitem");
    await expect(items).toHaveCount(1);
    const item = items.first();
    await expect(item).toContainText(jameson.name);
    await expect(item).toContainText(size.size);
    const image = item.locator("img");
    // Versioned like every other picture (issue #30): a new photo is a new URL.
    await expect(image).toHaveAttribute("srcset", /-480w\.webp\?v=\w+ 480w, .*-1024w\.webp\?v=\w+ 1024w$/);
    await expect(image).toHaveAttribute("sizes", "(max-width: 464px) 50vw, (max-width: 1024px) 33vw, 20vw");
    await expect(item.getByLabel("Amount:")).toHaveValue("2");
    await expect(
      item.getByRole("button", { name: `Remove ${jameson.name} ${size.size} from the cart` }),
    ).toBeVisible();
  });

  test("names a beer pack as a shopper says it, not as the catalogue's label", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const beer = products.find((product) => product.route === "budweiser")!;
    const sixPack = beer.sizes.find((size) => size.size === "12oz-6pack-Bottle")!;
    await fillCart(page, { [sixPack.id]: "1" });
    await openCart(page);
    const item = panel(page).getByRole("listitem").first();
    await expect(item).toContainText("6-pack, 12 oz bottles");
    await expect(item).not.toContainText("12oz-6pack-Bottle");
    await expect(
      item.getByRole("button", { name: "Remove Budweiser 6-pack, 12 oz bottles from the cart" }),
    ).toBeVisible();
  });

  test("offers amounts 1..max: inventory 3 → 1–3, 0 → none, missing → 1–12, 40 → 1–12", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const products = await productsWithStock(page, [3, 0, null, 40]);
    await page.route("**/api/products", (route) => route.fulfill({ json: products }));
    const product = products.find((candidate) => candidate.sizes[0]!.inventory === 3)!;
    const [three, none, missing, forty] = product.sizes;
    await fillCart(page, { [three!.id]: "5", [none!.id]: "1", [missing!.id]: "1", [forty!.id]: "1" });
    await openCart(page);
    // toHaveText retries: the panel lists its lines only once the catalogue has loaded.
    // A line by its size's own line of text ("50ml · $5.99 each"), which "750ml" does not match.
    const lineOf = (label: string) =>
      panel(page)
        .getByRole("listitem")
        .filter({ has: page.locator("p", { hasText: new RegExp(`^${label.replace(/\./g, "\\.")} ·`) }) });
    const optionsOf = (label: string) => lineOf(label).locator("option");
    const oneToTwelve = Array.from({ length: 12 }, (_, i) => String(i + 1));
    await expect(optionsOf(three!.size)).toHaveText(["1", "2", "3"]);
    await expect(optionsOf(missing!.size)).toHaveText(oneToTwelve);
    await expect(optionsOf(forty!.size)).toHaveText(oneToTwelve);
    const soldOut = lineOf(none!.size);
    await expect(soldOut).toContainText("Out of stock");
    await expect(soldOut.locator("select")).toHaveCount(0);
    // A stored 5 of a size with 3 left shows the most that can be had.
    await expect(lineOf(three!.size).locator("select")).toHaveValue("3");
  });

  test("changing an amount writes storage and the badge follows", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const size = await jamesonFirstSize(page);
    await fillCart(page, { [size.id]: "1" });
    await openCart(page);
    await panel(page).getByLabel("Amount:").selectOption("4");
    expect(await page.evaluate((id) => localStorage.getItem(id), size.id)).toBe("4");
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
  });

  test("removing fades the item out and deletes it from storage after 300 ms (spec §9)", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const size = await jamesonFirstSize(page);
    await fillCart(page, { [size.id]: "1" });
    await openCart(page);
    // Stop the page's clock so only runFor() moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await panel(page)
      .getByRole("button", { name: /^Remove / })
      .click();
    const item = panel(page).getByRole("listitem");
    await expect(item).toHaveAttribute("data-removing", "true");
    await page.clock.runFor(290);
    expect(await page.evaluate((id) => localStorage.getItem(id), size.id)).toBe("1");
    await page.clock.runFor(20);
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(id), size.id)).toBeNull();
    await expect(panel(page)).toContainText("Your cart is empty.");
  });

  test("closes with Escape, the close button and the overlay; focus returns; the page does not scroll", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await openCart(page);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    // The panel's state follows the dialog's close event a moment later.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe("hidden");

    await openCart(page);
    await panel(page).getByRole("button", { name: "Close cart" }).click();
    await expect(panel(page)).toBeHidden();

    await openCart(page);
    await page.mouse.click(20, 300);
    await expect(panel(page)).toBeHidden();
  });

  test("Checkout goes to /checkout", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await fillCart(page, { [(await jamesonFirstSize(page)).id]: "1" });
    await openCart(page);
    await panel(page).getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(panel(page)).toBeHidden();
  });

  test("axe: the page with the cart panel open has no serious or critical violation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    await fillCart(page, { [products[0]!.sizes[0]!.id]: "1" });
    await openCart(page);
    await expect(panel(page).getByRole("listitem")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("hostile localStorage (spec §5, DESIGN §6)", () => {
  // Pairs, not an object literal: `{ __proto__: "7" }` would set a prototype, not a key.
  const hostile: Array<[string, string]> = [
    ["text", "lots"],
    ["negative", "-3"],
    ["huge", "1e9"],
    ["float", "2.5"],
    ["__proto__", "7"],
    ["constructor", "{}"],
    ["empty", ""],
    ["isOver21", "true"],
    ["zipCode", "<script>alert(1)</script>"],
  ];

  test.use({ allowConsoleErrors: /status of 404/ });

  for (const path of ["/", "/catalog", "/product/jameson", "/checkout", "/no-such-page"]) {
    test(`leaves ${path} working, with 10,000 extra keys`, async ({ page }) => {
      await page.addInitScript((entries) => {
        if (location.hostname !== "127.0.0.1" || localStorage.getItem("junk-9999")) return;
        for (const [key, value] of entries) localStorage.setItem(key, value);
        for (let index = 0; index < 10_000; index++) localStorage.setItem(`junk-${index}`, "x");
      }, hostile);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/checkout") {
        // No key names a size the product list knows: all ignored (spec §5), none removed, nothing to say.
        await expect(page.getByRole("link", { name: "Browse the catalog" })).toBeVisible();
        await expect(page.getByText(/no longer sold/)).toHaveCount(0);
      }
      // The stored numbers until the product list is known (checkout loads it at once), then none.
      await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${path === "/checkout" ? 0 : 7} items`);
      await openCart(page);
      await expect(panel(page)).toContainText("Your cart is empty.");
      await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    });
  }
});

test.describe("keyboard alone (issue #3)", () => {
  test.use({ ageConfirmed: false });

  test("passes the gate, opens the cart, changes an amount, removes an item and reaches checkout", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const [first, second] = [products[0]!.sizes[0]!, products[1]!.sizes[0]!];
    await fillCart(page, { [first.id]: "1", [second.id]: "1" });

    await page.getByRole("button", { name: "Sí" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Verificación de Edad" })).toHaveCount(0);

    await cartButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    const amount = panel(page).getByLabel("Amount:").first();
    await amount.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => Object.values({ ...localStorage }).includes("2"))).toBe(true);

    await panel(page)
      .getByRole("button", { name: /^Remove / })
      .last()
      .focus();
    await page.keyboard.press("Enter");
    await expect(panel(page).getByRole("listitem")).toHaveCount(1);

    await panel(page).getByRole("link", { name: "Checkout" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
