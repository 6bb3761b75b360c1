import { Form, Link } from "react-router";
import { ORDER_STATUSES, orderStatusName, type FulfilmentMethod } from "~/features/orders";
import { formatUsPhone } from "~/utils/us-phone";
import { formatCents } from "~/utils/money";
import type { BoardOrder } from "./staff-orders.server";
import { useNewOrderAlert } from "./use-new-order-alert";
import { TableHead } from "~/components/table-head";
import { useLanguage } from "~/i18n/messages";
import { CallQueue, type BoardCall } from "./staff-call-queue";
import { useStaffOrdersT } from "./staff-orders-messages";

export interface StaffOrdersBoardProps {
  status: string | null;
  /** The store day shown, YYYY-MM-DD, or null for every day. */
  day: string | null;
  today: string;
  /** The newest order of any status and day, so a new order rings even while the board is filtered. */
  newestNumber: string | undefined;
  /** placedAt and the window as the board shows them. */
  orders: BoardRow[];
  /** Orders waiting for their confirming call, the one due first on top. */
  calls: BoardCall[];
}

/** An order as the board shows it: its times already in the staff member's words. */
export type BoardRow = Omit<BoardOrder, "window"> & { window: string | null };

const FULFILMENT = { delivery: "board.delivery", pickup: "board.pickup" } as const satisfies Record<
  FulfilmentMethod,
  string
>;

/** The board's URL with one filter changed and the other kept. */
function boardHref(filter: { status: string | null; day: string | null }): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.day) params.set("day", filter.day);
  const query = params.toString();
  return query ? `/staff/orders?${query}` : "/staff/orders";
}

/** Every order, newest first, filtered by status and day; a new order is announced and marked. */
export function StaffOrdersBoard({ status, day, today, orders, newestNumber, calls }: StaffOrdersBoardProps) {
  const arrived = useNewOrderAlert(newestNumber);
  const t = useStaffOrdersT();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="font-display text-3xl">{t("board.title")}</h1>
        <p role="status" className="mt-4 min-h-6 font-semibold text-brand">
          {arrived && t("board.newOrder", { number: arrived })}
        </p>
        <CallQueue calls={calls} />
        <OrderStatusFilter status={status} day={day} />
        <OrderDayFilter status={status} day={day} today={today} />
        {orders.length === 0 ? (
          <p className="mt-8">{t(status || day ? "board.noMatch" : "board.noOrders")}</p>
        ) : (
          <>
            <OrdersTable orders={orders} arrived={arrived} />
            <OrdersList orders={orders} arrived={arrived} />
          </>
        )}
      </section>
    </>
  );
}

/** All, or one status; the day chosen is kept. */
export function OrderStatusFilter({ status, day }: { status: string | null; day: string | null }) {
  const t = useStaffOrdersT();
  const language = useLanguage();
  return (
    <nav aria-label={t("board.byStatus")} className="mt-6 flex flex-wrap gap-2 text-sm">
      <Link
        to="/staff/orders"
        aria-current={!status ? "page" : undefined}
        className="rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white"
      >
        {t("board.all")}
      </Link>
      {ORDER_STATUSES.map((each) => (
        <Link
          key={each}
          to={boardHref({ status: each, day })}
          aria-current={status === each ? "page" : undefined}
          className="rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white"
        >
          {orderStatusName(each, language)}
        </Link>
      ))}
    </nav>
  );
}

/** One store day, today, or every day; the status chosen is kept. */
export function OrderDayFilter({
  status,
  day,
  today,
}: {
  status: string | null;
  day: string | null;
  today: string;
}) {
  const t = useStaffOrdersT();
  return (
    <Form method="get" action="/staff/orders" className="mt-4 flex flex-wrap items-end gap-2 text-sm">
      {status && <input type="hidden" name="status" value={status} />}
      <label className="grid gap-1 font-semibold">
        {t("board.day")}
        <input
          type="date"
          name="day"
          defaultValue={day ?? ""}
          max={today}
          className="rounded border border-stone-400 px-2 py-1 font-normal"
        />
      </label>
      <button type="submit" className="rounded border border-stone-500 px-3 py-1 font-semibold">
        {t("board.showDay")}
      </button>
      <Link to={boardHref({ status, day: today })} className="px-2 py-1 underline">
        {t("board.today")}
      </Link>
      {day && (
        <Link to={boardHref({ status, day: null })} className="px-2 py-1 underline">
          {t("board.everyDay")}
        </Link>
      )}
    </Form>
  );
}

/** The orders as rows; the one that just arrived stands out. */
export function OrdersTable({ orders, arrived }: { orders: BoardRow[]; arrived: string | null | undefined }) {
  const t = useStaffOrdersT();
  return (
    <table className="mt-6 hidden w-full border-collapse text-left text-sm md:table">
      <caption className="sr-only">{t("board.newestFirst")}</caption>
      <TableHead
        columns={[
          t("board.number"),
          t("board.placed"),
          t("board.name"),
          t("board.phone"),
          t("board.fulfilment"),
          t("board.total"),
          t("board.status"),
        ]}
        cellClassName="py-2 pr-4"
      />
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
            <td className="py-2 pr-4">
              <WhenText order={order} />
            </td>
            <td className="py-2 pr-4 tabular-nums">{formatCents(order.totalCents)}</td>
            <td className="py-2 pr-4">
              <StatusText order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The orders on a phone: one card each, nothing wider than the screen (the table is for wider ones). */
export function OrdersList({ orders, arrived }: { orders: BoardRow[]; arrived: string | null | undefined }) {
  const t = useStaffOrdersT();
  return (
    <ol className="mt-6 grid gap-2 md:hidden" aria-label={t("board.newestFirst")}>
      {orders.map((order) => (
        <li
          key={order.number}
          className={`rounded border border-stone-200 p-2 break-words ${order.number === arrived ? "bg-amber-50" : ""}`}
          data-order={order.number}
        >
          <Link to={`/staff/orders/${order.number}`} className="font-semibold underline">
            {order.number}
          </Link>{" "}
          · <StatusText order={order} /> ·{" "}
          <span className="tabular-nums">{formatCents(order.totalCents)}</span>
          <span className="block">
            {order.customerName} ·{" "}
            <a className="whitespace-nowrap underline" href={`tel:${order.phone}`}>
              {formatUsPhone(order.phone)}
            </a>
          </span>
          <span className="block text-stone-700">
            {order.placedAt} · <WhenText order={order} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "Delivery · Sun, Jan 10, 7:00 PM – 9:00 PM", or "· as soon as possible" (issue #31). */
/** The order's status, and who is out with it while it is on its way. */
function StatusText({ order }: { order: BoardRow }) {
  const t = useStaffOrdersT();
  const status = orderStatusName(order.status, useLanguage());
  return <>{order.driverName ? t("board.outWith", { status, name: order.driverName }) : status}</>;
}

function WhenText({ order }: { order: BoardRow }) {
  const t = useStaffOrdersT();
  return (
    <>
      {t(FULFILMENT[order.fulfilment])} · {order.window ?? t("board.asSoonAsPossible")}
    </>
  );
}
