import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  addCaseRule,
  addDealCode,
  BUBBLES,
  CAVA_SALE,
  DEAL_RULES,
  DURING_CAVA_SALE,
  DEAL_SIZES,
  MIXED_CASE,
  putOnSale,
  seedDealShelf,
} from "../../tests/fixtures/deal-catalog";
import { ORDER_SIZES, orderBody, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { storeDayBounds } from "~/features/store";
import { store } from "~/features/store";
import { orderRequestSchema } from "~/features/orders";
import { placeOrder } from "./place-order.server";

const { red, redReserve, cava, rose } = DEAL_SIZES;

interface PricingCase {
  name: string;
  items: Array<{ id: string; quantity: number; seenUnitPriceCents?: number }>;
  code?: string;
  delivery?: boolean;
  at?: Date;
  expected: {
    subtotal: number;
    caseDiscount: number;
    codeDiscount: number;
    tax: number;
    fee: number;
    tip: number;
    total: number;
  };
}

/** Each rule alone and together, every rounding on a half cent somewhere, worked by hand. */
const CASES: PricingCase[] = [
  {
    name: "a sale alone: the sale price is paid, tax and tip on it",
    items: [{ id: cava.id, quantity: 2 }],
    delivery: true,
    // 2 × 12.99 = 25.98; tax 1.8186; tip 15 % 3.897.
    expected: { subtotal: 2598, caseDiscount: 0, codeDiscount: 0, tax: 182, fee: 499, tip: 390, total: 3669 },
  },
  {
    name: "five wines earn no case discount",
    items: [{ id: red.id, quantity: 5 }],
    // 51.25; tax 3.5875.
    expected: { subtotal: 5125, caseDiscount: 0, codeDiscount: 0, tax: 359, fee: 0, tip: 0, total: 5484 },
  },
  {
    name: "six wines, any mix, earn 10 %, rounded half up once",
    items: [
      { id: red.id, quantity: 5 },
      { id: redReserve.id, quantity: 1 },
    ],
    // 61.55 → 10 % is 6.155; 55.39 left, tax 3.8773.
    expected: { subtotal: 6155, caseDiscount: 616, codeDiscount: 0, tax: 388, fee: 0, tip: 0, total: 5927 },
  },
  {
    name: "twelve wines reach the 15 % tier",
    items: [{ id: red.id, quantity: 12 }],
    // 123.00 → 18.45; 104.55 left, tax 7.3185.
    expected: {
      subtotal: 12300,
      caseDiscount: 1845,
      codeDiscount: 0,
      tax: 732,
      fee: 0,
      tip: 0,
      total: 11187,
    },
  },
  {
    name: "sale first, then the case on sale prices; of two rules the one worth more",
    items: [{ id: cava.id, quantity: 6 }],
    // 6 × 12.99 = 77.94: any wine 10 % is 7.794, sparkling 20 % is 15.588, so 15.59; 62.35 left, tax 4.3645.
    expected: { subtotal: 7794, caseDiscount: 1559, codeDiscount: 0, tax: 436, fee: 0, tip: 0, total: 6671 },
  },
  {
    name: "a percent code on what the case discount left, each rounded half up",
    items: [
      { id: red.id, quantity: 5 },
      { id: redReserve.id, quantity: 1 },
    ],
    code: "FLYER10",
    // 61.55 − 6.16 = 55.39; 10 % 5.539 → 5.54; 49.85 left, tax 3.4895.
    expected: { subtotal: 6155, caseDiscount: 616, codeDiscount: 554, tax: 349, fee: 0, tip: 0, total: 5334 },
  },
  {
    name: "a percent code landing on a half cent",
    items: [
      { id: red.id, quantity: 1 },
      { id: redReserve.id, quantity: 1 },
    ],
    code: "flyer10",
    delivery: true,
    // 20.55 → 2.055 → 2.06; 18.49 left: tax 1.2943, tip 2.7735; the fee is not discounted.
    expected: {
      subtotal: 2055,
      caseDiscount: 0,
      codeDiscount: 206,
      tax: 129,
      fee: 499,
      tip: 277,
      total: 2754,
    },
  },
  {
    name: "tax and tip landing on half cents",
    items: [{ id: rose.id, quantity: 1 }],
    delivery: true,
    // 18.50: tax 1.295, tip 2.775.
    expected: { subtotal: 1850, caseDiscount: 0, codeDiscount: 0, tax: 130, fee: 499, tip: 278, total: 2757 },
  },
  {
    name: "an amount code from its minimum on",
    items: [
      { id: ORDER_SIZES.whisky.id, quantity: 1 },
      { id: red.id, quantity: 1 },
    ],
    code: "FIVEOFF",
    // 50.24 ≥ 50.00: $5 off, 45.24 left, tax 3.1668.
    expected: { subtotal: 5024, caseDiscount: 0, codeDiscount: 500, tax: 317, fee: 0, tip: 0, total: 4841 },
  },
  {
    name: "never below zero: a code larger than the bottles leaves only the fee",
    items: [{ id: red.id, quantity: 1 }],
    code: "BIG",
    delivery: true,
    expected: { subtotal: 1025, caseDiscount: 0, codeDiscount: 1025, tax: 0, fee: 499, tip: 0, total: 499 },
  },
  {
    name: "a millisecond before the sale's first midnight: the regular price",
    items: [{ id: cava.id, quantity: 1 }],
    at: new Date(Date.parse(CAVA_SALE.startsAt) - 1),
    // 15.99; tax 1.1193.
    expected: { subtotal: 1599, caseDiscount: 0, codeDiscount: 0, tax: 112, fee: 0, tip: 0, total: 1711 },
  },
  {
    name: "at the sale's first midnight: the sale price",
    items: [{ id: cava.id, quantity: 1 }],
    at: new Date(CAVA_SALE.startsAt),
    // 12.99; tax 0.9093.
    expected: { subtotal: 1299, caseDiscount: 0, codeDiscount: 0, tax: 91, fee: 0, tip: 0, total: 1390 },
  },
  {
    name: "at the midnight after its last day: the regular price again",
    items: [{ id: cava.id, quantity: 1 }],
    at: new Date(CAVA_SALE.endsAt),
    expected: { subtotal: 1599, caseDiscount: 0, codeDiscount: 0, tax: 112, fee: 0, tip: 0, total: 1711 },
  },
];

/** The weekend the clocks go back: the rosé's sale covers Saturday 31 October and Sunday 1 November 2026. */
const FALL_BACK_SALE = {
  priceCents: 1500,
  startsAt: storeDayBounds("2026-10-31", store.timeZone).start.toISOString(),
  endsAt: storeDayBounds("2026-11-01", store.timeZone).end.toISOString(),
};

describe.each(testDatabaseKinds)("orders priced with the store's deals on $kind (issue #35)", (kind) => {
  let database: TestDatabase;
  const databases: TestDatabase[] = [];

  beforeEach(async () => {
    database = await kind.create();
    databases.push(database);
    await seedOrderCatalog(database.db);
    await seedDealShelf(database.db);
    await putOnSale(database.db, cava.id, CAVA_SALE);
    await putOnSale(database.db, rose.id, FALL_BACK_SALE);
    await addCaseRule(database.db, MIXED_CASE);
    await addCaseRule(database.db, BUBBLES);
    await addCaseRule(
      database.db,
      { name: "Switched off", counts: ["whiskey"], tiers: [{ bottles: 1, basisPoints: 9_000 }] },
      0,
    );
    await addDealCode(database.db, "FLYER10");
    await addDealCode(database.db, "FIVEOFF", {
      kind: "amount",
      basis_points: null,
      amount_cents: 500,
      minimum_cents: 5_000,
    });
    await addDealCode(database.db, "BIG", { kind: "amount", basis_points: null, amount_cents: 100_000 });
    await addDealCode(database.db, "ENDED", {
      ends_at: storeDayBounds("2026-12-01", store.timeZone).end.toISOString(),
    });
  });
  afterAll(async () => {
    for (const each of databases) await each.drop();
  });

  function order(items: PricingCase["items"], extra: Record<string, unknown> = {}, delivery = false) {
    return orderRequestSchema.parse(
      orderBody({
        items,
        ...(delivery ? {} : { fulfilment: { method: "pickup" }, tipPercent: 0 }),
        ...extra,
      }),
    );
  }

  it.each(CASES)("$name", async ({ items, code, delivery, at, expected }) => {
    const outcome = await placeOrder(database.db, order(items, code ? { dealCode: code } : {}, delivery), {
      now: at ?? DURING_CAVA_SALE,
      rules: DEAL_RULES,
    });
    expect(outcome.kind).toBe("created");
    const row = await database.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect({
      subtotal: row.subtotal_cents,
      caseDiscount: row.case_discount_cents,
      codeDiscount: row.code_discount_cents,
      tax: row.tax_cents,
      fee: row.delivery_fee_cents,
      tip: row.tip_cents,
      total: row.total_cents,
    }).toEqual(expected);
    // The webhook's message says the same, each discount apart.
    const outbox = await database.db.selectFrom("outbox").select("payload").executeTakeFirstOrThrow();
    const payload = JSON.parse(outbox.payload);
    expect(payload.totals).toMatchObject({
      subtotalCents: expected.subtotal,
      discountCents: expected.caseDiscount + expected.codeDiscount,
      totalCents: expected.total,
    });
    expect(payload.deals.caseDiscount?.cents ?? 0).toBe(expected.caseDiscount);
    expect(payload.deals.codeDiscount?.cents ?? 0).toBe(expected.codeDiscount);
  });

  it("keeps each line's price paid and its regular price, and the case rule's name and the code", async () => {
    await placeOrder(
      database.db,
      order(
        [
          { id: cava.id, quantity: 6 },
          { id: red.id, quantity: 1 },
        ],
        { dealCode: " flyer10 " },
      ),
      { now: DURING_CAVA_SALE, rules: DEAL_RULES },
    );
    const lines = await database.db
      .selectFrom("order_line")
      .select(["size_id", "unit_price_cents", "regular_price_cents", "line_total_cents"])
      .orderBy("size_id")
      .execute();
    expect(lines).toEqual([
      { size_id: cava.id, unit_price_cents: 1299, regular_price_cents: 1599, line_total_cents: 7794 },
      { size_id: red.id, unit_price_cents: 1025, regular_price_cents: 1025, line_total_cents: 1025 },
    ]);
    const row = await database.db
      .selectFrom("orders")
      .select(["case_rule_name", "deal_code"])
      .executeTakeFirstOrThrow();
    // Seven wines: 10 % of 88.19 is 8.82, six sparkling: 20 % of 77.94 is 15.59; the larger wins.
    expect(row).toEqual({ case_rule_name: "Bubbles", deal_code: "FLYER10" });
  });

  it("prices the sale through the night the clocks go back, and not a millisecond after its last day", async () => {
    const atPrice = async (at: string) => {
      const outcome = await placeOrder(database.db, order([{ id: rose.id, quantity: 1 }]), {
        now: new Date(at),
        rules: DEAL_RULES,
      });
      return outcome.kind === "created" ? outcome.order.order.items[0]?.unitPriceCents : outcome.kind;
    };
    // Midnight EDT is 04:00 UTC; the midnight ending Sunday, after the change, is 05:00 UTC.
    expect(FALL_BACK_SALE.endsAt).toBe("2026-11-02T05:00:00.000Z");
    expect(await atPrice("2026-10-31T03:59:59.999Z")).toBe(1850);
    expect(await atPrice("2026-11-01T05:30:00.000Z")).toBe(1500);
    expect(await atPrice("2026-11-02T04:59:59.999Z")).toBe(1500);
    expect(await atPrice("2026-11-02T05:00:00.000Z")).toBe(1850);
  });

  it("refuses with 409 price_changed, and changes nothing, a code below its minimum at sale prices, an ended one, an unknown one", async () => {
    const refused = async (items: PricingCase["items"], dealCode: string) => {
      const outcome = await placeOrder(database.db, order(items, { dealCode }), {
        now: DURING_CAVA_SALE,
        rules: DEAL_RULES,
      });
      return outcome.kind === "price_changed" ? outcome.deals?.code?.refusal : outcome.kind;
    };
    // At regular prices 3 × 15.99 + 10.25 = 58.22, but at sale prices 49.22: under the $50 minimum.
    expect(
      await refused(
        [
          { id: cava.id, quantity: 3 },
          { id: red.id, quantity: 1 },
        ],
        "FIVEOFF",
      ),
    ).toBe("belowMinimum");
    expect(await refused([{ id: red.id, quantity: 1 }], "ENDED")).toBe("expired");
    expect(await refused([{ id: red.id, quantity: 1 }], "NOPE")).toBe("unknown");
    expect(await database.db.selectFrom("orders").select("id").execute()).toEqual([]);
    const uses = await database.db.selectFrom("deal_code").select(["code", "uses"]).orderBy("code").execute();
    expect(uses.every((code) => code.uses === 0)).toBe(true);
  });

  it("refuses a sale that ended, or a discount smaller than checkout showed, with 409 price_changed", async () => {
    const afterSale = new Date(CAVA_SALE.endsAt);
    const ended = await placeOrder(
      database.db,
      order([{ id: cava.id, quantity: 1, seenUnitPriceCents: 1299 }]),
      { now: afterSale, rules: DEAL_RULES },
    );
    expect(ended).toEqual({
      kind: "price_changed",
      lines: [{ id: cava.id, seenUnitPriceCents: 1299, unitPriceCents: 1599 }],
    });
    await database.db.updateTable("case_rule").set({ active: 0 }).execute();
    const smaller = await placeOrder(
      database.db,
      order([{ id: red.id, quantity: 6 }], { seenDiscountCents: 615 }),
      { now: DURING_CAVA_SALE, rules: DEAL_RULES },
    );
    expect(smaller).toEqual({
      kind: "price_changed",
      lines: [],
      deals: { discountCents: 0, seenDiscountCents: 615 },
    });
    expect(await database.db.selectFrom("orders").select("id").execute()).toEqual([]);
  });

  it("gives a code limited to 50 uses to exactly 50 of 200 orders racing for it; the rest are told it ran out", async () => {
    await addDealCode(database.db, "FIFTY", { max_uses: 50 });
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        placeOrder(
          database.db,
          order([{ id: red.id, quantity: 1 }], {
            dealCode: "FIFTY",
            customer: { name: "Ana", phone: `305-555-${String(index).padStart(4, "0")}` },
          }),
          { now: DURING_CAVA_SALE, rules: DEAL_RULES },
        ),
      ),
    );
    const kinds = outcomes.map((outcome) =>
      outcome.kind === "price_changed" ? `price_changed:${outcome.deals?.code?.refusal}` : outcome.kind,
    );
    expect(kinds.filter((each) => each === "created")).toHaveLength(50);
    expect(kinds.filter((each) => each === "price_changed:usedUp")).toHaveLength(150);
    const code = await database.db
      .selectFrom("deal_code")
      .select("uses")
      .where("code", "=", "FIFTY")
      .executeTakeFirstOrThrow();
    expect(code.uses).toBe(50);
    const orders = await database.db
      .selectFrom("orders")
      .select(["deal_code", "code_discount_cents"])
      .execute();
    expect(orders).toHaveLength(50);
    expect(orders.every((row) => row.deal_code === "FIFTY" && row.code_discount_cents === 103)).toBe(true);
    const uses = await database.db.selectFrom("deal_code_use").select("order_id").execute();
    expect(uses).toHaveLength(50);
  });
});
