import { StoreLink } from "~/components/store-link";
import { OrderTotals, type TotalsLine } from "~/components/order-totals";
import { sizeName } from "~/features/catalog";
import { store } from "~/features/store";
import { usePageT, useT, type PageTranslate } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import type { OrderGift } from "./order-choices";
import {
  IF_MISSING_KEYS,
  ORDER_STATUS_NAME_KEYS,
  orderStatusMessages,
  type OrderStatusMessageKey,
} from "./order-status-messages";
import type { OrderStatus } from "./order-status";
import { orderSteps, type ShopperOrder } from "./shopper-order";
import type { OrderResponseLine } from "./order-summary";
import { dealTotalsLines } from "./order-deal-lines";
import { formatUsPhone } from "~/utils/us-phone";

type Translate = PageTranslate<OrderStatusMessageKey>;

/** The shopper's page for one order (reached from a random link): where it is, and what is in it. */
export function OrderStatusView({
  order,
  placedAt,
  laterCall = null,
  windowPromise = null,
  orderAgain = null,
}: {
  order: ShopperOrder;
  placedAt: string;
  /** The call's time when it is not soon (the store is closed), worded by the server. */
  laterCall?: { time: string; day?: string } | null;
  /** When the order comes, for an order placed for a window, worded by the server. */
  windowPromise?: string | null;
  /** The way to put the same in the cart again: the cart's, composed by the route. */
  orderAgain?: React.ReactNode;
}) {
  const t = usePageT(orderStatusMessages);
  const sizeT = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-display text-3xl">{t("heading", { number: order.number })}</h1>
      <p className="mt-1 text-stone-600">{t("placedAt", { time: placedAt })}</p>
      <OrderProgress order={order} t={t} />
      <p className="mt-6">
        {order.status === "received"
          ? callPromise(formatUsPhone(order.phone), laterCall, t)
          : t(order.fulfilment === "delivery" ? "deliveryTo" : "pickupAt", {
              address: order.address ?? "",
              store: `${store.address.street}, ${store.address.city}`,
            })}
      </p>
      {windowPromise && (
        <p className="mt-2 font-semibold" data-testid="order-window">
          {windowPromise}
        </p>
      )}
      <h2 className="font-display mt-8 text-xl">{t("items")}</h2>
      <ul className="mt-3 divide-y divide-stone-200 border-y border-stone-200">
        {order.items.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-3" data-line={line.id}>
            <span className="min-w-0">
              {line.quantity} × {line.name}{" "}
              <span className="text-stone-600">({sizeName(line.size, sizeT)})</span>
              {line.replaces && (
                <span className="block font-semibold">
                  {t("insteadOf", { name: line.replaces.name, size: sizeName(line.replaces.size, sizeT) })}
                </span>
              )}
              <LinePrice line={line} t={t} />
              <span className="block text-sm text-stone-600">{t(IF_MISSING_KEYS[line.substitution])}</span>
            </span>
            <span className="tabular-nums">{formatCents(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <ShopperOrderTotals order={order} t={t} />
      {order.gift && <GiftDetails gift={order.gift} t={t} />}
      {orderAgain}
      <p className="mt-6 text-sm text-stone-600">
        {t(order.paymentMethod === "cash" ? "payCash" : "payCard")} {t("questions")}{" "}
        <a className="underline" href={`tel:${store.phone.e164}`}>
          {store.phone.display}
        </a>
      </p>
      <p className="mt-8">
        <StoreLink className="underline" to="/catalog">
          {t("keepShopping")}
        </StoreLink>
      </p>
    </section>
  );
}

function GiftDetails({ gift, t }: { gift: OrderGift; t: Translate }) {
  return (
    <section aria-labelledby="order-gift-heading" className="mt-8" data-testid="order-gift">
      <h2 id="order-gift-heading" className="font-display text-xl">
        {t("giftHeading")}
      </h2>
      <p className="mt-2">
        {t("giftFor", { name: gift.recipientName, phone: formatUsPhone(gift.recipientPhone) })}
      </p>
      {gift.message && (
        <p className="mt-1 break-words whitespace-pre-line">
          {t("giftMessage")} {gift.message}
        </p>
      )}
      {gift.giftBox && <p className="mt-1">{t("giftBox")}</p>}
    </section>
  );
}

/** What the page says instead of the progress when the order ended without the bottles. */
const UNSOLD_NOTES: Partial<Record<OrderStatus, OrderStatusMessageKey>> = {
  cancelled: "cancelledNote",
  refused_at_door: "refusedNote",
  not_delivered: "notDeliveredNote",
};

function OrderProgress({ order, t }: { order: ShopperOrder; t: Translate }) {
  const ended = UNSOLD_NOTES[order.status];
  if (ended) return <p className="mt-6 rounded bg-stone-100 p-4 font-semibold">{t(ended)}</p>;
  const steps = orderSteps(order.fulfilment);
  const reached = steps.indexOf(order.status);
  return (
    <ol className="mt-6 grid gap-2 sm:grid-cols-4" aria-label={t("progress")}>
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={index === reached ? "step" : undefined}
          className={`rounded border p-3 text-sm ${index <= reached ? "border-brand bg-white font-semibold text-brand" : "border-stone-200 text-stone-600"}`}
        >
          {t(ORDER_STATUS_NAME_KEYS[step])}
        </li>
      ))}
    </ol>
  );
}

/**
 * A bottle's price as paid, after its regular price struck through when it was on sale; the strike
 * is not read aloud, so the words "was $15.99" stand in for it.
 */
function LinePrice({ line, t }: { line: OrderResponseLine; t: Translate }) {
  const was = line.regularUnitPriceCents;
  return (
    <span className="block text-sm text-stone-600" data-testid="line-price">
      {was !== undefined && (
        <>
          <s aria-hidden="true">{formatCents(was)}</s>
          <span className="sr-only">{t("wasPrice", { price: formatCents(was) })}</span>{" "}
        </>
      )}
      {t("unitPrice", { price: formatCents(line.unitPriceCents) })}
    </span>
  );
}

function ShopperOrderTotals({ order, t }: { order: ShopperOrder; t: Translate }) {
  const { totals } = order;
  const lines: TotalsLine[] = [
    { label: t("subtotal"), cents: totals.subtotalCents },
    ...dealTotalsLines(order.deals, {
      caseDiscount: t("caseDiscount"),
      codeDiscount: (code) => t("codeDiscount", { code }),
    }),
    { label: t("tax"), cents: totals.taxCents },
    ...(order.fulfilment === "delivery" ? [{ label: t("deliveryFee"), cents: totals.deliveryFeeCents }] : []),
    { label: t("tip"), cents: totals.tipCents },
  ];
  return (
    <OrderTotals
      className="mt-4"
      lines={lines}
      total={{ label: t("total"), cents: totals.totalCents, testId: "order-total" }}
    />
  );
}

/** "We'll call you soon", or at what time while the store is closed (issue #31). */
function callPromise(phone: string, later: { time: string; day?: string } | null, t: Translate): string {
  if (!later) return t("callPromise", { phone });
  return later.day
    ? t("callPromiseAtDay", { phone, ...later })
    : t("callPromiseAt", { phone, time: later.time });
}
