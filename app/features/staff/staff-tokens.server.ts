import { createHash, randomBytes } from "node:crypto";

/**
 * The 128-bit tokens of staff cookies (sessions, known browsers). The database keeps only their
 * SHA-256, so a copy of it cannot be used to sign in.
 */
export function newStaffToken(): string {
  return randomBytes(16).toString("hex");
}

/** Whether a cookie's value could be one of our tokens at all: anything else is never looked up. */
export function isStaffTokenShaped(token: string | null | undefined): token is string {
  return typeof token === "string" && /^[0-9a-f]{32}$/.test(token);
}

export function staffTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
