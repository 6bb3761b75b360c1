import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { boardCalls, boardOrders } from "~/features/staff/orders/staff-orders.server";
import { parseStoreDay, storeDate, storeDayBounds } from "~/features/store";
import { store } from "~/features/store/store";
import { staffClock, windowText } from "~/features/staff/staff-clock";
import { storeRequest } from "~/load-context.server";
import { StaffOrdersBoard } from "~/features/staff/orders/staff-orders-board";
import { staffOrdersMessages } from "~/features/staff/orders/staff-orders-messages";
import { metaPageT } from "~/i18n/messages";
import type { Route } from "./+types/staff-orders";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "orders");
  const db = context.get(storeRequest).services.database.db;
  const params = url.searchParams;
  const status = params.get("status");
  const day = parseStoreDay(params.get("day"));
  const filtered = Boolean(status || day);
  const orders = await boardOrders(db, { status, placed: day ? storeDayBounds(day, store.timeZone) : null });
  const clock = staffClock(staff.language);
  return {
    calls: await boardCalls(db, new Date(), clock),
    status,
    day,
    today: storeDate(new Date(), store.timeZone),
    // The newest order of any status and day, so a new order rings even while the board is filtered.
    newestNumber: filtered ? (await boardOrders(db, { limit: 1 }))[0]?.number : orders[0]?.number,
    orders: orders.map((order) => ({
      ...order,
      placedAt: clock.short.format(new Date(order.placedAt)),
      window: order.window && windowText(clock, order.window),
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffOrdersMessages, matches)("board.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <StaffOrdersBoard {...loaderData} />;
}
