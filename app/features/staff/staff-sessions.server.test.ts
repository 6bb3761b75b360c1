import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { addStaffMember, checkStaffPassword } from "./staff-accounts.server";
import {
  endStaffSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  staffForSession,
  startStaffSession,
} from "./staff-sessions.server";

const LOGIN = new Date("2026-11-22T15:00:00.000Z");
const later = (ms: number) => new Date(LOGIN.getTime() + ms);

describe.each(testDatabaseKinds)("staff sessions on $kind", (kind) => {
  let database: TestDatabase;
  let staffId: number;

  beforeAll(async () => {
    database = await kind.create();
    staffId = (
      await addStaffMember(database.db, {
        email: "Ana@Store.example",
        name: "Ana",
        password: "correct horse",
        role: "owner",
      })
    ).id;
  });
  afterAll(() => database.drop());

  it("checks e-mail (any case) and password", async () => {
    expect(await checkStaffPassword(database.db, "ana@store.EXAMPLE", "correct horse")).toMatchObject({
      name: "Ana",
    });
    expect(await checkStaffPassword(database.db, "ana@store.example", "wrong horse")).toBeNull();
    expect(await checkStaffPassword(database.db, "nobody@store.example", "correct horse")).toBeNull();
  });

  it("a 128-bit token whose hash alone is stored", async () => {
    const token = await startStaffSession(database.db, staffId, { now: LOGIN });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const rows = await database.db.selectFrom("staff_session").select("token_hash").execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(await staffForSession(database.db, token, LOGIN)).toMatchObject({
      id: staffId,
      email: "ana@store.example",
    });
  });

  it("ends after 30 idle minutes, but activity keeps it alive", async () => {
    const token = await startStaffSession(database.db, staffId, { now: LOGIN });
    expect(await staffForSession(database.db, token, later(SESSION_IDLE_MS - 60_000))).not.toBeNull();
    expect(await staffForSession(database.db, token, later(2 * SESSION_IDLE_MS - 120_000))).not.toBeNull();
    const idle = await startStaffSession(database.db, staffId, { now: LOGIN });
    expect(await staffForSession(database.db, idle, later(SESSION_IDLE_MS))).toBeNull();
    // Gone for good: coming back earlier does not revive it.
    expect(await staffForSession(database.db, idle, LOGIN)).toBeNull();
  });

  it("ends 12 hours after login, however active", async () => {
    const token = await startStaffSession(database.db, staffId, { now: LOGIN });
    for (let minutes = 20; minutes < SESSION_ABSOLUTE_MS / 60_000; minutes += 20) {
      expect(await staffForSession(database.db, token, later(minutes * 60_000))).not.toBeNull();
    }
    expect(await staffForSession(database.db, token, later(SESSION_ABSOLUTE_MS))).toBeNull();
  });

  it("a login replaces the session it was made from (rotation), and logout deletes it", async () => {
    const before = await startStaffSession(database.db, staffId, { now: LOGIN });
    const after = await startStaffSession(database.db, staffId, { now: LOGIN, replacing: before });
    expect(after).not.toBe(before);
    expect(await staffForSession(database.db, before, LOGIN)).toBeNull();
    expect(await staffForSession(database.db, after, LOGIN)).not.toBeNull();
    await endStaffSession(database.db, after);
    expect(await staffForSession(database.db, after, LOGIN)).toBeNull();
  });

  it("refuses malformed tokens without a query", async () => {
    for (const token of [null, "", "x", "' or 1=1 --", "A".repeat(32)]) {
      expect(await staffForSession(database.db, token, LOGIN)).toBeNull();
    }
  });
});
