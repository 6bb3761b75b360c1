import type { Page } from "@playwright/test";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { store } from "~/features/store";
import { noticeStopMessages } from "~/features/notices";
import { SMS_ACCOUNT, type FakeSmsProvider, type MailCatcher } from "../fixtures/notice-receivers";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { startNoticeStore, type NoticeStore } from "./notice-store";
import { shopperNoticeCounts, storeClockAt, type OwnServer, withStoreDatabase } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/**
 * Issue #19 point 3: the shopper's notices reach people. A store of its own (port 3430) sends to a
 * local SMTP server and a fake of Twilio's Messages API that this file starts on free ports. Its
 * clock, and the browser's, start on a Saturday at 3:00 a.m. in Miami, when the store is closed
 * until 9:00 (issue #31): whatever the hour of the run, the night order's words are checked.
 */
const PORT = 3430;
const SATURDAY_3AM = new Date("2027-01-09T08:00:00.000Z");
const CALL_AT_OPENING = "Ahora estamos cerrados: le llamaremos a las 9:00 a. m. para confirmar sus datos.";
/** Sunday 7:00 to 9:00 p.m., as the checkout offers it at 3 a.m. on Saturday. */
const TOMORROW_EVENING = "mañana, de 7:00 p. m. a 9:00 p. m.";
const DELIVERED_TOMORROW_EVENING = "Se lo entregaremos mañana, entre las 7:00 p. m. y las 9:00 p. m.";
const TOMORROW_NOON_PICKUP = "mañana, de 12:00 p. m. a 1:00 p. m.";
const PICKUP_PLACES = store.orderWindows.pickup.ordersPerWindow;
const PHONE = { width: 390, height: 844 };
const es = checkoutMessages.es;

interface Size {
  route: string;
  name: string;
  sizeId: string;
  label: string;
}

function sizeWithStock(file: string, skip: number): Size {
  return withStoreDatabase(
    file,
    (db) =>
      db
        .prepare(
          `select p.route, p.name, s.id as sizeId, s.label from product_size s join product p on p.id = s.product_id
           where s.inventory > 5 and s.retired = 0 and p.retired = 0 and p.modal = 0 order by p.route limit 1 offset ?`,
        )
        .get(skip) as Size,
  );
}

/** The browser's clock at Saturday 3:00 a.m., and one bottle of `size` in the cart. */
async function oneBottleAt3am(page: Page, size: Size): Promise<void> {
  await page.clock.install({ time: SATURDAY_3AM });
  await page.goto("/es/contact-us");
  await waitForHydration(page);
  await page.evaluate((id) => {
    localStorage.setItem(id, "1");
    window.dispatchEvent(new Event("cart-updated"));
  }, size.sizeId);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

test.describe("notices that reach people, on a store of its own", () => {
  test.describe.configure({ mode: "serial" });
  // The forged opt-out link is answered 404, and the order for a window that filled 422, as they should be.
  test.use({
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: PHONE,
    allowConsoleErrors: /status of (404|422)/,
  });
  let ownStore: NoticeStore;
  let server: OwnServer;
  let database: string;
  let mail: MailCatcher;
  let sms: FakeSmsProvider;
  const staffEmail = uniqueStaffEmail("notices");

  test.beforeAll(async () => {
    ownStore = await startNoticeStore(PORT, "notices", storeClockAt(SATURDAY_3AM));
    ({ server, database, mail, sms } = ownStore);
    addStaffMember(staffEmail, { name: "Marta Ruiz", databaseUrl: `file:${database}` });
  });
  test.afterAll(() => ownStore?.stop());

  test("a Spanish shopper's order at 3 a.m. for tomorrow evening: the dialog, the status page, the e-mail and the text say the call comes at 9:00 a. m.; the queue has it due then; the pick list has the window", async ({
    page,
  }) => {
    const size = sizeWithStock(database, 0);
    await oneBottleAt3am(page, size);
    // Near the cart: when an order placed now would come, after the 9:00 call (issue #31).
    await page.getByRole("button", { name: /^Carrito,/ }).click();
    await expect(page.getByTestId("cart-soonest")).toHaveText(
      "Si pide ahora, se lo entregamos hoy hacia las 10:00 a. m., o puede recogerlo hoy desde las 9:30 a. m.",
    );
    await page.goto("/es/checkout");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Finalizar compra" });
    await form.getByLabel(new RegExp(`^${es["checkout.delivery"]}`)).check();
    await form.getByLabel(es["checkout.address"]).fill("1250 Calle Ocho");
    await form.getByLabel(es["checkout.zip"]).fill("33135");
    const when = form.getByLabel(es["checkout.deliveryWhen"]);
    await expect(when.locator("option").first()).toHaveText("Lo antes posible: hoy, hacia las 10:00 a. m.");
    await when.selectOption({ label: TOMORROW_EVENING });
    await form.getByLabel(es["checkout.name"]).fill("Lucía Fernández");
    await form.getByLabel(new RegExp(`^${es["checkout.phone"]}`)).fill("(305) 555-0177");
    await form.getByLabel(es["checkout.email"]).fill("Lucia@Example.com");
    await form.getByLabel(es["checkout.cashDelivery"]).check();
    await form.getByLabel(es["checkout.age"]).check();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: es["checkout.placeOrder"] }).click();
    const modal = page.getByRole("dialog", { name: "Pedido recibido" });
    await expect(modal).toContainText(`Recibimos su pedido. ${CALL_AT_OPENING}`);
    await expect(modal.getByTestId("order-window")).toHaveText(DELIVERED_TOMORROW_EVENING);
    const number = (await modal.getByTestId("order-number").textContent())!.match(/(\d+)\.$/)![1]!;
    const token = withStoreDatabase(
      database,
      (db) =>
        db.prepare("select status_token from orders where number = ?").get(number) as {
          status_token: string;
        },
    ).status_token;

    await expect.poll(() => mail.messages.length, { timeout: 15_000 }).toBe(1);
    const email = mail.messages[0]!;
    expect(email.subject).toBe(`Recibimos su pedido ${number}`);
    expect(email.text).toContain("Hola Lucía Fernández, recibimos su pedido");
    expect(email.text).toContain(CALL_AT_OPENING);
    expect(email.text).toContain(DELIVERED_TOMORROW_EVENING);
    expect(email.text).toContain(`${server.baseURL}/es/order/${token}`);
    expect(email.to).toMatchObject({ value: [{ address: "lucia@example.com" }] });

    await expect.poll(() => sms.requests.length, { timeout: 15_000 }).toBe(1);
    const text = sms.requests[0]!;
    expect(text.path).toBe(`/2010-04-01/Accounts/${SMS_ACCOUNT.sid}/Messages.json`);
    expect(text.form).toMatchObject({ To: "+13055550177", From: SMS_ACCOUNT.from });
    expect(text.form.Body).toContain(`recibimos su pedido ${number}`);
    expect(text.form.Body).toContain(`${server.baseURL}/es/order/${token}`);
    expect(text.form.Body).toContain(CALL_AT_OPENING);
    expect(text.form.Body).toContain(DELIVERED_TOMORROW_EVENING);

    // The dialog's link (it had none for a Spanish order) opens the status page, which says the same.
    await modal.getByRole("link", { name: "Seguir su pedido" }).click();
    await expect(page).toHaveURL(`${server.baseURL}/es/order/${token}`);
    await expect(page.getByText(/^Ahora estamos cerrados: le llamaremos al/)).toHaveText(
      "Ahora estamos cerrados: le llamaremos al (305) 555-0177 a las 9:00 a. m. para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    );
    await expect(page.getByTestId("order-window")).toHaveText(DELIVERED_TOMORROW_EVENING);

    // The call queue: due at 9:00, not now (order-calls.server.test.ts: not overdue at 3:05 either).
    await page.goto("/staff/orders");
    await signIn(page, staffEmail);
    const later = page.getByTestId("calls-later").locator(`[data-call="${number}"]`);
    await expect(later).toContainText(/Due 9:00.AM/);
    await expect(later).toContainText(/wanted Sun, Jan 10, 7:00.PM – 9:00.PM/);
    await expect(page.getByTestId("calls-due").locator(`[data-call="${number}"]`)).toHaveCount(0);
    // The pick list the staff print names the window.
    await later.getByRole("link", { name: `Order ${number}` }).click();
    await expect(page.getByTestId("order-window")).toHaveText(/^Deliver: Sun, Jan 10, 7:00.PM – 9:00.PM$/);
  });

  test("a window that fills while the shopper is at checkout is refused at its field and can no longer be chosen", async ({
    page,
  }) => {
    const size = sizeWithStock(database, 1);
    await oneBottleAt3am(page, size);
    await page.goto("/es/checkout");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Finalizar compra" });
    await form.getByLabel(new RegExp(`^${es["checkout.pickup"]}`)).check();
    const when = form.getByLabel(es["checkout.pickupWhen"]);
    await when.selectOption({ label: TOMORROW_NOON_PICKUP });
    const chosen = await when.inputValue();
    await form.getByLabel(es["checkout.name"]).fill("Pedro Gómez");
    await form.getByLabel(new RegExp(`^${es["checkout.phone"]}`)).fill("(305) 555-0178");
    await form.getByLabel(es["checkout.cashPickup"]).check();
    await form.getByLabel(es["checkout.age"]).check();

    // Meanwhile other shoppers take every place in that hour.
    for (let index = 0; index < PICKUP_PLACES; index++) {
      const answer = await page.request.post("/api/orders", {
        data: {
          idempotencyKey: `window-fill-${index}-${Date.now()}`,
          customer: { name: "Otro Cliente", phone: `(305) 555-02${String(index).padStart(2, "0")}` },
          fulfilment: { method: "pickup", window: chosen },
          items: [{ id: size.sizeId, quantity: 1 }],
          paymentMethod: "cash",
          tipPercent: 0,
        },
      });
      expect(answer.status()).toBe(201);
    }
    await form.getByRole("button", { name: es["checkout.placeOrder"] }).click();
    await expect(form.getByText(es["order.windowFull"]).first()).toBeVisible();
    const full = when.locator(`option[value="${chosen}"]`);
    await expect(full).toBeDisabled();
    await expect(full).toHaveText(`${TOMORROW_NOON_PICKUP} (completo)`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the opt-out link asks first (a GET stops nothing), then the button stops every message to that contact", async ({
    page,
    browser,
  }) => {
    const link = /http:\/\/127\.0\.0\.1:\d+(\/es\/notices\/stop\/[\w-]+)/.exec(
      mail.messages[0]!.text ?? "",
    )![1]!;
    const optedOut = () =>
      withStoreDatabase(database, (db) =>
        db.prepare("select contact from notice_opt_out order by created_at, contact").all(),
      );
    const texts = noticeStopMessages.es;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts["noticeStop.title"]);
    await expect(page.getByText("lucia@example.com")).toBeVisible();
    expect(optedOut()).toEqual([]);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: texts["noticeStop.confirm"] }).click();
    await expect(page.getByRole("status").filter({ hasText: "Listo" })).toHaveText(
      texts["noticeStop.done"].replace("{contact}", "lucia@example.com"),
    );
    expect(optedOut()).toEqual([{ contact: "lucia@example.com" }]);
    expect(await seriousViolations(page)).toEqual([]);

    // The text message's link, in a browser without JavaScript: the button is a plain form.
    const smsLink = /http:\/\/127\.0\.0\.1:\d+(\/es\/notices\/stop\/[\w-]+)/.exec(
      sms.requests[0]!.form.Body!,
    )![1]!;
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await noScript.newPage();
    await plain.goto(`${server.baseURL}${smsLink}`);
    await expect(plain.getByText("(305) 555-0177")).toBeVisible();
    await plain.getByRole("button", { name: texts["noticeStop.confirm"] }).click();
    await expect(
      plain.getByText(texts["noticeStop.done"].replace("{contact}", "(305) 555-0177")),
    ).toBeVisible();
    await noScript.close();
    expect(optedOut()).toEqual([{ contact: "lucia@example.com" }, { contact: "+13055550177" }]);

    const forged = await page.goto("/notices/stop/not-a-token-of-ours");
    expect(forged!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      noticeStopMessages.en["noticeStop.title"],
    );
    await expect(page.getByRole("button", { name: noticeStopMessages.en["noticeStop.confirm"] })).toHaveCount(
      0,
    );
  });

  test("a sold-out size gets stock back in the staff stock editor: each sign-up hears once", async ({
    page,
  }) => {
    const size = sizeWithStock(database, 1);
    withStoreDatabase(database, (db) =>
      db.prepare("update product_size set inventory = 0 where id = ?").run(size.sizeId),
    );
    await expect
      .poll(async () => {
        const answer = await page.request.post(`/es/product/${size.route}`, {
          form: { restockSizeId: size.sizeId, restockContact: "(305) 555-0188" },
        });
        return answer.status();
      })
      .toBe(201);
    const email = await page.request.post(`/product/${size.route}`, {
      form: { restockSizeId: size.sizeId, restockContact: "pedro@example.com" },
    });
    expect(email.status()).toBe(201);
    const mailBefore = mail.messages.length;
    const textsBefore = sms.requests.length;

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/staff/products/${size.route}`);
    await signIn(page, staffEmail);
    const sizeForm = page.getByRole("form", { name: new RegExp(`${size.label}: price and stock$`) }).first();
    const save = async (stock: string) => {
      await sizeForm.getByLabel(/^Stock of /).fill(stock);
      await sizeForm.getByRole("button", { name: /^Save / }).click();
      await expect(sizeForm.getByRole("status")).toHaveText("Saved. The store shows it now.");
    };
    await save("5");

    await expect.poll(() => mail.messages.length, { timeout: 15_000 }).toBe(mailBefore + 1);
    await expect.poll(() => sms.requests.length, { timeout: 15_000 }).toBe(textsBefore + 1);
    const back = mail.messages.at(-1)!;
    expect(back.subject).toBe(`${size.name} ${size.label} is back`);
    expect(back.text).toContain(`${server.baseURL}/product/${size.route}`);
    expect(sms.requests.at(-1)!.form).toMatchObject({ To: "+13055550188" });
    expect(sms.requests.at(-1)!.form.Body).toContain(`Buenas noticias: ${size.name} ${size.label} volvió`);
    expect(
      withStoreDatabase(database, (db) => db.prepare("select count(*) as n from restock_alert").get()),
    ).toEqual({ n: 0 });

    // The mail program's one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address.
    const unsubscribe = back.headerLines
      .find((line) => line.key === "list-unsubscribe")!
      .line.replace(/\r\n\s+/g, " ")
      .match(/<([^>]+)>/)![1]!;
    const oneClick = await page.request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    expect(
      withStoreDatabase(database, (db) =>
        db.prepare("select contact from notice_opt_out where contact = ?").all("pedro@example.com"),
      ),
    ).toEqual([{ contact: "pedro@example.com" }]);

    // More stock: a save queues its notices in its own transaction, so once it says "Saved." the
    // store has queued none for 5 to 6, and once every queued notice is out nobody has heard twice.
    const { queued } = shopperNoticeCounts(database);
    await save("6");
    expect(shopperNoticeCounts(database).queued).toBe(queued);
    await expect.poll(() => shopperNoticeCounts(database).undelivered).toBe(0);
    expect(mail.messages.length).toBe(mailBefore + 1);
    expect(sms.requests.length).toBe(textsBefore + 1);
  });
});
