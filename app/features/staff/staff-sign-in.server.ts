import type { Database } from "~/utils/db.server";
import { checkStaffPassword } from "./staff-accounts.server";
import { knownStaffBrowser, rememberStaffBrowser } from "./staff-browsers.server";
import type { LoginThrottle } from "./login-throttle.server";
import { PasswordChecksBusyError } from "./staff-password.server";
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
  | { outcome: "signed-in"; sessionToken: string; browserToken: string }
  | { outcome: "wrong" }
  | { outcome: "waiting"; retryAfterSeconds: number }
  | { outcome: "busy" };

/**
 * A staff sign-in (issues #7, #13, #14): the attempt is counted before the password is hashed, the
 * hash waits its turn (or is refused at once when too many wait), and a success starts a session and
 * remembers the browser.
 */
export async function signIn(db: Database, throttle: LoginThrottle, request: SignInRequest): Promise<SignIn> {
  const knownBrowser = await knownStaffBrowser(db, request.email, request.browserToken);
  const attempt = await throttle.attempt(request.email, request.address, knownBrowser);
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
    sessionToken: await startStaffSession(db, staff.id, { replacing: request.sessionToken }),
    browserToken: await rememberStaffBrowser(db, staff.id, request.browserToken),
  };
}
