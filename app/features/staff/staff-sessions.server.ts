import type { Language } from "~/i18n/language";
import type { Database } from "~/utils/db.server";
import type { StaffRole } from "./staff-permissions";
import { isStaffTokenShaped, newStaffToken, staffTokenHash as tokenHash } from "./staff-tokens.server";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and this long after login, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often: one write per minute, not per request. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
}

/**
 * A new session for a staff member who just proved their password: a fresh 128-bit token (a token
 * from before the login, if any, is deleted: rotation at login). Returns the token for the cookie.
 */
export async function startStaffSession(
  db: Database,
  staffId: number,
  { now = new Date(), replacing }: { now?: Date; replacing?: string | null } = {},
): Promise<string> {
  const token = newStaffToken();
  await db.transaction().execute(async (trx) => {
    if (replacing)
      await trx.deleteFrom("staff_session").where("token_hash", "=", tokenHash(replacing)).execute();
    await trx
      .insertInto("staff_session")
      .values({
        token_hash: tokenHash(token),
        staff_id: staffId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      })
      .execute();
  });
  return token;
}

/**
 * The staff member a token belongs to, or null when it is unknown, idle too long, past its end, or
 * its account is disabled (read on every request, so a disabled account is out on every server at once).
 */
export async function staffForSession(
  db: Database,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<StaffMember | null> {
  if (!isStaffTokenShaped(token)) return null;
  const session = await db
    .selectFrom("staff_session")
    .innerJoin("staff_user", "staff_user.id", "staff_session.staff_id")
    .select([
      "staff_session.token_hash",
      "staff_session.last_seen_at",
      "staff_session.expires_at",
      "staff_user.id",
      "staff_user.email",
      "staff_user.name",
      "staff_user.role",
      "staff_user.language",
    ])
    .where("staff_session.token_hash", "=", tokenHash(token))
    .where("staff_user.disabled_at", "is", null)
    .executeTakeFirst();
  if (!session) return null;
  const idleSince = Date.parse(session.last_seen_at);
  if (now.getTime() >= Date.parse(session.expires_at) || now.getTime() - idleSince >= SESSION_IDLE_MS) {
    await db.deleteFrom("staff_session").where("token_hash", "=", session.token_hash).execute();
    return null;
  }
  if (now.getTime() - idleSince >= TOUCH_EVERY_MS) {
    await db
      .updateTable("staff_session")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", session.token_hash)
      .execute();
  }
  return {
    id: session.id,
    email: session.email,
    name: session.name,
    role: session.role,
    language: session.language,
  };
}

export async function endStaffSession(db: Database, token: string | null | undefined): Promise<void> {
  if (token) await db.deleteFrom("staff_session").where("token_hash", "=", tokenHash(token)).execute();
}

/** Ends every session of an account: its password was reset, or the account disabled. */
export async function endSessionsOf(db: Database, staffId: number): Promise<void> {
  await db.deleteFrom("staff_session").where("staff_id", "=", staffId).execute();
}
