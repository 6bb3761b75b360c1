// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  addCaseRule,
  addDealCode,
  CAVA_SALE,
  DEAL_RULES,
  DURING_CAVA_SALE,
  DEAL_SIZES,
  MIXED_CASE,
  putOnSale,
  seedDealShelf,
} from "../../tests/fixtures/deal-catalog";
import { orderBody } from "../../tests/fixtures/order-catalog";
import { renderUnderRoot } from "../../tests/fixtures/root-route";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import type { NoticePayload } from "~/features/notices/notice-payload";
import { renderNotice } from "~/features/notices/notice-render";
import { orderRequestSchema } from "~/features/orders";
import { OrderStatusView } from "~/features/orders/order-status-view";
import { shopperOrderByToken } from "~/features/orders/shopper-order.server";
import type { Language } from "~/i18n/language";
import { formatCents } from "~/utils/money";
import { placeOrder } from "./place-order.server";

/**
 * What the shopper is shown of an order placed with the deals (issue #35): the order page and the
 * "we got your order" e-mail, read from the stored order, agree with it to the cent, each deal on
 * its own line and each sale's regular price beside the price paid; on both databases.
 */

const { red, cava } = DEAL_SIZES;

// Five reds and a cava on sale: 5 × 10.25 + 12.99 = 64.24; the case 10 % is 6.424 → 6.42; 57.82
// left, the code 10 % is 5.782 → 5.78; 52.04 left; tax 7 % 3.6428 → 3.64; total 55.68.
const EXPECTED = { subtotal: 6424, caseDiscount: 642, codeDiscount: 578, tax: 364, total: 5568 };

describe.each(testDatabaseKinds)("an order with deals, as the shopper is shown it, on $kind", (kind) => {
  let database: TestDatabase;
  const tokens: Partial<Record<Language, string>> = {};

  beforeAll(async () => {
    database = await kind.create();
    await seedDealShelf(database.db);
    await putOnSale(database.db, cava.id, CAVA_SALE);
    await addCaseRule(database.db, MIXED_CASE);
    await addDealCode(database.db, "FLYER10");
    for (const language of ["en", "es"] as const) {
      const request = orderRequestSchema.parse(
        orderBody({
          items: [
            { id: red.id, quantity: 5 },
            { id: cava.id, quantity: 1 },
          ],
          customer: { name: "Ana Pérez", phone: "(305) 555-0199", email: "ana@example.com" },
          fulfilment: { method: "pickup" },
          tipPercent: 0,
          dealCode: "flyer10",
          language,
        }),
      );
      const outcome = await placeOrder(database.db, request, { now: DURING_CAVA_SALE, rules: DEAL_RULES });
      if (outcome.kind !== "created") throw new Error(`not placed: ${outcome.kind}`);
      const { status_token } = await database.db
        .selectFrom("orders")
        .select("status_token")
        .where("number", "=", outcome.order.order.number)
        .executeTakeFirstOrThrow();
      tokens[language] = status_token;
    }
  });
  afterEach(cleanup);
  afterAll(() => database.drop());

  it("the stored order is the one priced: its totals, each deal apart", async () => {
    const order = await shopperOrderByToken(database.db, tokens.en ?? "");
    expect(order?.totals).toMatchObject({
      subtotalCents: EXPECTED.subtotal,
      discountCents: EXPECTED.caseDiscount + EXPECTED.codeDiscount,
      taxCents: EXPECTED.tax,
      totalCents: EXPECTED.total,
    });
    expect(order?.deals).toEqual({
      caseDiscount: { rule: MIXED_CASE.name, cents: EXPECTED.caseDiscount },
      codeDiscount: { code: "FLYER10", cents: EXPECTED.codeDiscount },
    });
  });

  it.each([
    ["en", "Mixed case", "Code FLYER10", "was $15.99", "$12.99 each"],
    ["es", "Caja mixta", "Código FLYER10", "antes $15.99", "$12.99 c/u"],
  ] as const)(
    "the order page in %s: was/now at the sale's line, the deals apart, the stored total",
    async (language, caseLabel, codeLabel, was, now) => {
      const order = await shopperOrderByToken(database.db, tokens[language] ?? "");
      if (!order) throw new Error("no order behind the link");
      renderUnderRoot(() => <OrderStatusView order={order} placedAt="Dec 5, 5:00 PM" />, language);
      await screen.findByTestId("order-total");
      const cavaLine = document.querySelector<HTMLElement>(`[data-line="${cava.id}"]`);
      if (!cavaLine) throw new Error("no cava line");
      expect(within(cavaLine).getByText(was)).toHaveClass("sr-only");
      expect(within(cavaLine).getByTestId("line-price")).toHaveTextContent(now);
      const redLine = document.querySelector(`[data-line="${red.id}"]`);
      expect(redLine?.querySelector("s")).toBeNull();
      expect(screen.getByText(caseLabel)).toBeInTheDocument();
      expect(screen.getByText(codeLabel)).toBeInTheDocument();
      expect(screen.getByTestId("case-discount")).toHaveTextContent(`−${formatCents(EXPECTED.caseDiscount)}`);
      expect(screen.getByTestId("code-discount")).toHaveTextContent(`−${formatCents(EXPECTED.codeDiscount)}`);
      expect(screen.getByTestId("order-total")).toHaveTextContent(formatCents(EXPECTED.total));
    },
  );

  it.each([
    [
      "en",
      [
        "1 × deal-cava-750 750ml, $12.99 each (was $15.99): $12.99",
        "5 × deal-red-750 750ml, $10.25 each: $51.25",
        "Subtotal: $64.24",
        "Mixed case: −$6.42",
        "Code FLYER10: −$5.78",
        "Sales tax: $3.64",
        "Total: $55.68",
      ],
    ],
    [
      "es",
      [
        "1 × deal-cava-750 750ml, $12.99 c/u (antes $15.99): $12.99",
        "Caja mixta: −$6.42",
        "Código FLYER10: −$5.78",
        "Impuesto de venta: $3.64",
        "Total: $55.68",
      ],
    ],
  ] as const)(
    "the e-mail in %s says the same to the cent; the text message stays short",
    async (language, words) => {
      const order = await database.db
        .selectFrom("orders")
        .select("id")
        .where("status_token", "=", tokens[language] ?? "")
        .executeTakeFirstOrThrow();
      const notices = await database.db
        .selectFrom("shopper_notice")
        .select(["channel", "payload"])
        .where("topic", "=", "order.received")
        .execute();
      const payloads = notices
        .map((notice) => ({ channel: notice.channel, payload: JSON.parse(notice.payload) as NoticePayload }))
        .filter(({ payload }) => payload.kind === "order" && payload.language === language);
      const email = payloads.find((notice) => notice.channel === "email");
      const sms = payloads.find((notice) => notice.channel === "sms");
      if (!email || !sms) throw new Error(`no notices for order ${order.id}`);
      const mail = renderNotice(email.payload, "https://store.example", "/notices/stop/t", "email");
      for (const line of words) expect(mail.text).toContain(line);
      expect(mail.html).toContain("Total: $55.68</p>");
      expect(renderNotice(sms.payload, "https://store.example", "/notices/stop/t", "sms").text).not.toContain(
        "FLYER10",
      );
    },
  );
});
