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
      items: [{ id: "size-1", quantity: 2 }],
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
