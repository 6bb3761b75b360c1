import { data } from "react-router";
import { pageTitle } from "~/features/seo";
import { auditActorName, auditEntryText } from "~/features/staff/audit-entry-text";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { auditActors, auditTrail } from "~/features/staff/staff-audit.server";
import { StaffAuditPage } from "~/features/staff/staff-audit-page";
import { staffAuditMessages } from "~/features/staff/staff-audit-messages";
import { metaPageT } from "~/i18n/messages";
import { staffClock } from "~/features/staff/staff-clock";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-audit";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "audit");
  const db = context.get(storeRequest).services.database.db;
  const actors = (await auditActors(db)).map((entry) => ({
    actor: entry.actor,
    name: auditActorName(entry, staff.language),
  }));
  const who = url.searchParams.get("who") ?? "";
  const pageText = url.searchParams.get("page") ?? "1";
  if ((who && !actors.some((entry) => entry.actor === who)) || !/^[1-9]\d{0,5}$/.test(pageText))
    throw data(null, { status: 400 });
  const page = Number(pageText);
  const names = Object.fromEntries(actors.map((entry) => [entry.actor, entry.name]));
  const { entries, older } = await auditTrail(db, { actor: who || null, page });
  const clock = staffClock(staff.language).medium;
  return {
    who,
    page,
    older,
    actors,
    entries: entries.map((entry) => ({
      key: `${entry.source}-${entry.id}`,
      at: clock.format(new Date(entry.at)),
      who: names[entry.actor] ?? entry.actor,
      what: auditEntryText(entry, staff.language),
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffAuditMessages, matches)("audit.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffAuditRoute({ loaderData }: Route.ComponentProps) {
  return <StaffAuditPage {...loaderData} />;
}
