/**
 * Failed staff logins, counted per account and per address in this process (issue #7): after the
 * limit, that account or address waits out the window. A success clears the account's count.
 */
export interface LoginThrottleLimits {
  failuresPerAccount: number;
  failuresPerAddress: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LoginThrottleLimits = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  windowMs: 15 * 60_000,
};

export function createLoginThrottle(
  limits: LoginThrottleLimits = LOGIN_LIMITS,
  now: () => number = Date.now,
) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => now() - at < limits.windowMs);
  const waitFor = (key: string, limit: number) => {
    const times = recent(key);
    return times.length >= limit ? Math.ceil((times[0]! + limits.windowMs - now()) / 1000) : 0;
  };
  return {
    /** Seconds to wait before trying again; 0 when a try is allowed. */
    retryAfter(account: string, address: string): number {
      return Math.max(
        waitFor(`account ${account}`, limits.failuresPerAccount),
        waitFor(`address ${address}`, limits.failuresPerAddress),
      );
    },
    recordFailure(account: string, address: string): void {
      for (const key of [`account ${account}`, `address ${address}`])
        failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(account: string): void {
      failures.delete(`account ${account}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
