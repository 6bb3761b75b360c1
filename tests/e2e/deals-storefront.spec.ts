import type { Page } from "@playwright/test";
import { storeDayBounds } from "~/features/store";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { dealShelf, type ShelfWine } from "./deal-shelf";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";

/** Issue #35 on the shelf: a sale's was/now and the mixed case, on a phone, in both languages. Port 3730 is this file's. */
const PORT = 3730;
const PHONE = { width: 390, height: 844 };
/** The sale's last day: far enough ahead that the run never crosses it. */
const SALE_ENDS = storeDayBounds("2099-12-31", store.timeZone).end.toISOString();

const TEXTS = {
  en: {
    prefix: "",
    cart: /^Cart,/,
    panel: "Your Cart",
    was: "was",
    saleUntil: "Sale price until December 31.",
    next: "Add 1 more bottle for 10% off (Mixed case).",
    earned: (amount: string) => `Mixed case: 10% off, ${amount} less at checkout.`,
  },
  es: {
    prefix: "/es",
    cart: /^Carrito,/,
    panel: "Su carrito",
    was: "antes",
    saleUntil: "Precio de oferta hasta el 31 de diciembre.",
    next: "Agregue 1 botella más y obtenga 10% de descuento (Mixed case).",
    earned: (amount: string) => `Mixed case: 10% de descuento, ${amount} menos al pagar.`,
  },
} as const;

test.describe("deals on the shelf and in the cart panel (issue #35)", () => {
  // One server on one port: both languages in one worker.
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: PHONE });
  const dir = ownServerDir("deals-storefront");
  let server: OwnServer;
  let onSale: ShelfWine;
  let other: ShelfWine;
  let salePriceCents: number;

  test.beforeAll(async () => {
    ({ server, onSale, other, salePriceCents } = await dealShelf(await startOwnServer(PORT, { dir }), {
      port: PORT,
      dir,
      saleEndsAt: SALE_ENDS,
    }));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function fillCart(page: Page, entries: Record<string, number>) {
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, String(value));
      window.dispatchEvent(new Event("cart-updated"));
    }, entries);
  }

  for (const language of ["en", "es"] as const) {
    const texts = TEXTS[language];

    test(`${language}: was/now on the card and the product page; the cart panel announces the case at five and prices it at six`, async ({
      page,
    }) => {
      const now = formatCents(salePriceCents);
      const was = formatCents(onSale.priceCents);

      await page.goto(`${texts.prefix}/catalog?q=${encodeURIComponent(onSale.name)}`);
      const card = page.locator(`[data-catalog-card][href*="/product/${onSale.route}"]`).first();
      await expect(card.locator("[data-catalog-price]")).toHaveText(now);
      await expect(card.locator("[data-was-price]")).toHaveText(`${texts.was} ${was}`);

      await page.goto(`${texts.prefix}/product/${onSale.route}`);
      await waitForHydration(page);
      await expect(page.getByTestId("product-price")).toHaveText(`${now}${texts.was} ${was}`);
      await expect(page.getByTestId("product-sale-ends")).toHaveText(texts.saleUntil);

      await fillCart(page, { [onSale.sizeId]: 3, [other.sizeId]: 2 });
      await page.getByRole("button", { name: texts.cart }).click();
      const panel = page.getByRole("dialog", { name: texts.panel });
      await expect(panel.getByTestId("cart-line-was")).toHaveText(`${texts.was} ${was}`);
      await expect(panel.getByTestId("cart-case-deal")).toHaveText(texts.next);
      expect(await seriousViolations(page)).toEqual([]);

      await fillCart(page, { [other.sizeId]: 3 });
      // Three on sale and three at the regular price: 10 % of the six, rounded half up once.
      const goods = 3 * salePriceCents + 3 * other.priceCents;
      const discount = Math.floor((goods * 1000 + 5000) / 10000);
      await expect(panel.getByTestId("cart-case-deal")).toContainText(texts.earned(formatCents(discount)));
      await expect(panel.getByTestId("cart-subtotal")).toHaveText(formatCents(goods));
    });
  }
});
