import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { ORDER_SIZES, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { sessionCookie } from "~/features/staff/staff-auth.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { startStaffSession } from "~/features/staff/staff-sessions.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { outcome } from "../../tests/setup/route-answers";
import { action, loader } from "./staff-restock-alerts";

const PAGE = "/staff/restock-alerts";

describe.each(testDatabaseKinds)("the staff's back-in-stock requests page on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;
  let cookie: string;
  const request = (path: string, form?: Record<string, string>, withSession = true) =>
    new Request(`http://store${path}`, {
      method: form ? "POST" : "GET",
      headers: withSession ? { Cookie: cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
    });
  const args = (path: string, form?: Record<string, string>, withSession = true) => ({
    request: request(path, form, withSession),
    url: new URL(`http://store${path}`),
    context,
    params: {},
    pattern: PAGE,
  });
  const load = (path = PAGE) => loader(args(path) as Parameters<typeof loader>[0]);
  const post = (form: Record<string, string>, withSession = true) =>
    outcome(() => action(args(PAGE, form, withSession) as Parameters<typeof action>[0]));
  const contacts = async () =>
    (await database.db.selectFrom("restock_alert").select("contact").orderBy("id").execute()).map(
      (row) => row.contact,
    );
  const ids = async () =>
    (await database.db.selectFrom("restock_alert").select("id").orderBy("id").execute()).map((row) => row.id);

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    context = storeContext({
      services: { database, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    const { id } = await addStaffMember(database.db, {
      email: "luisa@store.example",
      name: "Luisa",
      password: "correct horse",
      role: "owner",
    });
    const token = await startStaffSession(database.db, id);
    cookie = (await sessionCookie(token, new Request("http://store/staff"), context)).split(";")[0]!;
  });
  beforeEach(async () => {
    await database.db.deleteFrom("restock_alert").execute();
    const request = (contact: string, kind: "phone" | "email") => ({
      size_id: ORDER_SIZES.wine.id,
      contact_kind: kind,
      contact,
      language: "es" as const,
      created_at: "2026-11-22T17:05:00.000Z",
      cancel_token_hash: `hash-of-${contact}`,
    });
    await database.db
      .insertInto("restock_alert")
      .values([
        request("+13055550142", "phone"),
        request("marta@example.com", "email"),
        request("martin@example.com", "email"),
      ])
      .execute();
  });
  afterAll(() => database.drop());

  it("lists every request by product and size with the time in the store's zone", async () => {
    const page = await load();
    expect(page.alerts.map((alert) => alert.contact)).toEqual([
      "+13055550142",
      "marta@example.com",
      "martin@example.com",
    ]);
    expect(page.alerts[0]).toMatchObject({
      productName: "Malbec Reserva",
      sizeLabel: "750ml",
      inventory: 0,
      createdAtText: expect.stringMatching(/^Nov 22, 2026, 12:05\sPM$/),
    });
    expect(page).toMatchObject({ search: "", deleted: null, capped: false });
  });

  it("finds a phone however it is typed and part of an e-mail address", async () => {
    expect((await load(`${PAGE}?q=305-555-0142`)).alerts.map((alert) => alert.contact)).toEqual([
      "+13055550142",
    ]);
    expect((await load(`${PAGE}?q=MART`)).alerts).toHaveLength(2);
  });

  it("answers 400 to a search no contact could hold: U+0000, or over 200 characters", async () => {
    expect(await outcome(() => load(`${PAGE}?q=ana%00`))).toEqual({ status: 400 });
    expect(await outcome(() => load(`${PAGE}?q=${"a".repeat(201)}`))).toEqual({ status: 400 });
  });

  it("deletes one request, then every request of a contact, back to the search it came from", async () => {
    const [phone, marta] = await ids();
    expect(await post({ intent: "delete", id: String(phone) })).toEqual({
      status: 302,
      location: `${PAGE}?deleted=1`,
    });
    expect(await contacts()).toEqual(["marta@example.com", "martin@example.com"]);
    expect(await post({ intent: "delete-contact", contact: "marta@example.com", q: "marta" })).toEqual({
      status: 302,
      location: `${PAGE}?deleted=1&q=marta`,
    });
    expect(await contacts()).toEqual(["martin@example.com"]);
    expect((await load(`${PAGE}?deleted=1&q=marta`)).deleted).toBe(1);
    expect(await post({ intent: "delete", id: String(marta) })).toEqual({ status: 404 });
  });

  it("answers 400 to a malformed id, intent or contact, 404 to an unknown id, and deletes nothing", async () => {
    for (const id of ["", "abc", "0", "-1", "1.5", " 1", "9999999999", "1 or 1=1"])
      expect(await post({ intent: "delete", id }), id).toEqual({ status: 400 });
    for (const intent of ["", "DELETE", "remove"])
      expect(await post({ intent, id: "1" }), intent).toEqual({ status: 400 });
    expect(await post({ intent: "delete-contact", contact: "" })).toEqual({ status: 400 });
    expect(await post({ intent: "delete", id: "999999" })).toEqual({ status: 404 });
    expect(await contacts()).toHaveLength(3);
  });

  it("sends a visitor without a session to the login page, deleting nothing", async () => {
    const [first] = await ids();
    expect((await post({ intent: "delete", id: String(first) }, false)).status).toBe(302);
    expect(
      await outcome(() => loader(args(PAGE, undefined, false) as Parameters<typeof loader>[0])),
    ).toMatchObject({
      status: 302,
    });
    expect(await contacts()).toHaveLength(3);
  });
});
