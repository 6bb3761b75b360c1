import type { APIRequestContext } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { formatCents } from "~/utils/money";
import { DELIVERY_ADDRESS } from "../fixtures/delivery-address";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/** Places a delivery order for two bottles of a size with stock to spare; returns the 201 body. */
async function placeOrder(request: APIRequestContext) {
  const products: ApiProduct[] = await (await request.get("/api/products")).json();
  const product = products.find((each) => each.sizes.some((size) => (size.inventory ?? 0) >= 20))!;
  const size = product.sizes.find((each) => (each.inventory ?? 0) >= 20)!;
  const response = await request.post("/api/orders", {
    data: {
      idempotencyKey: `status-page-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      customer: { name: "Rosa Díaz", phone: "305-555-0177" },
      fulfilment: { method: "delivery", ...DELIVERY_ADDRESS, unit: "Apt 4" },
      items: [{ id: size.id, quantity: 2 }],
      paymentMethod: "cash",
      tipPercent: 10,
    },
  });
  expect(response.status()).toBe(201);
  return { product, size, answer: await response.json() };
}

test.describe("the shopper's order status page (issue #6)", () => {
  test("the link from the order's answer shows its status, lines and totals, never cached or indexed", async ({
    page,
    request,
  }) => {
    const { product, answer } = await placeOrder(request);
    const { order } = answer;
    expect(order.statusUrl).toMatch(/^\/order\/[0-9a-f]{32}$/);
    expect(order.statusUrl).not.toContain(order.number);
    const response = await page.goto(order.statusUrl);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.number}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(
      page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]'),
    ).toHaveText("Received");
    await expect(page.getByText("We'll call you at (305) 555-0177")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `2 × ${product.name}` })).toBeVisible();
    const totalCents: number = order.totalCents;
    await expect(page.getByText(formatCents(totalCents))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("in Spanish, each line's choice for a missing bottle and the gift, in the shopper's words (issue #18)", async ({
    page,
    request,
  }) => {
    const products: ApiProduct[] = await (await request.get("/api/products")).json();
    const size = products.flatMap((each) => each.sizes).find((each) => (each.inventory ?? 0) >= 20)!;
    const response = await request.post("/api/orders", {
      data: {
        idempotencyKey: `status-page-gift-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        customer: { name: "Rosa Díaz", phone: "305-555-0178" },
        fulfilment: { method: "pickup" },
        items: [{ id: size.id, quantity: 1, substitution: "omit" }],
        paymentMethod: "cash",
        tipPercent: 0,
        language: "es",
        gift: {
          recipientName: "Marta Gómez",
          recipientPhone: "786 555 0123",
          message: "¡Salud!\nCon cariño",
        },
      },
    });
    expect(response.status()).toBe(201);
    const { order } = await response.json();
    expect(order.statusUrl).toMatch(/^\/es\/order\//);
    await page.goto(order.statusUrl);
    await waitForHydration(page);
    await expect(page.getByRole("listitem").filter({ hasText: "1 ×" })).toContainText(
      "Si falta: la dejamos fuera",
    );
    const gift = page.getByRole("region", { name: "Un regalo" });
    await expect(gift).toContainText("Para Marta Gómez, (786) 555-0123");
    await expect(gift).toContainText("Mensaje de la tarjeta: ¡Salud!");
    await expect(gift).not.toContainText("caja de regalo");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("unknown links", () => {
    test.use({ allowConsoleErrors: /status of 404/ });

    test("an unknown or malformed token answers 404 with the not-found page", async ({ page }) => {
      for (const token of ["0123456789abcdef0123456789abcdef", "1001", "<script>"]) {
        const response = await page.goto(`/order/${encodeURIComponent(token)}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
      }
    });
  });
});
