import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/products-api";
import { expect, test, waitForHydration } from "./fixtures";

async function products(page: Page): Promise<ApiProduct[]> {
  return (await (await page.request.get("/api/products")).json()) as ApiProduct[];
}

/** A product with one size whose stock satisfies `wanted`, and that size. */
async function productWithSize(page: Page, wanted: (inventory: number | null) => boolean) {
  for (const product of await products(page)) {
    const size = product.sizes.find((candidate) => wanted(candidate.inventory));
    if (size) return { product, size };
  }
  throw new Error("the demo catalogue has no such size");
}

const sizeUrl = (route: string, label: string) => `/product/${route}?size=${encodeURIComponent(label)}`;

test.describe("product page (issue #5, started)", () => {
  test("switching size updates price, image, stock and the URL", async ({ page }) => {
    await page.goto("/product/buchanans-12-years");
    await waitForHydration(page);
    const all = await products(page);
    const product = all.find((candidate) => candidate.route === "buchanans-12-years")!;
    const other = product.sizes.find((size) => size.size === "1.75L")!;
    await page.getByRole("link", { name: new RegExp(`^${other.size.replace(".", "\\.")} ·`) }).click();
    await expect(page).toHaveURL(/\?size=1\.75L$/);
    await expect(page.getByTestId("product-price")).toHaveText(`$${other.price.toFixed(2)}`);
    await expect(page.locator("article img").first()).toHaveAttribute("src", /-1-75l-480w\.webp$/);
    await expect(page.getByRole("link", { name: /^1\.75L ·/ })).toHaveAttribute("aria-current", "true");
  });

  test("inventory 3 or fewer offers that many, and says 'Only N left'", async ({ page }) => {
    const { product, size } = await productWithSize(
      page,
      (inventory) => inventory !== null && inventory > 0 && inventory <= 3,
    );
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    await expect(page.getByTestId("product-stock")).toHaveText(`Only ${size.inventory} left`);
    await expect(page.getByLabel("Quantity").locator("option")).toHaveText(
      Array.from({ length: size.inventory! }, (_, index) => String(index + 1)),
    );
  });

  test("with all of the stock in the cart there is nothing more to add", async ({ page }) => {
    const { product, size } = await productWithSize(
      page,
      (inventory) => inventory !== null && inventory > 0 && inventory <= 3,
    );
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    await page.evaluate(
      ([id, count]) => {
        localStorage.setItem(id, count);
        window.dispatchEvent(new Event("cart-updated"));
      },
      [size.id, String(size.inventory)] as const,
    );
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    await expect(page.getByText(`Your cart already holds ${size.inventory}`)).toBeVisible();
  });

  test("an out-of-stock size is shown but cannot be added", async ({ page }) => {
    const { product, size } = await productWithSize(page, (inventory) => inventory === 0);
    await page.goto(sizeUrl(product.route, size.size));
    await waitForHydration(page);
    await expect(page.getByTestId("product-stock")).toHaveText("Out of stock");
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  });

  test("Add to cart writes the cart, updates the badge and says so", async ({ page }) => {
    await page.goto("/product/jameson?size=750ml");
    await waitForHydration(page);
    await page.getByLabel("Quantity").selectOption("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Added 2 × Jameson 750ml to your cart." }),
    ).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await page.getByLabel("Quantity").selectOption("1");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    const all = await products(page);
    const id = all
      .find((candidate) => candidate.route === "jameson")!
      .sizes.find((s) => s.size === "750ml")!.id;
    expect(await page.evaluate((sizeId) => localStorage.getItem(sizeId), id)).toBe("3");
  });
});
