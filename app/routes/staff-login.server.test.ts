import type * as Crypto from "node:crypto";
import { staffConsoleMessages, type StaffConsoleKey } from "~/features/staff/staff-console-messages";
import { translator } from "~/i18n/messages";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import {
  createLoginThrottle,
  LOGIN_LIMITS,
  type LoginThrottle,
} from "~/features/staff/login-throttle.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import { CountedWrites } from "../../tests/setup/counted-writes";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import type { StoreServices } from "../../server/services";
import { action } from "./staff-login";

// Every password check (a real account's hash or the decoy) is one scrypt: counted here, run for real.
const scrypts = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    scrypts.count++;
    return (crypto.scrypt as (...args: unknown[]) => void)(...args);
  };
  return { ...crypto, scrypt };
});

const PASSWORD = "correct horse battery";
const WRONG = "wrong horse battery";

const inEnglish = translator(staffConsoleMessages.en, "en");

interface LoginAnswer {
  status: number;
  retryAfter: string | null;
  /** The cookies a sign-in sets, as a Cookie header for the next request. */
  cookies: string;
  error?: string;
}

describe.each(testDatabaseKinds)("staff login limits in the database on $kind", (kind) => {
  let database: TestDatabase;
  let now = Date.parse("2026-11-22T15:00:00.000Z");
  let throttle: LoginThrottle;
  const throttleWrites = new CountedWrites();

  /** The login form's action as the server runs it; 401 and 429 are answers, a sign-in is a 302. */
  async function logIn(
    email: string,
    password: string,
    address = "203.0.113.7",
    loginThrottle = throttle,
    cookies = "",
  ): Promise<LoginAnswer> {
    const request = new Request("http://store.test/staff/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies },
      body: new URLSearchParams({ email, password }).toString(),
    });
    const context = storeContext({
      services: { database, env: parseEnv({}), loginThrottle } as unknown as StoreServices,
      clientAddress: address,
    });
    try {
      const answer = await action({
        request,
        url: new URL(request.url),
        context,
        params: {},
        pattern: "/staff/login",
      });
      const { init, data } = answer as {
        init: ResponseInit | null;
        data: { error: StaffConsoleKey; minutes?: number };
      };
      return {
        status: init?.status ?? 200,
        retryAfter: new Headers(init?.headers).get("Retry-After"),
        cookies: "",
        // The words an English console shows for the answer.
        error: inEnglish(data.error, { count: data.minutes ?? 0 }),
      };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      const set = thrown.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
      return { status: thrown.status, retryAfter: null, cookies: set.join("; ") };
    }
  }
  const statuses = (answers: LoginAnswer[]) => answers.map((answer) => answer.status);
  const count = (answers: LoginAnswer[], status: number) =>
    answers.filter((answer) => answer.status === status).length;

  beforeAll(async () => {
    database = await kind.create();
    throttle = createLoginThrottle(database.db.withPlugin(throttleWrites), LOGIN_LIMITS, () => now);
    for (const name of ["ana", "luis", "rosa", "marta"])
      await addStaffMember(database.db, {
        email: `${name}@store.example`,
        name,
        password: PASSWORD,
        role: "owner",
      });
    // An unknown e-mail's check hashes the decoy password once per process: done here, before counting.
    await logIn("warm-up@store.example", WRONG, "192.0.2.1");
  });
  afterAll(() => database.drop());

  it("200 wrong passwords at once for one account check 5 passwords: 5 × 401, 195 × 429", async () => {
    scrypts.count = 0;
    throttleWrites.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        logIn("ana@store.example", `${WRONG} ${index}`, `198.51.100.${index % 250}`),
      ),
    );
    expect(scrypts.count).toBe(LOGIN_LIMITS.failuresPerAccount);
    expect(count(answers, 401)).toBe(LOGIN_LIMITS.failuresPerAccount);
    expect(count(answers, 429)).toBe(200 - LOGIN_LIMITS.failuresPerAccount);
    const waited = answers.find((answer) => answer.status === 429)!;
    expect(Number(waited.retryAfter)).toBe(15 * 60);
    // Only the five checked were counted (address and account): the refusals were read, not written.
    expect(throttleWrites.count).toBe(2 * LOGIN_LIMITS.failuresPerAccount);
  });

  it("the account waits even with the right password, other accounts do not, and the window ends", async () => {
    expect(statuses([await logIn("ana@store.example", PASSWORD, "198.51.100.251")])).toEqual([429]);
    expect(statuses([await logIn("luis@store.example", PASSWORD, "198.51.100.251")])).toEqual([302]);
    now += LOGIN_LIMITS.windowMs;
    expect(statuses([await logIn("ana@store.example", PASSWORD, "198.51.100.251")])).toEqual([302]);
  });

  it("30 wrong logins from one address, five at a time, check 20 passwords; other addresses go on", async () => {
    scrypts.count = 0;
    const answers: LoginAnswer[] = [];
    // Five at a time: more at once would meet the hashing queue's limit (next tests) instead.
    for (let wave = 0; wave < 6; wave++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, index) =>
            logIn(`guess${wave * 5 + index}@store.example`, WRONG, "192.0.2.66"),
          ),
        )),
      );
    expect(scrypts.count).toBe(LOGIN_LIMITS.failuresPerAddress);
    expect(count(answers, 401)).toBe(LOGIN_LIMITS.failuresPerAddress);
    expect(count(answers, 429)).toBe(30 - LOGIN_LIMITS.failuresPerAddress);
    expect(statuses([await logIn("rosa@store.example", PASSWORD, "192.0.2.66")])).toEqual([429]);
    expect(statuses([await logIn("rosa@store.example", PASSWORD, "192.0.2.67")])).toEqual([302]);
  }, 60_000);

  it("a success clears the account's failures and does not count against the address", async () => {
    const small = createLoginThrottle(database.db, {
      ...LOGIN_LIMITS,
      failuresPerAccount: 2,
      failuresPerAddress: 4,
    });
    const tryAs = async (email: string, password: string) =>
      (await logIn(email, password, "192.0.2.80", small)).status;
    expect(await tryAs("marta@store.example", WRONG)).toBe(401);
    expect(await tryAs("marta@store.example", PASSWORD)).toBe(302);
    // Cleared: two more failures before the account waits, not one.
    expect([await tryAs("marta@store.example", WRONG), await tryAs("marta@store.example", WRONG)]).toEqual([
      401, 401,
    ]);
    expect(await tryAs("marta@store.example", PASSWORD)).toBe(429);
    // Three failures from this address so far (the sign-in and the refused try count none): one more.
    expect(await tryAs("nobody@store.example", WRONG)).toBe(401);
    expect(await tryAs("rosa@store.example", PASSWORD)).toBe(429);
  });

  it("guesses from elsewhere do not hold up a browser the owner signed in from before", async () => {
    const owner = await logIn("rosa@store.example", PASSWORD, "203.0.113.50");
    expect(owner.status).toBe(302);
    expect(owner.cookies).toMatch(/staff_browser=/);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => logIn("rosa@store.example", WRONG, `198.18.0.${index}`)),
    );
    expect(count(guesses, 401)).toBe(LOGIN_LIMITS.failuresPerAccount);
    const elsewhere = await logIn("rosa@store.example", PASSWORD, "203.0.113.51");
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.error).toMatch(
      /Try again in 15 minutes, or from a browser you have signed in from before/,
    );
    expect(
      (await logIn("rosa@store.example", PASSWORD, "203.0.113.50", throttle, owner.cookies)).status,
    ).toBe(302);
    // A known browser has a count of its own: its own failures still make it wait.
    const own = await Promise.all(
      Array.from({ length: 8 }, () =>
        logIn("rosa@store.example", WRONG, "203.0.113.50", throttle, owner.cookies),
      ),
    );
    expect(count(own, 401)).toBe(LOGIN_LIMITS.failuresPerKnownBrowser);
    expect(count(own, 429)).toBe(8 - LOGIN_LIMITS.failuresPerKnownBrowser);
    // Another account's browser cookie, or a made-up one, is just an unknown browser.
    const madeUp = "staff_browser=" + encodeURIComponent(btoa(JSON.stringify("0".repeat(32))));
    expect((await logIn("rosa@store.example", PASSWORD, "203.0.113.52", throttle, madeUp)).status).toBe(429);
    const luisBrowser = (await logIn("marta@store.example", PASSWORD, "203.0.113.53")).cookies;
    expect((await logIn("rosa@store.example", PASSWORD, "203.0.113.53", throttle, luisBrowser)).status).toBe(
      429,
    );
    // The owner's way back from a new browser: staff:unlock.
    await throttle.unlock("rosa@store.example");
    expect((await logIn("rosa@store.example", PASSWORD, "203.0.113.54")).status).toBe(302);
  }, 60_000);

  it("a burst of sign-ins for many accounts hashes one at a time and answers the overflow 503 at once", async () => {
    scrypts.count = 0;
    throttleWrites.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        logIn(`burst${index}@store.example`, WRONG, `198.19.0.${index}`),
      ),
    );
    expect(count(answers, 401) + count(answers, 503)).toBe(20);
    expect(count(answers, 503)).toBeGreaterThan(0);
    expect(scrypts.count).toBe(count(answers, 401));
    // The overflow counted nothing and gave nothing back: no commit for a refusal (issue #33's flake).
    expect(throttleWrites.count).toBe(2 * count(answers, 401));
    const busy = answers.findIndex((answer) => answer.status === 503);
    expect(answers[busy]!.retryAfter).toBe("5");
    // A refused check counted for nothing: that address still has its whole allowance.
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerAccount; attempt++)
      expect((await logIn(`burst${busy}@store.example`, WRONG, `198.19.0.${busy}`)).status).toBe(401);
  }, 60_000);

  it("a restarted server (a new throttle on the same database) keeps the counts", async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerAccount; attempt++)
      expect((await logIn("luis@store.example", WRONG, `192.0.2.${100 + attempt}`)).status).toBe(401);
    const restarted = createLoginThrottle(database.db, LOGIN_LIMITS, () => now);
    expect((await logIn("luis@store.example", PASSWORD, "192.0.2.110", restarted)).status).toBe(429);
    expect((await logIn("rosa@store.example", PASSWORD, "192.0.2.66", restarted)).status).toBe(429);
  });
});
