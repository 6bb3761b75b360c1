import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteStaffMember, resetStaffAccount } from "~/features/staff/staff-account-admin.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import type { StaffMember } from "~/features/staff/staff-sessions.server";
import { startMailCatcher, type MailCatcher } from "../../tests/fixtures/notice-receivers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { mailOneTimeLink } from "./mail-one-time-link.server";

const STORE = "Casa Botella";
const ORIGIN = "https://shop.example";

/** Issue #31: an invitation link was not e-mailed even with mail configured. */
describe.each(testDatabaseKinds)("a staff member's one-time link by e-mail, on $kind", (kind) => {
  let database: TestDatabase;
  let mail: MailCatcher;
  let owner: StaffMember;

  beforeAll(async () => {
    database = await kind.create();
    mail = await startMailCatcher();
    owner = await addStaffMember(database.db, {
      email: "owner@store.example",
      name: "Olga",
      password: "correct horse",
      role: "owner",
    });
  });
  afterAll(async () => {
    await mail.close();
    await database.drop();
  });

  const env = () => ({ SMTP_URL: mail.url, MAIL_FROM: "Store <shop@store.example>" });

  it("sends an invitation's link to the person invited, in the owner's language, and says so", async () => {
    const change = await inviteStaffMember(
      database.db,
      { name: "Rosa Díaz", email: "rosa@store.example", role: "clerk" },
      owner,
    );
    const link = `${ORIGIN}${change.ok ? change.link : ""}`;
    const sent = await mailOneTimeLink(env(), change, { kind: "invite", link, store: STORE, language: "es" });
    expect(sent).toEqual({ to: "rosa@store.example", sent: true });
    const [message] = mail.messages;
    expect(message?.to).toMatchObject({ text: "rosa@store.example" });
    expect(message?.subject).toBe("Su cuenta en Casa Botella");
    expect(message?.text).toContain("Hola, Rosa Díaz:");
    expect(message?.text).toContain(link);
    expect(message?.html).toContain(`<a href="${link}">`);
  });

  it("sends a reset's link to the account's own address", async () => {
    const { id } = await addStaffMember(database.db, {
      email: "carlos@store.example",
      name: "Carlos",
      password: "correct horse",
      role: "clerk",
    });
    const change = await resetStaffAccount(database.db, id, owner);
    const link = `${ORIGIN}${change.ok ? change.link : ""}`;
    const sent = await mailOneTimeLink(env(), change, { kind: "reset", link, store: STORE, language: "en" });
    expect(sent).toEqual({ to: "carlos@store.example", sent: true });
    expect(mail.messages.at(-1)?.subject).toBe("A new password for your account at Casa Botella");
  });

  it("says nothing without mail, and that it failed when the mail server is gone", async () => {
    const change = await inviteStaffMember(
      database.db,
      { name: "Nadie", email: "nadie@store.example", role: "clerk" },
      owner,
    );
    const options = { kind: "invite", link: `${ORIGIN}/x`, store: STORE, language: "en" } as const;
    expect(await mailOneTimeLink({ SMTP_URL: undefined, MAIL_FROM: undefined }, change, options)).toBeNull();
    const gone = { SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "shop@store.example" };
    expect(await mailOneTimeLink(gone, change, options)).toEqual({ to: "nadie@store.example", sent: false });
  });
});
