import { data, Form, redirect, useNavigation } from "react-router";
import { pageTitle } from "~/features/seo";
import { sessionCookie, sessionToken } from "~/features/staff/staff-auth.server";
import { startStaffSession } from "~/features/staff/staff-sessions.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/features/staff/password-rules";
import { staffLinkHolder, spendStaffLink } from "~/features/staff/staff-welcome.server";
import { readFormBody } from "~/utils/form-body.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-welcome";
import { ErrorPage } from "~/components/error-page";

const GONE = "This link has been used or has expired. Ask the store's owner for a new one.";

/** A one-time link from the owner (an invitation or a reset): choose a password, and be signed in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const holder = await staffLinkHolder(context.get(storeRequest).services.database.db, params.token);
  if (!holder) return data({ holder: null }, { status: 410 });
  return { holder: { name: holder.name, email: holder.email } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const password = form.get("password") ?? "";
  if (password !== form.get("again"))
    return data({ error: "The two passwords are not the same." }, { status: 400 });
  const db = context.get(storeRequest).services.database.db;
  const used = await spendStaffLink(db, params.token, password);
  if (!used.ok && used.reason === "password")
    return data(
      { error: `A password has ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.` },
      { status: 400 },
    );
  if (!used.ok) return data({ error: GONE }, { status: 410 });
  const token = await startStaffSession(db, used.staffId, { replacing: await sessionToken(request) });
  throw redirect("/staff/orders", {
    headers: { "Set-Cookie": await sessionCookie(token, request, context) },
  });
}

export function meta() {
  return [{ title: pageTitle("Choose your password") }, { name: "robots", content: "noindex" }];
}

export default function StaffWelcomePage({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const { holder } = loaderData;
  if (!holder)
    return (
      <section className="mx-auto max-w-sm px-4 py-16">
        <h1 className="font-display text-3xl">Link no longer valid</h1>
        <p className="mt-4">{GONE}</p>
      </section>
    );
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <h1 className="font-display text-3xl">Welcome, {holder.name}</h1>
      <p className="mt-3">
        Choose the password you will sign in with as <span className="break-all">{holder.email}</span>.
      </p>
      <Form
        method="post"
        className="mt-8 grid gap-4"
        aria-describedby={actionData ? "welcome-error" : undefined}
      >
        <input type="hidden" name="username" value={holder.email} autoComplete="username" />
        <label className="grid gap-1">
          <span className="font-semibold">New password</span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            className="rounded border border-stone-400 px-3 py-2"
          />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">The same password again</span>
          <input
            name="again"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            className="rounded border border-stone-400 px-3 py-2"
          />
        </label>
        {actionData && (
          <p id="welcome-error" role="alert" className="font-semibold text-red-800">
            {actionData.error}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          Save and sign in
        </button>
      </Form>
    </section>
  );
}

/** A refused form still renders inside the store's frame (the root's data loads above this boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
