import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pageTitle } from "~/components/page-title";
import { sizeName } from "~/features/catalog/size-name";
import { addOrderNote, changeOrderStatus } from "~/features/orders/order-status.server";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import {
  isOrderStatus,
  nextStatuses,
  type FulfilmentMethod,
  type OrderStatus,
} from "~/features/orders/order-status";
import { formatUsPhone } from "~/features/orders/us-phone";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import { orderIdByNumber, staffOrderByNumber } from "~/features/staff/staff-order-detail.server";
import { STATUS_NAMES } from "~/features/staff/status-names";
import { useT } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { readFormBody } from "~/utils/form-body.server";
import { staffClock } from "~/features/staff/staff-clock";
import type { Route } from "./+types/staff-order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const detail = await staffOrderByNumber(context.services.database.db, params.number);
  if (!detail) throw data(null, { status: 404 });
  const clock = staffClock.medium;
  const { order } = detail;
  return {
    staffName: staff.name,
    order: {
      number: order.number ?? String(order.id),
      status: order.status as OrderStatus,
      placedAt: clock.format(new Date(order.created_at)),
      name: order.customer_name,
      phone: order.customer_phone,
      email: order.customer_email,
      fulfilment: order.fulfilment as FulfilmentMethod,
      address: [order.address, order.unit, order.zip].filter(Boolean).join(", "),
      notes: order.notes,
      paymentMethod: order.payment_method,
      tipPercent: order.tip_percent,
      lines: order.lines.map((line) => ({
        id: line.size_id,
        name: line.product_name,
        size: line.size_label,
        quantity: line.quantity,
        lineTotalCents: line.line_total_cents,
      })),
      totals: [
        ["Subtotal", order.subtotal_cents],
        ["Sales tax", order.tax_cents],
        ["Delivery fee", order.delivery_fee_cents],
        [`Tip (${order.tip_percent} %)`, order.tip_cents],
      ] as Array<[string, number]>,
      totalCents: order.total_cents,
    },
    events: detail.events.map((event) => ({
      ...event,
      at: clock.format(new Date(event.at)),
      who: detail.staffNames[event.actor] ?? (event.actor === "shopper" ? "Shopper" : event.actor),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const db = context.services.database.db;
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
    if (result.returnedStock.length > 0) await context.services.catalog.refreshIfStale();
  }
  throw redirect(`/staff/orders/${params.number}`);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Order ${loaderData.order.number}` : "Order not found") },
    { name: "robots", content: "noindex" },
  ];
}

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: "Confirm (called the shopper)",
  ready_for_pickup: "Ready for pickup",
  out_for_delivery: "Out for delivery",
  completed: "Completed",
  cancelled: "Cancel order (returns stock)",
};

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, events, staffName } = loaderData;
  const t = useT();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <StaffHeader staffName={staffName} />
      <section className="mx-auto max-w-4xl px-4 py-8">
        <p className="print:hidden">
          <Link to="/staff/orders" className="underline">
            ← All orders
          </Link>
        </p>
        <h1 className="font-display mt-4 text-3xl">Order {order.number}</h1>
        <p className="mt-1 text-stone-600">
          Placed {order.placedAt} · <strong>{STATUS_NAMES[order.status]}</strong>
        </p>
        {actionData && (
          <p role="alert" className="mt-4 font-semibold text-red-800 print:hidden">
            {actionData.error}
          </p>
        )}
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h2 className="font-display text-xl">Customer</h2>
            <p className="mt-2">{order.name}</p>
            <p>
              <a className="text-lg font-semibold underline" href={`tel:${order.phone}`}>
                {formatUsPhone(order.phone)}
              </a>
            </p>
            {order.email && <p>{order.email}</p>}
            <p className="mt-2">
              {order.fulfilment === "delivery" ? `Delivery to ${order.address}` : "Pickup at the store"} ·
              pays by {order.paymentMethod}
            </p>
            {order.notes && (
              <p className="mt-2 rounded bg-amber-50 p-2">
                <span className="font-semibold">Shopper's notes: </span>
                {order.notes}
              </p>
            )}
          </div>
          <div className="print:hidden">
            <h2 className="font-display text-xl">Change status</h2>
            <Form method="post" className="mt-2 flex flex-wrap gap-2">
              {nextStatuses(order.status, order.fulfilment).map((to) => (
                <button
                  key={to}
                  type="submit"
                  name="to"
                  value={to}
                  disabled={busy}
                  className={`rounded-md px-3 py-2 font-semibold ${to === "cancelled" ? "border-2 border-red-800 text-red-800" : "bg-brand text-white"}`}
                >
                  {ACTION_LABELS[to]}
                </button>
              ))}
            </Form>
            <Form method="post" className="mt-4 grid gap-2">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="order-note" className="font-semibold">
                Note on the call
              </label>
              <textarea
                id="order-note"
                name="note"
                rows={2}
                maxLength={1000}
                className="rounded border border-stone-400 p-2"
              />
              <button
                type="submit"
                disabled={busy}
                className="justify-self-start rounded border border-stone-500 px-3 py-1.5 font-semibold"
              >
                Add note
              </button>
            </Form>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-xl">Pick list</h2>
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded border border-stone-500 px-3 py-1.5 font-semibold print:hidden"
          >
            Print pick list
          </button>
        </div>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Bottles to pick</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="hidden py-1 pr-4 print:table-cell">
                Picked
              </th>
              <th scope="col" className="py-1 pr-4">
                Qty
              </th>
              <th scope="col" className="py-1 pr-4">
                Product
              </th>
              <th scope="col" className="py-1 pr-4">
                Size
              </th>
              <th scope="col" className="py-1 text-right">
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-stone-200 break-inside-avoid">
                <td className="hidden py-1 pr-4 print:table-cell">
                  <span className="inline-block size-5 border-2 border-black" />
                </td>
                <td className="py-1 pr-4 font-semibold">{line.quantity}</td>
                <td className="py-1 pr-4">{line.name}</td>
                <td className="py-1 pr-4">{sizeName(line.size, t)}</td>
                <td className="py-1 text-right tabular-nums">{formatCents(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-y-1">
          {order.totals.map(([label, cents]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right tabular-nums">{formatCents(cents)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCents(order.totalCents)}</dd>
        </dl>
        <h2 className="font-display mt-8 text-xl print:hidden">History</h2>
        <ol className="mt-2 grid gap-1 print:hidden">
          {events.map((event, index) => (
            <li key={index} data-event={event.kind}>
              <span className="text-stone-600">{event.at}</span> · {event.who}:{" "}
              {event.kind === "note"
                ? event.note
                : `${event.fromStatus ? `${STATUS_NAMES[event.fromStatus as OrderStatus]} → ` : ""}${STATUS_NAMES[event.toStatus as OrderStatus]}`}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
