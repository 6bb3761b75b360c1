import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { dashboardMessages } from "~/features/dashboard/dashboard-messages";
import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { staffClock } from "~/features/staff/staff-clock";
import { store } from "~/features/store/store";
import { metaPageT } from "~/i18n/messages";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-dashboard";

const timeOfDay = new Intl.DateTimeFormat("en-US", { timeZone: store.timeZone, timeStyle: "short" });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "dashboard");
  const now = new Date();
  const figures = await dashboardFigures(context.get(storeRequest).services.database.db, {
    now,
    timeZone: store.timeZone,
  });
  return {
    figures,
    countedAt: staffClock.medium.format(now),
    lastWeekUntil: timeOfDay.format(new Date(figures.lastWeek.until)),
    timeZone: store.timeZone,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(dashboardMessages, matches)("dashboard.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
