import { Link } from "react-router";
import { type CallDue, type CallOutcome } from "~/features/orders";
import { formatUsPhone } from "~/utils/us-phone";
import { useStaffOrdersT } from "./staff-orders-messages";

/** An order to call as the board shows it: times already in the store's words. */
export interface BoardCall {
  number: string;
  customerName: string;
  /** E.164. */
  phone: string;
  due: CallDue;
  /** When the call is due, as the board says it. */
  dueAt: string;
  /** The delivery or pickup window chosen, as the board says it; null: as soon as possible. */
  window: string | null;
  attempts: number;
  /** The last call's outcome, or null before the first. */
  lastOutcome: CallOutcome | null;
  /** The shopper's text since the last call, as written; null when none waits (issue #34). */
  reply: string | null;
}

/** The orders waiting for their confirming call: those due now (overdue ones marked) first, then later ones. */
export function CallQueue({ calls }: { calls: BoardCall[] }) {
  const t = useStaffOrdersT();
  const dueNow = calls.filter((call) => call.due !== "later");
  const later = calls.filter((call) => call.due === "later");
  return (
    <section aria-labelledby="call-queue-heading" className="mt-4 rounded border border-stone-300 p-3">
      <h2 id="call-queue-heading" className="font-display text-xl">
        {t("queue.title")}
      </h2>
      {calls.length === 0 ? (
        <p className="mt-2">{t("queue.empty")}</p>
      ) : (
        <>
          <CallList
            heading={t("queue.dueNowCount", { count: dueNow.length })}
            calls={dueNow}
            testId="calls-due"
          />
          <CallList
            heading={t("queue.laterCount", { count: later.length })}
            calls={later}
            testId="calls-later"
          />
        </>
      )}
    </section>
  );
}

function CallList({ heading, calls, testId }: { heading: string; calls: BoardCall[]; testId: string }) {
  const t = useStaffOrdersT();
  return (
    <>
      <h3 className="mt-3 font-semibold">{heading}</h3>
      <ol className="mt-1 grid gap-2" data-testid={testId}>
        {calls.map((call) => (
          <li
            key={call.number}
            data-call={call.number}
            className={`rounded border p-2 break-words ${call.due === "overdue" ? "border-2 border-red-800" : "border-stone-200"}`}
          >
            <Link to={`/staff/orders/${call.number}`} className="font-semibold underline">
              {t("queue.order", { number: call.number })}
            </Link>{" "}
            · {call.customerName} ·{" "}
            <a className="whitespace-nowrap underline" href={`tel:${call.phone}`}>
              {formatUsPhone(call.phone)}
            </a>
            <span className="block">
              <DueText call={call} />
              {call.window && ` · ${t("queue.window", { window: call.window })}`}
              {" · "}
              {call.lastOutcome === null
                ? t("queue.notCalled")
                : t("queue.calls", { count: call.attempts, outcome: t(`outcome.${call.lastOutcome}`) })}
            </span>
            {call.reply !== null && (
              <span className="block font-semibold" data-testid="call-reply">
                {t("queue.reply", { text: call.reply })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function DueText({ call }: { call: BoardCall }) {
  const t = useStaffOrdersT();
  if (call.due === "overdue")
    return <strong className="text-red-800">{t("queue.overdue", { time: call.dueAt })}</strong>;
  if (call.due === "due") return <strong>{t("queue.dueNow")}</strong>;
  return <>{t("queue.due", { time: call.dueAt })}</>;
}
