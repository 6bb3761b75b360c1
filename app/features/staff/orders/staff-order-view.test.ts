import { staffClock } from "../staff-clock";
import { describe, expect, it } from "vitest";
import type { StoredOrder } from "~/features/orders";
import { staffOrderView } from "./staff-order-view";

const staffTimes = staffClock("en");
const clock = staffTimes.medium;

const order: StoredOrder = {
  id: 7,
  number: "1042",
  idempotency_key: "key",
  request_hash: "hash",
  status_token: "token",
  status: "confirmed",
  customer_name: "Ana",
  customer_phone: "+13055550142",
  customer_email: null,
  fulfilment: "delivery",
  address: "1 Ocean Dr",
  unit: null,
  zip: "33139",
  notes: null,
  payment_method: "cash",
  tip_percent: 15,
  subtotal_cents: 4000,
  tax_cents: 280,
  delivery_fee_cents: 500,
  tip_cents: 600,
  total_cents: 5380,
  language: "en",
  gift_recipient_name: "Marta",
  gift_recipient_phone: "+13055550199",
  gift_message: "Happy birthday!",
  gift_box: 1,
  created_at: "2026-11-24T15:00:00.000Z",
  updated_at: "2026-11-24T15:05:00.000Z",
  next_call_at: null,
  window_start: null,
  window_end: null,
  version: 4,
  case_discount_cents: 0,
  case_rule_name: null,
  code_discount_cents: 0,
  deal_code: null,
  lines: [
    {
      id: 1,
      order_id: 7,
      size_id: "rum-750",
      product_name: "Rum",
      product_route: "rum",
      size_label: "750ml",
      unit_price_cents: 2000,
      quantity: 2,
      line_total_cents: 4000,
      stock_taken: 1,
      substitution: "similar",
      replaced_size_id: "rum-1l",
      replaced_product_name: "Dark Rum",
      replaced_size_label: "1L",
      replaced_unit_price_cents: 2500,
      regular_price_cents: 2000,
    },
    {
      id: 2,
      order_id: 7,
      size_id: "gin-1l",
      product_name: "Gin",
      product_route: "gin",
      size_label: "1L",
      unit_price_cents: 0,
      quantity: 1,
      line_total_cents: 0,
      stock_taken: 1,
      substitution: "call",
      replaced_size_id: null,
      replaced_product_name: null,
      replaced_size_label: null,
      replaced_unit_price_cents: null,
      regular_price_cents: 0,
    },
  ],
};

describe("staffOrderView", () => {
  it("shows the order's amounts, its address on one line and who did what (the shopper named by the page)", () => {
    const view = staffOrderView(
      {
        order,
        events: [
          {
            kind: "placed",
            fromStatus: null,
            toStatus: "received",
            actor: "shopper",
            note: null,
            at: order.created_at,
          },
          {
            kind: "status",
            fromStatus: "received",
            toStatus: "confirmed",
            actor: "staff:3",
            note: null,
            at: order.updated_at,
          },
        ],
        calls: [],
        staffNames: { "staff:3": "Luisa" },
        lastCheck: null,
      },
      staffTimes,
      3,
    );
    expect(view.order.number).toBe("1042");
    expect(view.order.address).toBe("1 Ocean Dr, 33139");
    expect(view.order.placedAt).toBe(clock.format(new Date(order.created_at)));
    expect(view.order.totals).toEqual({
      subtotalCents: 4000,
      taxCents: 280,
      deliveryFeeCents: 500,
      tipCents: 600,
    });
    expect(view.order.tipPercent).toBe(15);
    expect(view.order.lines).toEqual([
      {
        lineId: 1,
        id: "rum-750",
        name: "Rum",
        size: "750ml",
        quantity: 2,
        lineTotalCents: 4000,
        actsAlone: true,
        substitution: "similar",
        insteadOf: "Dark Rum (1L)",
      },
      {
        lineId: 2,
        id: "gin-1l",
        name: "Gin",
        size: "1L",
        quantity: 1,
        lineTotalCents: 0,
        actsAlone: false,
        substitution: "call",
        insteadOf: null,
      },
    ]);
    expect(view.order.gift).toEqual({
      recipientName: "Marta",
      recipientPhone: "+13055550199",
      message: "Happy birthday!",
      giftBox: true,
    });
    expect(view.events.map((event) => event.who)).toEqual([null, "Luisa"]);
  });

  it("shows the deals the order got, each apart: the case rule by its name and the code", () => {
    const withDeals = {
      ...order,
      case_discount_cents: 400,
      case_rule_name: "Mixed case",
      code_discount_cents: 360,
      deal_code: "FLYER10",
    };
    const view = staffOrderView(
      { order: withDeals, events: [], calls: [], staffNames: {}, lastCheck: null },
      staffTimes,
      3,
    );
    expect(view.order.deals).toEqual({
      caseDiscount: { rule: "Mixed case", cents: 400 },
      codeDiscount: { code: "FLYER10", cents: 360 },
    });
    expect(
      staffOrderView({ order, events: [], calls: [], staffNames: {}, lastCheck: null }, staffTimes, 3).order
        .deals,
    ).toEqual({ caseDiscount: null, codeDiscount: null });
  });

  it("shows no gift for an order without a recipient", () => {
    const plain = {
      ...order,
      gift_recipient_name: null,
      gift_recipient_phone: null,
      gift_message: null,
      gift_box: 0,
    };
    expect(
      staffOrderView({ order: plain, events: [], calls: [], staffNames: {}, lastCheck: null }, staffTimes, 3)
        .order.gift,
    ).toBeNull();
  });

  it("lists the calls by name and suggests cancelling after the configured unanswered tries, while received", () => {
    const received = { ...order, status: "received" as const, next_call_at: "2026-11-24T16:00:00.000Z" };
    const calls = [
      { actor: "staff:3", outcome: "no_answer" as const, note: null, at: "2026-11-24T15:10:00.000Z" },
      {
        actor: "staff:9",
        outcome: "voicemail" as const,
        note: "left a message",
        at: "2026-11-24T15:30:00.000Z",
      },
    ];
    const detail = {
      order: received,
      events: [],
      calls,
      staffNames: { "staff:3": "Luisa" },
      lastCheck: null,
    };
    const view = staffOrderView(detail, staffTimes, 2);
    expect(view.calls).toEqual([
      {
        who: "Luisa",
        at: clock.format(new Date(calls[0]!.at)),
        outcome: "no_answer",
        note: null,
      },
      {
        who: "staff:9",
        at: clock.format(new Date(calls[1]!.at)),
        outcome: "voicemail",
        note: "left a message",
      },
    ]);
    expect(view.callState).toEqual({
      nextCallAt: clock.format(new Date(received.next_call_at)),
      unanswered: 2,
      suggestCancel: true,
      lastOutcome: "voicemail",
    });
    expect(staffOrderView(detail, staffTimes, 3).callState.suggestCancel).toBe(false);
    const confirmed = staffOrderView(
      { ...detail, order: { ...received, status: "confirmed" } },
      staffTimes,
      2,
    );
    expect(confirmed.callState).toMatchObject({ nextCallAt: null, suggestCancel: false });
  });
});
