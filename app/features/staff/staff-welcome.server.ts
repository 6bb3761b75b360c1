import type { Database } from "~/utils/db.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules";
import { hashPassword } from "./staff-password.server";
import { isStaffTokenShaped, staffTokenHash } from "./staff-tokens.server";

/** Whom a one-time link is for, while it may still be used: unused, not expired, its account enabled. */
export async function staffLinkHolder(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ staffId: number; name: string; email: string } | null> {
  if (!isStaffTokenShaped(token)) return null;
  const link = await db
    .selectFrom("staff_link")
    .innerJoin("staff_user", "staff_user.id", "staff_link.staff_id")
    .select(["staff_user.id", "staff_user.name", "staff_user.email"])
    .where("staff_link.token_hash", "=", staffTokenHash(token))
    .where("staff_link.used_at", "is", null)
    .where("staff_link.expires_at", ">", now.toISOString())
    .where("staff_user.disabled_at", "is", null)
    .executeTakeFirst();
  return link ? { staffId: link.id, name: link.name, email: link.email } : null;
}

export type LinkUse = { ok: true; staffId: number } | { ok: false; reason: "gone" | "password" };

/**
 * Sets the account's password with its one-time link, once: the link is marked used in the same
 * transaction, on the condition that nobody used it first (two tabs, two servers).
 */
export async function spendStaffLink(
  db: Database,
  token: string,
  password: string,
  now: Date = new Date(),
): Promise<LinkUse> {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
    return { ok: false, reason: "password" };
  const holder = await staffLinkHolder(db, token, now);
  if (!holder) return { ok: false, reason: "gone" };
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx): Promise<LinkUse> => {
    const used = await trx
      .updateTable("staff_link")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", staffTokenHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) return { ok: false, reason: "gone" };
    const set = await trx
      .updateTable("staff_user")
      .set({ password_hash: passwordHash })
      .where("id", "=", holder.staffId)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    // Disabled meanwhile: the link is spent and nothing else changes.
    if (set.numUpdatedRows === 0n) return { ok: false, reason: "gone" };
    await trx
      .insertInto("staff_event")
      .values({
        staff_id: holder.staffId,
        kind: "password",
        detail: null,
        actor: `staff:${holder.staffId}`,
        created_at: now.toISOString(),
      })
      .execute();
    return { ok: true, staffId: holder.staffId };
  });
}
