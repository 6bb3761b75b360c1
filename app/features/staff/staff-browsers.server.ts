import type { Database } from "~/utils/db.server";
import { isStaffTokenShaped, newStaffToken, staffTokenHash as tokenHash } from "./staff-tokens.server";

/**
 * The browsers a staff member has signed in from (issue #14). Each gets a token in a long-lived
 * cookie after a sign-in; a later attempt from it for the same account has failures of its own
 * (login-throttle.server.ts), so guesses from anywhere else cannot lock the owner out.
 */

/** A browser not used to sign in for this long is forgotten. */
export const STAFF_BROWSER_MS = 180 * 24 * 60 * 60_000;

/**
 * The key its failures count under when `token` belongs to a browser that signed in to `email`
 * before; null for any other browser, a made-up token or another account's.
 */
export async function knownStaffBrowser(
  db: Database,
  email: string,
  token: string | null,
): Promise<string | null> {
  if (!isStaffTokenShaped(token)) return null;
  const known = await db
    .selectFrom("staff_browser")
    .innerJoin("staff_user", "staff_user.id", "staff_browser.staff_id")
    .select("staff_browser.token_hash")
    .where("staff_browser.token_hash", "=", tokenHash(token))
    .where("staff_user.email", "=", email)
    .executeTakeFirst();
  return known?.token_hash ?? null;
}

/**
 * After a sign-in: the browser's token, kept when it already belongs to this staff member (its last
 * use moved on), otherwise a new one. Returns the token for the cookie.
 */
export async function rememberStaffBrowser(
  db: Database,
  staffId: number,
  token: string | null,
  now: Date = new Date(),
): Promise<string> {
  if (isStaffTokenShaped(token)) {
    const { numUpdatedRows } = await db
      .updateTable("staff_browser")
      .set({ last_used_at: now.toISOString() })
      .where("token_hash", "=", tokenHash(token))
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    if (numUpdatedRows > 0n) return token;
  }
  const fresh = newStaffToken();
  await db
    .insertInto("staff_browser")
    .values({
      token_hash: tokenHash(fresh),
      staff_id: staffId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
    })
    .execute();
  return fresh;
}

/** Deletes the browsers not used to sign in for STAFF_BROWSER_MS; their cookies have expired too. */
export async function forgetStaleStaffBrowsers(db: Database, now: Date = new Date()): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("staff_browser")
    .where("last_used_at", "<", new Date(now.getTime() - STAFF_BROWSER_MS).toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}
