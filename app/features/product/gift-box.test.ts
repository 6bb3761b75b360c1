// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstGiftBoxOffer, giftBoxSize } from "./gift-box";

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
});
