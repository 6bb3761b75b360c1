import { describe, expect, it } from "vitest";
import { renderNotice } from "./notice-render";
import type { NoticePayload } from "./notice-payload";

const confirmed: NoticePayload = {
  kind: "order",
  event: "confirmed",
  language: "es",
  number: "1042",
  name: "Lucía",
  statusToken: "a".repeat(32),
  totalCents: 8_988,
  substitutions: [
    { quantity: 2, bottle: "Buchanan's 12 Years 750ml", replaced: "Johnnie Walker Black 750ml" },
  ],
};

describe("a confirmation after the call (issue #19)", () => {
  it("tells the shopper, in their language, each bottle taken instead of another and the total agreed", () => {
    const { subject, text, html } = renderNotice(confirmed, "https://store.example", "/notices/stop/t");
    expect(subject).toBe("El pedido 1042 está confirmado");
    expect(text).toContain("2 × Buchanan's 12 Years 750ml en lugar de Johnnie Walker Black 750ml");
    expect(text).toContain("Total: $89.88");
    expect(text).toContain(`https://store.example/es/order/${"a".repeat(32)}`);
    expect(html).toContain("<p>2 × Buchanan&#39;s 12 Years 750ml en lugar de Johnnie Walker Black 750ml</p>");
  });

  it("says neither for an order confirmed as it was placed, nor for a later status", () => {
    const plain = renderNotice(
      { ...confirmed, language: "en", totalCents: 2_140, substitutions: [] },
      "https://store.example",
      "/notices/stop/t",
    );
    expect(plain.text).not.toContain("instead of");
    expect(plain.text).toContain("Total: $21.40");
    const ready = renderNotice(
      { ...confirmed, event: "ready_for_pickup", totalCents: undefined, substitutions: undefined },
      "https://store.example",
      "/notices/stop/t",
    );
    expect(ready.text).not.toContain("Total");
  });
});

describe("a new order's receipt (issue #35)", () => {
  const received: NoticePayload = {
    kind: "order",
    event: "received",
    language: "en",
    number: "1043",
    name: "Ana",
    statusToken: "b".repeat(32),
    receipt: {
      lines: [
        { quantity: 2, bottle: "Cava 750ml", unitPriceCents: 1299, wasCents: 1599, lineTotalCents: 2598 },
        { quantity: 4, bottle: "Rioja 750ml", unitPriceCents: 1025, wasCents: null, lineTotalCents: 4100 },
      ],
      subtotalCents: 6698,
      caseDiscountCents: 670,
      code: { code: "FLYER10", cents: 603 },
      taxCents: 380,
      deliveryFeeCents: 499,
      tipCents: 814,
      totalCents: 7118,
    },
  };

  it("the e-mail lists each bottle at the price paid, its regular price while on sale, and every amount, deals apart", () => {
    const { text, html } = renderNotice(received, "https://store.example", "/notices/stop/t");
    expect(text).toContain(
      "2 × Cava 750ml, $12.99 each (was $15.99): $25.98\n4 × Rioja 750ml, $10.25 each: $41.00",
    );
    expect(text).toContain(
      [
        "Subtotal: $66.98",
        "Mixed case: −$6.70",
        "Code FLYER10: −$6.03",
        "Sales tax: $3.80",
        "Delivery fee: $4.99",
        "Tip: $8.14",
        "Total: $71.18",
      ].join("\n"),
    );
    expect(html).toContain("<p>Subtotal: $66.98<br>\nMixed case: −$6.70<br>");
  });

  it("no deal, no fee and no tip: no line for them; a text message and an older notice carry no receipt", () => {
    const plain: NoticePayload = {
      ...received,
      receipt: { ...received.receipt!, caseDiscountCents: 0, code: null, deliveryFeeCents: 0, tipCents: 0 },
    };
    const { text } = renderNotice(plain, "https://store.example", "/notices/stop/t");
    expect(text).not.toMatch(/Mixed case|Code|Delivery fee|Tip/);
    expect(text).toContain("Total: $71.18");
    const sms = renderNotice(received, "https://store.example", "/notices/stop/t", "sms");
    expect(sms.text).not.toContain("Total");
    const older = renderNotice(
      { ...received, receipt: undefined },
      "https://store.example",
      "/notices/stop/t",
    );
    expect(older.text).not.toContain("Total");
  });
});
