import { Form, Link } from "react-router";
import { pageTitle } from "~/components/page-title";
import { formatUsPhone } from "~/features/orders/us-phone";
import { ORDER_STATUSES } from "~/features/orders/order-status";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import { boardOrders } from "~/features/staff/staff-orders.server";
import { parseStoreDay, storeDate, storeDayBounds } from "~/features/staff/store-day";
import { STATUS_NAMES } from "~/features/staff/status-names";
import { useNewOrderAlert } from "~/features/staff/use-new-order-alert";
import { store } from "~/features/store/store";
import { formatCents } from "~/utils/money";
import { staffClock } from "~/features/staff/staff-clock";
import type { Route } from "./+types/staff-orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const db = context.services.database.db;
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const day = parseStoreDay(params.get("day"));
  const filtered = Boolean(status || day);
  const orders = await boardOrders(db, { status, placed: day ? storeDayBounds(day, store.timeZone) : null });
  const clock = staffClock.short;
  return {
    staff,
    status,
    day,
    today: storeDate(new Date(), store.timeZone),
    // The newest order of any status and day, so a new order rings even while the board is filtered.
    newestNumber: filtered ? (await boardOrders(db, { limit: 1 }))[0]?.number : orders[0]?.number,
    orders: orders.map((order) => ({ ...order, placedAt: clock.format(new Date(order.placedAt)) })),
  };
}

/** The board's URL with one filter changed and the other kept. */
function boardHref(filter: { status: string | null; day: string | null }): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.day) params.set("day", filter.day);
  const query = params.toString();
  return query ? `/staff/orders?${query}` : "/staff/orders";
}

export function meta() {
  return [{ title: pageTitle("Orders") }, { name: "robots", content: "noindex" }];
}

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { staff, status, day, today, orders, newestNumber } = loaderData;
  const arrived = useNewOrderAlert(newestNumber);
  return (
    <>
      <StaffHeader staffName={staff.name} />
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="font-display text-3xl">Orders</h1>
        <p role="status" className="mt-4 min-h-6 font-semibold text-brand">
          {arrived && `New order ${arrived}`}
        </p>
        <nav aria-label="Filter by status" className="mt-6 flex flex-wrap gap-2 text-sm">
          <Link
            to="/staff/orders"
            aria-current={!status ? "page" : undefined}
            className="rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white"
          >
            All
          </Link>
          {ORDER_STATUSES.map((each) => (
            <Link
              key={each}
              to={boardHref({ status: each, day })}
              aria-current={status === each ? "page" : undefined}
              className="rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {STATUS_NAMES[each]}
            </Link>
          ))}
        </nav>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2 text-sm">
          {status && <input type="hidden" name="status" value={status} />}
          <label className="grid gap-1 font-semibold">
            Day
            <input
              type="date"
              name="day"
              defaultValue={day ?? ""}
              max={today}
              className="rounded border border-stone-400 px-2 py-1 font-normal"
            />
          </label>
          <button type="submit" className="rounded border border-stone-500 px-3 py-1 font-semibold">
            Show day
          </button>
          <Link to={boardHref({ status, day: today })} className="px-2 py-1 underline">
            Today
          </Link>
          {day && (
            <Link to={boardHref({ status, day: null })} className="px-2 py-1 underline">
              Every day
            </Link>
          )}
        </Form>
        {orders.length === 0 ? (
          <p className="mt-8">{status || day ? "No orders match these filters." : "No orders yet."}</p>
        ) : (
          <table className="mt-6 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead>
              <tr className="border-b border-stone-300">
                {["Number", "Placed", "Name", "Phone", "Fulfilment", "Total", "Status"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr
                  key={order.number}
                  className={`border-b border-stone-200 ${order.number === arrived ? "bg-amber-50" : ""}`}
                  data-order={order.number}
                >
                  <td className="py-2 pr-4 font-semibold">
                    <Link to={`/staff/orders/${order.number}`} className="underline">
                      {order.number}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{order.placedAt}</td>
                  <td className="py-2 pr-4">{order.customerName}</td>
                  <td className="py-2 pr-4">
                    <a className="underline" href={`tel:${order.phone}`}>
                      {formatUsPhone(order.phone)}
                    </a>
                  </td>
                  <td className="py-2 pr-4">{order.fulfilment === "delivery" ? "Delivery" : "Pickup"}</td>
                  <td className="py-2 pr-4 tabular-nums">{formatCents(order.totalCents)}</td>
                  <td className="py-2 pr-4">{STATUS_NAMES[order.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
