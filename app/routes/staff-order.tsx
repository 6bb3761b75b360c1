import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { MAX_PER_LINE } from "~/features/inventory";
import { pageTitle } from "~/features/seo";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import { wakeNotices } from "~/features/notices/index.server";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { actOnOrder } from "~/flows/staff-order-actions.server";
import {
  orderIdByNumber,
  staffOrderByNumber,
  substitutesForLine,
} from "~/features/staff/orders/staff-order-detail.server";
import { readFormBody } from "~/utils/form-body.server";
import { staffClock } from "~/features/staff/staff-clock";
import { storeRequest } from "~/load-context.server";
import { StaffOrderPage } from "~/features/staff/orders/staff-order-page";
import { staffOrderView } from "~/features/staff/orders/staff-order-view";
import { staffOrderMessages } from "~/features/staff/orders/staff-order-messages";
import { metaPageT } from "~/i18n/messages";
import type { Route } from "./+types/staff-order";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "orders");
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  const detail = await staffOrderByNumber(db, params.number);
  if (!detail) throw data(null, { status: 404 });
  return {
    ...staffOrderView(detail, staffClock(staff.language), services.env.CALL_TRIES_BEFORE_CANCEL),
    substitutes: await substitutesForLine(db, detail.order, url.searchParams),
    maxPerLine: MAX_PER_LINE,
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "orders");
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  const orderId = await orderIdByNumber(db, params.number);
  if (orderId === null) throw data(null, { status: 404 });
  const answer = await actOnOrder({
    db,
    orderId,
    actor: `staff:${staff.id}`,
    form: await readFormBody(request),
    now: new Date(),
    schedule: {
      retryDelaysMs: services.env.CALL_RETRY_DELAYS,
      triesBeforeCancel: services.env.CALL_TRIES_BEFORE_CANCEL,
    },
  });
  if ("error" in answer) return data({ error: answer.error }, { status: answer.status });
  // The webhook and the shopper's notices go out now, not at the next poll.
  if (answer.notify) {
    wakeOrderWebhook();
    wakeNotices();
  }
  // Stock an order put back or took shows in the store now, not at the next poll.
  if (answer.stockMoved.length > 0) await services.catalog.refreshStock(answer.stockMoved);
  throw redirect(`/staff/orders/${params.number}`);
}

/** A 409 means the order changed under the clerk: show it as it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const t = metaPageT(staffOrderMessages, matches);
  return [
    {
      title: pageTitle(
        loaderData ? t("order.title", { number: loaderData.order.number }) : t("order.notFound"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffOrderPage {...loaderData} error={actionData?.error} />;
}
