import { describe, expect, it } from "vitest";
import { giftBoxSize } from "./gift-box";

describe("gift-box size", () => {
  it("finds the size whose label mentions a gift box", () => {
    const sizes = [{ label: "750ml" }, { label: "750ml Gift Box" }, { label: "1.75L" }];
    expect(giftBoxSize(sizes)).toEqual({ label: "750ml Gift Box" });
    expect(giftBoxSize([{ label: "750ml gift" }])).toEqual({ label: "750ml gift" });
    expect(giftBoxSize([{ label: "750ml" }, { label: "1L" }])).toBeNull();
  });
});
