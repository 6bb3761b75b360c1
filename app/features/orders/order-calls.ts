/**
 * The confirming call (issue #19): how a try can end, when the next one is due, and when the store
 * stops trying. Client-safe: the order page offers the outcomes, the server schedules with them.
 */
import { CALL_OUTCOMES, isOneOf, type CallOutcome } from "../../../db/stored-values";
import { callDueAt, isOpenAt, store } from "~/features/store";
import type { OrderWindow } from "./order-windows";

export { CALL_OUTCOMES, type CallOutcome };

export function isCallOutcome(value: string): value is CallOutcome {
  return isOneOf(CALL_OUTCOMES, value);
}

/** Nobody took the call: another try is scheduled. */
export function isUnanswered(outcome: CallOutcome): boolean {
  return outcome === "no_answer" || outcome === "voicemail";
}

/** The store's rhythm of retries (CALL_RETRY_DELAYS, CALL_TRIES_BEFORE_CANCEL). */
export interface CallSchedule {
  /** After the first unanswered try, then the second…; the last one repeats. */
  retryDelaysMs: readonly [number, ...number[]];
  /** After this many unanswered tries the order page suggests cancelling. */
  triesBeforeCancel: number;
}

/**
 * When to call again after the `unanswered`th unanswered try (1 for the first): after the delay, or
 * when the store next opens if the delay ends while it is closed (no retry at 4:08 a.m.).
 */
export function nextTryAt(unanswered: number, at: Date, schedule: CallSchedule): Date {
  const delays = schedule.retryDelaysMs;
  const delay = delays.at(Math.min(unanswered, delays.length) - 1) ?? delays[0];
  return callDueAt(new Date(at.getTime() + delay), store);
}

/** A call due longer ago than this is marked overdue on the queue. */
export const OVERDUE_AFTER_MS = 5 * 60_000;

/** Where a queued call stands at `now`. */
export type CallDue = "overdue" | "due" | "later";

/**
 * When a queued call is due, seen at `now`: while the store is closed nobody is there to call, so a
 * call that fell due before closing waits for the opening with the rest (issue #31).
 */
export function callDueSeenAt(nextCallAt: Date, now: Date): Date {
  if (isOpenAt(now, store)) return nextCallAt;
  const opening = callDueAt(now, store);
  return opening > nextCallAt ? opening : nextCallAt;
}

/** Never overdue, nor due now, while the store is closed. */
export function callDue(nextCallAt: Date, now: Date): CallDue {
  const late = now.getTime() - callDueSeenAt(nextCallAt, now).getTime();
  if (late > OVERDUE_AFTER_MS) return "overdue";
  return late >= 0 ? "due" : "later";
}

/** One attempt as the order page lists it. */
export interface CallAttempt {
  actor: string;
  outcome: CallOutcome;
  note: string | null;
  /** ISO 8601, UTC. */
  at: string;
}

/** An order waiting for its call, as the board's queue lists it. */
export interface QueuedCall {
  number: string;
  customerName: string;
  /** E.164. */
  phone: string;
  /** ISO 8601, UTC. */
  nextCallAt: string;
  /** The delivery or pickup window chosen; null: as soon as possible. */
  window: OrderWindow | null;
  attempts: number;
  lastOutcome: CallOutcome | null;
  /** The shopper's last text since the last call, as they wrote it (issue #34); null when none waits. */
  reply: string | null;
}
