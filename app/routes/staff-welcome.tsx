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
import { staffAccountsMessages, useStaffAccountsT } from "~/features/staff/staff-accounts-messages";
import { metaPageT } from "~/i18n/messages";

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
    return data({ error: "welcome.mismatch" } satisfies WelcomeError, { status: 400 });
  const db = context.get(storeRequest).services.database.db;
  const used = await spendStaffLink(db, params.token, password);
  if (!used.ok && used.reason === "password")
    return data({ error: "welcome.length" } satisfies WelcomeError, { status: 400 });
  if (!used.ok) return data({ error: "welcome.gone" } satisfies WelcomeError, { status: 410 });
  const token = await startStaffSession(db, used.staffId, { replacing: await sessionToken(request) });
  throw redirect("/staff/orders", {
    headers: { "Set-Cookie": await sessionCookie(token, request, context) },
  });
}

/** Why the password was not set, as a text of the accounts catalogue. */
type WelcomeError = { error: "welcome.mismatch" | "welcome.length" | "welcome.gone" };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffAccountsMessages, matches)("welcome.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffWelcomePage({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const t = useStaffAccountsT();
  const { holder } = loaderData;
  if (!holder)
    return (
      <section className="mx-auto max-w-sm px-4 py-16">
        <h1 className="font-display text-3xl">{t("welcome.goneTitle")}</h1>
        <p className="mt-4">{t("welcome.gone")}</p>
      </section>
    );
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <h1 className="font-display text-3xl">{t("welcome.heading", { name: holder.name })}</h1>
      <p className="mt-3">
        {t("welcome.intro")} <span className="break-all">{holder.email}</span>.
      </p>
      <Form
        method="post"
        className="mt-8 grid gap-4"
        aria-describedby={actionData ? "welcome-error" : undefined}
      >
        <input type="hidden" name="username" value={holder.email} autoComplete="username" />
        <label className="grid gap-1">
          <span className="font-semibold">{t("welcome.password")}</span>
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
          <span className="font-semibold">{t("welcome.again")}</span>
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
            {t(actionData.error, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t("welcome.submit")}
        </button>
      </Form>
    </section>
  );
}

/** A refused form still renders inside the store's frame (the root's data loads above this boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
