import { data, redirect } from "react-router";
import { pageTitle } from "~/features/seo";
import { addOrderNote, changeOrderStatus } from "~/features/orders/order-status.server";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import { isOrderStatus } from "~/features/orders/order-status";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { orderIdByNumber, staffOrderByNumber } from "~/features/staff/staff-order-detail.server";
import { readFormBody } from "~/utils/form-body.server";
import { staffClock } from "~/features/staff/staff-clock";
import { storeRequest } from "~/load-context.server";
import { StaffOrderPage } from "~/features/staff/staff-order-page";
import { staffOrderView } from "~/features/staff/staff-order-view";
import type { Route } from "./+types/staff-order";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  await requireCapability(request, context, url, "orders");
  const detail = await staffOrderByNumber(context.get(storeRequest).services.database.db, params.number);
  if (!detail) throw data(null, { status: 404 });
  return staffOrderView(detail, staffClock.medium);
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "orders");
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  const orderId = await orderIdByNumber(db, params.number);
  if (orderId === null) throw data(null, { status: 404 });
  const form = await readFormBody(request);
  const actor = `staff:${staff.id}`;
  const now = new Date();
  if (form.get("intent") === "note") {
    const result = await addOrderNote(db, {
      orderId,
      actor,
      note: String(form.get("note") ?? ""),
      now,
    });
    if (!result.ok)
      return data(
        { error: result.reason === "empty" ? "Write the note first." : "That note is too long." },
        { status: 422 },
      );
  } else {
    const to = String(form.get("to") ?? "");
    if (!isOrderStatus(to)) return data({ error: "Unknown status." }, { status: 422 });
    const result = await changeOrderStatus(db, { orderId, to, actor, now });
    if (!result.ok) {
      return data(
        { error: "Someone changed this order a moment ago; it has been reloaded. Check it and try again." },
        { status: 409 },
      );
    }
    wakeOrderWebhook();
    // Stock a cancellation put back shows in the store now, not at the next poll.
    if (result.returnedStock.length > 0)
      await services.catalog.refreshStock(result.returnedStock.map((line) => line.sizeId));
  }
  throw redirect(`/staff/orders/${params.number}`);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Order ${loaderData.order.number}` : "Order not found") },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffOrderPage {...loaderData} error={actionData?.error} />;
}
