import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import {
  inviteStaffMember,
  listStaffAccounts,
  resetStaffAccount,
  setStaffDisabled,
  setStaffRole,
  STAFF_LINK_MS,
} from "./staff-account-admin.server";
import { addStaffMember, checkStaffPassword } from "./staff-accounts.server";
import { staffForSession, startStaffSession, type StaffMember } from "./staff-sessions.server";
import { spendStaffLink, staffLinkHolder } from "./staff-welcome.server";

const PASSWORD = "correct horse";
const NEW_PASSWORD = "battery staple";
const NOW = new Date("2026-11-27T15:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const tokenOf = (link: string | undefined) => link!.replace("/staff/welcome/", "");

describe.each(testDatabaseKinds)("staff accounts run from the console, on $kind", (kind) => {
  let database: TestDatabase;
  let owner: StaffMember;
  let counter = 0;

  /** An account with a password, as staff:add makes it. */
  const member = (role: "owner" | "clerk") =>
    addStaffMember(database.db, {
      email: `member-${++counter}@store.example`,
      name: `Member ${counter}`,
      password: PASSWORD,
      role,
    });
  const roleOf = async (id: number) =>
    (await database.db.selectFrom("staff_user").select("role").where("id", "=", id).executeTakeFirstOrThrow())
      .role;
  const activeOwners = async () =>
    (
      await database.db
        .selectFrom("staff_user")
        .select("id")
        .where("role", "=", "owner")
        .where("disabled_at", "is", null)
        .execute()
    ).length;
  const eventsOf = (id: number) =>
    database.db
      .selectFrom("staff_event")
      .select(["kind", "detail", "actor"])
      .where("staff_id", "=", id)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    database = await kind.create();
    owner = await member("owner");
  });
  afterAll(() => database.drop());

  it("an invitation makes an account with no usable password and a link that works once", async () => {
    const invited = await inviteStaffMember(
      database.db,
      { name: " Rosa Díaz ", email: "Rosa@Store.example", role: "clerk" },
      owner,
      NOW,
    );
    expect(invited).toMatchObject({
      ok: true,
      link: expect.stringMatching(/^\/staff\/welcome\/[0-9a-f]{32}$/),
    });
    const token = tokenOf(invited.ok ? invited.link : undefined);
    const rosa = (await listStaffAccounts(database.db)).find(
      (account) => account.email === "rosa@store.example",
    );
    expect(rosa).toMatchObject({ name: "Rosa Díaz", role: "clerk", state: "invited" });
    // No password works yet, not even an empty one.
    expect(await checkStaffPassword(database.db, "rosa@store.example", "")).toBeNull();
    // Only the token's hash is stored.
    const stored = await database.db.selectFrom("staff_link").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(await spendStaffLink(database.db, token, "short", later(60_000))).toEqual({
      ok: false,
      reason: "password",
    });
    expect(await spendStaffLink(database.db, token, NEW_PASSWORD, later(60_000))).toEqual({
      ok: true,
      staffId: rosa!.id,
    });
    expect(await spendStaffLink(database.db, token, "another password", later(120_000))).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await staffLinkHolder(database.db, token, later(120_000))).toBeNull();
    expect(await checkStaffPassword(database.db, "rosa@store.example", NEW_PASSWORD)).toMatchObject({
      id: rosa!.id,
      role: "clerk",
    });
    expect(await checkStaffPassword(database.db, "rosa@store.example", "another password")).toBeNull();
    expect(await eventsOf(rosa!.id)).toEqual([
      { kind: "invited", detail: "clerk", actor: `staff:${owner.id}` },
      { kind: "password", detail: null, actor: `staff:${rosa!.id}` },
    ]);
  });

  it("a link expires after 72 hours; an e-mail already taken is refused and adds nobody", async () => {
    const invited = await inviteStaffMember(
      database.db,
      { name: "Late", email: "late@store.example", role: "clerk" },
      owner,
      NOW,
    );
    const token = tokenOf(invited.ok ? invited.link : undefined);
    expect(await staffLinkHolder(database.db, token, later(STAFF_LINK_MS - 1))).toMatchObject({
      name: "Late",
    });
    expect(await staffLinkHolder(database.db, token, later(STAFF_LINK_MS))).toBeNull();
    expect(await spendStaffLink(database.db, token, NEW_PASSWORD, later(STAFF_LINK_MS))).toEqual({
      ok: false,
      reason: "gone",
    });
    const before = (await listStaffAccounts(database.db)).length;
    expect(
      await inviteStaffMember(
        database.db,
        { name: "Again", email: "LATE@store.example", role: "owner" },
        owner,
      ),
    ).toMatchObject({ ok: false, reason: "taken" });
    expect(
      await inviteStaffMember(database.db, { name: "", email: "nobody@store.example", role: "clerk" }, owner),
    ).toMatchObject({ ok: false, reason: "invalid" });
    expect((await listStaffAccounts(database.db)).length).toBe(before);
  });

  it("a reset ends the account's sessions, stops its password, and only the newest link works", async () => {
    const clerk = await member("clerk");
    const session = await startStaffSession(database.db, clerk.id, { now: NOW });
    expect(await staffForSession(database.db, session, NOW)).toMatchObject({ id: clerk.id, role: "clerk" });
    const first = await resetStaffAccount(database.db, clerk.id, owner, NOW);
    const second = await resetStaffAccount(database.db, clerk.id, owner, NOW);
    expect(await staffForSession(database.db, session, NOW)).toBeNull();
    expect(await checkStaffPassword(database.db, clerk.email, PASSWORD)).toBeNull();
    expect(await staffLinkHolder(database.db, tokenOf(first.ok ? first.link : undefined), NOW)).toBeNull();
    const newest = tokenOf(second.ok ? second.link : undefined);
    expect(await spendStaffLink(database.db, newest, NEW_PASSWORD, NOW)).toMatchObject({ ok: true });
    expect(await checkStaffPassword(database.db, clerk.email, NEW_PASSWORD)).toMatchObject({ id: clerk.id });
    expect(await resetStaffAccount(database.db, owner.id, owner, NOW)).toMatchObject({ reason: "self" });
  });

  it("a disabled account cannot sign in, its sessions end at once, its link is dead; enabled, it can", async () => {
    const clerk = await member("clerk");
    const session = await startStaffSession(database.db, clerk.id, { now: NOW });
    const reset = await resetStaffAccount(database.db, clerk.id, owner, NOW);
    const token = tokenOf(reset.ok ? reset.link : undefined);
    expect(await spendStaffLink(database.db, token, NEW_PASSWORD, NOW)).toMatchObject({ ok: true });
    const again = await startStaffSession(database.db, clerk.id, { now: NOW });

    expect(await setStaffDisabled(database.db, clerk.id, true, owner, NOW)).toEqual({ ok: true });
    expect(await staffForSession(database.db, again, NOW)).toBeNull();
    expect(await staffForSession(database.db, session, NOW)).toBeNull();
    expect(await checkStaffPassword(database.db, clerk.email, NEW_PASSWORD)).toBeNull();
    // A session somehow left over is refused too: the account is read on every request.
    const leftOver = await startStaffSession(database.db, clerk.id, { now: NOW });
    expect(await staffForSession(database.db, leftOver, NOW)).toBeNull();
    expect((await listStaffAccounts(database.db)).find((account) => account.id === clerk.id)?.state).toBe(
      "disabled",
    );

    expect(await setStaffDisabled(database.db, clerk.id, false, owner, NOW)).toEqual({ ok: true });
    expect(await checkStaffPassword(database.db, clerk.email, NEW_PASSWORD)).toMatchObject({ id: clerk.id });
    expect((await eventsOf(clerk.id)).map((event) => event.kind)).toEqual([
      "added",
      "reset",
      "password",
      "disabled",
      "enabled",
    ]);
  });

  it("an owner never disables, demotes or resets themselves: the only owner stays one", async () => {
    expect(await activeOwners()).toBe(1);
    expect(await setStaffRole(database.db, owner.id, "clerk", owner)).toMatchObject({
      ok: false,
      reason: "self",
    });
    expect(await setStaffDisabled(database.db, owner.id, true, owner)).toMatchObject({
      ok: false,
      reason: "self",
    });
    expect(await roleOf(owner.id)).toBe("owner");
    expect(await activeOwners()).toBe(1);
  });

  it("a clerk, or an owner demoted meanwhile, changes nothing", async () => {
    const clerk = await member("clerk");
    const other = await member("owner");
    expect(await setStaffRole(database.db, clerk.id, "owner", clerk)).toMatchObject({ reason: "not_owner" });
    expect(await setStaffDisabled(database.db, other.id, true, clerk)).toMatchObject({ reason: "not_owner" });
    expect(
      await inviteStaffMember(database.db, { name: "X", email: "x@store.example", role: "owner" }, clerk),
    ).toMatchObject({ reason: "not_owner" });
    expect(await setStaffRole(database.db, other.id, "clerk", owner)).toEqual({ ok: true });
    // `other` still holds an owner's StaffMember from before: the database says otherwise.
    expect(await setStaffRole(database.db, owner.id, "clerk", other)).toMatchObject({ reason: "not_owner" });
    expect(await roleOf(owner.id)).toBe("owner");
    expect(await setStaffRole(database.db, 999_999, "clerk", owner)).toMatchObject({ reason: "not_found" });
  });

  it("two owners demoting, or disabling, each other at once leave exactly one active owner", async () => {
    for (const change of ["demote", "disable"] as const) {
      for (let round = 0; round < 5; round++) {
        const [a, b] = [await member("owner"), await member("owner")];
        // The first owner steps back so that these two are the store's only active owners.
        await database.db
          .updateTable("staff_user")
          .set({ role: "clerk" })
          .where("role", "=", "owner")
          .where("id", "not in", [a.id, b.id])
          .execute();
        const act = (target: StaffMember, actor: StaffMember) =>
          change === "demote"
            ? setStaffRole(database.db, target.id, "clerk", actor)
            : setStaffDisabled(database.db, target.id, true, actor);
        const results = await Promise.all([act(b, a), act(a, b)]);
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(results.filter((result) => !result.ok)).toEqual([
          expect.objectContaining({ reason: "not_owner" }),
        ]);
        expect(await activeOwners()).toBe(1);
      }
    }
  }, 120_000);
});
