import { describe, expect, it } from "vitest";
import { isOrderReceivedState, receivedOrderOf } from "./order-received";
import { orderReceivedState } from "./order-received-state";

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
