import { Form, useNavigation } from "react-router";
import type { StaffAccount } from "./staff-account-admin.server";
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from "./staff-permissions";

/** What an account change answered: a message, and a one-time link shown once after an invite or reset. */
export interface AccountAnswer {
  ok: boolean;
  message: string;
  link?: string;
}

const STATE_NAMES: Record<StaffAccount["state"], string> = {
  active: "Active",
  invited: "Waiting for its one-time link",
  disabled: "Disabled",
};

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
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl">Staff accounts</h1>
      {answer && <AnswerNotice answer={answer} />}
      <InviteForm />
      <h2 className="font-display mt-10 text-xl">Accounts ({accounts.length})</h2>
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
  return (
    <div
      role={answer.ok ? "status" : "alert"}
      className={`mt-6 rounded border p-4 ${answer.ok ? "border-green-700 bg-green-50" : "border-red-800 bg-red-50"}`}
    >
      <p className="font-semibold">{answer.message}</p>
      {answer.link && (
        <p className="mt-2 font-mono text-sm break-all" data-one-time-link>
          {answer.link}
        </p>
      )}
    </div>
  );
}

function RoleSelect({ name, label, defaultValue }: { name: string; label: string; defaultValue: StaffRole }) {
  return (
    <label className="grid gap-1">
      <span className="font-semibold">{label}</span>
      <select name={name} defaultValue={defaultValue} className={input}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_NAMES[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

function InviteForm() {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-8 grid gap-4 rounded border border-stone-300 p-4 sm:grid-cols-2">
      <h2 className="font-display text-xl sm:col-span-2">Invite someone</h2>
      <input type="hidden" name="intent" value="invite" />
      <label className="grid gap-1">
        <span className="font-semibold">Name</span>
        <input name="name" required maxLength={100} autoComplete="off" className={input} />
      </label>
      <label className="grid gap-1">
        <span className="font-semibold">E-mail</span>
        <input name="email" type="email" required maxLength={200} autoComplete="off" className={input} />
      </label>
      <RoleSelect name="role" label="Role" defaultValue="clerk" />
      <div className="flex items-end">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
        >
          Invite
        </button>
      </div>
    </Form>
  );
}

/** One account; the owner's own account shows no changes (nobody disables or demotes themselves). */
function AccountCard({ account, own }: { account: StaffAccount; own: boolean }) {
  const busy = useNavigation().state !== "idle";
  const forName = <span className="sr-only"> for {account.name}</span>;
  return (
    <article
      aria-labelledby={`account-${account.id}`}
      data-account={account.email}
      className="rounded border border-stone-300 p-4"
    >
      <h3 id={`account-${account.id}`} className="font-semibold">
        {account.name}
        {own && " (you)"}
      </h3>
      <p className="text-sm break-all text-stone-700">{account.email}</p>
      <p className="mt-1 text-sm">
        {ROLE_NAMES[account.role]} · <span data-state>{STATE_NAMES[account.state]}</span>
      </p>
      {!own && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={account.id} />
            <RoleSelect name="role" label={`Role of ${account.name}`} defaultValue={account.role} />
            <button type="submit" disabled={busy} className={button}>
              Change role{forName}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" disabled={busy} className={button}>
              Reset password{forName}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={account.state === "disabled" ? "enable" : "disable"} />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" disabled={busy} className={button}>
              {account.state === "disabled" ? "Enable" : "Disable"}
              {forName}
            </button>
          </Form>
        </div>
      )}
    </article>
  );
}
