import type { Transaction } from "kysely";
import type { StaffEventKind, StoreDatabase } from "../../../db/schema";
import { isPostgres } from "../../../db/migrations/dialect";
import type { Database } from "~/utils/db.server";
import { checkedAccountFields, StaffAccountError } from "./staff-accounts.server";
import type { AccountText } from "./staff-accounts-messages";
import type { StaffRole } from "./staff-permissions";
import { endSessionsOf, type StaffMember } from "./staff-sessions.server";
import { newStaffToken, staffTokenHash } from "./staff-tokens.server";

/** A one-time link works this long after it is made. */
export const STAFF_LINK_MS = 72 * 60 * 60_000;

/** An account as the owner's accounts page lists it. */
export interface StaffAccount {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** "invited": no password yet (a new account, or one whose password was reset). */
  state: "active" | "invited" | "disabled";
}

export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("staff_user")
    .select(["id", "name", "email", "role", "disabled_at", "password_hash"])
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    state: row.disabled_at ? "disabled" : row.password_hash === "" ? "invited" : "active",
  }));
}

export type AccountChange =
  /** `link` after an invite or reset, with `to`: whom the link is for, to e-mail it. */
  | { ok: true; link?: string; to?: { email: string; name: string } }
  | {
      ok: false;
      reason: Refusal;
      text: AccountText;
    };

type Refusal = "not_found" | "self" | "not_owner" | "taken" | "invalid";

function refused(reason: Refusal, text: AccountText = { key: `accounts.refused.${reason}` }): AccountChange {
  return { ok: false, reason, text };
}

/**
 * A new account with no usable password, and its one-time link (the path with the token, shown to
 * the owner once; only the token's SHA-256 is stored).
 */
export async function inviteStaffMember(
  db: Database,
  invite: { name: string; email: string; role: StaffRole },
  owner: StaffMember,
  now: Date = new Date(),
): Promise<AccountChange> {
  let fields: { email: string; name: string };
  try {
    fields = checkedAccountFields(invite.email, invite.name);
  } catch (error) {
    if (error instanceof StaffAccountError) return refused("invalid", error.text);
    throw error;
  }
  return db.transaction().execute(async (trx) => {
    if (!(await activeOwnerIds(trx)).includes(owner.id)) return refused("not_owner");
    const row = await trx
      .insertInto("staff_user")
      .values({ ...fields, role: invite.role, password_hash: "", created_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return refused("taken");
    await recordEvent(trx, row.id, "invited", owner, now, invite.role);
    return { ok: true, link: await newLink(trx, row.id, "welcome", owner, now), to: fields };
  });
}

/**
 * A new one-time link for an account: its password stops working and its sessions end, on every
 * server. Never the owner's own: they would lock themselves out.
 */
export async function resetStaffAccount(
  db: Database,
  staffId: number,
  owner: StaffMember,
  now: Date = new Date(),
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const refusal = await refusalOfChangeBy(trx, owner, staffId);
    if (refusal) return refusal;
    const account = await trx
      .updateTable("staff_user")
      .set({ password_hash: "" })
      .where("id", "=", staffId)
      .returning(["email", "name"])
      .executeTakeFirst();
    if (!account) return refused("not_found");
    await endSessionsOf(trx, staffId);
    await recordEvent(trx, staffId, "reset", owner, now);
    return { ok: true, link: await newLink(trx, staffId, "reset", owner, now), to: account };
  });
}

/**
 * Disables (its sessions end at once) or enables an account. Never the owner's own: with the actor an
 * active owner (checked under lock) who is not the account changed, an active owner always remains,
 * so the last one can never be disabled, even by two owners at once.
 */
export async function setStaffDisabled(
  db: Database,
  staffId: number,
  disabled: boolean,
  owner: StaffMember,
  now: Date = new Date(),
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const refusal = await refusalOfChangeBy(trx, owner, staffId);
    if (refusal) return refusal;
    const updated = await trx
      .updateTable("staff_user")
      .set({ disabled_at: disabled ? now.toISOString() : null })
      .where("id", "=", staffId)
      .where("disabled_at", disabled ? "is" : "is not", null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      const exists = await trx
        .selectFrom("staff_user")
        .select("id")
        .where("id", "=", staffId)
        .executeTakeFirst();
      return exists ? { ok: true } : refused("not_found");
    }
    if (disabled) await endSessionsOf(trx, staffId);
    await recordEvent(trx, staffId, disabled ? "disabled" : "enabled", owner, now);
    return { ok: true };
  });
}

/** Makes an account an owner or a clerk; never the owner's own, so the last active owner is never demoted (see above). */
export async function setStaffRole(
  db: Database,
  staffId: number,
  role: StaffRole,
  owner: StaffMember,
  now: Date = new Date(),
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const refusal = await refusalOfChangeBy(trx, owner, staffId);
    if (refusal) return refusal;
    const updated = await trx
      .updateTable("staff_user")
      .set({ role })
      .where("id", "=", staffId)
      .where("role", "!=", role)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      const exists = await trx
        .selectFrom("staff_user")
        .select("id")
        .where("id", "=", staffId)
        .executeTakeFirst();
      return exists ? { ok: true } : refused("not_found");
    }
    await recordEvent(trx, staffId, "role", owner, now, role);
    return { ok: true };
  });
}

/** Why `owner` may not change account `staffId`: not an active owner now (checked under lock), or their own account. */
async function refusalOfChangeBy(
  trx: Transaction<StoreDatabase>,
  owner: StaffMember,
  staffId: number,
): Promise<AccountChange | null> {
  if (!(await activeOwnerIds(trx)).includes(owner.id)) return refused("not_owner");
  return staffId === owner.id ? refused("self") : null;
}

/**
 * The active owners' ids, locked until the transaction ends on PostgreSQL (SQLite's BEGIN IMMEDIATE
 * already holds the whole database): two owners demoting each other at once take turns, and the
 * second sees the first's change, so the store never ends with no owner.
 */
async function activeOwnerIds(trx: Transaction<StoreDatabase>): Promise<number[]> {
  let query = trx
    .selectFrom("staff_user")
    .select("id")
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .orderBy("id");
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

async function recordEvent(
  trx: Transaction<StoreDatabase>,
  staffId: number,
  kind: StaffEventKind,
  actor: { id: number },
  now: Date,
  detail: string | null = null,
): Promise<void> {
  await trx
    .insertInto("staff_event")
    .values({ staff_id: staffId, kind, detail, actor: `staff:${actor.id}`, created_at: now.toISOString() })
    .execute();
}

/** A link replaces the account's earlier unused ones: only the newest works. */
async function newLink(
  trx: Transaction<StoreDatabase>,
  staffId: number,
  purpose: "welcome" | "reset",
  owner: StaffMember,
  now: Date,
): Promise<string> {
  await trx.deleteFrom("staff_link").where("staff_id", "=", staffId).where("used_at", "is", null).execute();
  const token = newStaffToken();
  await trx
    .insertInto("staff_link")
    .values({
      token_hash: staffTokenHash(token),
      staff_id: staffId,
      purpose,
      created_by: `staff:${owner.id}`,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_LINK_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return `/staff/welcome/${token}`;
}
