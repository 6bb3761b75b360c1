// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderRequestInput } from "~/features/orders";
import { finishAttempt } from "./order-attempt";

afterEach(() => localStorage.clear());

describe("an order placed", () => {
  it("clears the cart and leaves none of the shopper's details in the browser", () => {
    localStorage.setItem("jw-black-750ml", "2");
    const navigate = vi.fn();
    const sent = {
      customer: { name: "Ana", phone: "305 555 0199" },
      fulfilment: { method: "pickup" },
      items: [],
    } as unknown as OrderRequestInput;
    finishAttempt(
      { kind: "placed", order: { number: "1001" } } as Parameters<typeof finishAttempt>[0],
      sent,
      {
        navigate,
        home: "/",
      } as unknown as Parameters<typeof finishAttempt>[2],
    );
    expect(localStorage.getItem("jw-black-750ml")).toBeNull();
    // On a shared device the next person would find them.
    expect(localStorage.getItem("restockContact")).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/", expect.objectContaining({ state: expect.any(Object) }));
  });
});
