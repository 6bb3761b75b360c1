import { data, redirect } from "react-router";
import { pageTitle } from "~/features/seo";
import {
  deleteRestockAlert,
  deleteRestockAlertsOf,
  listRestockAlerts,
  RESTOCK_LIST_LIMIT,
} from "~/features/restock-alerts/index.server";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { staffClock } from "~/features/staff/staff-clock";
import { RESTOCK_SEARCH_MAX, StaffRestockAlerts } from "~/features/staff/restock-alerts/staff-restock-alerts";
import { staffRestockAlertsMessages } from "~/features/staff/restock-alerts/staff-restock-alerts-messages";
import { metaPageT } from "~/i18n/messages";
import { readFormBody } from "~/utils/form-body.server";
import { hasNulCharacter } from "~/utils/nul-characters";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-restock-alerts";

const PAGE = "/staff/restock-alerts";

/** The search as typed; 400 for one no contact could hold (too long, U+0000: PostgreSQL refuses it). */
function searchOf(value: string | null): string {
  const search = (value ?? "").trim();
  if (search.length > RESTOCK_SEARCH_MAX || hasNulCharacter(search)) throw data(null, { status: 400 });
  return search;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "restock-alerts");
  const search = searchOf(url.searchParams.get("q"));
  const deleted = url.searchParams.get("deleted");
  const alerts = await listRestockAlerts(context.get(storeRequest).services.database.db, { search });
  return {
    search,
    deleted: deleted !== null && /^\d{1,6}$/.test(deleted) ? Number(deleted) : null,
    capped: alerts.length === RESTOCK_LIST_LIMIT,
    alerts: alerts.map((alert) => ({
      ...alert,
      createdAtText: staffClock(staff.language).medium.format(new Date(alert.createdAt)),
    })),
  };
}

/** Delete one request (`intent=delete`, `id`) or every request of one contact (`intent=delete-contact`). */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCapability(request, context, url, "restock-alerts");
  const db = context.get(storeRequest).services.database.db;
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const search = searchOf(form.get("q"));
  let deleted: number;
  if (intent === "delete") {
    const id = form.get("id") ?? "";
    if (!/^[1-9]\d{0,8}$/.test(id)) throw data(null, { status: 400 });
    if (!(await deleteRestockAlert(db, Number(id)))) throw data(null, { status: 404 });
    deleted = 1;
  } else if (intent === "delete-contact") {
    const contact = form.get("contact") ?? "";
    if (contact === "" || contact.length > RESTOCK_SEARCH_MAX) throw data(null, { status: 400 });
    deleted = await deleteRestockAlertsOf(db, contact);
  } else throw data(null, { status: 400 });
  const next = new URLSearchParams({ deleted: String(deleted) });
  if (search) next.set("q", search);
  throw redirect(`${PAGE}?${next}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffRestockAlertsMessages, matches)("restockRequests.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffRestockAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffRestockAlerts {...loaderData} />;
}
