import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionToken } from "~/features/staff/staff-auth.server";
import { staffForSession } from "~/features/staff/staff-sessions.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as accountsPage from "./staff-accounts";
import * as welcomePage from "./staff-welcome";

/** The accounts page and the one-time link's page through their routes: bad input is a clear 4xx and changes nothing. */
describe.each(testDatabaseKinds)(
  "staff accounts and one-time links through their routes, on $kind",
  (kind) => {
    let database: TestDatabase;
    let context: RouterContextProvider;
    let cookie: string;

    const accounts = (fields: Record<string, string>) =>
      answerOf(() =>
        accountsPage.action({
          request: new Request("http://store/staff/accounts", {
            method: "POST",
            body: new URLSearchParams(fields),
            headers: { Cookie: cookie },
          }),
          url: new URL("http://store/staff/accounts"),
          params: {},
          context,
        } as never),
      );
    const welcome = async (token: string, fields?: Record<string, string>) => {
      const request = new Request(`http://store/staff/welcome/${token}`, {
        ...(fields && { method: "POST", body: new URLSearchParams(fields) }),
      });
      const args = { request, url: new URL(request.url), params: { token }, context } as never;
      try {
        const returned = await (fields ? welcomePage.action(args) : welcomePage.loader(args));
        const { status, body } = await answerOf(async () => returned);
        return { status, body, cookie: null };
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        return {
          status: thrown.status,
          body: thrown.headers.get("Location"),
          cookie: thrown.headers.get("Set-Cookie"),
        };
      }
    };
    const accountCount = async () =>
      (await database.db.selectFrom("staff_user").select("id").execute()).length;

    beforeAll(async () => {
      database = await kind.create();
      context = storeContext({
        services: {
          database,
          env: parseEnv({ PUBLIC_URL: "https://shop.example" }),
        } as unknown as StoreServices,
        clientAddress: "127.0.0.1",
      });
      cookie = await staffSessionCookie(database.db, context, { role: "owner" });
    });
    afterAll(() => database.drop());

    it("refuses what it cannot do with a 4xx and a message, and adds no account", async () => {
      const before = await accountCount();
      const ownId = String(
        (await database.db.selectFrom("staff_user").select("id").executeTakeFirstOrThrow()).id,
      );
      const invite = { intent: "invite", name: "Rosa", email: "rosa@store.example", role: "clerk" };
      expect(await accounts({ ...invite, role: "manager" })).toMatchObject({ status: 400 });
      expect(await accounts({ ...invite, email: "not-an-address" })).toEqual({
        status: 400,
        body: { ok: false, text: { key: "accounts.badEmail", values: { email: "not-an-address" } } },
      });
      expect(await accounts({ ...invite, email: "LUISA@store.example" })).toMatchObject({ status: 409 });
      expect(await accounts({ intent: "promote", id: ownId })).toMatchObject({ status: 400 });
      expect(await accounts({ intent: "disable", id: "abc" })).toMatchObject({ status: 400 });
      expect(await accounts({ intent: "disable", id: "999999" })).toMatchObject({ status: 404 });
      expect(await accounts({ intent: "disable", id: ownId })).toMatchObject({
        status: 409,
        body: { ok: false, text: { key: "accounts.refused.self" } },
      });
      expect(await accounts({ intent: "role", id: ownId, role: "clerk" })).toMatchObject({ status: 409 });
      expect(await accountCount()).toBe(before);
    });

    it("an invitation's link, shown once with the store's address, sets a password and signs in, once", async () => {
      const invited = await accounts({
        intent: "invite",
        name: "Rosa",
        email: "rosa@store.example",
        role: "clerk",
      });
      expect(invited).toMatchObject({
        status: 200,
        body: {
          ok: true,
          link: expect.stringMatching(/^https:\/\/shop\.example\/staff\/welcome\/[0-9a-f]{32}$/),
        },
      });
      const token = (invited.body as { link: string }).link.split("/").pop()!;
      expect(await welcome(token)).toEqual({
        status: 200,
        body: { holder: { name: "Rosa", email: "rosa@store.example" } },
        cookie: null,
      });
      expect(await welcome(token, { password: "rosa password", again: "rosa passw0rd" })).toMatchObject({
        status: 400,
        body: { error: "welcome.mismatch" },
      });
      expect(await welcome(token, { password: "short", again: "short" })).toMatchObject({
        status: 400,
        body: { error: "welcome.length" },
      });
      expect(
        await welcome("f".repeat(32), { password: "rosa password", again: "rosa password" }),
      ).toMatchObject({
        status: 410,
      });
      const signedIn = await welcome(token, { password: "rosa password", again: "rosa password" });
      expect(signedIn).toMatchObject({ status: 302, body: "/staff/orders" });
      const sent = new Request("http://store/staff", {
        headers: { Cookie: signedIn.cookie!.split(";")[0]! },
      });
      expect(await staffForSession(database.db, await sessionToken(sent))).toMatchObject({
        name: "Rosa",
        role: "clerk",
      });
      expect(await welcome(token, { password: "rosa password 2", again: "rosa password 2" })).toMatchObject({
        status: 410,
      });
      expect(await welcome(token)).toMatchObject({ status: 410, body: { holder: null } });
    });
  },
);
