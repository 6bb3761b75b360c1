import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import type { ContactMessage } from "./contact-form";
import {
  CONTACT_RATE_LIMIT,
  inboxMessages,
  markMessage,
  saveContactMessage,
  senderHash,
  unreadMessageCount,
} from "./contact-messages.server";

const NOON = new Date("2026-11-22T17:00:00.000Z");
const minutes = (count: number) => new Date(NOON.getTime() + count * 60_000);
const SECRET = "test-secret";

const message = (name: string, text = "Do you deliver on Sundays?"): ContactMessage => ({
  name,
  phone: "+13055550142",
  email: null,
  message: text,
});

describe("sender hashes", () => {
  it("hashes with the secret, so the stored value says nothing about the address", () => {
    const hash = senderHash("203.0.113.7", SECRET);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203.0.113.7");
    expect(senderHash("203.0.113.7", "another secret")).not.toBe(hash);
    expect(senderHash("::ffff:203.0.113.7", SECRET)).toBe(hash);
  });
});

describe.each(testDatabaseKinds)("contact messages on $kind", (kind) => {
  let database: TestDatabase;
  let staffId: number;
  const save = (name: string, address: string, now: Date, text?: string) =>
    saveContactMessage(database.db, {
      message: message(name, text),
      language: "en",
      sender: { address, secret: SECRET },
      now,
    });

  beforeAll(async () => {
    database = await kind.create();
    staffId = (
      await addStaffMember(database.db, {
        email: "luisa@store.example",
        name: "Luisa",
        password: "correct horse",
        role: "owner",
      })
    ).id;
  });
  beforeEach(() => database.db.deleteFrom("contact_message").execute());
  afterAll(() => database.drop());

  it("stores a message as sent, unread, with the sender's address only as a hash", async () => {
    const hostile = `<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n  indented line`;
    const saved = await saveContactMessage(database.db, {
      message: { name: "Marta <b>Ruiz</b>", phone: null, email: "marta@example.com", message: hostile },
      language: "en",
      sender: { address: "203.0.113.7", secret: SECRET },
      now: NOON,
    });
    expect(saved).toEqual({ ok: true, id: expect.any(Number) });
    const rows = await database.db.selectFrom("contact_message").selectAll().execute();
    expect(rows).toEqual([
      {
        id: saved.ok && saved.id,
        name: "Marta <b>Ruiz</b>",
        phone: null,
        email: "marta@example.com",
        message: hostile,
        language: "en",
        sender_hash: senderHash("203.0.113.7", SECRET),
        created_at: NOON.toISOString(),
        read_at: null,
        read_by: null,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });

  it("lists newest first, the unread ones alone when asked, and counts the unread", async () => {
    for (const [index, name] of ["Ana", "Beto", "Carla"].entries()) {
      await save(name, `198.51.100.${index}`, minutes(index));
    }
    const all = await inboxMessages(database.db);
    expect(all.map((each) => each.name)).toEqual(["Carla", "Beto", "Ana"]);
    expect(all[0]).toMatchObject({
      phone: "+13055550142",
      email: null,
      message: "Do you deliver on Sundays?",
      language: "en",
      sentAt: minutes(2).toISOString(),
      readAt: null,
      readBy: null,
    });
    expect(await unreadMessageCount(database.db)).toBe(3);

    await markMessage(database.db, {
      id: all[1]!.id,
      read: true,
      actor: `staff:${staffId}`,
      now: minutes(5),
    });
    expect((await inboxMessages(database.db, { unreadOnly: true })).map((each) => each.name)).toEqual([
      "Carla",
      "Ana",
    ]);
    expect(await unreadMessageCount(database.db)).toBe(2);
    expect((await inboxMessages(database.db, { limit: 1 })).map((each) => each.name)).toEqual(["Carla"]);
  });

  it("marking read records who and when; unread again clears both", async () => {
    const saved = await save("Ana", "198.51.100.1", NOON);
    const id = saved.ok ? saved.id : -1;
    expect(
      await markMessage(database.db, { id, read: true, actor: `staff:${staffId}`, now: minutes(3) }),
    ).toBe(true);
    const stored = () =>
      database.db
        .selectFrom("contact_message")
        .select(["read_at", "read_by"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ read_at: minutes(3).toISOString(), read_by: `staff:${staffId}` });
    expect((await inboxMessages(database.db))[0]).toMatchObject({
      readAt: minutes(3).toISOString(),
      readBy: "Luisa",
    });

    expect(await markMessage(database.db, { id, read: false, actor: `staff:${staffId}` })).toBe(true);
    expect(await stored()).toEqual({ read_at: null, read_by: null });
    expect(await unreadMessageCount(database.db)).toBe(1);
  });

  it("marking a message that does not exist changes nothing and says so", async () => {
    await save("Ana", "198.51.100.1", NOON);
    expect(await markMessage(database.db, { id: 999_999, read: true, actor: `staff:${staffId}` })).toBe(
      false,
    );
    expect(await unreadMessageCount(database.db)).toBe(1);
  });

  it(`allows ${CONTACT_RATE_LIMIT.messages} messages per address within the hour, counting only that address`, async () => {
    for (let count = 0; count < CONTACT_RATE_LIMIT.messages; count++) {
      expect(await save(`Ana ${count}`, "203.0.113.7", minutes(count * 10))).toMatchObject({ ok: true });
    }
    // Her first message, at minute 0, leaves the hour at minute 60: a minute from now.
    expect(await save("Ana again", "203.0.113.7", minutes(59))).toEqual({
      ok: false,
      reason: "rate_limited",
      retryAfterSeconds: 60,
    });
    // The same IPv6 /64 is the same sender, from whichever address in it.
    expect(await save("Ana again", "::ffff:203.0.113.7", minutes(59))).toMatchObject({ ok: false });
    // Other senders are not held back by Ana.
    expect(await save("Beto", "203.0.113.8", minutes(59))).toMatchObject({ ok: true });
    // An hour after her first message, one more fits; then the window is full again.
    expect(await save("Ana later", "203.0.113.7", minutes(60))).toMatchObject({ ok: true });
    expect(await save("Ana later still", "203.0.113.7", minutes(61))).toMatchObject({ ok: false });
    const names = (await inboxMessages(database.db)).map((each) => each.name);
    expect(names).not.toContain("Ana again");
    expect(names).not.toContain("Ana later still");
    expect(names).toHaveLength(CONTACT_RATE_LIMIT.messages + 2);
  });

  it("one IPv6 /64 counts as one sender", async () => {
    for (let count = 0; count < CONTACT_RATE_LIMIT.messages; count++) {
      expect(await save("Ana", `2001:db8:1:2::${count + 1}`, NOON)).toMatchObject({ ok: true });
    }
    expect(await save("Ana", "2001:db8:1:2:ffff::9", NOON)).toMatchObject({ ok: false });
    expect(await save("Beto", "2001:db8:1:3::1", NOON)).toMatchObject({ ok: true });
  });

  it("messages sent at the same moment cannot slip past the limit together", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, count) => save(`Burst ${count}`, "203.0.113.9", NOON)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(CONTACT_RATE_LIMIT.messages);
    expect(await unreadMessageCount(database.db)).toBe(CONTACT_RATE_LIMIT.messages);
  });
});
