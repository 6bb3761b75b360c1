// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { RESTOCK_CONTACT_KEY } from "~/utils/browser-storage";
import { rememberedRestockContact, rememberRestockContact } from "./remembered-contact";

afterEach(() => localStorage.clear());

describe("the contact a browser gave last (localStorage restockContact)", () => {
  it("keeps a phone as the shopper reads it and an e-mail in lower case, under its reserved key", () => {
    rememberRestockContact(" 305.555.0142 ");
    expect(localStorage.getItem(RESTOCK_CONTACT_KEY)).toBe("(305) 555-0142");
    expect(rememberedRestockContact()).toBe("(305) 555-0142");
    rememberRestockContact("Ana@Example.com");
    expect(rememberedRestockContact()).toBe("ana@example.com");
  });

  it("keeps nothing that is not a contact, and reads a tampered entry as none", () => {
    rememberRestockContact("not a phone");
    expect(localStorage.getItem(RESTOCK_CONTACT_KEY)).toBeNull();
    localStorage.setItem(RESTOCK_CONTACT_KEY, "<script>");
    expect(rememberedRestockContact()).toBeNull();
  });
});
