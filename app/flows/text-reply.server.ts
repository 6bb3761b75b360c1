import { replyMeaning, type ReplyMeaning, type TextReplySaying } from "~/features/notices";
import { stopNotices } from "~/features/notices/index.server";
import type { CallSchedule } from "~/features/orders";
import {
  lastOrderLanguage,
  needsCallToConfirm,
  ordersAwaitingCall,
  queueTextReply,
  textActor,
  type AwaitingOrder,
} from "~/features/orders/index.server";
import type { Language } from "~/i18n/language";
import type { Database } from "~/utils/db.server";
import { DatabaseRateLimiter, takePoint } from "~/utils/rate-limits.server";
import type { FlowTransaction } from "./flow-transaction.server";
import { logCallIn } from "./log-call.server";

/**
 * A shopper's reply to the store's text (issue #34), in one transaction: "yes" from the phone of
 * the one order awaiting its call confirms it as a "reached and confirmed" call would (the call log
 * and the audit trail name the text, the confirmation notice follows); any other reply, or a yes
 * that cannot say which order or to an order that needs a word first, puts the orders awaiting
 * their call on top of the call queue with the message; STOP stops the store's texts to that phone.
 */

/** Replies counted per phone, store-wide: a conversation passes, a flood cannot fill the queue with notes. */
export const TEXT_REPLY_LIMIT = { perPhone: 10, windowMs: 60 * 60_000 } as const;

/** How long a message's id is remembered: the provider retries a delivery within minutes. */
const MESSAGE_MEMORY_MS = 24 * 60 * 60_000;

export interface TextReply {
  /** E.164, as the provider gives it. */
  from: string;
  body: string;
  /** The provider's id of the message (MessageSid): a second delivery of it changes nothing. */
  messageId: string | null;
  now: Date;
  schedule: CallSchedule;
}

export type TextReplyOutcome =
  | { kind: "answered"; saying: TextReplySaying; language: Language; confirmed: boolean }
  /** The opt-out is stored; the provider answers STOP itself. */
  | { kind: "stopped" }
  | { kind: "repeat" }
  | { kind: "limited"; retryAfterSeconds: number };

export function textReplyLimiter(db: Database, now?: () => number): DatabaseRateLimiter {
  return new DatabaseRateLimiter(db, {
    name: "text-replies-phone",
    points: TEXT_REPLY_LIMIT.perPhone,
    windowMs: TEXT_REPLY_LIMIT.windowMs,
    now,
  });
}

export async function answerTextReply(
  db: Database,
  limiter: DatabaseRateLimiter,
  reply: TextReply,
): Promise<TextReplyOutcome> {
  const meaning = replyMeaning(reply.body);
  // Stopping is honoured however many messages came before: it writes one row, once.
  if (meaning === "stop") {
    await stopNotices(db, reply.from, reply.now);
    return { kind: "stopped" };
  }
  const refusal = await takePoint(limiter, reply.from);
  if (refusal) return { kind: "limited", ...refusal };
  return db.transaction().execute((trx) => actOnReply(trx, reply, meaning));
}

async function actOnReply(
  trx: FlowTransaction,
  reply: TextReply,
  meaning: Exclude<ReplyMeaning, "stop">,
): Promise<TextReplyOutcome> {
  if (reply.messageId && !(await firstDelivery(trx, reply.messageId, reply.now))) return { kind: "repeat" };
  const awaiting = await ordersAwaitingCall(trx, reply.from);
  const [first] = awaiting;
  if (!first) {
    const language = (await lastOrderLanguage(trx, reply.from)) ?? "en";
    return answered({ kind: meaning === "yes" ? "noOrder" : "noReader" }, language);
  }
  if (meaning === "yes" && awaiting.length === 1) {
    const confirmation = await confirmByText(trx, first, reply);
    if (confirmation === "confirmed")
      return answered({ kind: "confirmed", number: first.number }, first.language, true);
    await queueForCall(trx, awaiting, reply);
    const saying: TextReplySaying =
      confirmation === "needs_call"
        ? { kind: "callFirst", number: first.number }
        : { kind: "callSoon", numbers: [first.number] };
    return answered(saying, first.language);
  }
  await queueForCall(trx, awaiting, reply);
  const others = awaiting.slice(1).map((order) => order.number);
  return answered({ kind: "callSoon", numbers: [first.number, ...others] }, first.language);
}

/** Each order goes on top of the call queue, the reply on its history. */
async function queueForCall(trx: FlowTransaction, orders: AwaitingOrder[], reply: TextReply): Promise<void> {
  for (const order of orders)
    await queueTextReply(trx, {
      orderId: order.id,
      actor: textActor(reply.from),
      text: reply.body,
      now: reply.now,
    });
}

/**
 * Confirms the order as a "reached and confirmed" call by the text's actor, claiming the version
 * read in this transaction; "raced" when a clerk changed it meanwhile (the call then decides).
 */
async function confirmByText(
  trx: FlowTransaction,
  order: AwaitingOrder,
  reply: TextReply,
): Promise<"confirmed" | "needs_call" | "raced"> {
  if (await needsCallToConfirm(trx, order.id)) return "needs_call";
  const logged = await logCallIn(trx, {
    orderId: order.id,
    version: order.version,
    actor: textActor(reply.from),
    outcome: "confirmed",
    note: reply.body,
    now: reply.now,
    schedule: reply.schedule,
  });
  return logged.ok ? "confirmed" : "raced";
}

/**
 * Whether this is the first delivery of the message: its id is taken once, as a limit of one, in
 * this transaction, so a delivery that failed half-way leaves it untaken for the provider's retry.
 */
async function firstDelivery(trx: FlowTransaction, messageId: string, now: Date): Promise<boolean> {
  const once = new DatabaseRateLimiter(trx, {
    name: "text-reply-message",
    points: 1,
    windowMs: MESSAGE_MEMORY_MS,
    now: () => now.getTime(),
  });
  return (await takePoint(once, messageId)) === null;
}

function answered(saying: TextReplySaying, language: Language, confirmed = false): TextReplyOutcome {
  return { kind: "answered", saying, language, confirmed };
}
