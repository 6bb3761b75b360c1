import { Form, Link, useNavigation } from "react-router";
import { formatUsPhone } from "~/features/orders";

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
  const groups = bySize(alerts);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl">Back-in-stock requests</h1>
      <p className="mt-2 max-w-prose text-stone-700">
        Shoppers who asked to hear when a sold-out size is back. Each request is kept until its notice is
        sent, at most the months the privacy policy says. When a shopper asks to be forgotten, find their
        phone or e-mail and delete their requests.
      </p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 font-semibold">
          Phone or e-mail
          <input
            type="search"
            name="q"
            defaultValue={search}
            maxLength={RESTOCK_SEARCH_MAX}
            className="w-72 max-w-full rounded border border-stone-400 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
          Search
        </button>
        {search && (
          <Link to="/staff/restock-alerts" className="px-2 py-2 underline">
            Show all
          </Link>
        )}
      </Form>
      <p role="status" className="mt-4 font-semibold text-green-800">
        {deleted !== null && `Deleted ${deleted} ${deleted === 1 ? "request" : "requests"}.`}
      </p>
      {alerts.length === 0 ? (
        <p className="mt-4">{search ? `No requests for “${search}”.` : "No requests waiting."}</p>
      ) : (
        <>
          <p className="mt-4">
            {alerts.length} {alerts.length === 1 ? "request" : "requests"}
            {capped && " (the first ones only: search to narrow them)"}
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
          (stock {first.inventory === null ? "not counted" : first.inventory})
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
            <span className="text-sm text-stone-700">{alert.language === "es" ? "Spanish" : "English"}</span>
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
                Delete
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
  const busy = useNavigation().state !== "idle";
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
        Delete every request of {contactText(alert)}
        {count > 1 ? ` (${count})` : ""}
      </button>
    </Form>
  );
}
