import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { storedOrder } from "~/features/orders/index.server";
import { orderRequestSchema } from "~/features/orders/order-request";
import { placeOrder } from "~/flows/place-order.server";
import { staffOrderMessages, type OrderAnswer } from "~/features/staff/orders/staff-order-messages";
import { translator } from "~/i18n/messages";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { action, loader } from "./staff-order";

/**
 * The order page's call and change forms through the real route (issue #19): a good form redirects
 * back to the page, bad input is a 422 and a stale one a 409, and neither changes anything.
 */
const english = translator(staffOrderMessages.en, "en");

/** The store's open hours, whatever the hour of the run: retries fall in closed hours at night (issue #31). */
const WEDNESDAY_NOON = new Date("2027-01-13T17:00:00.000Z");

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: WEDNESDAY_NOON });
});
afterAll(() => {
  vi.useRealTimers();
});

/** A form's answer with its error written as the page shows it to a clerk reading English. */
async function inEnglish(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  const error = (body as { error?: OrderAnswer } | null)?.error;
  return { status, body: error ? { error: english(error.key, error.values) } : body };
}

describe.each(testDatabaseKinds)("the staff order page's forms on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;
  let cookie: string;
  let number: string;
  let orderId: number;

  const path = () => `/staff/orders/${number}`;
  const post = (form: Record<string, string>) =>
    answerOf(() =>
      action({
        request: new Request(`http://store${path()}`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(form),
        }),
        url: new URL(`http://store${path()}`),
        params: { number },
        context,
      } as never),
    );
  const page = async (query = "") =>
    (
      await answerOf(() =>
        loader({
          request: new Request(`http://store${path()}${query}`, { headers: { Cookie: cookie } }),
          url: new URL(`http://store${path()}${query}`),
          params: { number },
          context,
        } as never),
      )
    ).body as Awaited<ReturnType<typeof loader>>;

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    const catalog = await CatalogSnapshotHolder.load(database.db);
    context = storeContext({
      services: {
        database,
        catalog,
        env: parseEnv({ CALL_RETRY_DELAYS: "3s,6s", CALL_TRIES_BEFORE_CANCEL: "2" }),
      } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    cookie = await staffSessionCookie(database.db, context);
    const placed = await placeOrder(
      database.db,
      orderRequestSchema.parse(
        orderBody({
          items: [
            { id: ORDER_SIZES.whisky.id, quantity: 1 },
            { id: ORDER_SIZES.beer.id, quantity: 2 },
          ],
        }),
      ),
    );
    if (placed.kind !== "created") throw new Error(placed.kind);
    number = placed.order.order.number;
    orderId = (
      await database.db
        .selectFrom("orders")
        .select("id")
        .where("number", "=", number)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.drop());

  it("logs unanswered calls by the configured delays and suggests cancelling after the configured tries", async () => {
    const first = await page();
    expect(first.callState).toMatchObject({ unanswered: 0, suggestCancel: false, lastOutcome: null });
    expect(
      await post({ intent: "call", outcome: "no_answer", version: String(first.order.version) }),
    ).toEqual({
      status: 302,
      body: null,
    });
    const due = (await storedOrder(database.db, orderId)).next_call_at!;
    const afterFirst = await page();
    expect(afterFirst.calls).toMatchObject([{ who: "Luisa", outcome: "no_answer" }]);
    expect(
      await post({ intent: "call", outcome: "voicemail", version: String(afterFirst.order.version) }),
    ).toMatchObject({
      status: 302,
    });
    const next = (await storedOrder(database.db, orderId)).next_call_at!;
    // 3 s, then 6 s after the second try, which came after the first was logged.
    expect(new Date(next).getTime() - new Date(due).getTime()).toBeGreaterThanOrEqual(3_000);
    expect((await page()).callState).toMatchObject({
      unanswered: 2,
      suggestCancel: true,
      lastOutcome: "voicemail",
    });
  });

  it("answers a stale form 409 and a bad one 422, changing nothing", async () => {
    const before = await storedOrder(database.db, orderId);
    const stale = String(before.version - 1);
    const line = String(before.lines[0]!.id);
    expect(await inEnglish(post({ intent: "call", outcome: "confirmed", version: stale }))).toEqual({
      status: 409,
      body: { error: english("answer.stale") },
    });
    expect(await post({ intent: "call", outcome: "confirmed" })).toMatchObject({ status: 409 });
    expect(await post({ intent: "quantity", line, quantity: "2", version: stale })).toMatchObject({
      status: 409,
    });
    expect(
      await inEnglish(post({ intent: "call", outcome: "maybe", version: String(before.version) })),
    ).toEqual({
      status: 422,
      body: { error: "Choose how the call went." },
    });
    expect(
      await inEnglish(post({ intent: "quantity", line, quantity: "two", version: String(before.version) })),
    ).toEqual({
      status: 422,
      body: { error: "Enter a whole number of bottles." },
    });
    expect(
      await post({ intent: "substitute", line, size: "", version: String(before.version) }),
    ).toMatchObject({
      status: 422,
    });
    expect(await storedOrder(database.db, orderId)).toEqual(before);
  });

  it("substitutes a line from the sizes offered, then confirms on the call; the page says what it replaced", async () => {
    const shown = await page();
    const beer = shown.order.lines.find((line) => line.id === ORDER_SIZES.beer.id)!;
    const offered = await page(`?swap=${beer.lineId}&q=walker`);
    expect(offered.substitutes?.sizes.map((size) => size.id)).toEqual([
      ORDER_SIZES.whisky.id,
      ORDER_SIZES.whiskyLitre.id,
    ]);
    // The whisky is on the order already: the litre it is.
    expect(
      await post({
        intent: "substitute",
        line: String(beer.lineId),
        size: ORDER_SIZES.whiskyLitre.id,
        version: String(shown.order.version),
      }),
    ).toMatchObject({ status: 302 });
    const changed = await page();
    expect(changed.order.lines.find((line) => line.lineId === beer.lineId)).toMatchObject({
      name: "Johnnie Walker Black",
      size: "1L",
      quantity: 2,
      lineTotalCents: 2 * 5499,
      insteadOf: "Modelo Especial (12oz-12pack-Can)",
    });
    expect(changed.events.at(-1)).toMatchObject({ kind: "line_changed", who: "Luisa" });
    expect(
      await post({ intent: "call", outcome: "confirmed", version: String(changed.order.version) }),
    ).toMatchObject({
      status: 302,
    });
    const confirmed = await page();
    expect(confirmed.order.status).toBe("confirmed");
    expect(confirmed.callState).toMatchObject({ nextCallAt: null, suggestCancel: false });
    expect(
      await inEnglish(
        post({ intent: "call", outcome: "no_answer", version: String(confirmed.order.version) }),
      ),
    ).toEqual({
      status: 422,
      body: { error: "This order is past its confirming call." },
    });
  });
});
