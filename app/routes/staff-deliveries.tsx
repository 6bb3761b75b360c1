import { data, redirect } from "react-router";
import { pageTitle } from "~/features/seo";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import { wakeNotices } from "~/features/notices/index.server";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { deliveryRoute, staffNamesByActor } from "~/features/staff/index.server";
import { storeDate, storeDayBounds } from "~/features/store";
import { DeliveriesPage } from "~/features/staff/deliveries/deliveries-page";
import { deliveriesMessages } from "~/features/staff/deliveries/deliveries-messages";
import { deliveryStopView } from "~/features/staff/deliveries/deliveries-view";
import { staffClock } from "~/features/staff/staff-clock";
import { store } from "~/features/store";
import { actOnDelivery } from "~/flows/delivery-actions.server";
import { metaPageT } from "~/i18n/messages";
import { storeRequest } from "~/load-context.server";
import { readFormBody } from "~/utils/form-body.server";
import type { Route } from "./+types/staff-deliveries";

/** The store's day at `now`, and the instant it ends: a delivery wanted later waits for its day. */
function storeDay(now: Date) {
  const today = storeDate(now, store.timeZone);
  return { today, dayEnd: storeDayBounds(today, store.timeZone).end };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "deliveries");
  const db = context.get(storeRequest).services.database.db;
  const stops = await deliveryRoute(db, storeDay(new Date()).dayEnd);
  const clock = staffClock(staff.language);
  const staffNames = await staffNamesByActor(db);
  return { stops: stops.map((stop) => deliveryStopView(stop, clock, staffNames)) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "deliveries");
  const { services } = context.get(storeRequest);
  const now = new Date();
  const answer = await actOnDelivery({
    db: services.database.db,
    staffId: staff.id,
    form: await readFormBody(request),
    now,
    ...storeDay(now),
  });
  if ("error" in answer) return data({ error: answer.error }, { status: answer.status });
  if (answer.notify) {
    wakeOrderWebhook();
    wakeNotices();
  }
  // Bottles a refused or missed delivery brought back are on the shelf now, not at the next poll.
  if (answer.stockMoved.length > 0) await services.catalog.refreshStock(answer.stockMoved);
  throw redirect("/staff/deliveries");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaPageT(deliveriesMessages, matches);
  return [{ title: pageTitle(t("deliveries.title")) }, { name: "robots", content: "noindex" }];
}

export default function StaffDeliveriesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesPage stops={loaderData.stops} answer={actionData} />;
}
