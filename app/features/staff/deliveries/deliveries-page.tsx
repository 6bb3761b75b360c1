import { Form, useNavigation } from "react-router";
import { useLanguage } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { formatUsPhone } from "~/utils/us-phone";
import { IdCheckPanel } from "../handover/id-check-panel";
import { useHandoverT, type HandoverKey } from "../handover/handover-messages";
import { useDeliveriesT, type DeliveriesKey } from "./deliveries-messages";
import type { DeliveryStopView } from "./deliveries-view";

/** What the page's last form answered when it went wrong. */
export type DeliveryAnswerKey = Extract<DeliveriesKey | HandoverKey, `answer.${string}`>;

export interface DeliveriesAnswer {
  error?: DeliveryAnswerKey;
}

const TAP = "min-h-12 rounded-md px-4 py-3 text-base font-semibold";

/**
 * The driver's day on a phone (issue #34): each stop with everything needed at its door, in the
 * store's route; "On my way" tells the shopper; the ID check comes before "Delivered".
 */
export function DeliveriesPage({ stops, answer }: { stops: DeliveryStopView[]; answer?: DeliveriesAnswer }) {
  const t = useDeliveriesT();
  return (
    <section className="mx-auto max-w-xl px-3 py-6 sm:px-4">
      <h1 className="font-display text-3xl">{t("deliveries.title")}</h1>
      <p className="mt-1">
        {stops.length ? t("deliveries.count", { count: stops.length }) : t("deliveries.none")}
      </p>
      {stops.length > 1 && <p className="mt-1 text-sm text-stone-700">{t("deliveries.routeHelp")}</p>}
      {answer?.error && <AnswerError error={answer.error} />}
      <ol className="mt-4 grid gap-4">
        {stops.map((stop, index) => (
          <StopCard key={stop.number} stop={stop} position={index + 1} last={index === stops.length - 1} />
        ))}
      </ol>
    </section>
  );
}

function AnswerError({ error }: { error: DeliveryAnswerKey }) {
  const t = useDeliveriesT();
  const handoverT = useHandoverT();
  const text = isHandoverAnswer(error) ? handoverT(error) : t(error);
  return (
    <p role="alert" className="mt-3 rounded border-2 border-red-800 bg-red-50 p-3 font-semibold text-red-900">
      {text}
    </p>
  );
}

function StopCard({ stop, position, last }: { stop: DeliveryStopView; position: number; last: boolean }) {
  const t = useDeliveriesT();
  const headingId = `stop-${stop.number}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-stone-300 bg-white p-3 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold break-words">
        {t("stop.heading", { position, name: stop.customerName })}
      </h2>
      <p className="text-sm text-stone-700">
        {t("stop.order", { number: stop.number })} ·{" "}
        {stop.driverName && stop.onWayAt
          ? t("stop.outWith", { name: stop.driverName, time: stop.onWayAt })
          : t("stop.atStore")}
      </p>
      {stop.window && <p className="text-sm">{t("stop.window", { window: stop.window })}</p>}
      <StopContact stop={stop} />
      <StopBottles stop={stop} />
      <RouteMoves number={stop.number} first={position === 1} last={last} />
      <StopActions stop={stop} />
    </li>
  );
}

function StopContact({ stop }: { stop: DeliveryStopView }) {
  const t = useDeliveriesT();
  const address = [stop.address, stop.unit, stop.zip].filter(Boolean).join(", ");
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${stop.address} ${stop.zip}`)}`;
  return (
    <div className="mt-2 grid gap-2">
      <p className="text-lg break-words">{address}</p>
      <div className="grid grid-cols-2 gap-2">
        <a
          href={map}
          target="_blank"
          rel="noreferrer"
          className={`${TAP} flex items-center justify-center border-2 border-stone-800 text-center`}
        >
          {t("stop.map")}
        </a>
        <a
          href={`tel:${stop.phone}`}
          className={`${TAP} flex items-center justify-center border-2 border-stone-800 text-center`}
        >
          {t("stop.call", { phone: formatUsPhone(stop.phone) })}
        </a>
      </div>
      {stop.notes && (
        <p className="break-words whitespace-pre-line">{t("stop.notes", { notes: stop.notes })}</p>
      )}
    </div>
  );
}

function StopBottles({ stop }: { stop: DeliveryStopView }) {
  const t = useDeliveriesT();
  const language = useLanguage();
  const total = formatCents(stop.totalCents, language === "es" ? "es-US" : "en-US");
  return (
    <div className="mt-3">
      <h3 className="font-semibold">{t("stop.bottles")}</h3>
      <ul className="mt-1 list-disc pl-5">
        {stop.bottles.map((bottle) => (
          <li key={`${bottle.name}-${bottle.size}`} className="break-words">
            {bottle.quantity} × {bottle.name} ({bottle.size})
          </li>
        ))}
      </ul>
      <p className="mt-2 text-lg font-semibold">
        {t(stop.paymentMethod === "card" ? "stop.collectCard" : "stop.collectCash", { total })}
      </p>
      {stop.gift && (
        <div className="mt-2 rounded bg-amber-50 p-2">
          <p>
            {t("stop.giftFor", {
              name: stop.gift.recipientName,
              phone: formatUsPhone(stop.gift.recipientPhone),
            })}
          </p>
          {stop.gift.message && (
            <p className="break-words whitespace-pre-line">
              {t("stop.giftMessage", { message: stop.gift.message })}
            </p>
          )}
          {stop.gift.giftBox && <p>{t("stop.giftBox")}</p>}
        </div>
      )}
    </div>
  );
}

/** A stop's two moves in the route, each its own large button; the ends of the route cannot move out. */
const ROUTE_MOVES = [
  { intent: "earlier", arrow: "↑", text: "stop.earlier", label: "stop.earlierLabel" },
  { intent: "later", arrow: "↓", text: "stop.later", label: "stop.laterLabel" },
] as const;

function RouteMoves({ number, first, last }: { number: string; first: boolean; last: boolean }) {
  const t = useDeliveriesT();
  const busy = useNavigation().state !== "idle";
  if (first && last) return null;
  return (
    <Form method="post" className="mt-3 grid grid-cols-2 gap-2">
      <input type="hidden" name="order" value={number} />
      {ROUTE_MOVES.map((move) => (
        <button
          key={move.intent}
          type="submit"
          name="intent"
          value={move.intent}
          disabled={busy || (move.intent === "earlier" ? first : last)}
          aria-label={t(move.label, { number })}
          className={`${TAP} border border-stone-400 disabled:opacity-40`}
        >
          {move.arrow} {t(move.text)}
        </button>
      ))}
    </Form>
  );
}

function StopActions({ stop }: { stop: DeliveryStopView }) {
  const t = useDeliveriesT();
  const busy = useNavigation().state !== "idle";
  if (stop.status === "confirmed")
    return (
      <Form method="post" className="mt-3 grid">
        <input type="hidden" name="order" value={stop.number} />
        <button
          type="submit"
          name="intent"
          value="on-my-way"
          disabled={busy}
          className={`${TAP} bg-brand text-white`}
        >
          {t("stop.onMyWay")}
        </button>
      </Form>
    );
  const passed = stop.lastCheck?.result === "of-age";
  return (
    <>
      <IdCheckPanel order={stop.number} lastCheck={stop.lastCheck} />
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="order" value={stop.number} />
        {passed && (
          <button
            type="submit"
            name="intent"
            value="delivered"
            disabled={busy}
            className={`${TAP} bg-green-800 text-white`}
          >
            {t("stop.delivered")}
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="refused"
          disabled={busy}
          className={`${TAP} border-2 border-red-800 text-red-800`}
        >
          {t("stop.refused")}
        </button>
        <button
          type="submit"
          name="intent"
          value="not-home"
          disabled={busy}
          className={`${TAP} border-2 border-stone-700`}
        >
          {t("stop.notHome")}
        </button>
        <p className="text-sm text-stone-700">{t("stop.endHelp")}</p>
      </Form>
    </>
  );
}

const HANDOVER_ANSWERS: readonly string[] = [
  "answer.birthDate",
  "answer.cardDates",
  "answer.notAtHandover",
  "answer.needsIdCheck",
];

function isHandoverAnswer(key: DeliveryAnswerKey): key is Extract<DeliveryAnswerKey, HandoverKey> {
  return HANDOVER_ANSWERS.includes(key);
}
