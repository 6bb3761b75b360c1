import { describe, expect, it } from "vitest";
import { orderRequestSchema } from "~/features/orders/order-request";
import { pageMessagesFor } from "~/i18n/messages.server";
import { DELIVERY_ADDRESS } from "../../../tests/fixtures/delivery-address";
import { checkoutErrors } from "./checkout-errors";
import { emptyCheckoutForm, orderBody, tipPercentOf, type CheckoutForm } from "./checkout-form";
import type { CheckoutLine } from "./checkout-lines";
import { checkoutMessages } from "./checkout-messages";

const t = pageMessagesFor(checkoutMessages, "en");
const line = (id: string, quantity: number, available = 5): CheckoutLine => ({
  id,
  route: id,
  name: id,
  size: "750ml",
  img: "x.webp",
  unitPriceCents: 1999,
  available,
  quantity,
});

const filled: CheckoutForm = {
  ...emptyCheckoutForm(15),
  method: "delivery",
  ...DELIVERY_ADDRESS,
  name: "Ana Pérez",
  phone: "(305) 555-0188",
  paymentMethod: "card",
  ageConfirmed: true,
};

describe("the order body the page sends", () => {
  it("is what the server's schema accepts, with the phone normalised there, and no price but the one seen per line", () => {
    const body = orderBody(filled, [line("a", 2)], "en");
    const parsed = orderRequestSchema.parse({ ...body, idempotencyKey: "k".repeat(32) });
    expect(parsed.customer.phone).toBe("+13055550188");
    expect(parsed.fulfilment).toEqual({ method: "delivery", ...DELIVERY_ADDRESS });
    expect(parsed.items).toEqual([
      { id: "a", quantity: 2, seenUnitPriceCents: line("a", 2).unitPriceCents, substitution: "call" },
    ]);
    expect(parsed.tipPercent).toBe(15);
    const { items, ...rest } = body;
    expect(JSON.stringify(rest)).not.toMatch(/price|total|cents/i);
    expect(items.map((item) => Object.keys(item))).toEqual([
      ["id", "quantity", "seenUnitPriceCents", "substitution"],
    ]);
    expect(parsed.gift).toBeUndefined();
  });

  it("carries each line's choice and, while ticked, the gift; the box only where a line's product has one", () => {
    const gift = {
      ...filled,
      substitutions: { b: "similar" as const },
      gift: true,
      giftName: " Marta ",
      giftPhone: "786 555 0123",
      giftMessage: "Salud",
      giftBox: true,
    };
    const boxed = { ...line("b", 1), giftBox: true };
    const body = orderBody(gift, [line("a", 1), boxed], "en");
    expect(body.items.map((item) => item.substitution)).toEqual(["call", "similar"]);
    expect(body.gift).toEqual({
      recipientName: " Marta ",
      recipientPhone: "786 555 0123",
      message: "Salud",
      giftBox: true,
    });
    expect(orderBody(gift, [line("a", 1)], "en").gift?.giftBox).toBe(false);
    // Unticked: the typed recipient stays on the page and is not sent.
    expect(orderBody({ ...gift, gift: false }, [boxed], "en").gift).toBeUndefined();
  });

  it("for pickup carries no address and no tip, whatever tip was chosen for delivery (issue #31)", () => {
    const body = orderBody({ ...filled, method: "pickup", tipChoice: "15" }, [line("a", 1)], "en");
    expect(body.fulfilment).toEqual({ method: "pickup" });
    expect(body.tipPercent).toBe(0);
    expect(orderRequestSchema.safeParse({ ...body, idempotencyKey: "k".repeat(16) }).success).toBe(true);
    expect(
      orderRequestSchema.safeParse({ ...body, tipPercent: 15, idempotencyKey: "k".repeat(16) }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ["tipPercent"], message: "order.tipPickup" })]);
  });

  it("carries the window chosen, and none for as soon as possible", () => {
    const window = "2027-01-11T00:00:00.000Z";
    expect(orderBody({ ...filled, window }, [line("a", 1)], "en").fulfilment).toMatchObject({ window });
    expect(orderBody({ ...filled, method: "pickup", window }, [line("a", 1)], "en").fulfilment).toEqual({
      method: "pickup",
      window,
    });
    expect(orderBody(filled, [line("a", 1)], "en").fulfilment).not.toHaveProperty(
      "window",
      expect.anything(),
    );
  });

  it("reads a custom tip with decimals, and an empty one as not a number", () => {
    expect(tipPercentOf({ ...filled, tipChoice: "custom", customTip: " 12.5 " })).toBe(12.5);
    expect(tipPercentOf({ ...filled, tipChoice: "custom", customTip: "" })).toBeNaN();
  });
});

describe("errors the page shows before sending", () => {
  it("none for a filled form", () => {
    expect(checkoutErrors(filled, [line("a", 1)], "en", t)).toEqual({});
  });

  it("every missing field at its own key, and the age box; delivery or pickup first, neither assumed", () => {
    const errors = checkoutErrors(emptyCheckoutForm(0), [line("a", 1)], "en", t);
    expect(Object.keys(errors).sort()).toEqual(
      ["ageConfirmed", "customer.name", "customer.phone", "fulfilment.method", "paymentMethod"].sort(),
    );
    expect(errors["fulfilment.method"]).toEqual(["Choose delivery or pickup."]);
    expect(errors.ageConfirmed).toEqual(["Confirm that you are 21 or older and will show a valid ID."]);
    const delivery = checkoutErrors({ ...emptyCheckoutForm(0), method: "delivery" }, [line("a", 1)], "en", t);
    expect(delivery["fulfilment.address"]).toEqual(["Enter the street address."]);
    // An empty ZIP is not 5 digits, and says only that.
    expect(delivery["fulfilment.zip"]).toEqual(["Enter a 5-digit ZIP code."]);
  });

  it("a phone that cannot be a US number, a bad e-mail, a ZIP outside the delivery area", () => {
    const errors = checkoutErrors(
      { ...filled, phone: "123", email: "ana@", zip: "10001" },
      [line("a", 1)],
      "en",
      t,
    );
    expect(errors["customer.phone"]).toEqual(["Enter a US phone number with its area code."]);
    expect(errors["customer.email"]).toHaveLength(1);
    expect(errors["fulfilment.zip"]).toEqual([
      "We don't deliver to this ZIP code. Choose pickup, or use an address in our delivery area.",
    ]);
  });

  it("no ZIP or address needed for pickup", () => {
    expect(
      checkoutErrors({ ...filled, method: "pickup", zip: "10001", address: "" }, [line("a", 1)], "en", t),
    ).toEqual({});
  });

  it("a custom tip that is not a percentage from 0 to 100", () => {
    for (const customTip of ["", "abc", "-5"]) {
      const errors = checkoutErrors({ ...filled, tipChoice: "custom", customTip }, [line("a", 1)], "en", t);
      expect(errors.tipPercent, customTip).toBeDefined();
    }
    expect(
      checkoutErrors({ ...filled, tipChoice: "custom", customTip: "101" }, [line("a", 1)], "en", t)
        .tipPercent,
    ).toEqual(["A tip is at most 100 %."]);
  });

  it("a gift needs its recipient's name and a US phone; its message at most 200 characters", () => {
    const gift = { ...filled, gift: true };
    expect(checkoutErrors(gift, [line("a", 1)], "en", t)).toEqual({
      "gift.recipientName": ["Enter the name of the person receiving the gift."],
      "gift.recipientPhone": ["Enter a US phone number with its area code."],
    });
    expect(
      checkoutErrors(
        { ...gift, giftName: "Marta", giftPhone: "7865550123", giftMessage: "x".repeat(201) },
        [line("a", 1)],
        "en",
        t,
      ),
    ).toEqual({ "gift.message": ["Use at most 200 characters."] });
    // Unticked, whatever was typed there is not checked.
    expect(checkoutErrors({ ...filled, giftPhone: "1" }, [line("a", 1)], "en", t)).toEqual({});
  });

  it("a sold-out line must be removed; no lines at all is an empty cart", () => {
    expect(checkoutErrors(filled, [line("a", 1), line("b", 1, 0)], "en", t).items).toEqual([
      "Remove the sizes that are out of stock to continue.",
    ]);
    expect(checkoutErrors(filled, [], "en", t).items).toEqual(["Your cart is empty."]);
  });
});
