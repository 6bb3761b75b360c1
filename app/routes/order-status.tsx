import { data } from "react-router";
import { pageTitle } from "~/components/page-title";
import { OrderStatusView } from "~/features/orders/order-status-view";
import { shopperOrderByToken } from "~/features/orders/shopper-order.server";
import { store } from "~/features/store/store";
import { messagesFor, pageMessagesFor } from "~/i18n/messages";
import { orderStatusMessages } from "~/features/orders/order-status-messages";
import { seoMessagesFor } from "~/features/seo/seo-messages";
import type { Route } from "./+types/order-status";

/** The shopper's link to one order (`/order/<128-bit token>`): never indexed, never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await shopperOrderByToken(context.services.database.db, params.token);
  if (!order) throw data(null, { status: 404 });
  // Formatted here so server and browser never disagree about a clock's spelling.
  const placedAt = new Intl.DateTimeFormat("en-US", {
    timeZone: store.timeZone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(order.placedAt));
  const description = seoMessagesFor("en")("seo.orderDescription", { store: store.name });
  return { order, placedAt, description };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? pageMessagesFor(orderStatusMessages, "en")("title", { number: loaderData.order.number })
    : messagesFor("en")("notFound.title");
  return [
    { title: pageTitle(title) },
    ...(loaderData ? [{ name: "description", content: loaderData.description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  return <OrderStatusView order={loaderData.order} placedAt={loaderData.placedAt} />;
}
