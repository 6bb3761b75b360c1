import { redirect } from "react-router";
import { clearedSessionCookie, sessionToken } from "~/features/staff/staff-auth.server";
import { endStaffSession } from "~/features/staff/staff-sessions.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-logout";
import { ErrorPage } from "~/components/error-page";

/** POST only: the session row is deleted and the cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  await endStaffSession(context.get(storeRequest).services.database.db, await sessionToken(request));
  throw redirect("/staff/login", { headers: { "Set-Cookie": await clearedSessionCookie(request, context) } });
}

export function loader() {
  throw redirect("/staff/login");
}

/** A refused form still renders inside the store's frame (the root's data loads above this boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
