import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "../scripts/build-if-missing.mjs";
import { freePort } from "../scripts/free-port.mjs";
import { orderBody } from "../tests/fixtures/order-catalog";
import { SMS_ACCOUNT, startFakeSmsProvider, type FakeSmsProvider } from "../tests/fixtures/notice-receivers";
import { signedReply } from "../tests/fixtures/text-replies";
import { everyRow } from "../tests/setup/every-row";
import { rawRequest as send } from "../tests/setup/raw-request";
import {
  startStoreProcess,
  waitUntil,
  waitUntilReady,
  type StoreProcess,
} from "../tests/setup/store-process";
import { stockedSizeId, testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";

/**
 * Issue #34's "a reply that confirms", on the production build behind a proxy, on each database:
 * the new order's text invites a YES, a reply signed for the store's public address confirms the
 * order (whatever Host the request came with) and the confirmation's text follows; a forged one is
 * refused 403 and changes nothing; hostile bodies are a 4xx.
 */

const SHOP = "https://shop.example";
const PHONE = "+13055550199";

beforeAll(() => buildIfMissing(), 180_000);

describe.each(testDatabaseKinds)("replies by text to the production server on $kind", (kind) => {
  const dir = mkdtempSync(join(tmpdir(), `store-sms-${kind.kind}-`));
  let database: TestDatabase;
  let store: StoreProcess;
  let sms: FakeSmsProvider;
  let number: string;

  /** Through the balancer: the Host is whatever the client wrote, the public address is PUBLIC_URL. */
  const postReply = (reply: { headers: Record<string, string>; body: string }) =>
    send(`${store.url}/sms/inbound`, {
      method: "POST",
      headers: {
        ...reply.headers,
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
      },
      body: reply.body,
    });
  const textsTo = (words: string) => sms.requests.filter((request) => request.form.Body?.includes(words));
  const statusOf = async () =>
    (
      await database.db
        .selectFrom("orders")
        .select("status")
        .where("number", "=", number)
        .executeTakeFirstOrThrow()
    ).status;
  /** Every text the store queued has left: what the tables hold no longer moves by itself. */
  const settled = async () => {
    const waiting = await database.db
      .selectFrom("shopper_notice")
      .select("id")
      .where("channel", "=", "sms")
      .where("delivered_at", "is", null)
      .execute();
    return waiting.length === 0;
  };

  beforeAll(async () => {
    database = await kind.create();
    sms = await startFakeSmsProvider();
    // Texts only: the e-mails wait in the outbox, unsent.
    store = await startStoreProcess(await freePort(), dir, {
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      PUBLIC_URL: SHOP,
      ORDER_RATE_LIMIT: "1000",
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: SMS_ACCOUNT.sid,
      SMS_AUTH_TOKEN: SMS_ACCOUNT.token,
      SMS_FROM: SMS_ACCOUNT.from,
    });
    await waitUntilReady(store);
    const placed = await send(`${store.url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(
        orderBody({
          customer: { name: "Ana Pérez", phone: "(305) 555-0199" },
          items: [{ id: await stockedSizeId(database), quantity: 1 }],
          fulfilment: { method: "pickup" },
          tipPercent: 0,
        }),
      ),
    });
    expect(placed.status).toBe(201);
    number = (JSON.parse(placed.body) as { order: { number: string } }).order.number;
  }, 120_000);
  afterAll(async () => {
    await store?.stop();
    await sms?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the new order's text invites a YES (a text only)", async () => {
    await waitUntil(async () => textsTo(`order ${number}`).length === 1, 15_000);
    expect(textsTo(`order ${number}`)[0]!.form.Body).toContain(
      "Reply YES to confirm your order, or we'll call you.",
    );
  });

  it("refuses a forged reply, or one signed for the address it reached the server by, with 403: nothing changes", async () => {
    await waitUntil(settled, 15_000);
    const before = await everyRow(database.db);
    const forged = signedReply(SHOP, PHONE, "YES", "not-the-store-token");
    const byHost = signedReply(store.url, PHONE, "YES");
    const unsigned = signedReply(SHOP, PHONE, "YES");
    delete unsigned.headers["X-Twilio-Signature"];
    for (const reply of [forged, byHost, unsigned]) expect((await postReply(reply)).status).toBe(403);
    expect(await everyRow(database.db)).toBe(before);
    expect(await statusOf()).toBe("received");
  });

  it("answers hostile bodies with a 4xx and GET with 405", async () => {
    const good = signedReply(SHOP, PHONE, "YES");
    const hostile = [
      { ...good, body: `${good.body}%00` },
      { ...good, body: `${good.body}&Extra=${"x".repeat(40_000)}` },
      { headers: { ...good.headers, "Content-Type": "application/json" }, body: "{}" },
      { ...good, body: "From=%E0%A4%A&Body=%" },
    ];
    for (const reply of hostile) {
      const answer = await postReply(reply);
      expect(answer.status, reply.body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status, reply.body.slice(0, 40)).toBeLessThan(500);
    }
    const get = await send(`${store.url}/sms/inbound`);
    expect([get.status, get.headers.allow]).toEqual([405, "POST"]);
    expect(await statusOf()).toBe("received");
  });

  it("a reply signed for the store's public address confirms the order, and the confirmation's text follows", async () => {
    const answer = await postReply(signedReply(SHOP, PHONE, "yes"));
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(answer.body).toContain(`<Message>Thank you! Order ${number} is confirmed.`);
    expect(await statusOf()).toBe("confirmed");
    await waitUntil(async () => textsTo(`your order ${number} is confirmed`).length === 1, 15_000);
    expect(textsTo(`your order ${number} is confirmed`)[0]!.form).toMatchObject({
      To: PHONE,
      From: SMS_ACCOUNT.from,
    });
  });
});
