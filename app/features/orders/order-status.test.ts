import { describe, expect, it } from "vitest";
import { canMoveTo, ORDER_STATUSES, type FulfilmentMethod } from "./order-status";

const ALLOWED: Record<FulfilmentMethod, string[]> = {
  delivery: [
    "received→confirmed",
    "received→cancelled",
    "confirmed→out_for_delivery",
    "confirmed→cancelled",
    "out_for_delivery→completed",
    "out_for_delivery→refused_at_door",
    "out_for_delivery→not_delivered",
    "out_for_delivery→cancelled",
  ],
  pickup: [
    "received→confirmed",
    "received→cancelled",
    "confirmed→ready_for_pickup",
    "confirmed→cancelled",
    "ready_for_pickup→completed",
    "ready_for_pickup→cancelled",
  ],
};

describe("order status transitions (DESIGN §7)", () => {
  for (const fulfilment of ["delivery", "pickup"] as const) {
    it(`allows exactly the listed changes for ${fulfilment}, and refuses the other ${64 - ALLOWED[fulfilment].length}`, () => {
      const allowed = ORDER_STATUSES.flatMap((from) =>
        ORDER_STATUSES.filter((to) => canMoveTo(from, to, fulfilment)).map((to) => `${from}→${to}`),
      );
      expect(allowed.sort()).toEqual([...ALLOWED[fulfilment]].sort());
    });
  }
});
