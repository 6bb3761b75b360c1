import { Link } from "react-router";
import { pageTitle } from "~/components/page-title";
import { formatUsPhone } from "~/features/orders/us-phone";
import { ORDER_STATUSES } from "~/features/orders/order-status";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import { boardOrders } from "~/features/staff/staff-orders.server";
import { STATUS_NAMES } from "~/features/staff/status-names";
import { useNewOrderAlert } from "~/features/staff/use-new-order-alert";
import { store } from "~/features/store/store";
import { formatCents } from "~/utils/money";
import type { Route } from "./+types/staff-orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const status = new URL(request.url).searchParams.get("status");
  const orders = await boardOrders(context.services.database.db, { status });
  // Times in the store's zone, formatted here so server and browser agree.
  const clock = new Intl.DateTimeFormat("en-US", {
    timeZone: store.timeZone,
    dateStyle: "short",
    timeStyle: "short",
  });
  return {
    staff,
    status,
    // The newest order of any status, so a new order rings even while the board is filtered.
    newestNumber: status
      ? (await boardOrders(context.services.database.db, { limit: 1 }))[0]?.number
      : orders[0]?.number,
    orders: orders.map((order) => ({ ...order, placedAt: clock.format(new Date(order.placedAt)) })),
  };
}

export function meta() {
  return [{ title: pageTitle("Orders") }, { name: "robots", content: "noindex" }];
}

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { staff, status, orders, newestNumber } = loaderData;
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
              to={`/staff/orders?status=${each}`}
              aria-current={status === each ? "page" : undefined}
              className="rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {STATUS_NAMES[each]}
            </Link>
          ))}
        </nav>
        {orders.length === 0 ? (
          <p className="mt-8">No orders yet.</p>
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
