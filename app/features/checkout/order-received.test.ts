import { describe, expect, it } from "vitest";
import { isOrderReceivedState, receivedOrderOf } from "./order-received";
import type { Language } from "~/i18n/language";
import { pageMessagesFor } from "~/i18n/messages.server";
import { callPromise, windowPromise } from "./order-received-modal";
import { orderReceivedMessages } from "./order-received-messages";
import { orderReceivedState } from "./order-received-state";

const messagesFor = (language: Language) => pageMessagesFor(orderReceivedMessages, language);

describe("the order-received navigation state", () => {
  it("carries the specification's flags, the order number and its status page", () => {
    const state = orderReceivedState({ number: "1042", statusUrl: "/order/0f3a9c" });
    expect(state).toMatchObject({ fromCheckout: true, showProcessingModal: true });
    expect(isOrderReceivedState(state)).toBe(true);
    expect(receivedOrderOf(state)).toEqual({ number: "1042", statusUrl: "/order/0f3a9c" });
  });

  it("reads nothing without both flags", () => {
    expect(receivedOrderOf({ fromCheckout: true, orderNumber: "1" })).toEqual({
      number: null,
      statusUrl: null,
    });
    expect(isOrderReceivedState(null)).toBe(false);
  });

  it("opens for nothing but an object with both flags set to true", () => {
    for (const state of [
      "fromCheckout",
      1,
      [true, true],
      { fromCheckout: "true", showProcessingModal: true },
    ]) {
      expect(isOrderReceivedState(state), JSON.stringify(state)).toBe(false);
    }
  });

  it("leaves out an order number that is not text", () => {
    const state = {
      fromCheckout: true,
      showProcessingModal: true,
      orderNumber: 1042,
      statusUrl: "/order/0f3a9c",
    };
    expect(receivedOrderOf(state)).toEqual({ number: null, statusUrl: "/order/0f3a9c" });
  });

  // Issue #31: a Spanish order's dialog had no "Seguir su pedido" link.
  it("follows a Spanish order's status page, /es/order/<token>", () => {
    const state = orderReceivedState({ number: "1043", statusUrl: "/es/order/0f3a9c" });
    expect(receivedOrderOf(state)).toEqual({ number: "1043", statusUrl: "/es/order/0f3a9c" });
  });

  it("follows only this site's order pages", () => {
    const flags = { fromCheckout: true, showProcessingModal: true, orderNumber: "7" };
    const foreign = ["//evil.example/order/1", "https://evil.example/", "/order/../staff", "/fr/order/1"];
    for (const statusUrl of [...foreign, "/es//order/1", "/es/order/../staff", 7]) {
      expect(receivedOrderOf({ ...flags, statusUrl }).statusUrl, String(statusUrl)).toBeNull();
    }
  });
});

// Issue #31: after a night order the dialog said "a call soon" while the store was closed.
describe("the order-received dialog's promise of a call", () => {
  const night = new Date("2026-11-28T08:00:00.000Z"); // Saturday 3:00 a.m. in Miami (store.config.ts)
  const opening = new Date("2026-11-28T14:00:00.000Z"); // 9:00 a.m.

  it("keeps the specification's words while the store is open", () => {
    const english = messagesFor("en");
    expect(callPromise(undefined, night, english)).toBe(english("orderReceived.message"));
    expect(callPromise(new Date(night.getTime() + 60_000), night, english)).toBe(
      "We've received your order. You'll receive a call soon to confirm your details. Please keep your phone nearby.",
    );
  });

  it("says at what time the store will call while it is closed, in each language", () => {
    expect(callPromise(opening, night, messagesFor("es"))).toBe(
      "Recibimos su pedido. Ahora estamos cerrados: le llamaremos a las 9:00 a. m. para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    );
    expect(callPromise(opening, night, messagesFor("en"))).toContain("we'll call you at 9:00 am to confirm");
  });

  it("carries the call's time through the navigation state", () => {
    const state = orderReceivedState({
      number: "7",
      statusUrl: "/es/order/a1",
      callAt: opening.toISOString(),
    });
    expect(receivedOrderOf(state).callAt).toEqual(opening);
    expect(receivedOrderOf({ ...state, callAt: "not a time" }).callAt).toBeUndefined();
  });

  it("carries the window chosen and says it in the shopper's language (issue #31)", () => {
    // Sunday 7:00 to 9:00 p.m. in Miami: tomorrow evening, seen from Saturday 3 a.m.
    const window = { start: "2026-11-30T00:00:00.000Z", end: "2026-11-30T02:00:00.000Z" };
    const state = orderReceivedState({ number: "7", statusUrl: "/es/order/a1", window }, "delivery");
    const received = receivedOrderOf(state);
    expect(received.window).toEqual({
      fulfilment: "delivery",
      start: new Date(window.start),
      end: new Date(window.end),
    });
    expect(windowPromise(received.window!, night, messagesFor("es"))).toBe(
      "Se lo entregaremos mañana, entre las 7:00 p. m. y las 9:00 p. m.",
    );
    expect(windowPromise({ ...received.window!, fulfilment: "pickup" }, night, messagesFor("en"))).toBe(
      "It will be ready for pickup tomorrow, between 7:00 pm and 9:00 pm.",
    );
    expect(receivedOrderOf(orderReceivedState({ number: "7", window }, undefined)).window).toBeUndefined();
    expect(receivedOrderOf({ ...state, windowEnd: "soon" }).window).toBeUndefined();
  });
});
