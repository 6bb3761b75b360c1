import { Form, Link } from "react-router";
import { useStaffAuditT } from "./staff-audit-messages";

export interface AuditLine {
  key: string;
  at: string;
  who: string;
  what: string;
}

interface StaffAuditPageProps {
  who: string;
  page: number;
  older: boolean;
  actors: Array<{ actor: string; name: string }>;
  entries: AuditLine[];
}

/** Who did what and when, newest first: orders, the catalogue and staff accounts in one list. */
export function StaffAuditPage({ who, page, older, actors, entries }: StaffAuditPageProps) {
  const t = useStaffAuditT();
  const pageLink = (to: number) => {
    const query = new URLSearchParams();
    if (who) query.set("who", who);
    if (to > 1) query.set("page", String(to));
    const text = query.toString();
    return `/staff/audit${text ? `?${text}` : ""}`;
  };
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("audit.title")}</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 font-semibold">
          {t("audit.doneBy")}
          <select
            name="who"
            defaultValue={who}
            className="rounded border border-stone-400 px-3 py-2 font-normal"
          >
            <option value="">{t("audit.anyone")}</option>
            {actors.map((entry) => (
              <option key={entry.actor} value={entry.actor}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
          {t("audit.show")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-8">{t(who ? "audit.nothingForPerson" : "audit.nothing")}</p>
      ) : (
        <ol className="mt-6 divide-y divide-stone-200" aria-label={t("audit.list")}>
          {entries.map((entry) => (
            <li key={entry.key} className="grid gap-1 py-3 sm:grid-cols-[12rem_10rem_1fr] sm:gap-4">
              <span className="text-sm text-stone-700 tabular-nums">{entry.at}</span>
              <span className="font-semibold break-words">{entry.who}</span>
              <span className="break-words">{entry.what}</span>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t("audit.pages")} className="mt-6 flex gap-4">
        {page > 1 && (
          <Link to={pageLink(page - 1)} className="underline">
            {t("audit.newer")}
          </Link>
        )}
        {older && (
          <Link to={pageLink(page + 1)} className="underline">
            {t("audit.older")}
          </Link>
        )}
      </nav>
    </section>
  );
}
