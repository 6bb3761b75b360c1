import { describe, expect, it } from "vitest";
import { isTwilioSigned, twilioSignature } from "./twilio-signature.server";

/**
 * Twilio's worked example (docs "Webhooks security"): the same URL, token and fields, signed by
 * Twilio's own libraries. The docs have printed it with three different phone numbers over the
 * years, each with its own signature; all three must come out as printed.
 */
const URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const TOKEN = "12345";
const example = (phone: string): Array<[string, string]> => [
  ["Digits", "1234"],
  ["To", "+18005551212"],
  ["From", phone],
  ["Caller", phone],
  ["CallSid", "CA1234567890ABCDE"],
];

describe("the provider's signature (X-Twilio-Signature)", () => {
  it.each([
    ["+14158675310", "GvWf1cFY/Q7PnoempGyD5oXAezc="],
    ["+12349013030", "0/KCTR6DLpKmkAf8muzZqo1nDgQ="],
    ["+14158675309", "RSOYDt4T1cUTdK1PDd93/VVr8B8="],
  ])("is Twilio's documented example's, from %s", (phone, signature) => {
    expect(twilioSignature(TOKEN, URL, example(phone))).toBe(signature);
    expect(isTwilioSigned({ authToken: TOKEN, url: URL, params: example(phone), signature })).toBe(true);
  });

  it("sorts the fields by name, whatever order they came in", () => {
    const shuffled = example("+14158675310").reverse();
    expect(twilioSignature(TOKEN, URL, shuffled)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
  });

  it("refuses another token, another URL, a changed or added field, and no signature at all", () => {
    const signature = "GvWf1cFY/Q7PnoempGyD5oXAezc=";
    const params = example("+14158675310");
    const signed = (overrides: Partial<Parameters<typeof isTwilioSigned>[0]>) =>
      isTwilioSigned({ authToken: TOKEN, url: URL, params, signature, ...overrides });
    expect(signed({})).toBe(true);
    expect(signed({ authToken: "54321" })).toBe(false);
    expect(signed({ authToken: "" })).toBe(false);
    expect(signed({ url: URL.replace("https:", "http:") })).toBe(false);
    expect(signed({ url: "https://mycompany.com/myapp.php" })).toBe(false);
    expect(
      signed({ params: params.map(([name, value]) => [name, name === "Digits" ? "9999" : value]) }),
    ).toBe(false);
    expect(signed({ params: [...params, ["Body", "YES"]] })).toBe(false);
    expect(signed({ signature: null })).toBe(false);
    expect(signed({ signature: "" })).toBe(false);
    expect(signed({ signature: signature.slice(0, -1) })).toBe(false);
    expect(signed({ signature: `${signature} ` })).toBe(false);
  });
});
