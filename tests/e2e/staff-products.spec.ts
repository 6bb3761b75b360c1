import type { APIRequestContext } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { postOrder } from "./api-orders";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addStaffMember, signIn, STAFF_NAME, uniqueStaffEmail } from "./staff-session";

/**
 * A product near the end of the alphabet whose first size is on sale and counted: other specs take
 * their bottles from the start of the alphabet, the cancel test the very last such product (rank 0).
 * Each test here edits its own rank, so parallel tests never save over each other.
 */
async function productToEdit(request: APIRequestContext, rank: 1 | 2) {
  const products: ApiProduct[] = await (await request.get("/api/products")).json();
  const product = products
    .toSorted((a, b) => b.route.localeCompare(a.route))
    .filter((each) => (each.sizes[0]!.inventory ?? 0) >= 20)[rank]!;
  return { product, size: product.sizes[0]! };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) =>
  `$${(amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe("stock and prices in the staff console (issue #7)", () => {
  // A refused save answers 400 and an unknown product 404: the browser logs both.
  test.use({ allowConsoleErrors: /status of (400|404)/ });
  let email: string;

  test.beforeAll(() => {
    email = uniqueStaffEmail("prices");
    addStaffMember(email);
  });

  test("a price edited to the cent shows on the storefront and prices the next order", async ({
    page,
    browser,
    request,
  }) => {
    const { product, size } = await productToEdit(request, 1);
    // A price no size had before, with odd cents that a float would get wrong ($x.29 * 100).
    const newCents = cents(size.price) + 1229;
    const newPrice = `${Math.trunc(newCents / 100)}.${String(newCents % 100).padStart(2, "0")}`;

    await page.goto("/staff/products");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/products$/);
    await page.getByRole("searchbox", { name: "Find a product" }).fill(product.name);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: product.name, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    const sizeForm = page.getByRole("form", { name: new RegExp(`: price and stock$`) }).first();
    await sizeForm.getByLabel(/^Price of /).fill(`$${newPrice}`);
    await sizeForm.getByRole("button", { name: /^Save / }).click();
    await expect(sizeForm.getByRole("status")).toHaveText("Saved. The store shows it now.");
    await expect(page.getByRole("list").last()).toContainText(
      `${STAFF_NAME}: ${size.size} price ${dollars(cents(size.price))} → ${dollars(newCents)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The shopper's side: another browser, no staff cookie.
    const shopper = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`/product/${product.route}`);
    await expect(shopperPage.getByTestId("product-price")).toHaveText(dollars(newCents));
    const listed: ApiProduct[] = await (await shopper.request.get("/api/products")).json();
    expect(listed.find((each) => each.route === product.route)!.sizes[0]!.price).toBe(Number(newPrice));
    const order = await postOrder(shopper.request, { sizeId: size.id, quantity: 2, name: "Nico Precio" });
    expect(order.status()).toBe(201);
    const placed = (await order.json()).order;
    expect(placed.items[0].unitPriceCents).toBe(newCents);
    expect(placed.subtotalCents).toBe(2 * newCents);
    expect(placed.totalCents).toBe(placed.subtotalCents + placed.taxCents);
    await shopper.close();
  });

  test("stock set here is what shoppers can buy; a bad price or stock is refused at its field", async ({
    page,
    request,
  }) => {
    const { product, size } = await productToEdit(request, 2);
    await page.goto(`/staff/products/${product.route}`);
    await signIn(page, email);
    const sizeForm = page.getByRole("form", { name: /: price and stock$/ }).first();
    await sizeForm.getByLabel(/^Price of /).fill("12.345");
    await sizeForm.getByLabel(/^Stock of /).fill("-3");
    await sizeForm.getByRole("button", { name: /^Save / }).click();
    await expect(sizeForm.getByRole("alert")).toHaveText("Not saved: check the marked fields.");
    await expect(sizeForm.getByLabel(/^Price of /)).toHaveAttribute("aria-invalid", "true");
    await expect(sizeForm.getByLabel(/^Stock of /)).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await sizeForm.getByLabel(/^Stock of /).fill("2");
    await sizeForm.getByRole("button", { name: /^Save / }).click();
    await expect(sizeForm.getByRole("status")).toHaveText("Saved. The store shows it now.");
    await expect(sizeForm).toContainText("2 in stock (low)");
    const stockNow = async () =>
      ((await (await request.get("/api/products")).json()) as ApiProduct[])
        .flatMap((each) => each.sizes)
        .find((each) => each.id === size.id)!.inventory;
    expect(await stockNow()).toBe(2);
    const shopperPage = await page.context().browser()!.newPage();
    await shopperPage.goto(new URL(`/product/${product.route}`, page.url()).href);
    await expect(shopperPage.getByTestId("product-stock")).toHaveText("Only 2 left");
    await shopperPage.close();
    const tooMany = await postOrder(request, { sizeId: size.id, quantity: 3, name: "Nico Stock" });
    expect(tooMany.status()).toBe(409);
    // Put the shelf back for any later run against this database.
    await sizeForm.getByLabel(/^Stock of /).fill(String(size.inventory));
    await sizeForm.getByRole("button", { name: /^Save / }).click();
    await expect(sizeForm.getByRole("status")).toHaveText("Saved. The store shows it now.");
  });

  test("hostile search text comes back as text; an unknown product is a 404", async ({ page }) => {
    await page.goto("/staff/products");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/products$/);
    const hostile = `<img src=x onerror="window.__hacked=1">`;
    await page.goto(`/staff/products?search=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(`Products matching “${hostile}”`);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    const missing = await page.goto("/staff/products/no-such-product");
    expect(missing?.status()).toBe(404);
  });
});
