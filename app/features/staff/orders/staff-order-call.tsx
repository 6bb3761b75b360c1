import { Form, Link, useNavigation } from "react-router";
import { CALL_OUTCOMES } from "~/features/orders";
import { formatUsPhone } from "~/utils/us-phone";
import { useStaffOrderT } from "./staff-order-messages";
import type { StaffCall, StaffCallState, StaffOrder } from "./staff-order-view";

/**
 * The confirming call: the number to dial, how the call went, when to try again, and what to do
 * when nobody answers or the number is wrong. Shown while the order waits for its call.
 */
export function OrderCall({ order, callState }: { order: StaffOrder; callState: StaffCallState }) {
  const t = useStaffOrderT();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="order-call-heading" className="print:hidden">
      <h2 id="order-call-heading" className="font-display text-xl">
        {t("call.title")}
      </h2>
      <p className="mt-2">
        <a
          className="inline-flex min-h-11 items-center text-lg font-semibold underline"
          href={`tel:${order.phone}`}
        >
          {t("call.dial", { phone: formatUsPhone(order.phone) })}
        </a>
      </p>
      <CallNotice order={order} callState={callState} />
      {/* Keyed by the order's version: a logged call empties the form, so a second tap logs nothing. */}
      <Form key={order.version} method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="call" />
        <input type="hidden" name="version" value={order.version} />
        <fieldset className="grid gap-1">
          <legend className="font-semibold">{t("call.how")}</legend>
          {CALL_OUTCOMES.map((outcome) => (
            <label key={outcome} className="flex min-h-8 items-center gap-2">
              <input type="radio" name="outcome" value={outcome} required className="size-5" />
              {t(`outcome.${outcome}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="call-note" className="font-semibold">
          {t("call.said")}
        </label>
        <textarea
          id="call-note"
          name="note"
          rows={2}
          maxLength={1000}
          className="rounded border border-stone-400 p-2"
        />
        <button
          type="submit"
          disabled={busy}
          className="bg-brand justify-self-start rounded-md px-3 py-2 font-semibold text-white"
        >
          {t("call.log")}
        </button>
      </Form>
    </section>
  );
}

/** What the last call means for the next step, in words, not only colour. */
function CallNotice({ order, callState }: { order: StaffOrder; callState: StaffCallState }) {
  const t = useStaffOrderT();
  if (callState.lastOutcome === "wrong_number")
    return (
      <Notice cancel>
        <strong>{t("call.wrongNumber")}</strong> {t("call.offQueue")}{" "}
        {order.email ? (
          <>
            {t("call.emailBefore")}{" "}
            <a
              className="underline"
              href={`mailto:${order.email}?subject=${encodeURIComponent(t("call.mailSubject", { number: order.number }))}`}
            >
              {order.email}
            </a>{" "}
            {t("call.emailAfter")}
          </>
        ) : (
          t("call.noEmail")
        )}
      </Notice>
    );
  if (callState.suggestCancel)
    return (
      <Notice cancel>
        <strong>{t("call.unanswered", { count: callState.unanswered })}</strong>{" "}
        {callState.nextCallAt
          ? t("call.cancelOrRetryAt", { time: callState.nextCallAt })
          : t("call.cancelOrRetry")}
      </Notice>
    );
  if (callState.lastOutcome === "changes_made")
    return (
      <Notice>
        <strong>{t("call.changesAgreed")}</strong> {t("call.makeThemUnder")}{" "}
        <Link to="#order-changes" className="underline">
          {t("changes.title")}
        </Link>{" "}
        {t("call.thenConfirm", { button: t("action.confirmed") })}
      </Notice>
    );
  if (callState.nextCallAt)
    return (
      <p className="mt-2">
        {t("call.nextDue")} <strong>{callState.nextCallAt}</strong>
        {callState.unanswered > 0 ? ` · ${t("call.unansweredSoFar", { count: callState.unanswered })}` : ""}
      </p>
    );
  return null;
}

/** A notice the clerk must not miss; with `cancel`, the button that cancels the order beside it. */
function Notice({ children, cancel = false }: { children: React.ReactNode; cancel?: boolean }) {
  return (
    <div
      className="mt-3 grid gap-2 rounded border-2 border-amber-700 bg-amber-50 p-3"
      data-testid="call-notice"
    >
      <p>{children}</p>
      {cancel && <CancelButton />}
    </div>
  );
}

function CancelButton() {
  const t = useStaffOrderT();
  return (
    <Form method="post">
      <input type="hidden" name="to" value="cancelled" />
      <button
        type="submit"
        className="rounded-md border-2 border-red-800 px-3 py-2 font-semibold text-red-800"
      >
        {t("call.cancelNow")}
      </button>
    </Form>
  );
}

/** The calls so far: who, when, how it went. */
export function OrderCalls({ calls }: { calls: StaffCall[] }) {
  const t = useStaffOrderT();
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="order-calls-heading" className="mt-6 print:hidden">
      <h2 id="order-calls-heading" className="font-display text-xl">
        {t("call.calls")}
      </h2>
      <ol className="mt-2 grid gap-1" data-testid="order-calls">
        {calls.map((call, index) => (
          <li key={index} className="break-words">
            <span className="text-stone-600">{call.at}</span> · {call.who ?? t("order.shopper")}:{" "}
            <strong>{t(`outcome.${call.outcome}`)}</strong>
            {call.note ? ` · ${call.note}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
