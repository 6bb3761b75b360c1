import { describe, expect, it } from "vitest";
import { formatUsPhone, normalizeUsPhone } from "~/utils/us-phone";

describe("US phone numbers", () => {
  it.each([
    ["(305) 555-0142", "+13055550142"],
    ["305.555.0142", "+13055550142"],
    ["305-555-0142", "+13055550142"],
    ["+1 305 555 0142", "+13055550142"],
    ["13055550142", "+13055550142"],
    [" 3055550142 ", "+13055550142"],
  ])("%s → %s", (typed, e164) => {
    expect(normalizeUsPhone(typed)).toBe(e164);
  });

  it.each([
    "555-0142",
    "055-555-0142",
    "305-155-0142",
    "+44 20 7946 0958",
    "305-555-01423",
    "call me",
    "305 555 0142 ext 9",
    "",
  ])("refuses %j", (typed) => {
    expect(normalizeUsPhone(typed)).toBeNull();
  });

  it("formats E.164 back for people", () => {
    expect(formatUsPhone("+13055550142")).toBe("(305) 555-0142");
  });
});
