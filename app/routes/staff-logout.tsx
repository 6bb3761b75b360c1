import { redirect } from "react-router";
import { clearedSessionCookie, sessionToken } from "~/features/staff/staff-auth.server";
import { endStaffSession } from "~/features/staff/staff-sessions.server";
import type { Route } from "./+types/staff-logout";

/** POST only: the session row is deleted and the cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  await endStaffSession(context.services.database.db, await sessionToken(request));
  throw redirect("/staff/login", { headers: { "Set-Cookie": await clearedSessionCookie(request, context) } });
}

export function loader() {
  throw redirect("/staff/login");
}
