import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactFormValues, parseContactForm, type ContactFormValues } from "./contact-form";
import { contactMessages } from "./contact-messages";

const valid: ContactFormValues = {
  name: "Marta Ruiz",
  phone: "(305) 555-0142",
  email: "marta@example.com",
  message: "Do you have Buchanan's 18 in a gift box?",
};

const errorsOf = (changes: Partial<ContactFormValues>) => {
  const parsed = parseContactForm({ ...valid, ...changes });
  return parsed.ok ? {} : parsed.errors;
};

describe("the contact form's rules", () => {
  it("accepts a full message, trimmed, with the phone in E.164", () => {
    expect(parseContactForm({ ...valid, name: "  Marta Ruiz  ", email: " marta@example.com " })).toEqual({
      ok: true,
      message: {
        name: "Marta Ruiz",
        phone: "+13055550142",
        email: "marta@example.com",
        message: "Do you have Buchanan's 18 in a gift box?",
      },
    });
  });

  it("needs a name of at most 100 characters", () => {
    expect(errorsOf({ name: "   " })).toEqual({ name: "contact.nameMissing" });
    expect(errorsOf({ name: "a".repeat(CONTACT_LIMITS.nameMax) })).toEqual({});
    expect(errorsOf({ name: "a".repeat(CONTACT_LIMITS.nameMax + 1) })).toEqual({
      name: "contact.nameTooLong",
    });
  });

  it("takes US phone numbers only", () => {
    for (const phone of ["555-0142", "(105) 555-0142", "+44 20 7946 0958", "call me", "1".repeat(40)]) {
      expect(errorsOf({ phone }), phone).toEqual({ phone: "contact.phoneInvalid" });
    }
    expect(parseContactForm({ ...valid, phone: "+1 305.555.0142" })).toMatchObject({
      message: { phone: "+13055550142" },
    });
  });

  it("checks the e-mail address loosely but refuses what is not one", () => {
    for (const email of ["marta", "marta@", "@example.com", "marta@example", "a b@example.com"]) {
      expect(errorsOf({ email }), email).toEqual({ email: "contact.emailInvalid" });
    }
    expect(errorsOf({ email: `${"a".repeat(195)}@example.com` })).toEqual({ email: "contact.emailInvalid" });
  });

  it("needs a phone number or an e-mail address, either one is enough", () => {
    expect(errorsOf({ phone: "", email: "" })).toEqual({ reach: "contact.reachMissing" });
    expect(errorsOf({ phone: " ", email: "" })).toEqual({ reach: "contact.reachMissing" });
    expect(parseContactForm({ ...valid, email: "" })).toMatchObject({ ok: true, message: { email: null } });
    expect(parseContactForm({ ...valid, phone: "" })).toMatchObject({ ok: true, message: { phone: null } });
  });

  it("a wrong phone is its own error, not a missing contact", () => {
    expect(errorsOf({ phone: "12", email: "" })).toEqual({ phone: "contact.phoneInvalid" });
  });

  it("needs a message of 10 to 2000 characters, counted after trimming", () => {
    expect(errorsOf({ message: "" })).toEqual({ message: "contact.messageTooShort" });
    expect(errorsOf({ message: `  ${"a".repeat(CONTACT_LIMITS.messageMin - 1)}   ` })).toEqual({
      message: "contact.messageTooShort",
    });
    expect(errorsOf({ message: "a".repeat(CONTACT_LIMITS.messageMin) })).toEqual({});
    expect(errorsOf({ message: "a".repeat(CONTACT_LIMITS.messageMax) })).toEqual({});
    expect(errorsOf({ message: "a".repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual({
      message: "contact.messageTooLong",
    });
  });

  it("reports every problem at once, each at its field", () => {
    expect(parseContactForm({ name: "", phone: "", email: "", message: "hi" })).toEqual({
      ok: false,
      errors: {
        name: "contact.nameMissing",
        reach: "contact.reachMissing",
        message: "contact.messageTooShort",
      },
    });
  });

  it("keeps hostile text as the text it is", () => {
    const message = `<script>alert(1)</script><img src=x onerror=alert(2)> '; drop table contact_message; --`;
    const name = `<b onmouseover="alert(3)">Eve</b>`;
    expect(parseContactForm({ ...valid, name, message })).toMatchObject({
      ok: true,
      message: { name, message },
    });
  });

  it("every error is a key of the page's catalogue", () => {
    const parsed = parseContactForm({ name: "", phone: "x", email: "y", message: "" });
    expect(parsed.ok).toBe(false);
    for (const key of Object.values(parsed.ok ? {} : parsed.errors)) {
      expect(Object.keys(contactMessages.en)).toContain(key);
    }
  });

  it("reads only text from a submitted body: a file or a missing field counts as empty", () => {
    const body = new FormData();
    body.set("name", new Blob(["Eve"]), "name.txt");
    body.set("message", "Hello there, store");
    body.set("price", "0");
    expect(contactFormValues(body)).toEqual({
      name: "",
      phone: "",
      email: "",
      message: "Hello there, store",
    });
  });
});
