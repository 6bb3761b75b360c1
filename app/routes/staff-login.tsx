import { data, Form, redirect, useNavigation } from "react-router";
import { pageTitle } from "~/components/page-title";
import { checkStaffPassword } from "~/features/staff/staff-accounts.server";
import { safeNext, sessionCookie, sessionToken } from "~/features/staff/staff-auth.server";
import { startStaffSession, staffForSession } from "~/features/staff/staff-sessions.server";
import { readFormBody } from "~/utils/form-body.server";
import type { Route } from "./+types/staff-login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const staff = await staffForSession(context.services.database.db, await sessionToken(request));
  if (staff) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 200);
  const password = String(form.get("password") ?? "").slice(0, 200);
  const next = safeNext(String(form.get("next") ?? ""));
  const { database, loginThrottle } = context.services;
  const waitSeconds = loginThrottle.retryAfter(email, context.clientAddress);
  if (waitSeconds > 0) {
    return data(
      { error: `Too many failed attempts. Try again in ${Math.ceil(waitSeconds / 60)} minutes.` },
      { status: 429, headers: { "Retry-After": String(waitSeconds) } },
    );
  }
  const staff = await checkStaffPassword(database.db, email, password);
  if (!staff) {
    loginThrottle.recordFailure(email, context.clientAddress);
    return data({ error: "That e-mail and password do not match an account." }, { status: 401 });
  }
  loginThrottle.recordSuccess(email);
  const token = await startStaffSession(database.db, staff.id, { replacing: await sessionToken(request) });
  throw redirect(next, { headers: { "Set-Cookie": await sessionCookie(token, request, context) } });
}

export function meta() {
  return [{ title: pageTitle("Staff sign-in") }, { name: "robots", content: "noindex" }];
}

export default function StaffLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <h1 className="font-display text-3xl">Staff sign-in</h1>
      <Form
        method="post"
        className="mt-8 grid gap-4"
        aria-describedby={actionData ? "login-error" : undefined}
      >
        <input type="hidden" name="next" value={loaderData.next} />
        <label className="grid gap-1">
          <span className="font-semibold">E-mail</span>
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            className="rounded border border-stone-400 px-3 py-2"
          />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">Password</span>
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
            {actionData.error}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          Sign in
        </button>
      </Form>
    </section>
  );
}
