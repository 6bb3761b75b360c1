import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { saveContactMessage } from "~/features/contact/contact-messages.server";
import { sessionCookie } from "~/features/staff/staff-auth.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { startStaffSession } from "~/features/staff/staff-sessions.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { outcome } from "../../tests/setup/route-answers";
import { action, loader } from "./staff-messages";

describe.each(testDatabaseKinds)("the staff messages page on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;
  let cookie: string;
  let staffId: number;
  let messageId: number;
  const request = (path: string, form?: Record<string, string>, withSession = true) =>
    new Request(`http://store${path}`, {
      method: form ? "POST" : "GET",
      headers: withSession ? { Cookie: cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
    });
  const mark = (form: Record<string, string>, path = "/staff/messages") =>
    outcome(() =>
      action({
        request: request(path, form),
        url: url(path),
        context,
        params: {},
        pattern: "/staff/messages",
      } as Parameters<typeof action>[0]),
    );
  const url = (path: string) => new URL(`http://store${path}`);
  const readState = () =>
    database.db
      .selectFrom("contact_message")
      .select(["read_at", "read_by"])
      .where("id", "=", messageId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await kind.create();
    context = storeContext({
      services: { database, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    staffId = (
      await addStaffMember(database.db, {
        email: "luisa@store.example",
        name: "Luisa",
        password: "correct horse",
        role: "owner",
      })
    ).id;
    const token = await startStaffSession(database.db, staffId);
    cookie = (await sessionCookie(token, new Request("http://store/staff"), context)).split(";")[0]!;
  });
  beforeEach(async () => {
    await database.db.deleteFrom("contact_message").execute();
    const saved = await saveContactMessage(database.db, {
      message: { name: "Marta", phone: null, email: "marta@example.com", message: "Open on Sunday?" },
      language: "en",
      sender: { address: "203.0.113.7", secret: "test-secret" },
      now: new Date("2026-11-22T17:05:00.000Z"),
    });
    messageId = saved.ok ? saved.id : -1;
  });
  afterAll(() => database.drop());

  it("sends a visitor without a session to the login page, for the page and its action", async () => {
    const page = await outcome(() =>
      loader({
        request: request("/staff/messages?show=unread", undefined, false),
        url: url("/staff/messages?show=unread"),
        context,
        params: {},
        pattern: "/staff/messages",
      } as Parameters<typeof loader>[0]),
    );
    expect(page).toEqual({ status: 302, location: "/staff/login?next=%2Fstaff%2Fmessages%3Fshow%3Dunread" });
    const post = await outcome(() =>
      action({
        request: request("/staff/messages", { intent: "read", id: String(messageId) }, false),
        url: url("/staff/messages"),
        context,
        params: {},
        pattern: "/staff/messages",
      } as Parameters<typeof action>[0]),
    );
    expect(post.status).toBe(302);
    expect((await readState()).read_at).toBeNull();
  });

  it("lists the messages with the time in the store's zone and the unread count", async () => {
    const page = await loader({
      request: request("/staff/messages"),
      url: url("/staff/messages"),
      context,
      params: {},
      pattern: "/staff/messages",
    } as Parameters<typeof loader>[0]);
    expect(page.unreadCount).toBe(1);
    expect(page.messages).toEqual([
      expect.objectContaining({
        name: "Marta",
        sentAtText: expect.stringMatching(/^Nov 22, 2026, 12:05\sPM$/),
        readAtText: null,
      }),
    ]);
  });

  it("marks read as the signed-in staff member, then unread, back to the filter it came from", async () => {
    expect(await mark({ intent: "read", id: String(messageId) }, "/staff/messages?show=unread")).toEqual({
      status: 302,
      location: "/staff/messages?show=unread",
    });
    expect(await readState()).toMatchObject({ read_by: `staff:${staffId}`, read_at: expect.any(String) });
    expect(await mark({ intent: "unread", id: String(messageId) })).toEqual({
      status: 302,
      location: "/staff/messages",
    });
    expect(await readState()).toEqual({ read_at: null, read_by: null });
  });

  it("answers 400 to a malformed id or intent and 404 to an unknown id, changing nothing", async () => {
    for (const id of [
      "",
      "abc",
      "0",
      "-1",
      "1.5",
      "1e3",
      " 1",
      "9999999999",
      "1; drop table contact_message",
    ]) {
      expect(await mark({ intent: "read", id }), id).toEqual({ status: 400 });
    }
    for (const intent of ["", "delete", "READ"]) {
      expect(await mark({ intent, id: String(messageId) }), intent).toEqual({ status: 400 });
    }
    expect(await mark({ intent: "read", id: String(messageId + 1000) })).toEqual({ status: 404 });
    expect((await readState()).read_at).toBeNull();
  });
});
