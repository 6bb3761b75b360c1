import { Form, Link, useNavigation } from "react-router";
import { formatUsPhone } from "~/utils/us-phone";
import { useStaffRestockAlertsT } from "./staff-restock-alerts-messages";

export const RESTOCK_SEARCH_MAX = 200;

/** A "Tell me when it's back" request as the page shows it. */
export interface RestockAlertView {
  id: number;
  sizeId: string;
  productName: string;
  productRoute: string;
  sizeLabel: string;
  inventory: number | null;
  contactKind: "phone" | "email";
  /** E.164 or an e-mail address. */
  contact: string;
  language: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  createdAtText: string;
}

export interface StaffRestockAlertsProps {
  search: string;
  alerts: RestockAlertView[];
  /** How many requests the last delete removed, when the page follows one. */
  deleted: number | null;
  /** Whether the list stopped at its limit. */
  capped: boolean;
}

/** The requests, one group per product and size, in the order the list gives them. */
function bySize(alerts: RestockAlertView[]): RestockAlertView[][] {
  const groups = new Map<string, RestockAlertView[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.sizeId);
    if (group) group.push(alert);
    else groups.set(alert.sizeId, [alert]);
  }
  return [...groups.values()];
}

const contactText = (alert: Pick<RestockAlertView, "contactKind" | "contact">) =>
  alert.contactKind === "phone" ? formatUsPhone(alert.contact) : alert.contact;

/**
 * Who asked to hear when a sold-out size is back: by product and size, searchable by phone or
 * e-mail, each deletable (a shopper's request to be forgotten; the privacy policy promises it).
 */
export function StaffRestockAlerts({ search, alerts, deleted, capped }: StaffRestockAlertsProps) {
  const t = useStaffRestockAlertsT();
  const groups = bySize(alerts);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl">{t("restockRequests.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t("restockRequests.intro")}</p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 font-semibold">
          {t("restockRequests.searchLabel")}
          <input
            type="search"
            name="q"
            defaultValue={search}
            maxLength={RESTOCK_SEARCH_MAX}
            className="w-72 max-w-full rounded border border-stone-400 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
          {t("restockRequests.search")}
        </button>
        {search && (
          <Link to="/staff/restock-alerts" className="px-2 py-2 underline">
            {t("restockRequests.showAll")}
          </Link>
        )}
      </Form>
      <p role="status" className="mt-4 font-semibold text-green-800">
        {deleted !== null && t("restockRequests.deleted", { count: deleted })}
      </p>
      {alerts.length === 0 ? (
        <p className="mt-4">
          {search ? t("restockRequests.noneFor", { search }) : t("restockRequests.none")}
        </p>
      ) : (
        <>
          <p className="mt-4">
            {t("restockRequests.count", { count: alerts.length })}
            {capped && ` ${t("restockRequests.capped")}`}
          </p>
          {search && new Set(alerts.map((alert) => alert.contact)).size === 1 && (
            <DeleteEveryRequestOf alert={alerts[0]!} count={alerts.length} search={search} />
          )}
          <div className="mt-4 grid gap-6">
            {groups.map((group) => (
              <SizeRequests key={group[0]!.sizeId} alerts={group} search={search} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** One size's requests: who, how, in which language, since when. */
function SizeRequests({ alerts, search }: { alerts: RestockAlertView[]; search: string }) {
  const t = useStaffRestockAlertsT();
  const first = alerts[0]!;
  const headingId = `restock-size-${first.id}`;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby={headingId} data-restock-size={first.sizeId}>
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={`/staff/products/${encodeURIComponent(first.productRoute)}`} className="underline">
          {first.productName}
        </Link>{" "}
        · {first.sizeLabel}{" "}
        <span className="text-sm font-normal text-stone-700">
          {first.inventory === null
            ? t("restockRequests.stockNotCounted")
            : t("restockRequests.stock", { count: first.inventory })}
        </span>
      </h2>
      <ul className="mt-2 divide-y divide-stone-200 rounded border border-stone-300">
        {alerts.map((alert) => (
          <li
            key={alert.id}
            data-restock-alert={alert.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3"
          >
            <a
              id={`restock-alert-${alert.id}`}
              href={alert.contactKind === "phone" ? `tel:${alert.contact}` : `mailto:${alert.contact}`}
              className="font-medium break-all underline"
            >
              {contactText(alert)}
            </a>
            <span className="text-sm text-stone-700">
              {alert.language === "es" ? t("restockRequests.spanish") : t("restockRequests.english")}
            </span>
            <time dateTime={alert.createdAt} className="text-sm text-stone-700">
              {alert.createdAtText}
            </time>
            <Form method="post" className="ml-auto">
              <input type="hidden" name="id" value={alert.id} />
              <input type="hidden" name="q" value={search} />
              <button
                type="submit"
                name="intent"
                value="delete"
                disabled={busy}
                aria-describedby={`restock-alert-${alert.id} ${headingId}`}
                className="rounded border border-stone-500 px-3 py-1 text-sm font-semibold"
              >
                {t("restockRequests.delete")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** After a search that found one contact only: every request of theirs in one go. */
function DeleteEveryRequestOf({
  alert,
  count,
  search,
}: {
  alert: RestockAlertView;
  count: number;
  search: string;
}) {
  const t = useStaffRestockAlertsT();
  const busy = useNavigation().state !== "idle";
  const contact = contactText(alert);
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="contact" value={alert.contact} />
      <input type="hidden" name="q" value={search} />
      <button
        type="submit"
        name="intent"
        value="delete-contact"
        disabled={busy}
        className="rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800"
      >
        {count > 1
          ? t("restockRequests.deleteEveryCount", { contact, count })
          : t("restockRequests.deleteEvery", { contact })}
      </button>
    </Form>
  );
}
