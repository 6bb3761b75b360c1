import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database, type OpenDatabase } from "~/utils/db.server";
import type { OutboxWorker, WebhookLog } from "~/utils/outbox-delivery.server";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { DELIVERY_ADDRESS } from "../../../tests/fixtures/delivery-address";
import {
  SMS_ACCOUNT,
  startFakeSmsProvider,
  startMailCatcher,
  type FakeSmsProvider,
  type MailCatcher,
} from "../../../tests/fixtures/notice-receivers";
import { orderRequestSchema } from "~/features/orders/order-request";
import { placeOrder } from "~/flows/place-order.server";
import { changeOrderStatus } from "~/flows/change-order-status.server";
import { returnStock } from "~/features/inventory/index.server";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import { editSize } from "~/flows/edit-size.server";
import { enqueueNotices, stopNotices } from "./notices.server";
import { startNoticeWorkers } from "./notice-delivery.server";
import { smtpSender, twilioSender } from "./notice-senders.server";
import { openStopToken, sealStopToken } from "./stop-token.server";

const SECRET = "notice-test-secret-0123456789";
const ORIGIN = "https://shop.example";
const START = new Date("2026-11-22T12:00:00.000Z");
const silentLog: WebhookLog = { info() {}, warn() {}, error() {} };
/** Generous: the suite shares two cores with other test files. */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function notices(db: Database) {
  return db.selectFrom("shopper_notice").selectAll().orderBy("id").execute();
}

async function placeSpanishOrder(db: Database, overrides: Record<string, unknown> = {}) {
  const placed = await placeOrder(
    db,
    orderRequestSchema.parse(
      orderBody({
        customer: { name: "Ana Pérez", phone: "(305) 555-0199", email: " Ana@Example.com " },
        language: "es",
        ...overrides,
      }),
    ),
    { now: START },
  );
  if (placed.kind !== "created") throw new Error(`order not placed: ${placed.kind}`);
  return placed.order.order;
}

async function orderId(db: Database, number: string): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function signUp(
  db: Database,
  sizeId: string,
  kind: "email" | "phone",
  contact: string,
  language = "en",
) {
  await db
    .insertInto("restock_alert")
    .values({
      size_id: sizeId,
      contact_kind: kind,
      contact,
      language: language as "en" | "es",
      created_at: START.toISOString(),
      cancel_token_hash: `${sizeId}-${contact}`,
    })
    .execute();
}

describe("the opt-out link's token", () => {
  it("names its contact only to the holder of the secret, and an altered token names nobody", () => {
    const token = sealStopToken(SECRET, "+13055550199");
    expect(openStopToken(SECRET, token)).toBe("+13055550199");
    expect(token).not.toContain("3055550199");
    expect(openStopToken("another-secret-0123456789", token)).toBeNull();
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(openStopToken(SECRET, altered)).toBeNull();
    expect(openStopToken(SECRET, "not a token")).toBeNull();
  });
});

describe.each(testDatabaseKinds)("shopper notices on $kind", ({ kind, create }) => {
  let database: TestDatabase;
  const workers: OutboxWorker[] = [];
  const servers: { close(): Promise<void> }[] = [];
  const extraConnections: OpenDatabase[] = [];

  beforeEach(async () => {
    database = await create();
    await seedOrderCatalog(database.db);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(extraConnections.splice(0).map((connection) => connection.close()));
    await database.drop();
  });

  async function providers(refuse = 0): Promise<{ mail: MailCatcher; sms: FakeSmsProvider }> {
    const mail = await startMailCatcher({ refuse });
    const sms = await startFakeSmsProvider();
    servers.push(mail, sms);
    return { mail, sms };
  }

  function startWorkers(
    { mail, sms }: { mail: MailCatcher; sms: FakeSmsProvider },
    options: { now?: () => Date } = {},
  ) {
    const worker = startNoticeWorkers({
      db: database.db,
      sendEmail: smtpSender(mail.url, "Casa Botella <hola@casabotella.example>", 2_000),
      sendText: twilioSender(
        {
          apiUrl: sms.url,
          accountSid: SMS_ACCOUNT.sid,
          authToken: SMS_ACCOUNT.token,
          from: SMS_ACCOUNT.from,
        },
        2_000,
      ),
      secret: SECRET,
      origin: ORIGIN,
      random: () => 0.5,
      pollMs: 20,
      log: silentLog,
      // The orders were placed at START: a minute later they are fresh news.
      now: () => new Date(START.getTime() + 60_000),
      ...options,
    });
    workers.push(worker);
    return worker;
  }

  it("writes an order's notices with it: an e-mail and a text message, in the order's language", async () => {
    const order = await placeSpanishOrder(database.db);
    const rows = await notices(database.db);
    expect(rows.map((row) => [row.channel, row.contact, row.topic])).toEqual([
      ["email", "ana@example.com", "order.received"],
      ["sms", "+13055550199", "order.received"],
    ]);
    for (const row of rows)
      expect(JSON.parse(row.payload)).toMatchObject({
        kind: "order",
        event: "received",
        language: "es",
        number: order.number,
      });
    expect(rows.every((row) => row.delivered_at === null && row.created_at === START.toISOString())).toBe(
      true,
    );
  });

  it("writes only the text message for an order without an e-mail, and nothing for an order refused", async () => {
    await placeOrder(database.db, orderRequestSchema.parse(orderBody()), { now: START });
    const refused = await placeOrder(
      database.db,
      orderRequestSchema.parse(orderBody({ items: [{ id: ORDER_SIZES.wine.id, quantity: 1 }] })),
      { now: START },
    );
    expect(refused.kind).toBe("stock");
    expect((await notices(database.db)).map((row) => [row.channel, row.topic])).toEqual([
      ["sms", "order.received"],
    ]);
  });

  it("leaves no notice when the transaction that wrote it rolls back", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueNotices(
          trx,
          [{ channel: "sms", contact: "+13055550199" }],
          {
            kind: "restock",
            language: "en",
            productName: "Malbec Reserva",
            sizeLabel: "750ml",
            productRoute: "malbec-reserva",
          },
          START,
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await notices(database.db)).toEqual([]);
  });

  it("writes a status change's notices with the change", async () => {
    const order = await placeSpanishOrder(database.db);
    const changed = await changeOrderStatus(database.db, {
      orderId: await orderId(database.db, order.number),
      to: "confirmed",
      actor: "staff:1",
      now: START,
    });
    expect(changed.ok).toBe(true);
    expect((await notices(database.db)).map((row) => [row.channel, row.topic])).toEqual([
      ["email", "order.received"],
      ["sms", "order.received"],
      ["email", "order.confirmed"],
      ["sms", "order.confirmed"],
    ]);
  });

  // START is Sunday 7:00 a.m. in Miami, before the store opens at 9:00: the message says when it calls (issue #31).
  it("sends a Spanish order's e-mail over SMTP and its text message to the provider, once each", async () => {
    const receivers = await providers();
    // Delivered this evening, 7:00 to 9:00 p.m.: both messages say so.
    const fulfilment = { method: "delivery", ...DELIVERY_ADDRESS, window: "2026-11-23T00:00:00.000Z" };
    const order = await placeSpanishOrder(database.db, { fulfilment });
    const statusToken = (
      await database.db.selectFrom("orders").select("status_token").executeTakeFirstOrThrow()
    ).status_token;
    startWorkers(receivers);
    await eventually(async () =>
      expect((await notices(database.db)).every((row) => row.delivered_at)).toBe(true),
    );

    expect(receivers.mail.messages).toHaveLength(1);
    const mail = receivers.mail.messages[0]!;
    expect(mail.subject).toBe(`Recibimos su pedido ${order.number}`);
    expect(mail.to).toMatchObject({ value: [{ address: "ana@example.com" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "hola@casabotella.example" }] });
    const callAtOpening = "Ahora estamos cerrados: le llamaremos a las 9:00 a. m. para confirmar sus datos.";
    expect(mail.text).toContain(callAtOpening);
    const thisEvening = "Se lo entregaremos hoy, entre las 7:00 p. m. y las 9:00 p. m.";
    expect(mail.text).toContain(thisEvening);
    expect(mail.text).toContain(`${ORIGIN}/es/order/${statusToken}`);
    expect(mail.html).toContain(`href="${ORIGIN}/es/order/${statusToken}"`);
    const stopLink = /https:\/\/shop\.example\/es\/notices\/stop\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
    expect(openStopToken(SECRET, stopLink![1]!)).toBe("ana@example.com");
    // As sent, unfolded (long headers wrap onto continuation lines).
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, " ");
    const unsubscribe = /^List-Unsubscribe: <https:\/\/shop\.example\/notices\/stop\/([A-Za-z0-9_-]+)>$/.exec(
      header("list-unsubscribe") ?? "",
    );
    expect(openStopToken(SECRET, unsubscribe![1]!)).toBe("ana@example.com");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    expect(receivers.sms.requests).toHaveLength(1);
    const text = receivers.sms.requests[0]!;
    expect(text.method).toBe("POST");
    expect(text.path).toBe(`/2010-04-01/Accounts/${SMS_ACCOUNT.sid}/Messages.json`);
    expect(text.authorization).toBe(
      `Basic ${Buffer.from(`${SMS_ACCOUNT.sid}:${SMS_ACCOUNT.token}`).toString("base64")}`,
    );
    expect(text.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(text.form.To).toBe("+13055550199");
    expect(text.form.From).toBe(SMS_ACCOUNT.from);
    expect(text.form.Body).toContain(`Hola Ana Pérez, recibimos su pedido ${order.number}`);
    expect(text.form.Body).toContain(callAtOpening);
    expect(text.form.Body).toContain(thisEvening);
    expect(text.form.Body).toContain(`${ORIGIN}/es/order/${statusToken}`);
    expect(text.form.Body).toMatch(/\/es\/notices\/stop\/[A-Za-z0-9_-]+/);
  });

  it("two servers' workers share the notices: each is sent once", async () => {
    const receivers = await providers();
    for (let index = 0; index < 3; index++)
      await placeSpanishOrder(database.db, { items: [{ id: ORDER_SIZES.beer.id, quantity: 1 }] });
    startWorkers(receivers);
    const other = kind === "postgres" ? openDatabase(database.url) : database;
    if (other !== database) extraConnections.push(other);
    workers.push(
      startNoticeWorkers({
        db: other.db,
        sendEmail: smtpSender(receivers.mail.url, "Casa Botella <hola@casabotella.example>", 2_000),
        sendText: twilioSender(
          {
            apiUrl: receivers.sms.url,
            accountSid: SMS_ACCOUNT.sid,
            authToken: SMS_ACCOUNT.token,
            from: SMS_ACCOUNT.from,
          },
          2_000,
        ),
        secret: SECRET,
        origin: ORIGIN,
        pollMs: 20,
        log: silentLog,
        now: () => new Date(START.getTime() + 60_000),
      }),
    );
    await eventually(async () =>
      expect((await notices(database.db)).every((row) => row.delivered_at)).toBe(true),
    );
    await pause(300);
    expect(receivers.mail.messages).toHaveLength(3);
    expect(receivers.sms.requests).toHaveLength(3);
    expect((await notices(database.db)).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("retries an e-mail the SMTP server refused, with back-off, and delivers it once", async () => {
    const receivers = await providers(1);
    let now = START.getTime();
    await placeSpanishOrder(database.db, {
      customer: { name: "Ana", phone: "(305) 555-0199", email: "ana@example.com" },
    });
    startWorkers(receivers, { now: () => new Date(now) });
    await eventually(() => expect(receivers.mail.refused).toBe(1));
    const email = async () => (await notices(database.db)).find((row) => row.channel === "email")!;
    await eventually(async () => expect((await email()).attempts).toBe(1));
    expect((await email()).last_error).toMatch(/451/);
    expect((await email()).delivered_at).toBeNull();
    expect(Date.parse((await email()).next_attempt_at) - now).toBe(5_000);
    await pause(200);
    expect(receivers.mail.messages).toHaveLength(0);
    now += 5_000;
    await eventually(async () => expect((await email()).delivered_at).not.toBeNull());
    await pause(200);
    expect(receivers.mail.messages).toHaveLength(1);
    expect((await email()).attempts).toBe(2);
  });

  it("sends nothing more to an opted-out contact on either channel, whether written before or after", async () => {
    const receivers = await providers();
    await placeSpanishOrder(database.db);
    await stopNotices(database.db, "ana@example.com", START);
    await stopNotices(database.db, "+13055550199", START);
    await stopNotices(database.db, "+13055550199", START);
    await placeSpanishOrder(database.db);
    const rows = await notices(database.db);
    expect(rows).toHaveLength(2);
    startWorkers(receivers);
    await eventually(async () =>
      expect((await notices(database.db)).every((row) => row.delivered_at)).toBe(true),
    );
    expect((await notices(database.db)).map((row) => row.last_error)).toEqual([
      "opted out: not sent",
      "opted out: not sent",
    ]);
    expect(receivers.mail.messages).toHaveLength(0);
    expect(receivers.sms.requests).toHaveLength(0);
  });

  it("drops a notice that waited past its age instead of sending old news", async () => {
    const receivers = await providers();
    await placeSpanishOrder(database.db);
    startWorkers(receivers, { now: () => new Date(START.getTime() + 49 * 60 * 60_000) });
    await eventually(async () =>
      expect((await notices(database.db)).every((row) => row.delivered_at)).toBe(true),
    );
    expect(new Set((await notices(database.db)).map((row) => row.last_error))).toEqual(
      new Set(["expired: not sent"]),
    );
    expect(receivers.mail.messages).toHaveLength(0);
    expect(receivers.sms.requests).toHaveLength(0);
  });

  it("tells each sign-up once when the staff bring a size from 0 to 5, deletes them, and tells nobody from 5 to 6", async () => {
    const wine = ORDER_SIZES.wine;
    await signUp(database.db, wine.id, "email", "luis@example.com", "es");
    await signUp(database.db, wine.id, "phone", "+13055550123");
    await signUp(database.db, ORDER_SIZES.whisky.id, "phone", "+13055550124");
    const edit = (from: number, to: number) =>
      editSize(database.db, {
        sizeId: wine.id,
        shown: { priceCents: wine.priceCents, inventory: from },
        next: { priceCents: wine.priceCents, inventory: to },
        actor: "staff:1",
        now: START,
      });
    expect(await edit(0, 5)).toMatchObject({ ok: true });
    const rows = await notices(database.db);
    expect(rows.map((row) => [row.channel, row.contact, row.topic])).toEqual([
      ["email", "luis@example.com", "size.restocked"],
      ["sms", "+13055550123", "size.restocked"],
    ]);
    expect(JSON.parse(rows[0]!.payload)).toEqual({
      kind: "restock",
      language: "es",
      productName: "Malbec Reserva",
      sizeLabel: "750ml",
      productRoute: "malbec-reserva",
    });
    const left = await database.db.selectFrom("restock_alert").select("size_id").execute();
    expect(left).toEqual([{ size_id: ORDER_SIZES.whisky.id }]);
    expect(await edit(5, 6)).toMatchObject({ ok: true });
    expect(await notices(database.db)).toHaveLength(2);

    const receivers = await providers();
    startWorkers(receivers);
    await eventually(() => expect(receivers.mail.messages).toHaveLength(1));
    expect(receivers.mail.messages[0]!.subject).toBe("Malbec Reserva 750ml volvió");
    expect(receivers.mail.messages[0]!.text).toContain(`${ORIGIN}/es/product/malbec-reserva`);
    await eventually(() => expect(receivers.sms.requests).toHaveLength(1));
    expect(receivers.sms.requests[0]!.form.Body).toContain(
      "Good news: Malbec Reserva 750ml is back in stock",
    );
  });

  it("tells the sign-ups once when two servers put stock back at the same moment", async () => {
    const wine = ORDER_SIZES.wine;
    await signUp(database.db, wine.id, "phone", "+13055550123");
    await signUp(database.db, wine.id, "email", "luis@example.com");
    // PostgreSQL: another app server's connection. SQLite has one process per file (DESIGN §11):
    // two requests of that process, whose transactions take turns.
    const other = kind === "postgres" ? openDatabase(database.url) : database;
    if (other !== database) extraConnections.push(other);
    const restock = (db: Database) =>
      db.transaction().execute(async (trx) => {
        await returnStock(trx, [{ id: wine.id, quantity: 3 }]);
        return notifyRestockedSizes(trx, [wine.id], START);
      });
    const told = await Promise.all([restock(database.db), restock(other.db)]);
    expect(told.sort()).toEqual([0, 2]);
    expect(await notices(database.db)).toHaveLength(2);
    const stock = await database.db
      .selectFrom("product_size")
      .select("inventory")
      .where("id", "=", wine.id)
      .executeTakeFirstOrThrow();
    expect(stock.inventory).toBe(6);
  });

  it("tells the sign-ups when a cancelled order puts the last bottles back", async () => {
    const whisky = ORDER_SIZES.whisky;
    const order = await placeSpanishOrder(database.db, {
      items: [{ id: whisky.id, quantity: whisky.inventory }],
    });
    await signUp(database.db, whisky.id, "phone", "+13055550123");
    const changed = await changeOrderStatus(database.db, {
      orderId: await orderId(database.db, order.number),
      to: "cancelled",
      actor: "staff:1",
      now: START,
    });
    expect(changed).toMatchObject({
      ok: true,
      returnedStock: [{ sizeId: whisky.id, quantity: whisky.inventory }],
    });
    const restocked = (await notices(database.db)).filter((row) => row.topic === "size.restocked");
    expect(restocked.map((row) => row.contact)).toEqual(["+13055550123"]);
    expect(await database.db.selectFrom("restock_alert").selectAll().execute()).toEqual([]);
  });
});
