import type { RouterContextProvider } from "react-router";
import { sessionCookie } from "~/features/staff/staff-auth.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import type { StaffRole } from "~/features/staff/staff-permissions";
import { startStaffSession } from "~/features/staff/staff-sessions.server";
import type { Database } from "~/utils/db.server";

/** What a route's loader or action answered, as the browser would see its status. */
export type RouteAnswer = { status: number; body: unknown };

/** What a loader or action answered: data() with its status, a plain value (200), or a thrown Response. */
export async function answerOf(run: () => Promise<unknown>): Promise<RouteAnswer> {
  try {
    const returned = await run();
    if (returned instanceof Response) return { status: returned.status, body: null };
    if (returned && typeof returned === "object" && "init" in returned && "data" in returned) {
      const { data, init } = returned as { data: unknown; init: ResponseInit | null };
      return { status: init?.status ?? 200, body: data };
    }
    return { status: 200, body: returned };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null };
    const init = (thrown as { init?: ResponseInit }).init;
    if (init) return { status: init.status ?? 500, body: null };
    throw thrown;
  }
}

/** The status of what a loader or action threw or returned: a redirect (with its Location), a data() answer or 200. */
export async function outcome(
  run: () => Promise<unknown>,
): Promise<{ status: number; location?: string | null }> {
  try {
    await run();
    return { status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500 };
  }
}

/** A signed-in staff member's session cookie ("staff_session=…"), for calling console routes; an owner unless told. */
export async function staffSessionCookie(
  db: Database,
  context: RouterContextProvider,
  { role = "owner", email = "luisa@store.example" }: { role?: StaffRole; email?: string } = {},
): Promise<string> {
  const staff = await addStaffMember(db, { email, name: "Luisa", password: "correct horse", role });
  const token = await startStaffSession(db, staff.id);
  return (await sessionCookie(token, new Request("http://store/staff"), context)).split(";")[0]!;
}
