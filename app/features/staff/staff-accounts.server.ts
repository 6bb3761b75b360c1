import type { Language } from "~/i18n/language";
import type { Database } from "~/utils/db.server";
import type { AccountText } from "./staff-accounts-messages";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./staff-password.server";
import { isStaffRole, type StaffRole } from "./staff-permissions";
import type { StaffMember } from "./staff-sessions.server";

/** A refused account; `text` is what the console writes for it, in the staff member's language. */
export class StaffAccountError extends Error {
  constructor(
    message: string,
    readonly text?: AccountText,
  ) {
    super(message);
  }
}

const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 200;

/** An account's e-mail and name as stored, or the reason they cannot be. */
export function checkedAccountFields(email: string, name: string): { email: string; name: string } {
  const address = email.trim().toLowerCase();
  if (address.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new StaffAccountError(`Not an e-mail address: ${email}`, {
      key: "accounts.badEmail",
      values: { email },
    });
  if (!name.trim()) throw new StaffAccountError("A staff member needs a name.", { key: "accounts.noName" });
  if (name.trim().length > MAX_NAME_LENGTH)
    throw new StaffAccountError(`A name has at most ${MAX_NAME_LENGTH} characters.`, {
      key: "accounts.longName",
      values: { max: MAX_NAME_LENGTH },
    });
  return { email: address, name: name.trim() };
}

/** `npm run staff:add`: a new staff member with the role the command names. No account exists until someone makes one. */
export async function addStaffMember(
  db: Database,
  { email, name, password, role }: { email: string; name: string; password: string; role: StaffRole },
  now: Date = new Date(),
): Promise<StaffMember> {
  const fields = checkedAccountFields(email, name);
  if (!isStaffRole(role)) throw new StaffAccountError("The role is owner or clerk.");
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new StaffAccountError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  const passwordHash = await hashPassword(password);
  const added = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("staff_user")
      .values({ ...fields, role, password_hash: passwordHash, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row)
      await trx
        .insertInto("staff_event")
        .values({
          staff_id: row.id,
          kind: "added",
          detail: role,
          actor: "cli",
          created_at: now.toISOString(),
        })
        .execute();
    return row;
  });
  if (!added) throw new StaffAccountError(`${fields.email} already has an account.`);
  return { id: added.id, ...fields, role, language: "en" };
}

// Checked against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The staff member whose e-mail and password these are, or null; a disabled account is never one. */
export async function checkStaffPassword(
  db: Database,
  email: string,
  password: string,
): Promise<StaffMember | null> {
  const user = await db
    .selectFrom("staff_user")
    .select(["id", "email", "name", "password_hash", "role", "language"])
    .where("email", "=", email.trim().toLowerCase())
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  // An account waiting for its one-time link has no password yet: it takes as long as any other refusal.
  if (!user || user.password_hash === "") {
    decoyHash ??= hashPassword("decoy-password-never-used");
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role, language: user.language };
}

/** "staff:<id>" → name, for audit trails that say who did what. */
export async function staffNamesByActor(db: Database): Promise<Record<string, string>> {
  const staff = await db.selectFrom("staff_user").select(["id", "name"]).execute();
  return Object.fromEntries(staff.map((member) => [`staff:${member.id}`, member.name]));
}

/** The language the staff member's console speaks from their next page on. */
export async function setConsoleLanguage(db: Database, staffId: number, language: Language): Promise<void> {
  await db.updateTable("staff_user").set({ language }).where("id", "=", staffId).execute();
}
