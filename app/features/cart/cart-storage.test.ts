// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CART_UPDATED_EVENT,
  cartEntries,
  clearCartEntries,
  cartItemCount,
  couldBeSizeId,
  onCartChange,
  removeFromCart,
  setCartQuantity,
  storedQuantity,
} from "./cart-storage";
import { SIZE_ID_MAX_LENGTH } from "~/features/inventory";
import { cartQuoteRequestSchema } from "~/features/orders/cart-quote";

afterEach(() => localStorage.clear());

describe("cart storage (spec §3, §5)", () => {
  it("keeps one entry per size id with the quantity as a number string", () => {
    setCartQuantity("08807618934", 2);
    expect(localStorage.getItem("08807618934")).toBe("2");
    setCartQuantity("08807618934", 5);
    expect(localStorage.length).toBe(1);
  });

  it("never treats isOver21, zipCode, the restock contact or a gift-box offer key left from before issue #32 as cart items", () => {
    localStorage.setItem("isOver21", "true");
    localStorage.setItem("zipCode", "33130");
    localStorage.setItem("restockContact", "(305) 555-0142");
    localStorage.setItem("giftBoxOffered:jameson", "1");
    localStorage.setItem("123", "1");
    expect(cartEntries()).toEqual([{ sizeId: "123", quantity: 1 }]);
  });

  it("counts non-numeric stored quantities as 0 in the badge (spec §5)", () => {
    for (const [key, value] of Object.entries({
      a: "abc",
      b: "-2",
      c: "1e9",
      d: "2.5",
      e: "",
      f: "3",
      g: " 4 ",
    })) {
      localStorage.setItem(key, value);
    }
    expect(cartItemCount()).toBe(7);
    expect(storedQuantity("NaN")).toBe(0);
    expect(storedQuantity("Infinity")).toBe(0);
  });

  it("caps each line at 12 in the badge, and survives __proto__ and 10,000 keys", () => {
    localStorage.setItem("__proto__", "999999");
    localStorage.setItem("constructor", "2");
    expect(cartItemCount()).toBe(14);
    for (let index = 0; index < 10_000; index++) localStorage.setItem(`junk-${index}`, "x");
    expect(cartItemCount()).toBe(14);
  });

  it("once the sizes on sale are known, counts only entries that match one (issue #18)", () => {
    localStorage.setItem("jameson-750ml", "2");
    localStorage.setItem("retired-size", "3");
    expect(cartItemCount()).toBe(5);
    expect(cartItemCount(new Set(["jameson-750ml", "other"]))).toBe(2);
    expect(cartItemCount(new Set())).toBe(0);
  });

  it("refuses quantities that are not whole numbers of at least 1", () => {
    expect(() => setCartQuantity("1", 0)).toThrow(RangeError);
    expect(() => setCartQuantity("1", 1.5)).toThrow(RangeError);
    expect(localStorage.length).toBe(0);
  });

  it("dispatches cart-updated on every change", () => {
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    setCartQuantity("1", 1);
    removeFromCart("1");
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(CART_UPDATED_EVENT, heard);
  });

  it("clears every size entry after an order, keeping isOver21, zipCode, the restock contact and gift-box entries", () => {
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    localStorage.setItem("isOver21", "true");
    localStorage.setItem("zipCode", "33130");
    localStorage.setItem("restockContact", "ana@example.com");
    localStorage.setItem("giftBoxOffered:jameson", "true");
    localStorage.setItem("08807618934", "2");
    localStorage.setItem("jameson-750ml", "abc");
    clearCartEntries();
    window.removeEventListener(CART_UPDATED_EVENT, heard);
    expect(cartEntries()).toEqual([]);
    expect(localStorage.length).toBe(4);
    expect(localStorage.getItem("isOver21")).toBe("true");
    expect(localStorage.getItem("zipCode")).toBe("33130");
    expect(localStorage.getItem("restockContact")).toBe("ana@example.com");
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("hears other tabs through the storage event, but not their age, ZIP or gift-box entries", () => {
    const heard = vi.fn();
    const stop = onCartChange(heard);
    window.dispatchEvent(new StorageEvent("storage", { key: "123" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "zipCode" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "giftBoxOffered:jameson" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: "123" }));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe("keys that cannot be a size id (issue #14)", () => {
  it.each([
    ["empty", ""],
    ["longer than any order may name", "x".repeat(SIZE_ID_MAX_LENGTH + 1)],
    ["space at the start", " 123"],
    ["space at the end", "123 "],
    ["a control character", "12\u00003"],
    ["a newline", "12\n3"],
    ["a lone surrogate", "12\uD8003"],
  ])("%s is not a size id, and not a cart entry", (_case, key) => {
    expect(couldBeSizeId(key)).toBe(false);
    localStorage.setItem(key, "1");
    localStorage.setItem("08807618934", "2");
    expect(cartEntries()).toEqual([{ sizeId: "08807618934", quantity: 2 }]);
    expect(cartItemCount()).toBe(2);
  });

  it.each([
    ["a barcode", "08807618934"],
    ["a derived id", "buchanans-12-750ml-2"],
    ["the longest an order may name", "x".repeat(SIZE_ID_MAX_LENGTH)],
    ["a product code with a dot and an accent", "AÑEJO.1942"],
  ])("%s can be a size id, and the quote's schema takes it", (_case, key) => {
    expect(couldBeSizeId(key)).toBe(true);
    expect(cartQuoteRequestSchema.safeParse({ items: [{ id: key, quantity: 1 }] }).success).toBe(true);
  });

  it("clearing the cart after an order leaves keys that are not cart entries where they were", () => {
    localStorage.setItem("", "1");
    localStorage.setItem("123", "1");
    clearCartEntries();
    expect(localStorage.getItem("")).toBe("1");
    expect(localStorage.getItem("123")).toBeNull();
  });
});
