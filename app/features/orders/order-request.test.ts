import { describe, expect, it } from "vitest";
import { store } from "~/features/store";
import { parseOrderRequest, type OrderRequestInput } from "./order-request";

const deliveryZip = store.delivery.zipCodes[0]!;

function body(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return {
    idempotencyKey: "k".repeat(32),
    customer: { name: " Ana ", phone: "(305) 555-0142", email: "" },
    fulfilment: { method: "delivery", address: " 1 Main St ", zip: ` ${deliveryZip} `, unit: "  " },
    items: [{ id: "size-1", quantity: 2 }],
    paymentMethod: "cash",
    tipPercent: 15,
    notes: "",
    ...overrides,
  };
}

function errorsOf(input: unknown) {
  const parsed = parseOrderRequest(input);
  return parsed.ok ? {} : parsed.fieldErrors;
}

describe("the order body (DESIGN §6)", () => {
  it("reads a good body trimmed, the phone as E.164, and empty optional texts as absent", () => {
    const parsed = parseOrderRequest(body());
    expect(parsed.ok && parsed.request).toEqual({
      idempotencyKey: "k".repeat(32),
      customer: { name: "Ana", phone: "+13055550142", email: undefined },
      fulfilment: { method: "delivery", address: "1 Main St", zip: deliveryZip, unit: undefined },
      // A body without a choice (as every body before issue #18): the staff call.
      items: [{ id: "size-1", quantity: 2, substitution: "call" }],
      paymentMethod: "cash",
      tipPercent: 15,
      notes: undefined,
    });
  });

  it("names each problem once, by its message key, at its field", () => {
    expect(
      errorsOf(
        body({
          customer: { name: "", phone: "5".repeat(31), email: " not-an-address " },
          fulfilment: { method: "delivery", address: "", zip: "00000" },
          items: [{ id: "size-1", quantity: 1.5 }],
          tipPercent: 12.345,
        }),
      ),
    ).toEqual({
      "customer.name": ["order.nameMissing"],
      "customer.phone": ["order.phoneInvalid"],
      "customer.email": ["order.emailInvalid"],
      "fulfilment.address": ["order.addressMissing"],
      "fulfilment.zip": ["order.zipOutsideArea"],
      "items.0.quantity": ["order.quantityWhole"],
      tipPercent: ["order.tipDecimals"],
    });
  });

  it("answers a wrong type or an unknown field with order.invalid, never zod's own words", () => {
    expect(errorsOf({ ...body(), items: [{ id: "size-1", quantity: "2" }], total: 1 })).toEqual({
      "items.0.quantity": ["order.invalid"],
      body: ["order.invalid"],
    });
    expect(errorsOf(body({ items: [] }))).toEqual({ items: ["order.cartEmpty"] });
  });
});

describe("the shopper's choices for the staff (issue #18)", () => {
  const gift = { recipientName: " Marta ", recipientPhone: "305.555.0199" };

  it("reads each line's substitution and a gift with its phone as E.164", () => {
    const parsed = parseOrderRequest(
      body({
        items: [
          { id: "size-1", quantity: 1, substitution: "similar" },
          { id: "size-2", quantity: 1, substitution: "omit" },
        ],
        gift: { ...gift, message: "  Feliz cumpleaños\nde parte de Ana  ", giftBox: true },
      }),
    );
    expect(parsed.ok && parsed.request.items.map((item) => item.substitution)).toEqual(["similar", "omit"]);
    expect(parsed.ok && parsed.request.gift).toEqual({
      recipientName: "Marta",
      recipientPhone: "+13055550199",
      message: "Feliz cumpleaños\nde parte de Ana",
      giftBox: true,
    });
  });

  it("reads a gift without message or box as no message and no box", () => {
    const parsed = parseOrderRequest(body({ gift: { ...gift, message: "   " } }));
    expect(parsed.ok && parsed.request.gift).toEqual({
      recipientName: "Marta",
      recipientPhone: "+13055550199",
      message: undefined,
      giftBox: false,
    });
  });

  it("names each bad choice at its field", () => {
    expect(
      errorsOf({
        ...body(),
        items: [{ id: "size-1", quantity: 1, substitution: "anything" }],
        gift: { recipientName: "  ", recipientPhone: "555", message: "x".repeat(201), giftBox: "yes" },
      }),
    ).toEqual({
      "items.0.substitution": ["order.substitutionInvalid"],
      "gift.recipientName": ["order.giftNameMissing"],
      "gift.recipientPhone": ["order.phoneInvalid"],
      "gift.message": ["order.giftMessageTooLong"],
      "gift.giftBox": ["order.invalid"],
    });
    expect(
      errorsOf(body({ gift: { recipientName: "M".repeat(101), recipientPhone: "3055550199" } })),
    ).toEqual({
      "gift.recipientName": ["order.giftNameTooLong"],
    });
  });

  it("refuses control characters in the gift's texts (a line break only in the message)", () => {
    expect(errorsOf(body({ gift: { ...gift, recipientName: "Mar\tta", message: "hola\u001b[2J" } }))).toEqual(
      {
        "gift.recipientName": ["order.giftTextInvalid"],
        "gift.message": ["order.giftTextInvalid"],
      },
    );
    expect(errorsOf(body({ gift: { ...gift, recipientName: "Mar\nta", message: "a\u0085b" } }))).toEqual({
      "gift.recipientName": ["order.giftTextInvalid"],
      "gift.message": ["order.giftTextInvalid"],
    });
  });

  it("refuses a gift without its recipient, or with a field it does not know", () => {
    expect(errorsOf({ ...body(), gift: { recipientPhone: "3055550199", price: 0 } })).toEqual({
      "gift.recipientName": ["order.invalid"],
      gift: ["order.invalid"],
    });
    expect(errorsOf({ ...body(), gift: "yes" })).toEqual({ gift: ["order.invalid"] });
  });
});
