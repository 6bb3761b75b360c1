// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstGiftBoxOffer, giftBoxSize, useGiftBoxOffer } from "./gift-box";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("gift-box offer", () => {
  it("finds the size whose label mentions a gift box", () => {
    const sizes = [{ label: "750ml" }, { label: "750ml Gift Box" }, { label: "1.75L" }];
    expect(giftBoxSize(sizes)).toEqual({ label: "750ml Gift Box" });
    expect(giftBoxSize([{ label: "750ml gift" }])).toEqual({ label: "750ml gift" });
    expect(giftBoxSize([{ label: "750ml" }, { label: "1L" }])).toBeNull();
  });

  it("comes up once per product, remembered under a key that is not a size id", () => {
    expect(firstGiftBoxOffer("jameson")).toBe(true);
    expect(localStorage.getItem("giftBoxOffered:jameson")).toBe("true");
    expect(firstGiftBoxOffer("jameson")).toBe(false);
    expect(firstGiftBoxOffer("patron-blanco")).toBe(true);
  });

  it("never comes up in a browser that cannot remember it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(firstGiftBoxOffer("jameson")).toBe(false);
    expect(firstGiftBoxOffer("jameson")).toBe(false);
  });

  it("opens once the age gate is answered, stays open until closed, and not again on this page", () => {
    const offer = renderHook(({ ready }) => useGiftBoxOffer("hennessy-vs", ready), {
      initialProps: { ready: false },
    });
    expect(offer.result.current.open).toBe(false);
    expect(localStorage.getItem("giftBoxOffered:hennessy-vs")).toBeNull();
    offer.rerender({ ready: true });
    expect(offer.result.current.open).toBe(true);
    expect(localStorage.getItem("giftBoxOffered:hennessy-vs")).toBe("true");
    offer.rerender({ ready: true });
    expect(offer.result.current.open).toBe(true);
    act(() => offer.result.current.close());
    expect(offer.result.current.open).toBe(false);
    expect(renderHook(() => useGiftBoxOffer("hennessy-vs", true)).result.current.open).toBe(false);
  });
});
