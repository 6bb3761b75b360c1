import { Form, Link, useNavigation } from "react-router";
import { CALL_OUTCOME_NAMES, CALL_OUTCOMES, formatUsPhone } from "~/features/orders";
import type { StaffCall, StaffCallState, StaffOrder } from "./staff-order-view";

/**
 * The confirming call: the number to dial, how the call went, when to try again, and what to do
 * when nobody answers or the number is wrong. Shown while the order waits for its call.
 */
export function OrderCall({ order, callState }: { order: StaffOrder; callState: StaffCallState }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="order-call-heading" className="print:hidden">
      <h2 id="order-call-heading" className="font-display text-xl">
        Call
      </h2>
      <p className="mt-2">
        <a className="text-lg font-semibold underline" href={`tel:${order.phone}`}>
          Call the shopper
        </a>{" "}
        ({formatUsPhone(order.phone)})
      </p>
      <CallNotice order={order} callState={callState} />
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="call" />
        <input type="hidden" name="version" value={order.version} />
        <fieldset className="grid gap-1">
          <legend className="font-semibold">How did the call go?</legend>
          {CALL_OUTCOMES.map((outcome) => (
            <label key={outcome} className="flex min-h-8 items-center gap-2">
              <input type="radio" name="outcome" value={outcome} required className="size-5" />
              {CALL_OUTCOME_NAMES[outcome]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="call-note" className="font-semibold">
          What was said (optional)
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
          Log call
        </button>
      </Form>
    </section>
  );
}

/** What the last call means for the next step, in words, not only colour. */
function CallNotice({ order, callState }: { order: StaffOrder; callState: StaffCallState }) {
  if (callState.lastOutcome === "wrong_number")
    return (
      <Notice cancel>
        <strong>Wrong number.</strong> The order is off the call queue.{" "}
        {order.email ? (
          <>
            E-mail the shopper at{" "}
            <a className="underline" href={`mailto:${order.email}?subject=Order ${order.number}`}>
              {order.email}
            </a>{" "}
            or cancel the order.
          </>
        ) : (
          "The shopper left no e-mail: cancel the order unless they call the store."
        )}
      </Notice>
    );
  if (callState.suggestCancel)
    return (
      <Notice cancel>
        <strong>{callState.unanswered} calls without an answer.</strong> Cancel the order, or call again
        {callState.nextCallAt ? ` (next try due ${callState.nextCallAt})` : ""}.
      </Notice>
    );
  if (callState.lastOutcome === "changes_made")
    return (
      <Notice>
        <strong>Changes agreed on the call.</strong> Make them under{" "}
        <Link to="#order-changes" className="underline">
          Changes agreed on the call
        </Link>
        , then Confirm.
      </Notice>
    );
  if (callState.nextCallAt)
    return (
      <p className="mt-2">
        Next call due <strong>{callState.nextCallAt}</strong>
        {callState.unanswered > 0 ? ` · ${callState.unanswered} without an answer so far` : ""}
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
  return (
    <Form method="post">
      <input type="hidden" name="to" value="cancelled" />
      <button
        type="submit"
        className="rounded-md border-2 border-red-800 px-3 py-2 font-semibold text-red-800"
      >
        Cancel this order now
      </button>
    </Form>
  );
}

/** The calls so far: who, when, how it went. */
export function OrderCalls({ calls }: { calls: StaffCall[] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="order-calls-heading" className="mt-6 print:hidden">
      <h2 id="order-calls-heading" className="font-display text-xl">
        Calls
      </h2>
      <ol className="mt-2 grid gap-1" data-testid="order-calls">
        {calls.map((call, index) => (
          <li key={index} className="break-words">
            <span className="text-stone-600">{call.at}</span> · {call.who}:{" "}
            <strong>{call.outcomeName}</strong>
            {call.note ? ` · ${call.note}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
