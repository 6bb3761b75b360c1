import type { Database } from "~/utils/db.server";
import type { StaffRole } from "./staff-permissions";
import { checkStaffPassword } from "./staff-accounts.server";
import { knownStaffBrowser, rememberStaffBrowser } from "./staff-browsers.server";
import type { LoginThrottle } from "./login-throttle.server";
import { PasswordChecksBusyError, takePasswordCheckPlace } from "./staff-password.server";
import { startStaffSession } from "./staff-sessions.server";

export interface SignInRequest {
  email: string;
  password: string;
  /** The client's address, as the login throttle counts it. */
  address: string;
  /** The cookies the browser sent: its session (rotated) and its known-browser token. */
  sessionToken: string | null;
  browserToken: string | null;
}

export type SignIn =
  | { outcome: "signed-in"; sessionToken: string; browserToken: string; role: StaffRole }
  | { outcome: "wrong" }
  | { outcome: "waiting"; retryAfterSeconds: number }
  | { outcome: "busy" };

/**
 * A staff sign-in (issues #7, #13, #14): it takes a place in the password queue (or is refused at
 * once when none is free), the attempt is counted before the password is hashed, the hash waits its
 * turn, and a success starts a session and remembers the browser.
 */
export async function signIn(db: Database, throttle: LoginThrottle, request: SignInRequest): Promise<SignIn> {
  const givePlaceBack = takePasswordCheckPlace();
  if (!givePlaceBack) return await refusedWithoutCounting(db, throttle, request);
  let counted = () => {};
  const counting = new Promise<void>((done) => (counted = done));
  placedSignInsCounting.add(counting);
  try {
    return await checkedSignIn(db, throttle, request, counted);
  } finally {
    counted();
    placedSignInsCounting.delete(counting);
    givePlaceBack();
  }
}

/** Sign-ins holding a place in the password queue whose attempt is not counted yet. */
const placedSignInsCounting = new Set<Promise<void>>();

/**
 * A sign-in the password queue has no place for, answered from reads alone: counting and giving
 * back an attempt that cannot be checked would cost commits (fsyncs, on SQLite on the event loop)
 * for nothing, a burst of them seconds. It reads once the sign-ins ahead of it are counted, so an
 * account they have just used up answers "wait", not "busy".
 */
async function refusedWithoutCounting(
  db: Database,
  throttle: LoginThrottle,
  request: SignInRequest,
): Promise<SignIn> {
  await Promise.all(placedSignInsCounting);
  const knownBrowser = await knownStaffBrowser(db, request.email, request.browserToken);
  const wait = await throttle.waitFor(request.email, request.address, knownBrowser);
  return wait ? { outcome: "waiting", retryAfterSeconds: wait.retryAfterSeconds } : { outcome: "busy" };
}

async function checkedSignIn(
  db: Database,
  throttle: LoginThrottle,
  request: SignInRequest,
  counted: () => void,
): Promise<SignIn> {
  const knownBrowser = await knownStaffBrowser(db, request.email, request.browserToken);
  const attempt = await throttle.attempt(request.email, request.address, knownBrowser);
  counted();
  if (!attempt.allowed) return { outcome: "waiting", retryAfterSeconds: attempt.retryAfterSeconds };
  const staff = await checkStaffPassword(db, request.email, request.password).catch(
    async (error: unknown) => {
      if (!(error instanceof PasswordChecksBusyError)) throw error;
      await attempt.notChecked();
      return "busy" as const;
    },
  );
  if (staff === "busy") return { outcome: "busy" };
  if (!staff) return { outcome: "wrong" };
  await attempt.succeeded();
  return {
    outcome: "signed-in",
    role: staff.role,
    sessionToken: await startStaffSession(db, staff.id, { replacing: request.sessionToken }),
    browserToken: await rememberStaffBrowser(db, staff.id, request.browserToken),
  };
}
