/** A code as shoppers type it and the store keeps it (issue #35). Client-safe: checkout reads codes the same way. */

/** Why a code does not apply, as the checkout says it. */
export type CodeRefusal = "unknown" | "notYet" | "expired" | "usedUp" | "usedUpForPhone";

/** Longer than any code a store prints. */
export const MAX_CODE_LENGTH = 40;

/** A code as the shopper typed it, as the store keeps it: no spaces, upper case; null when it cannot be one. */
export function normalCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9-]{1,40}$/.test(code) ? code : null;
}
