import type { Database } from "~/utils/db.server";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./staff-password.server";
import type { StaffMember } from "./staff-sessions.server";

export class StaffAccountError extends Error {}

/** `npm run staff:add`: a new staff member. No account exists until someone makes one. */
export async function addStaffMember(
  db: Database,
  { email, name, password }: { email: string; name: string; password: string },
  now: Date = new Date(),
): Promise<StaffMember> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new StaffAccountError(`Not an e-mail address: ${email}`);
  if (!name.trim()) throw new StaffAccountError("A staff member needs a name.");
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new StaffAccountError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  const taken = await db
    .selectFrom("staff_user")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  if (taken) throw new StaffAccountError(`${address} already has an account.`);
  const { id } = await db
    .insertInto("staff_user")
    .values({
      email: address,
      name: name.trim(),
      password_hash: await hashPassword(password),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email: address, name: name.trim() };
}

// Checked against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The staff member whose e-mail and password these are, or null. */
export async function checkStaffPassword(
  db: Database,
  email: string,
  password: string,
): Promise<StaffMember | null> {
  const user = await db
    .selectFrom("staff_user")
    .select(["id", "email", "name", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) {
    decoyHash ??= hashPassword("decoy-password-never-used");
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  return { id: user.id, email: user.email, name: user.name };
}

/** "staff:<id>" → name, for audit trails that say who did what. */
export async function staffNamesByActor(db: Database): Promise<Record<string, string>> {
  const staff = await db.selectFrom("staff_user").select(["id", "name"]).execute();
  return Object.fromEntries(staff.map((member) => [`staff:${member.id}`, member.name]));
}
