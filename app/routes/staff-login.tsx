import { data, Form, redirect, useNavigation } from "react-router";
import { pageTitle } from "~/features/seo";
import {
  consoleHome,
  safeNext,
  sessionCookie,
  sessionToken,
  staffBrowserCookieHeader,
  staffBrowserToken,
} from "~/features/staff/staff-auth.server";
import { staffForSession } from "~/features/staff/staff-sessions.server";
import { signIn } from "~/features/staff/staff-sign-in.server";
import {
  staffConsoleMessages,
  useStaffConsoleT,
  type StaffConsoleKey,
} from "~/features/staff/staff-console-messages";
import { metaPageT } from "~/i18n/messages";
import { readFormBody } from "~/utils/form-body.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-login";
import { ErrorPage } from "~/components/error-page";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next"));
  const staff = await staffForSession(
    context.get(storeRequest).services.database.db,
    await sessionToken(request),
  );
  if (staff) throw redirect(consoleHome(next, staff.role));
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const next = safeNext(String(form.get("next") ?? ""));
  const { services, clientAddress } = context.get(storeRequest);
  const { database, loginThrottle } = services;
  const result = await signIn(database.db, loginThrottle, {
    email: String(form.get("email") ?? "")
      .trim()
      .toLowerCase()
      .slice(0, 200),
    password: String(form.get("password") ?? "").slice(0, 200),
    address: clientAddress,
    sessionToken: await sessionToken(request),
    browserToken: await staffBrowserToken(request),
  });
  switch (result.outcome) {
    case "waiting":
      return data(
        { error: "login.waiting", minutes: Math.ceil(result.retryAfterSeconds / 60) } satisfies LoginError,
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "busy":
      return data({ error: "login.busy" } satisfies LoginError, {
        status: 503,
        headers: { "Retry-After": String(BUSY_RETRY_AFTER_S) },
      });
    case "wrong":
      return data({ error: "login.wrong" } satisfies LoginError, { status: 401 });
    case "signed-in": {
      const headers = new Headers();
      headers.append("Set-Cookie", await sessionCookie(result.sessionToken, request, context));
      headers.append("Set-Cookie", await staffBrowserCookieHeader(result.browserToken, request, context));
      throw redirect(consoleHome(next, result.role), { headers });
    }
  }
}

const BUSY_RETRY_AFTER_S = 5;

/** A refused sign-in's Retry-After reaches the browser (React Router keeps an action's headers to itself otherwise). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** Why a sign-in was refused, as a text of the console's catalogue; a wait says how to get in anyway (issue #14). */
type LoginError =
  | { error: "login.waiting"; minutes: number }
  | { error: Extract<StaffConsoleKey, "login.busy" | "login.wrong"> };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffConsoleMessages, matches)("login.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const t = useStaffConsoleT();
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <h1 className="font-display text-3xl">{t("login.title")}</h1>
      <Form
        method="post"
        className="mt-8 grid gap-4"
        aria-describedby={actionData ? "login-error" : undefined}
      >
        <input type="hidden" name="next" value={loaderData.next} />
        <label className="grid gap-1">
          <span className="font-semibold">{t("login.email")}</span>
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            className="rounded border border-stone-400 px-3 py-2"
          />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("login.password")}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            minLength={8}
            className="rounded border border-stone-400 px-3 py-2"
          />
        </label>
        {actionData && (
          <p id="login-error" role="alert" className="font-semibold text-red-800">
            {actionData.error === "login.waiting"
              ? t(actionData.error, { count: actionData.minutes })
              : t(actionData.error)}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t("login.submit")}
        </button>
      </Form>
    </section>
  );
}

/** A refused form still renders inside the store's frame (the root's data loads above this boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
