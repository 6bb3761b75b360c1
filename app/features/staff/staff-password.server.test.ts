import { describe, expect, it } from "vitest";
import { hashParameters, hashPassword, SCRYPT_PARAMETERS, verifyPassword } from "./staff-password.server";

describe("staff passwords (scrypt)", () => {
  it("hashes with N = 2^15, r = 8, p = 3 or stronger, and a fresh salt each time", async () => {
    const [first, second] = await Promise.all([hashPassword("correct horse"), hashPassword("correct horse")]);
    const { N, r, p } = hashParameters(first);
    expect(N).toBeGreaterThanOrEqual(2 ** 15);
    expect(r).toBeGreaterThanOrEqual(8);
    expect(p).toBeGreaterThanOrEqual(3);
    expect(hashParameters(first)).toEqual(SCRYPT_PARAMETERS);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct horse");
  });

  it("verifies the right password and refuses any other", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct hors", stored)).toBe(false);
    expect(await verifyPassword("Correct horse", stored)).toBe(false);
    expect(await verifyPassword("correct horse", "plain-text")).toBe(false);
  });

  it("refuses to hash a password under 8 characters", async () => {
    await expect(hashPassword("1234567")).rejects.toThrow(RangeError);
  });
});
