// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CART_UPDATED_EVENT,
  cartEntries,
  clearCartEntries,
  cartItemCount,
  maxQuantity,
  onCartChange,
  removeFromCart,
  setCartQuantity,
  storedQuantity,
} from "./cart-storage";

afterEach(() => localStorage.clear());

describe("cart storage (spec §3, §5)", () => {
  it("keeps one entry per size id with the quantity as a number string", () => {
    setCartQuantity("08807618934", 2);
    expect(localStorage.getItem("08807618934")).toBe("2");
    setCartQuantity("08807618934", 5);
    expect(localStorage.length).toBe(1);
  });

  it("never treats isOver21, zipCode or a gift-box offer as cart items", () => {
    localStorage.setItem("isOver21", "true");
    localStorage.setItem("zipCode", "33130");
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

  it("derives the maximum from inventory: missing → 12, never over 12, 0 or less → out of stock", () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(-1)).toBe(0);
    expect(maxQuantity(null)).toBe(12);
    expect(maxQuantity(undefined)).toBe(12);
    expect(maxQuantity(40)).toBe(12);
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

  it("clears every size entry after an order, keeping isOver21, zipCode and gift-box entries", () => {
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    localStorage.setItem("isOver21", "true");
    localStorage.setItem("zipCode", "33130");
    localStorage.setItem("giftBoxOffered:jameson", "true");
    localStorage.setItem("08807618934", "2");
    localStorage.setItem("jameson-750ml", "abc");
    clearCartEntries();
    window.removeEventListener(CART_UPDATED_EVENT, heard);
    expect(cartEntries()).toEqual([]);
    expect(localStorage.length).toBe(3);
    expect(localStorage.getItem("isOver21")).toBe("true");
    expect(localStorage.getItem("zipCode")).toBe("33130");
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
