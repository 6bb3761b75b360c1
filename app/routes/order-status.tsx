import { data } from "react-router";
import { pageTitle } from "~/features/seo";
import { OrderAgain } from "~/features/cart";
import { OrderStatusView } from "~/features/orders/order-status-view";
import { shopperOrderByToken } from "~/features/orders/shopper-order.server";
import { store } from "~/features/store/store";
import { HTML_LANG } from "~/i18n/language";
import { timeFormat } from "~/i18n/time-format";
import { metaPageT } from "~/i18n/messages";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { laterCallWords, windowWords } from "~/features/store";
import { isClosedStatus, orderWindowMessages, type OrderWindowMessageKey } from "~/features/orders";
import type { ShopperOrder } from "~/features/orders/shopper-order";
import type { PageTranslate } from "~/i18n/messages";
import { orderStatusMessages } from "~/features/orders/order-status-messages";
import { seoMessagesFor } from "~/features/seo/seo-messages.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/order-status";

/** The shopper's link to one order (`/order/<128-bit token>`): never indexed, never cached. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const order = await shopperOrderByToken(context.get(storeRequest).services.database.db, params.token);
  if (!order) throw data(null, { status: 404 });
  // Formatted here so server and browser never disagree about a clock's spelling.
  const placedAt = timeFormat(language, HTML_LANG[language], {
    timeZone: store.timeZone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(order.placedAt));
  const description = seoMessagesFor(language)("seo.orderDescription", { store: store.name });
  const callAt = order.callAt ? new Date(order.callAt) : null;
  const t = pageMessagesFor(orderWindowMessages, language);
  const now = new Date();
  const laterCall = laterCallWords(callAt, now, store, t);
  return { order, placedAt, description, laterCall, windowPromise: windowPromiseOf(order, now, t) };
}

/** "We'll deliver it tomorrow, between 7:00 pm and 9:00 pm", until the order is delivered, picked up or cancelled. */
function windowPromiseOf(
  order: ShopperOrder,
  now: Date,
  t: PageTranslate<OrderWindowMessageKey>,
): string | null {
  const { window } = order;
  if (!window || isClosedStatus(order.status)) return null;
  const words = windowWords({ start: new Date(window.start), end: new Date(window.end) }, now, store, t);
  return t(order.fulfilment === "delivery" ? "orderWindow.delivery" : "orderWindow.pickup", words);
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const t = metaPageT(orderStatusMessages, matches);
  const title = loaderData ? t("title", { number: loaderData.order.number }) : t("notFound.title");
  return [
    { title: pageTitle(title) },
    ...(loaderData ? [{ name: "description", content: loaderData.description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderStatusView
      order={loaderData.order}
      placedAt={loaderData.placedAt}
      laterCall={loaderData.laterCall}
      windowPromise={loaderData.windowPromise}
      orderAgain={<OrderAgain lines={loaderData.order.items} />}
    />
  );
}
