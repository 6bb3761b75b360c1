import { addressKey } from "~/utils/address-key.server";
import type { Database } from "~/utils/db.server";
import { DatabaseRateLimiter, reservePoints, usedUp, type Refusal } from "~/utils/rate-limits.server";

/**
 * Failed staff logins, counted in the database (issues #7, #13, #14): every app server shares the
 * counts and a restart keeps them. From a browser not known to the account, failures count per
 * account and per address; after the limit that account or address waits out the window. A browser
 * the account signed in from before counts its own failures only, so someone else's guesses never
 * lock the owner out of their own browser. A success clears the count it was held to.
 */
export interface LoginThrottleLimits {
  failuresPerAccount: number;
  failuresPerAddress: number;
  failuresPerKnownBrowser: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LoginThrottleLimits = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  failuresPerKnownBrowser: 5,
  windowMs: 15 * 60_000,
};

export type LoginAttempt =
  | {
      allowed: true;
      succeeded(): Promise<void>;
      /** The password was never checked (the server was too busy): the attempt counts for nothing. */
      notChecked(): Promise<void>;
    }
  | ({ allowed: false } & Refusal);

export function createLoginThrottle(
  db: Database,
  limits: LoginThrottleLimits = LOGIN_LIMITS,
  now?: () => number,
) {
  const { windowMs } = limits;
  const perAccount = new DatabaseRateLimiter(db, {
    name: "staff-login-account",
    points: limits.failuresPerAccount,
    windowMs,
    now,
  });
  const perAddress = new DatabaseRateLimiter(db, {
    name: "staff-login-address",
    points: limits.failuresPerAddress,
    windowMs,
    now,
  });
  const perKnownBrowser = new DatabaseRateLimiter(db, {
    name: "staff-login-browser",
    points: limits.failuresPerKnownBrowser,
    windowMs,
    now,
  });
  /** The counts an attempt is held to: its known browser's own, or its address's and its account's. */
  const countsOf = (
    account: string,
    address: string,
    knownBrowser: string | null,
  ): Array<[DatabaseRateLimiter, string]> =>
    knownBrowser
      ? [[perKnownBrowser, knownBrowser]]
      : [
          [perAddress, addressKey(address)],
          [perAccount, account],
        ];
  return {
    /**
     * Counts the attempt as a failure before the password is checked, so that guesses sent at once
     * cannot check more passwords than the limit; `succeeded()` takes it back. `knownBrowser` is the
     * account's remembered browser this attempt comes from, if any (see staff-browsers.server.ts).
     */
    async attempt(account: string, address: string, knownBrowser: string | null): Promise<LoginAttempt> {
      const from = addressKey(address);
      const reservation = await reservePoints(countsOf(account, address, knownBrowser));
      if (!reservation.ok) return { allowed: false, retryAfterSeconds: reservation.retryAfterSeconds };
      return {
        allowed: true,
        async succeeded() {
          await Promise.all(
            knownBrowser
              ? [perKnownBrowser.delete(knownBrowser)]
              : [perAccount.delete(account), perAddress.reward(from)],
          );
        },
        notChecked: reservation.giveBack,
      };
    },

    /** The wait this attempt would be refused with, from reads alone; null when it would be counted. */
    waitFor(account: string, address: string, knownBrowser: string | null): Promise<Refusal | null> {
      return usedUp(countsOf(account, address, knownBrowser));
    },

    /** The owner's way back for a locked account (`npm run staff:unlock`): its failures forgotten. */
    async unlock(account: string): Promise<void> {
      await perAccount.delete(account);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
