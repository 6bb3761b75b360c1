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
import { isStaffRole } from "~/features/staff/staff-permissions";
import type { StaffMember } from "~/features/staff/staff-sessions.server";
import type { Database } from "~/utils/db.server";
import { readFormBody } from "~/utils/form-body.server";
import { publicOrigin, storeRequest } from "~/load-context.server";
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

/** Intents: invite (name, email, role), and for an account (id): reset, disable, enable, role (role). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const owner = await requireCapability(request, context, url, "accounts");
  const form = await readFormBody(request);
  const change = await changeAccount(context.get(storeRequest).services.database.db, form, owner);
  if (!change) return data<AccountAnswer>({ ok: false, text: { key: "accounts.notUnderstood" } }, 400);
  if (!change.ok) return data<AccountAnswer>({ ok: false, text: change.text }, STATUS[change.reason]);
  const link = change.link && `${publicOrigin(context)}${change.link}`;
  return data<AccountAnswer>({
    ok: true,
    text: { key: SAVED[String(form.get("intent"))] ?? "accounts.saved" },
    link,
  });
}

const SAVED: Record<string, StaffAccountsKey> = {
  invite: "accounts.saved.invite",
  reset: "accounts.saved.reset",
  disable: "accounts.saved.disable",
  enable: "accounts.saved.enable",
  role: "accounts.saved.role",
};

function changeAccount(
  db: Database,
  form: URLSearchParams,
  owner: StaffMember,
): Promise<AccountChange> | null {
  const intent = form.get("intent");
  const role = form.get("role");
  if (intent === "invite")
    return isStaffRole(role)
      ? inviteStaffMember(db, { name: form.get("name") ?? "", email: form.get("email") ?? "", role }, owner)
      : null;
  const id = form.get("id") ?? "";
  if (!/^[1-9]\d{0,8}$/.test(id)) return null;
  const staffId = Number(id);
  if (intent === "reset") return resetStaffAccount(db, staffId, owner);
  if (intent === "disable" || intent === "enable")
    return setStaffDisabled(db, staffId, intent === "disable", owner);
  if (intent === "role" && isStaffRole(role)) return setStaffRole(db, staffId, role, owner);
  return null;
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
