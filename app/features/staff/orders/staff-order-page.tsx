import { Form, Link, useNavigation } from "react-router";
import { OrderTotals, type TotalsLine } from "~/components/order-totals";
import { sizeName } from "~/features/catalog";
import {
  dealTotalsLines,
  nextStatuses,
  orderStatusName,
  type OrderGift,
  type OrderStatus,
} from "~/features/orders";
import { formatUsPhone } from "~/utils/us-phone";
import type { Language } from "~/i18n/language";
import { useLanguage } from "~/i18n/messages";
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
import { useStaffOrderT, type OrderAnswer } from "./staff-order-messages";
import { IdCheckPanel } from "../handover/id-check-panel";
import type { IdCheckView } from "../handover/id-check-view";

/** The button that moves an order to each status it can move to. */
const ACTION_KEYS = {
  confirmed: "action.confirmed",
  ready_for_pickup: "action.ready_for_pickup",
  out_for_delivery: "action.out_for_delivery",
  completed: "action.completed",
  cancelled: "action.cancelled",
} as const satisfies Partial<Record<OrderStatus, string>>;

/**
 * The statuses the order can move to next, each with its button ("received" is never a next step);
 * handing over ("completed") only after an ID check that passed (issue #34).
 */
function actionsFor(
  order: Pick<StaffOrder, "status" | "fulfilment">,
  idChecked: boolean,
): Array<keyof typeof ACTION_KEYS> {
  return nextStatuses(order.status, order.fulfilment).filter(
    (to): to is keyof typeof ACTION_KEYS => to in ACTION_KEYS && (to !== "completed" || idChecked),
  );
}

/** The bottles are about to change hands: the ID check comes first. */
function atHandover(order: Pick<StaffOrder, "status">): boolean {
  return order.status === "ready_for_pickup" || order.status === "out_for_delivery";
}

type Translate = ReturnType<typeof useStaffOrderT>;

/** The order's totals, each named in the console's language. */
function totalsLines(order: StaffOrder, t: Translate): TotalsLine[] {
  return [
    { label: t("order.subtotal"), cents: order.totals.subtotalCents },
    ...dealTotalsLines(order.deals, {
      caseDiscount: t("order.caseDiscount", { rule: order.deals.caseDiscount?.rule ?? "" }),
      codeDiscount: (code) => t("order.codeDiscount", { code }),
    }),
    { label: t("order.tax"), cents: order.totals.taxCents },
    { label: t("order.deliveryFee"), cents: order.totals.deliveryFeeCents },
    { label: t("order.tip", { percent: order.tipPercent }), cents: order.totals.tipCents },
  ];
}

/** One order for the staff: who, the call, what to do next, the pick list to print, changes, and its history. */
export function StaffOrderPage({
  order,
  events,
  calls,
  callState,
  substitutes,
  maxPerLine,
  error,
  lastCheck,
}: StaffOrderView & { substitutes: SubstitutesView | null; maxPerLine: number; error?: OrderAnswer }) {
  const t = useStaffOrderT();
  const language = useLanguage();
  const editable = order.status === "received" || order.status === "confirmed";
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 py-8">
        <p className="print:hidden">
          <Link to="/staff/orders" className="underline">
            {t("order.allOrders")}
          </Link>
        </p>
        <h1 className="font-display mt-4 text-3xl">{t("order.title", { number: order.number })}</h1>
        <p className="mt-1 text-stone-600">
          {t("order.placed", { time: order.placedAt })} ·{" "}
          <strong>{orderStatusName(order.status, language)}</strong>
        </p>
        {error !== undefined && (
          <p role="alert" className="mt-4 font-semibold text-red-800 print:hidden">
            {t(error.key, error.values)}
          </p>
        )}
        {order.gift && <OrderGiftDetails gift={order.gift} />}
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <OrderCustomer order={order} />
          {order.status === "received" && <OrderCall order={order} callState={callState} />}
          <div>
            {atHandover(order) && <IdCheckPanel order={order.number} lastCheck={lastCheck} />}
            <OrderActions order={order} lastCheck={lastCheck} />
          </div>
        </div>
        <OrderCalls calls={calls} />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-xl">{t("order.pickList")}</h2>
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded border border-stone-500 px-3 py-1.5 font-semibold print:hidden"
          >
            {t("order.printPickList")}
          </button>
        </div>
        <p className="mt-2 text-lg font-semibold" data-testid="order-window">
          <OrderWindowText order={order} />
        </p>
        {order.deals.caseDiscount && (
          <p
            className="mt-2 w-fit rounded border-2 border-stone-900 px-2 py-0.5 font-semibold"
            data-testid="mixed-case"
          >
            {t("pick.mixedCase")}
          </p>
        )}
        <OrderPickList lines={order.lines} />
        <OrderTotals
          className="mt-3 ml-auto max-w-xs"
          lines={totalsLines(order, t)}
          total={{ label: t("order.total"), cents: order.totalCents }}
        />
        {editable && <OrderChanges order={order} substitutes={substitutes} maxPerLine={maxPerLine} />}
        <h2 className="font-display mt-8 text-xl print:hidden">{t("order.history")}</h2>
        <OrderEvents events={events} />
      </section>
    </>
  );
}

/** Who placed the order, how to reach them, and how it reaches them. */
export function OrderCustomer({ order }: { order: StaffOrder }) {
  const t = useStaffOrderT();
  return (
    <div>
      <h2 className="font-display text-xl">{t("order.customer")}</h2>
      <p className="mt-2">{order.name}</p>
      <p>
        <a className="text-lg font-semibold underline" href={`tel:${order.phone}`}>
          {formatUsPhone(order.phone)}
        </a>
      </p>
      {order.email && <p>{order.email}</p>}
      <p className="mt-2">
        {order.fulfilment === "delivery"
          ? t("order.deliveryTo", { address: order.address })
          : t("order.pickupAtStore")}{" "}
        · {t(order.paymentMethod === "card" ? "order.paysCard" : "order.paysCash")}
      </p>
      <p>
        <OrderWindowText order={order} />
      </p>
      {order.notes && (
        <p className="mt-2 rounded bg-amber-50 p-2">
          <span className="font-semibold">{t("order.shopperNotes")} </span>
          {order.notes}
        </p>
      )}
    </div>
  );
}

/** When the bottles must be at the door or the counter: the window chosen, or as soon as possible (issue #31). */
function OrderWindowText({ order }: { order: StaffOrder }) {
  const t = useStaffOrderT();
  const window = order.window ?? t("order.asSoonAsPossible");
  return <>{t(order.fulfilment === "delivery" ? "order.deliverWhen" : "order.readyWhen", { window })}</>;
}

/** The status changes the order allows next, and a note on the call. */
export function OrderActions({
  order,
  lastCheck,
}: {
  order: Pick<StaffOrder, "number" | "status" | "fulfilment">;
  lastCheck: IdCheckView | null;
}) {
  const t = useStaffOrderT();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="print:hidden">
      <h2 className="font-display text-xl">{t("order.changeStatus")}</h2>
      <Form method="post" className="mt-2 flex flex-wrap gap-2">
        {actionsFor(order, lastCheck?.result === "of-age").map((to) => (
          <button
            key={to}
            type="submit"
            name="to"
            value={to}
            disabled={busy}
            className={`rounded-md px-3 py-2 font-semibold ${to === "cancelled" ? "border-2 border-red-800 text-red-800" : "bg-brand text-white"}`}
          >
            {t(ACTION_KEYS[to])}
          </button>
        ))}
      </Form>
      <Form method="post" className="mt-4 grid gap-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="order-note" className="font-semibold">
          {t("order.noteLabel")}
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
          {t("order.addNote")}
        </button>
      </Form>
    </div>
  );
}

/** A gift order: who receives it, the card's words and the box, above the pick list and on its paper. */
export function OrderGiftDetails({ gift }: { gift: OrderGift }) {
  const t = useStaffOrderT();
  return (
    <section
      aria-labelledby="order-gift-heading"
      className="border-brand mt-4 rounded border-4 bg-amber-50 p-3 text-lg break-words break-inside-avoid"
      data-testid="order-gift"
    >
      <h2 id="order-gift-heading" className="font-display text-xl">
        {t(gift.giftBox ? "gift.headingInBox" : "gift.heading")}
      </h2>
      <p className="mt-1">
        {t("gift.for", { name: gift.recipientName })}{" "}
        <a className="font-semibold underline" href={`tel:${gift.recipientPhone}`}>
          {formatUsPhone(gift.recipientPhone)}
        </a>
      </p>
      <p className="mt-1">
        {gift.message ? (
          <>
            {t("gift.card")} <q className="whitespace-pre-line">{gift.message}</q>
          </>
        ) : (
          t("gift.noMessage")
        )}
      </p>
      {gift.giftBox && <p className="mt-1">{t("gift.box")}</p>}
    </section>
  );
}

/** The bottles to pick, with a box to tick on paper; each says what to do if it is missing, and what it replaced. */
export function OrderPickList({ lines }: { lines: StaffOrderLine[] }) {
  const t = useStaffOrderT();
  return (
    <table className="mt-2 w-full text-left">
      <caption className="sr-only">{t("pick.caption")}</caption>
      <TableHead
        columns={[
          { heading: t("pick.picked"), className: "hidden py-1 pr-4 print:table-cell" },
          { heading: t("pick.quantity"), className: "py-1 pr-3" },
          t("pick.bottle"),
          { heading: t("pick.lineTotal"), className: "py-1 text-right" },
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
              {line.insteadOf && (
                <span className="block font-semibold">{t("pick.insteadOf", { line: line.insteadOf })}</span>
              )}
              <span
                className={`mt-1 block w-fit rounded border px-2 py-0.5 text-sm ${line.actsAlone ? "border-2 border-stone-900 font-semibold" : "border-stone-700"}`}
              >
                {t("pick.ifMissing", { choice: t(`ifMissing.${line.substitution}`) })}
              </span>
            </td>
            <td className="py-2 text-right tabular-nums">{formatCents(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What an event in the history says: the note as stored, or the status change in the console's language. */
function eventText(event: StaffOrderEvent, language: Language): string | null {
  if (event.kind === "note" || event.kind === "line_changed") return event.note;
  const from = event.fromStatus ? `${orderStatusName(event.fromStatus, language)} → ` : "";
  return `${from}${event.toStatus ? orderStatusName(event.toStatus, language) : ""}`;
}

/** The order's history, oldest first. */
export function OrderEvents({ events }: { events: StaffOrderEvent[] }) {
  const t = useStaffOrderT();
  const language = useLanguage();
  return (
    <ol className="mt-2 grid gap-1 print:hidden">
      {events.map((event, index) => (
        <li key={index} data-event={event.kind}>
          <span className="text-stone-600">{event.at}</span> · {event.who ?? t("order.shopper")}:{" "}
          {eventText(event, language)}
        </li>
      ))}
    </ol>
  );
}
