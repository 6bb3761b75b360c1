import type { APIRequestContext, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { postOrder } from "./api-orders";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { addStaffMember, signIn, STAFF_NAME, uniqueStaffEmail } from "./staff-session";

/** A size with stock to spare, so the order is placed whatever other specs took. */
async function stockedSizeId(request: APIRequestContext): Promise<string> {
  const products: ApiProduct[] = await (await request.get("/api/products")).json();
  return products.flatMap((product) => product.sizes).find((size) => (size.inventory ?? 0) >= 30)!.id;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Issue #19 point 6: a clerk who chose Spanish works the board, the call and a change in it, on a phone. */
test.describe("the orders board and an order's page in Spanish, on a phone", () => {
  test.use({
    ageConfirmed: false,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    allowConsoleErrors: /status of 422/,
  });

  test("the queue, the call logged and a refused change read in Spanish, pass axe and fit 390 px", async ({
    page,
    request,
  }) => {
    const email = uniqueStaffEmail("espanol");
    addStaffMember(email, { role: "clerk" });
    const placed = await postOrder(request, { sizeId: await stockedSizeId(request), name: "Rosa Peña" });
    expect(placed.status()).toBe(201);
    const number: string = (await placed.json()).order.number;

    await page.goto("/staff/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedidos");
    await expect(page).toHaveTitle(/^Pedidos \|/);
    const call = page.locator(`[data-call="${number}"]`);
    await expect(call).toContainText(`Pedido ${number} · Rosa Peña`);
    await expect(call).toContainText("todavía sin llamar");
    await expect(page.locator(`li[data-order="${number}"]`)).toContainText("Recibido");
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await call.getByRole("link", { name: `Pedido ${number}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pedido ${number}`);
    await waitForHydration(page);
    await page.getByRole("radio", { name: "No contestó" }).check();
    await page.getByRole("button", { name: "Registrar llamada" }).click();
    await expect(page.getByTestId("order-calls")).toContainText(`${STAFF_NAME}: No contestó`);
    await expect(page.getByText("Próxima llamada:")).toContainText("1 sin respuesta hasta ahora");

    // The quantity the line already has: the server refuses, and the page writes its answer in Spanish.
    await page
      .locator("[data-line-changes]")
      .getByRole("button", { name: /^Guardar cantidad/ })
      .click();
    await expect(page.getByRole("alert")).toContainText("ya tiene 1.");
    await expect(page.getByText("Si falta: Llamar al cliente").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
});
