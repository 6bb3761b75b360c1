import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { twilioSignature } from "~/features/notices/twilio-signature.server";
import { callQueue } from "~/features/orders/index.server";
import { orderRequestSchema } from "~/features/orders/order-request";
import { logCall } from "~/flows/log-call.server";
import { placeOrder } from "~/flows/place-order.server";
import { TEXT_REPLY_LIMIT } from "~/flows/text-reply.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { everyRow } from "../../tests/setup/every-row";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { action, loader } from "./sms-inbound";

/**
 * A shopper's reply by text (issue #34) through the real route, on both databases: a signed "yes"
 * confirms the one order awaiting its call; a forged, unsigned or mis-signed message is refused 403
 * and changes nothing; any other reply puts the order on top of the call queue with the message;
 * STOP stops the texts; a repeat changes nothing more; a hostile body is a 4xx, never a 5xx.
 */

const SHOP = "https://shop.example";
const TOKEN = "test-auth-token-0123456789abcdef";
const SMS = { SMS_ACCOUNT_SID: "AC0123456789", SMS_AUTH_TOKEN: TOKEN, SMS_FROM: "+13055550100" };

/** The store's open hours, whatever the hour of the run (issue #31). */
const WEDNESDAY_NOON = new Date("2027-01-13T17:00:00.000Z");

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: WEDNESDAY_NOON });
});
afterAll(() => {
  vi.useRealTimers();
});

/** A minute on: what happens next is seen as later than what came before. */
function aMinuteLater(): void {
  vi.setSystemTime(Date.now() + 60_000);
}

interface Answer {
  status: number;
  type: string | null;
  text: string;
}

interface Post {
  /** The token it is signed with; null: not signed at all. */
  token?: string | null;
  /** The URL it is signed over: the store's public one unless told. */
  signedUrl?: string;
  /** The body sent instead of the signed fields. */
  body?: BodyInit;
  contentType?: string;
  signature?: string;
}

let messages = 0;

/** A message as the provider sends it: its fields, a fresh MessageSid unless given. */
function fields(from: string, body: string, extra: Record<string, string> = {}): Record<string, string> {
  messages += 1;
  return {
    ToCountry: "US",
    MessageSid: `SM${String(messages).padStart(32, "0")}`,
    AccountSid: SMS.SMS_ACCOUNT_SID,
    From: from,
    To: SMS.SMS_FROM,
    Body: body,
    NumMedia: "0",
    ...extra,
  };
}

describe.each(testDatabaseKinds)("a shopper's reply by text on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;

  /** POSTs to the route as the provider would reach the server behind the balancer: by another host. */
  async function post(form: Record<string, string>, options: Post = {}, on = context): Promise<Answer> {
    const params = new URLSearchParams(form);
    const { token = TOKEN, signedUrl = `${SHOP}/sms/inbound` } = options;
    const headers: Record<string, string> = {
      "Content-Type": options.contentType ?? "application/x-www-form-urlencoded",
      Host: "10.0.0.7:3000",
    };
    const signature =
      options.signature ?? (token === null ? null : twilioSignature(token, signedUrl, params));
    if (signature !== null) headers["X-Twilio-Signature"] = signature;
    const request = new Request("http://10.0.0.7:3000/sms/inbound", {
      method: "POST",
      headers,
      body: options.body ?? params.toString(),
    });
    return answerOf(() => action({ request, url: new URL(request.url), params: {}, context: on } as never));
  }

  async function placed(phone: string, language: "en" | "es" = "en") {
    const outcome = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({
          customer: { name: "Lucía Fernández", phone, email: "lucia@example.com" },
          items: [{ id: ORDER_SIZES.beer.id, quantity: 1 }],
          language,
        }),
      ),
    );
    if (outcome.kind !== "created") throw new Error(outcome.kind);
    const number = outcome.order.order.number;
    const { id } = await database.db
      .selectFrom("orders")
      .select("id")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    return { id, number };
  }

  const orderRow = (id: number) =>
    database.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const eventsOf = (id: number) =>
    database.db.selectFrom("order_event").selectAll().where("order_id", "=", id).orderBy("id").execute();
  const callsOf = (id: number) =>
    database.db.selectFrom("call_attempt").selectAll().where("order_id", "=", id).orderBy("id").execute();

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    context = contextWith(database, await CatalogSnapshotHolder.load(database.db), {
      ...SMS,
      PUBLIC_URL: SHOP,
    });
  });
  afterAll(() => database.drop());
  beforeEach(aMinuteLater);

  it("a signed YES confirms the one order awaiting its call: the call log, the audit trail, the notice", async () => {
    const order = await placed("+13055550111", "es");
    const answer = await post(fields("+13055550111", "Sí"));
    expect(answer).toEqual({
      status: 200,
      type: "text/xml; charset=utf-8",
      text: `<?xml version="1.0" encoding="UTF-8"?><Response><Message>¡Gracias! El pedido ${order.number} está confirmado. Lo estamos preparando.</Message></Response>`,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "confirmed", next_call_at: null });
    expect(await callsOf(order.id)).toMatchObject([
      { actor: "text:+13055550111", outcome: "confirmed", note: "Sí" },
    ]);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      kind: "status",
      from_status: "received",
      to_status: "confirmed",
      actor: "text:+13055550111",
    });
    const notices = await database.db
      .selectFrom("shopper_notice")
      .select(["channel", "contact"])
      .where("topic", "=", "order.confirmed")
      .execute();
    expect(notices).toEqual(
      expect.arrayContaining([
        { channel: "sms", contact: "+13055550111" },
        { channel: "email", contact: "lucia@example.com" },
      ]),
    );
    const webhook = await database.db
      .selectFrom("outbox")
      .select("payload")
      .where("order_id", "=", order.id)
      .where("topic", "=", "order.status_changed")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(webhook.payload)).toMatchObject({ from: "received", to: "confirmed" });
  });

  it("the same message delivered again changes nothing more and says nothing", async () => {
    await placed("+13055550112");
    const message = fields("+13055550112", "YES");
    expect((await post(message)).text).toContain("is confirmed");
    const before = await everyRow(database.db, /^(kysely_|rate_limit$)/);
    const again = await post(message);
    expect(again).toMatchObject({ status: 200, text: '<?xml version="1.0" encoding="UTF-8"?><Response/>' });
    expect(await everyRow(database.db, /^(kysely_|rate_limit$)/)).toBe(before);
  });

  it("refuses a forged, unsigned, mis-signed or otherwise-signed message with 403, and changes nothing", async () => {
    const order = await placed("+13055550113");
    const yes = fields("+13055550113", "YES");
    const before = await everyRow(database.db);
    const refusals = {
      "a made-up signature": await post(yes, { signature: "bm90IGEgc2lnbmF0dXJlIGF0IGFsbA==" }),
      unsigned: await post(yes, { token: null }),
      "an empty signature": await post(yes, { signature: "" }),
      "another account's token": await post(yes, { token: "another-accounts-token" }),
      "the address it reached the server by (Host)": await post(yes, {
        signedUrl: "http://10.0.0.7:3000/sms/inbound",
      }),
      "another path": await post(yes, { signedUrl: `${SHOP}/sms/other` }),
      "a Body changed after signing": await post(yes, {
        signature: twilioSignature(TOKEN, `${SHOP}/sms/inbound`, new URLSearchParams({ ...yes, Body: "no" })),
      }),
    };
    for (const [name, answer] of Object.entries(refusals))
      expect({ name, status: answer.status }).toEqual({ name, status: 403 });
    expect(await everyRow(database.db)).toBe(before);
    expect((await orderRow(order.id)).status).toBe("received");
  });

  it("refuses every message with 403 while no SMS_AUTH_TOKEN is configured, and changes nothing", async () => {
    await placed("+13055550114");
    const unconfigured = contextWith(database, await CatalogSnapshotHolder.load(database.db), {
      PUBLIC_URL: SHOP,
    });
    const before = await everyRow(database.db);
    for (const token of [TOKEN, ""])
      expect((await post(fields("+13055550114", "YES"), { token }, unconfigured)).status).toBe(403);
    expect(await everyRow(database.db)).toBe(before);
  });

  it("any other reply puts the order on top of the call queue, with the message on the queue and the order's history", async () => {
    const earlier = await placed("+13055550115");
    aMinuteLater();
    const order = await placed("+13055550116");
    expect((await callQueue(database.db)).map((call) => call.number)).toEqual(
      expect.arrayContaining([earlier.number, order.number]),
    );
    aMinuteLater();
    const answer = await post(fields("+13055550116", "Can you bring it after 8? <no ice>"));
    expect(answer.text).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>Thank you for your message. We&#39;ll call you soon about order ${order.number}.</Message></Response>`,
    );
    const [first] = await callQueue(database.db);
    expect(first).toMatchObject({ number: order.number, reply: "Can you bring it after 8? <no ice>" });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      kind: "note",
      actor: "text:+13055550116",
      note: "Can you bring it after 8? <no ice>",
    });
    const row = await orderRow(order.id);
    expect(row.status).toBe("received");
    expect(Date.parse(row.next_call_at ?? "")).toBeLessThanOrEqual(Date.now());
    // The call that follows answers it: the order takes its place in the queue again.
    aMinuteLater();
    const { version } = await orderRow(order.id);
    await logCall(database.db, {
      orderId: order.id,
      version,
      actor: "staff:1",
      outcome: "no_answer",
      note: "",
      now: new Date(),
      schedule: { retryDelaysMs: [600_000], triesBeforeCancel: 3 },
    });
    expect((await callQueue(database.db)).find((call) => call.number === order.number)?.reply).toBeNull();
  });

  it("a yes for an order that needs a word on the phone, or from a phone with several orders, does not guess: the call", async () => {
    const changed = await placed("+13055550117");
    const { version } = await orderRow(changed.id);
    const schedule = { retryDelaysMs: [600_000] as [number], triesBeforeCancel: 3 };
    await logCall(database.db, {
      orderId: changed.id,
      version,
      actor: "staff:1",
      outcome: "changes_made",
      note: "one bottle less",
      now: new Date(),
      schedule,
    });
    aMinuteLater();
    const needsCall = await post(fields("+13055550117", "yes"));
    expect(needsCall.text).toContain(`Before we confirm order ${changed.number} we need a word with you`);
    expect(await orderRow(changed.id)).toMatchObject({ status: "received" });
    expect((await callQueue(database.db))[0]).toMatchObject({ number: changed.number, reply: "yes" });

    const one = await placed("+13055550118");
    const other = await placed("+13055550118");
    const several = await post(fields("+13055550118", "YES"));
    expect(several.text).toContain(`about your orders ${one.number}, ${other.number}.`);
    for (const order of [one, other]) {
      expect((await orderRow(order.id)).status).toBe("received");
      expect((await eventsOf(order.id)).at(-1)).toMatchObject({ kind: "note", note: "YES" });
    }
  });

  it("a yes with no order awaiting its call names the store's phone, in the last order's language, and writes nothing", async () => {
    const before = await everyRow(database.db, /^(kysely_|rate_limit$)/);
    const stranger = await post(fields("+13055550119", "YES"));
    expect(stranger.text).toContain(
      "We have no order from this number waiting to be confirmed. Questions? Call us at (305) 555-0142.",
    );
    expect(await everyRow(database.db, /^(kysely_|rate_limit$)/)).toBe(before);
    const confirmed = await placed("+13055550120", "es");
    await post(fields("+13055550120", "si"));
    const late = await post(fields("+13055550120", "SÍ"));
    expect(late.text).toContain("No tenemos ningún pedido de este número por confirmar.");
    expect(await callsOf(confirmed.id)).toHaveLength(1);
  });

  it("STOP stops the texts as the opt-out link does, and the provider answers it", async () => {
    await placed("+13055550121");
    const answer = await post(fields("+13055550121", " Stop "));
    expect(answer.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const stopped = await database.db.selectFrom("notice_opt_out").select("contact").execute();
    expect(stopped.map((row) => row.contact)).toContain("+13055550121");
    await post(fields("+13055550121", "STOP"));
    await placed("+13055550121");
    const texts = await database.db
      .selectFrom("shopper_notice")
      .select("id")
      .where("contact", "=", "+13055550121")
      .execute();
    expect(texts).toHaveLength(1);
  });

  it("answers hostile bodies with a 4xx, never a 5xx, and changes nothing", async () => {
    await placed("+13055550122");
    const before = await everyRow(database.db);
    const good = fields("+13055550122", "YES");
    const signedRaw = (raw: string) => ({
      body: raw,
      signature: twilioSignature(TOKEN, `${SHOP}/sms/inbound`, new URLSearchParams(raw)),
    });
    const answers = {
      "a NUL in Body": await post({ ...good, Body: "YES\u0000" }),
      "a huge body": await post({ ...good, Body: "y".repeat(40_000) }),
      JSON: await post(good, { contentType: "application/json", body: JSON.stringify(good) }),
      "no content type": await post(good, { contentType: "" }),
      "bytes that are not UTF-8": await post(good, {
        body: new Uint8Array([0x42, 0x6f, 0x64, 0x79, 0x3d, 0xff, 0xfe]),
      }),
      "broken %-escapes": await post(good, { body: "From=%2B1305%ZZ&Body=%E0%A4%A" }),
      "no From": await post({ Body: "YES", MessageSid: "SM1" }),
      "no Body": await post({ From: "+13055550122", MessageSid: "SM2" }),
      "a From that is no phone": await post({ ...good, From: "<script>" }),
      "a MessageSid that is no id": await post({ ...good, MessageSid: "../../etc" }),
      "a body signed as sent, missing From": await post({}, signedRaw("Body=YES")),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, clientError: answer.status >= 400 && answer.status < 500 }).toEqual({
        name,
        clientError: true,
      });
    }
    expect(answers["a NUL in Body"].status).toBe(422);
    expect(answers["a huge body"].status).toBe(413);
    expect(answers.JSON.status).toBe(415);
    expect(answers["no From"].status).toBe(400);
    expect(await everyRow(database.db)).toBe(before);
  });

  it("counts replies per phone: past the limit, 429 and nothing written but the count", async () => {
    const order = await placed("+13055550123");
    for (let reply = 0; reply < TEXT_REPLY_LIMIT.perPhone; reply++)
      expect((await post(fields("+13055550123", `question ${reply}`))).status).toBe(200);
    const before = await everyRow(database.db, /^(kysely_|rate_limit$)/);
    const flooded = await post(fields("+13055550123", "one more"));
    expect(flooded.status).toBe(429);
    expect(await everyRow(database.db, /^(kysely_|rate_limit$)/)).toBe(before);
    expect((await eventsOf(order.id)).filter((event) => event.kind === "note")).toHaveLength(
      TEXT_REPLY_LIMIT.perPhone,
    );
    // STOP is honoured past the limit: it writes one row, once.
    expect((await post(fields("+13055550123", "STOP"))).status).toBe(200);
  });

  it("answers GET with 405", () => {
    const answer = loader();
    expect([answer.status, answer.headers.get("Allow")]).toEqual([405, "POST"]);
  });
});

function contextWith(
  database: TestDatabase,
  catalog: CatalogSnapshotHolder,
  env: Record<string, string>,
): RouterContextProvider {
  return storeContext({
    services: { database, catalog, env: parseEnv(env) } as unknown as StoreServices,
    clientAddress: "10.0.0.2",
  });
}

/** What the action answered or threw, as the provider reads it. */
async function answerOf(run: () => Promise<Response>): Promise<Answer> {
  try {
    const response = await run();
    return {
      status: response.status,
      type: response.headers.get("Content-Type"),
      text: await response.text(),
    };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    if (!init) throw thrown;
    return { status: init.status ?? 500, type: null, text: "" };
  }
}
