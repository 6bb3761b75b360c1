import { Form, Link, useNavigation } from "react-router";
import { OrderTotals } from "~/components/order-totals";
import { sizeName } from "~/features/catalog";
import {
  formatUsPhone,
  nextStatuses,
  orderStatusName,
  type OrderGift,
  type OrderStatus,
} from "~/features/orders";
import { useT } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import type {
  StaffOrder,
  StaffOrderEvent,
  StaffOrderLine,
  StaffOrderView,
  SubstitutesView,
} from "./staff-order-view";
import { TableHead } from "~/components/table-head";
import { OrderCall, OrderCalls } from "./staff-order-call";
import { OrderChanges } from "./staff-order-changes";

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: "Confirm (called the shopper)",
  ready_for_pickup: "Ready for pickup",
  out_for_delivery: "Out for delivery",
  completed: "Completed",
  cancelled: "Cancel order (returns stock)",
};

/** One order for the staff: who, the call, what to do next, the pick list to print, changes, and its history. */
export function StaffOrderPage({
  order,
  events,
  calls,
  callState,
  substitutes,
  error,
}: StaffOrderView & { substitutes: SubstitutesView | null; error?: string }) {
  const editable = order.status === "received" || order.status === "confirmed";
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 py-8">
        <p className="print:hidden">
          <Link to="/staff/orders" className="underline">
            ← All orders
          </Link>
        </p>
        <h1 className="font-display mt-4 text-3xl">Order {order.number}</h1>
        <p className="mt-1 text-stone-600">
          Placed {order.placedAt} · <strong>{orderStatusName(order.status)}</strong>
        </p>
        {error !== undefined && (
          <p role="alert" className="mt-4 font-semibold text-red-800 print:hidden">
            {error}
          </p>
        )}
        {order.gift && <OrderGiftDetails gift={order.gift} />}
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <OrderCustomer order={order} />
          {order.status === "received" && <OrderCall order={order} callState={callState} />}
          <OrderActions order={order} />
        </div>
        <OrderCalls calls={calls} />
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
        <OrderPickList lines={order.lines} />
        <OrderTotals
          className="mt-3 ml-auto max-w-xs"
          lines={order.totals}
          total={{ label: "Total", cents: order.totalCents }}
        />
        {editable && <OrderChanges order={order} substitutes={substitutes} />}
        <h2 className="font-display mt-8 text-xl print:hidden">History</h2>
        <OrderEvents events={events} />
      </section>
    </>
  );
}

/** Who placed the order, how to reach them, and how it reaches them. */
export function OrderCustomer({ order }: { order: StaffOrder }) {
  return (
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
        {order.fulfilment === "delivery" ? `Delivery to ${order.address}` : "Pickup at the store"} · pays by{" "}
        {order.paymentMethod}
      </p>
      {order.notes && (
        <p className="mt-2 rounded bg-amber-50 p-2">
          <span className="font-semibold">Shopper's notes: </span>
          {order.notes}
        </p>
      )}
    </div>
  );
}

/** The status changes the order allows next, and a note on the call. */
export function OrderActions({ order }: { order: Pick<StaffOrder, "status" | "fulfilment"> }) {
  const busy = useNavigation().state !== "idle";
  return (
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
  );
}

/** A gift order: who receives it, the card's words and the box, above the pick list and on its paper. */
export function OrderGiftDetails({ gift }: { gift: OrderGift }) {
  return (
    <section
      aria-labelledby="order-gift-heading"
      className="border-brand mt-4 rounded border-4 bg-amber-50 p-3 text-lg break-words break-inside-avoid"
      data-testid="order-gift"
    >
      <h2 id="order-gift-heading" className="font-display text-xl">
        Gift order{gift.giftBox ? " · in a gift box" : ""}
      </h2>
      <p className="mt-1">
        For {gift.recipientName},{" "}
        <a className="font-semibold underline" href={`tel:${gift.recipientPhone}`}>
          {formatUsPhone(gift.recipientPhone)}
        </a>
      </p>
      <p className="mt-1">
        {gift.message ? (
          <>
            Card: <q className="whitespace-pre-line">{gift.message}</q>
          </>
        ) : (
          "No card message"
        )}
      </p>
      {gift.giftBox && <p className="mt-1">Pack the bottles whose product comes in a gift box in one.</p>}
    </section>
  );
}

/** The bottles to pick, with a box to tick on paper; each says what to do if it is missing, and what it replaced. */
export function OrderPickList({ lines }: { lines: StaffOrderLine[] }) {
  const t = useT();
  return (
    <table className="mt-2 w-full text-left">
      <caption className="sr-only">Bottles to pick</caption>
      <TableHead
        columns={[
          { heading: "Picked", className: "hidden py-1 pr-4 print:table-cell" },
          { heading: "Qty", className: "py-1 pr-3" },
          "Bottle",
          { heading: "Line total", className: "py-1 text-right" },
        ]}
      />
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.lineId}
            className="border-b border-stone-200 align-top break-inside-avoid"
            data-line={line.id}
          >
            <td className="hidden py-2 pr-4 print:table-cell">
              <span className="inline-block size-5 border-2 border-black" />
            </td>
            <td className="py-2 pr-3 text-lg font-semibold">{line.quantity}</td>
            <td className="py-2 pr-4 break-words">
              {line.name} <span className="whitespace-nowrap">({sizeName(line.size, t)})</span>
              {line.insteadOf && <span className="block font-semibold">instead of {line.insteadOf}</span>}
              <span
                className={`mt-1 block w-fit rounded border px-2 py-0.5 text-sm ${line.actsAlone ? "border-2 border-stone-900 font-semibold" : "border-stone-700"}`}
              >
                If missing: {line.ifMissing}
              </span>
            </td>
            <td className="py-2 text-right tabular-nums">{formatCents(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What an event in the history says: the note, or the status change. */
function eventText(event: StaffOrderEvent): string | null {
  if (event.kind === "note" || event.kind === "line_changed") return event.note;
  const from = event.fromStatus ? `${orderStatusName(event.fromStatus)} → ` : "";
  return `${from}${event.toStatus ? orderStatusName(event.toStatus) : ""}`;
}

/** The order's history, oldest first. */
export function OrderEvents({ events }: { events: StaffOrderEvent[] }) {
  return (
    <ol className="mt-2 grid gap-1 print:hidden">
      {events.map((event, index) => (
        <li key={index} data-event={event.kind}>
          <span className="text-stone-600">{event.at}</span> · {event.who}: {eventText(event)}
        </li>
      ))}
    </ol>
  );
}
