import { data } from "react-router";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import {
  inviteStaffMember,
  listStaffAccounts,
  resetStaffAccount,
  setStaffDisabled,
  setStaffRole,
  type AccountChange,
} from "~/features/staff/staff-account-admin.server";
import { StaffAccountsPage, type AccountAnswer } from "~/features/staff/staff-accounts-page";
import { staffAccountsMessages, type StaffAccountsKey } from "~/features/staff/staff-accounts-messages";
import { metaPageT } from "~/i18n/messages";
import { staffAccountFormSchema, type StaffAccountForm } from "~/features/staff/staff-account-form";
import type { StaffMember } from "~/features/staff/staff-sessions.server";
import type { Database } from "~/utils/db.server";
import { readFormBody } from "~/utils/form-body.server";
import { publicOrigin, storeRequest } from "~/load-context.server";
import { mailOneTimeLink } from "~/flows/mail-one-time-link.server";
import { store } from "~/features/store/store";
import type { Route } from "./+types/staff-accounts";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const owner = await requireCapability(request, context, url, "accounts");
  return {
    ownId: owner.id,
    accounts: await listStaffAccounts(context.get(storeRequest).services.database.db),
  };
}

const STATUS: Record<Exclude<AccountChange, { ok: true }>["reason"], number> = {
  invalid: 400,
  not_found: 404,
  taken: 409,
  self: 409,
  not_owner: 403,
};

export async function action({ request, url, context }: Route.ActionArgs) {
  const owner = await requireCapability(request, context, url, "accounts");
  const form = staffAccountFormSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!form.success) return data<AccountAnswer>({ ok: false, text: { key: "accounts.notUnderstood" } }, 400);
  const { services } = context.get(storeRequest);
  const change = await changeAccount(services.database.db, form.data, owner);
  if (!change.ok) return data<AccountAnswer>({ ok: false, text: change.text }, STATUS[change.reason]);
  const text = { key: SAVED[form.data.intent] };
  if (!change.link) return data<AccountAnswer>({ ok: true, text });
  const link = `${publicOrigin(context)}${change.link}`;
  const mail = await mailOneTimeLink(services.env, change, {
    kind: form.data.intent === "invite" ? "invite" : "reset",
    link,
    store: store.name,
    language: owner.language,
  });
  return data<AccountAnswer>({ ok: true, text, link, mail });
}

const SAVED: Record<StaffAccountForm["intent"], StaffAccountsKey> = {
  invite: "accounts.saved.invite",
  reset: "accounts.saved.reset",
  disable: "accounts.saved.disable",
  enable: "accounts.saved.enable",
  role: "accounts.saved.role",
};

function changeAccount(db: Database, form: StaffAccountForm, owner: StaffMember): Promise<AccountChange> {
  switch (form.intent) {
    case "invite":
      return inviteStaffMember(db, { name: form.name, email: form.email, role: form.role }, owner);
    case "reset":
      return resetStaffAccount(db, form.id, owner);
    case "disable":
    case "enable":
      return setStaffDisabled(db, form.id, form.intent === "disable", owner);
    case "role":
      return setStaffRole(db, form.id, form.role, owner);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffAccountsMessages, matches)("accounts.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffAccountsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffAccountsPage {...loaderData} answer={actionData} />;
}
