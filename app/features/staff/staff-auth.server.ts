import { createCookie, data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { isLanguage, LANGUAGE_COOKIE, type Language } from "~/i18n/language";
import { servedOverHttps, storeRequest } from "~/load-context.server";
import { safeReturnPath } from "~/utils/safe-return-path";
import { STAFF_BROWSER_MS } from "./staff-browsers.server";
import { roleMay, type Capability, type StaffRole } from "./staff-permissions";
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

/** Marks a browser a staff member signed in from (staff-browsers.server.ts); only the login page reads it. */
const staffBrowserCookie = createCookie("staff_browser", {
  httpOnly: true,
  sameSite: "lax",
  path: "/staff/login",
  maxAge: STAFF_BROWSER_MS / 1000,
});

export async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await staffCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export function sessionCookie(
  token: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  return staffCookie.serialize(token, { secure: servedOverHttps(request, context) });
}

export async function staffBrowserToken(request: Request): Promise<string | null> {
  const value: unknown = await staffBrowserCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export function staffBrowserCookieHeader(
  token: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  return staffBrowserCookie.serialize(token, { secure: servedOverHttps(request, context) });
}

export function clearedSessionCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  return staffCookie.serialize("", { maxAge: 0, secure: servedOverHttps(request, context) });
}

/**
 * Every staff loader and action starts here: the signed-in staff member, or a redirect to the login
 * page. `url` is the loader's `url` argument, the page's address: `request.url` is the raw request,
 * a data request's `.data` suffix and `_routes` included (`future.v8_passThroughRequests`).
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<StaffMember> {
  const staff = await staffOfRequest(request, context);
  if (staff) return staff;
  throw redirect(`/staff/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** What a refused page or form answers: the staff layout shows it as a page for the owner. */
export interface ForbiddenAnswer {
  forbidden: Capability;
}

/**
 * requireStaff, and the staff member's role must have the capability (staff-permissions.ts);
 * otherwise a 403 that the staff layout shows as "This page is for the store's owner".
 */
export async function requireCapability(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  capability: Capability,
): Promise<StaffMember> {
  const staff = await requireStaff(request, context, url);
  if (!roleMay(staff.role, capability))
    throw data<ForbiddenAnswer>({ forbidden: capability }, { status: 403, statusText: "Forbidden" });
  return staff;
}

const STOREFRONT_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The console's language: the signed-in staff member's choice; before signing in, the language
 * the person last chose on the storefront (its cookie), else English.
 */
export async function consoleLanguage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Language> {
  const staff = await staffOfRequest(request, context);
  if (staff) return staff.language;
  const chosen = STOREFRONT_LANGUAGE.exec(request.headers.get("Cookie") ?? "")?.[1];
  return isLanguage(chosen) ? chosen : "en";
}

const sessionsRead = new WeakMap<Request, Promise<StaffMember | null>>();

/** The request's staff member, read from the database once however many loaders ask (the staff layout and its page). */
function staffOfRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffMember | null> {
  let read = sessionsRead.get(request);
  if (!read) {
    const { db } = context.get(storeRequest).services.database;
    read = sessionToken(request).then((token) => staffForSession(db, token));
    sessionsRead.set(request, read);
  }
  return read;
}

// The console's front door: each role's first page takes its place (consoleHome).
const STAFF_HOME = "/staff";

/**
 * Where a signed-in person lands for `next`: the page asked for, or for the console's front door
 * their role's first page, the board for those who run the counter and the route for a driver.
 * Sent straight there: the cookie's path (/staff) does not cover "/staff.data", the front door's
 * data request.
 */
export function consoleHome(next: string, role: StaffRole): string {
  if (next !== STAFF_HOME) return next;
  return roleMay(role, "orders") ? "/staff/orders" : "/staff/deliveries";
}

/** Only this site's staff pages, the login page aside, are places to return to after login. */
export function safeNext(next: string | null): string {
  const path = safeReturnPath(next, STAFF_HOME);
  const page = path.replace(/\?.*/s, "");
  const staffPage = page === "/staff" || (page.startsWith("/staff/") && !page.startsWith("/staff/login"));
  return staffPage ? path : STAFF_HOME;
}
