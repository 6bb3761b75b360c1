import { describe, expect, it } from "vitest";
import { createLoginThrottle } from "./login-throttle.server";

describe("staff login throttle", () => {
  const limits = { failuresPerAccount: 5, failuresPerAddress: 20, windowMs: 15 * 60_000 };

  it("after 5 failures on one account, that account waits out the window; others do not", () => {
    let now = 0;
    const throttle = createLoginThrottle(limits, () => now);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(throttle.retryAfter("ana@store.example", `10.0.0.${attempt}`)).toBe(0);
      throttle.recordFailure("ana@store.example", `10.0.0.${attempt}`);
    }
    expect(throttle.retryAfter("ana@store.example", "10.0.0.9")).toBe(900);
    expect(throttle.retryAfter("luis@store.example", "10.0.0.9")).toBe(0);
    now = 15 * 60_000;
    expect(throttle.retryAfter("ana@store.example", "10.0.0.9")).toBe(0);
  });

  it("after 20 failures from one address, every account waits from there", () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let attempt = 0; attempt < 20; attempt++)
      throttle.recordFailure(`guess${attempt}@store.example`, "203.0.113.7");
    expect(throttle.retryAfter("ana@store.example", "203.0.113.7")).toBeGreaterThan(0);
    expect(throttle.retryAfter("ana@store.example", "203.0.113.8")).toBe(0);
  });

  it("a success clears the account's failures", () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let attempt = 0; attempt < 4; attempt++) throttle.recordFailure("ana@store.example", "10.0.0.1");
    throttle.recordSuccess("ana@store.example");
    throttle.recordFailure("ana@store.example", "10.0.0.1");
    expect(throttle.retryAfter("ana@store.example", "10.0.0.2")).toBe(0);
  });
});
