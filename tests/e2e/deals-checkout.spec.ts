import type { Page } from "@playwright/test";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { formatCents } from "~/utils/money";
import {
  noticeSettings,
  startFakeSmsProvider,
  startMailCatcher,
  type FakeSmsProvider,
  type MailCatcher,
} from "../fixtures/notice-receivers";
import { startWebhookReceiver, type WebhookReceiver } from "../fixtures/webhook-receiver";
import { seriousViolations } from "./axe";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";
import { dealShelf, type ShelfWine } from "./deal-shelf";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue #35 at checkout, on a phone, in both languages: six wines (one on sale) earn the mixed-case
 * line, a promo code brings the total down, and the order page, the "we got your order" e-mail and
 * the webhook say the checkout's total to the cent. A store of this file's own (port 3720) sends its
 * e-mail to a local SMTP server and its webhook to a local receiver.
 */
const PORT = 3720;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const CODE = "FLYER10";

const TEXTS = {
  en: {
    prefix: "",
    form: "Checkout",
    received: "Order received",
    follow: "Follow your order",
    caseLine: "Mixed case",
    caseDetail: "6 bottles, 10% off",
    mailCase: "Mixed case",
    mailCode: `Code ${CODE}`,
  },
  es: {
    prefix: "/es",
    form: "Finalizar compra",
    received: "Pedido recibido",
    follow: "Seguir su pedido",
    caseLine: "Caja mixta",
    caseDetail: "6 botellas, 10 % de descuento",
    mailCase: "Caja mixta",
    mailCode: `Código ${CODE}`,
  },
} as const;

/** "$55.68" or "−$6.42" as cents: the page always writes two decimals. */
function centsOf(text: string | null): number {
  return Number((text ?? "").replace(/[^0-9]/g, ""));
}

/** Half up, to the cent, of `cents` × `basisPoints` (decision 0069). */
function share(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

test.describe("deals at checkout, on the order page, in the e-mail and the webhook (issue #35)", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: PHONE });
  const dir = ownServerDir("deals-checkout");
  let server: OwnServer;
  let mail: MailCatcher;
  let sms: FakeSmsProvider;
  let webhook: WebhookReceiver;
  let onSale: ShelfWine;
  let other: ShelfWine;
  let salePriceCents: number;

  test.beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startFakeSmsProvider();
    webhook = await startWebhookReceiver(0);
    const env = {
      ...noticeSettings(mail, sms),
      ORDER_RATE_LIMIT: "1000",
      ORDER_WEBHOOK_URL: webhook.url,
      ORDER_WEBHOOK_SECRET: "deals-checkout-webhook-secret",
    };
    ({ server, onSale, other, salePriceCents } = await dealShelf(await startOwnServer(PORT, { dir, env }), {
      port: PORT,
      dir,
      env,
      saleEndsAt: null,
      more: (db) =>
        db
          .prepare(
            `insert into deal_code (code, kind, basis_points, amount_cents, minimum_cents, starts_at, ends_at,
               max_uses, max_uses_per_phone, updated_at) values (?, 'percent', 1000, null, null, null, null, null, null, ?)`,
          )
          .run(CODE, new Date().toISOString()),
    }));
  });
  test.afterAll(async () => {
    await server?.stop();
    await mail?.close();
    await sms?.close();
    await webhook?.close();
  });

  /** One bottle on sale and five at the regular price: six wines. */
  async function sixWinesInCart(page: Page, prefix: string) {
    await page.goto(`${prefix}/contact-us`);
    await waitForHydration(page);
    await page.evaluate(
      ({ sale, regular }) => {
        localStorage.setItem(sale, "1");
        localStorage.setItem(regular, "5");
        window.dispatchEvent(new Event("cart-updated"));
      },
      { sale: onSale.sizeId, regular: other.sizeId },
    );
  }

  for (const language of ["en", "es"] as const) {
    const texts = TEXTS[language];
    const t = checkoutMessages[language];

    test(`${language}: the case line, a code bringing the total down, and the order page, the e-mail and the webhook agreeing to the cent`, async ({
      page,
    }) => {
      const goods = salePriceCents + 5 * other.priceCents;
      const caseCents = share(goods, 1_000);
      const codeCents = share(goods - caseCents, 1_000);

      await sixWinesInCart(page, texts.prefix);
      await page.goto(`${texts.prefix}/checkout`);
      await waitForHydration(page);
      const form = page.getByRole("form", { name: texts.form });
      await form.getByLabel(new RegExp(`^${t["checkout.pickup"]}`)).check();
      const saleLine = form.locator(`[data-line="${onSale.sizeId}"]`);
      await expect(saleLine.getByTestId("was-price")).toHaveText(formatCents(onSale.priceCents));
      await expect(saleLine).toContainText(
        t["checkout.wasPrice"].replace("{price}", formatCents(onSale.priceCents)),
      );
      await expect(form.getByTestId("summary-case-discount")).toHaveText(`−${formatCents(caseCents)}`);
      await expect(form.locator("dt", { hasText: texts.caseLine })).toBeVisible();
      await expect(form.getByText(texts.caseDetail)).toBeVisible();
      const beforeCode = centsOf(await form.getByTestId("summary-total").textContent());

      await form.getByLabel(t["checkout.promoCode"]).fill(CODE.toLowerCase());
      await form.getByRole("button", { name: t["checkout.applyCode"] }).click();
      await expect(form.getByTestId("summary-code-discount")).toHaveText(`−${formatCents(codeCents)}`);
      await expect(form.getByRole("button", { name: t["checkout.removeCode"] })).toBeVisible();
      await expect(form.getByTestId("summary-total")).not.toHaveText(formatCents(beforeCode));
      const total = centsOf(await form.getByTestId("summary-total").textContent());
      expect(total).toBeLessThan(beforeCode);
      expect(await seriousViolations(page)).toEqual([]);

      await form.getByLabel(t["checkout.name"]).fill("Lucía Fernández");
      await form.getByLabel(new RegExp(`^${t["checkout.phone"]}`)).fill("(305) 555-0161");
      await form.getByLabel(t["checkout.email"]).fill(`deals-${language}@example.com`);
      await form.getByLabel(t["checkout.cashPickup"]).check();
      await form.getByLabel(t["checkout.age"]).check();
      await form.getByRole("button", { name: t["checkout.placeOrder"] }).click();
      const modal = page.getByRole("dialog", { name: texts.received });
      const number = /(\d+)\.$/.exec((await modal.getByTestId("order-number").textContent()) ?? "")?.[1];
      expect(number).toBeDefined();

      // The order page, from the dialog's link.
      await modal.getByRole("link", { name: texts.follow }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/order/[0-9a-f]+$`));
      await expect(page.getByTestId("case-discount")).toHaveText(`−${formatCents(caseCents)}`);
      await expect(page.getByTestId("code-discount")).toHaveText(`−${formatCents(codeCents)}`);
      await expect(page.getByTestId("order-total")).toHaveText(formatCents(total));
      await expect(page.locator(`[data-line="${onSale.sizeId}"] s`)).toHaveText(
        formatCents(onSale.priceCents),
      );

      // The e-mail.
      await expect
        .poll(() => mail.messages.some((message) => message.subject?.includes(number ?? "?")), {
          timeout: 15_000,
        })
        .toBe(true);
      const email = mail.messages.find((message) => message.subject?.includes(number ?? "?"));
      expect(email?.text).toContain(`${texts.mailCase}: −${formatCents(caseCents)}`);
      expect(email?.text).toContain(`${texts.mailCode}: −${formatCents(codeCents)}`);
      expect(email?.text).toContain(`Total: ${formatCents(total)}`);

      // The webhook.
      const delivered = () =>
        webhook.received
          .map((delivery) => JSON.parse(delivery.body) as Record<string, unknown>)
          .find((body) => body.event === "order.placed" && body.number === number);
      await expect.poll(delivered, { timeout: 15_000 }).toBeDefined();
      expect(delivered()).toMatchObject({
        totals: { discountCents: caseCents + codeCents, totalCents: total },
        deals: { caseDiscount: { cents: caseCents }, codeDiscount: { code: CODE, cents: codeCents } },
      });
    });
  }

  test("a tap on Apply before the page is live is kept, and the code applies once it is", async ({
    page,
  }) => {
    await sixWinesInCart(page, "");
    const letModulesIn = await holdRequests(page, "**/assets/*.js");
    await page.goto("/checkout", { waitUntil: "commit" });
    const t = checkoutMessages.en;
    await page.getByLabel(t["checkout.promoCode"]).fill(CODE);
    await page.getByRole("button", { name: t["checkout.applyCode"] }).click();
    expect(
      await page.evaluate(() => window.__storeHydrated),
      "the tap came before hydration",
    ).toBeUndefined();
    letModulesIn();
    await waitForHydration(page);
    await expect(page.getByTestId("summary-code-discount")).toBeVisible();
    await expect(page.getByTestId("code-message")).toHaveText(
      t["checkout.codeApplied"].replace("{code}", CODE),
    );
  });

  test("on a desktop, where the summary is on screen, its case line is held from the first paint: nothing moves when the quote comes", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.addInitScript(
      ({ sale, regular }) => {
        if (location.protocol !== "http:") return;
        localStorage.setItem(sale, "1");
        localStorage.setItem(regular, "5");
        const shifts: string[] = [];
        (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
        type LayoutShift = PerformanceEntry & {
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null }>;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[])
            for (const source of entry.sources)
              if (!entry.hadRecentInput && source.node?.parentElement?.closest("main"))
                shifts.push(source.node.parentElement.outerHTML.slice(0, 120));
        }).observe({ type: "layout-shift", buffered: true });
      },
      { sale: onSale.sizeId, regular: other.sizeId },
    );
    await page.goto("/checkout");
    await expect(page.getByTestId("summary-case-discount")).toHaveText(/^−\$/, { timeout: 20_000 });
    await page.waitForLoadState("load");
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual(
      [],
    );
  });
});
