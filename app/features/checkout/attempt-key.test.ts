import { describe, expect, it } from "vitest";
import { attemptKeys } from "./attempt-key";

describe("attempt keys (POST /api/orders idempotencyKey)", () => {
  it("keeps one key for the same body, so a retry after a network failure finds the order", () => {
    const keys = attemptKeys();
    const key = keys.keyFor({ items: [{ id: "a", quantity: 1 }], tipPercent: 10 });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ items: [{ id: "a", quantity: 1 }], tipPercent: 10 })).toBe(key);
  });

  it("makes a new key for any change, even one that is later undone", () => {
    const keys = attemptKeys();
    const first = keys.keyFor({ tipPercent: 10 });
    const changed = keys.keyFor({ tipPercent: 15 });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ tipPercent: 10 })).not.toBe(first);
  });

  it("makes a new key for the same body after the server said the key was used", () => {
    const keys = attemptKeys();
    const first = keys.keyFor({ tipPercent: 10 });
    keys.forget();
    expect(keys.keyFor({ tipPercent: 10 })).not.toBe(first);
  });

  it("accepted by the order schema's key rule", () => {
    expect(attemptKeys().keyFor({})).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });
});
