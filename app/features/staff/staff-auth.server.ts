import { createCookie, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { SESSION_ABSOLUTE_MS, staffForSession, type StaffMember } from "./staff-sessions.server";

/**
 * The staff session cookie: HttpOnly, SameSite=Lax, only sent to /staff, and Secure whenever the
 * request came over https (always in production behind TLS; plain http on a developer's machine).
 */
const staffCookie = createCookie("staff_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/staff",
  maxAge: SESSION_ABSOLUTE_MS / 1000,
});

function isHttps(request: Request, context: AppLoadContext): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    context.services.env.PUBLIC_URL?.startsWith("https:") === true
  );
}

export async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await staffCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export function sessionCookie(token: string, request: Request, context: AppLoadContext): Promise<string> {
  return staffCookie.serialize(token, { secure: isHttps(request, context) });
}

export function clearedSessionCookie(request: Request, context: AppLoadContext): Promise<string> {
  return staffCookie.serialize("", { maxAge: 0, secure: isHttps(request, context) });
}

/** Every staff loader and action starts here: the signed-in staff member, or a redirect to the login page. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<StaffMember> {
  const staff = await staffForSession(context.services.database.db, await sessionToken(request));
  if (staff) return staff;
  const url = new URL(request.url);
  throw redirect(`/staff/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Only this site's staff pages are places to return to after login. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(\/[\w\-/?=&%.]*)?$/.test(next) && !next.startsWith("/staff/login")
    ? next
    : "/staff/orders";
}
