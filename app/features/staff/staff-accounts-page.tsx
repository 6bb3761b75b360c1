import { Form, useNavigation } from "react-router";
import type { StaffAccount } from "./staff-account-admin.server";
import { ROLE_NAME_KEYS, useStaffAccountsT, type AccountText } from "./staff-accounts-messages";
import { STAFF_ROLES, type StaffRole } from "./staff-permissions";

/** What an account change answered: a text the page writes, and a one-time link shown once after an invite or reset. */
export interface AccountAnswer {
  ok: boolean;
  text: AccountText;
  link?: string;
  /** Whether the link also left by e-mail, and to whom; absent when the store has no mail. */
  mail?: { to: string; sent: boolean } | null;
}

const input = "rounded border border-stone-400 px-3 py-2";
const button = "rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/** The owner's accounts page: who may use the console, as what, and the changes an owner makes. */
export function StaffAccountsPage({
  ownId,
  accounts,
  answer,
}: {
  ownId: number;
  accounts: StaffAccount[];
  answer?: AccountAnswer;
}) {
  const t = useStaffAccountsT();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("accounts.title")}</h1>
      {answer && <AnswerNotice answer={answer} />}
      <InviteForm />
      <h2 className="font-display mt-10 text-xl">{t("accounts.count", { count: accounts.length })}</h2>
      <ul className="mt-4 grid gap-4">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} own={account.id === ownId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AnswerNotice({ answer }: { answer: AccountAnswer }) {
  const t = useStaffAccountsT();
  return (
    <div
      role={answer.ok ? "status" : "alert"}
      className={`mt-6 rounded border p-4 ${answer.ok ? "border-green-700 bg-green-50" : "border-red-800 bg-red-50"}`}
    >
      <p className="font-semibold">{t(answer.text.key, answer.text.values)}</p>
      {answer.mail && (
        <p className="mt-2" data-testid="link-mail">
          {t(answer.mail.sent ? "accounts.mailed" : "accounts.mailFailed", { email: answer.mail.to })}
        </p>
      )}
      {answer.link && (
        <p className="mt-2 font-mono text-sm break-all" data-one-time-link>
          {answer.link}
        </p>
      )}
    </div>
  );
}

function RoleSelect({ name, label, defaultValue }: { name: string; label: string; defaultValue: StaffRole }) {
  const t = useStaffAccountsT();
  return (
    <label className="grid gap-1">
      <span className="font-semibold">{label}</span>
      <select name={name} defaultValue={defaultValue} className={input}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_NAME_KEYS[role])}
          </option>
        ))}
      </select>
    </label>
  );
}

function InviteForm() {
  const busy = useNavigation().state !== "idle";
  const t = useStaffAccountsT();
  return (
    <Form method="post" className="mt-8 grid gap-4 rounded border border-stone-300 p-4 sm:grid-cols-2">
      <h2 className="font-display text-xl sm:col-span-2">{t("accounts.invite.title")}</h2>
      <input type="hidden" name="intent" value="invite" />
      <label className="grid gap-1">
        <span className="font-semibold">{t("accounts.name")}</span>
        <input name="name" required maxLength={100} autoComplete="off" className={input} />
      </label>
      <label className="grid gap-1">
        <span className="font-semibold">{t("accounts.email")}</span>
        <input name="email" type="email" required maxLength={200} autoComplete="off" className={input} />
      </label>
      <RoleSelect name="role" label={t("accounts.role")} defaultValue="clerk" />
      <div className="flex items-end">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
        >
          {t("accounts.invite")}
        </button>
      </div>
    </Form>
  );
}

/** One account; the owner's own account shows no changes (nobody disables or demotes themselves). */
function AccountCard({ account, own }: { account: StaffAccount; own: boolean }) {
  const busy = useNavigation().state !== "idle";
  const t = useStaffAccountsT();
  const forName = <span className="sr-only">{t("accounts.forName", { name: account.name })}</span>;
  return (
    <article
      aria-labelledby={`account-${account.id}`}
      data-account={account.email}
      className="rounded border border-stone-300 p-4"
    >
      <h3 id={`account-${account.id}`} className="font-semibold">
        {account.name}
        {own && t("accounts.you")}
      </h3>
      <p className="text-sm break-all text-stone-700">{account.email}</p>
      <p className="mt-1 text-sm">
        {t(ROLE_NAME_KEYS[account.role])} · <span data-state>{t(`accounts.state.${account.state}`)}</span>
      </p>
      {!own && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={account.id} />
            <RoleSelect
              name="role"
              label={t("accounts.roleOf", { name: account.name })}
              defaultValue={account.role}
            />
            <button type="submit" disabled={busy} className={button}>
              {t("accounts.changeRole")}
              {forName}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" disabled={busy} className={button}>
              {t("accounts.reset")}
              {forName}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={account.state === "disabled" ? "enable" : "disable"} />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" disabled={busy} className={button}>
              {t(account.state === "disabled" ? "accounts.enable" : "accounts.disable")}
              {forName}
            </button>
          </Form>
        </div>
      )}
    </article>
  );
}
