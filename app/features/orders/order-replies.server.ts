import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Language } from "~/i18n/language";
import { MAX_ORDER_NOTE_LENGTH } from "./order-status.server";

/**
 * The shopper's reply to the store's text (issue #34), as the orders see it: which orders from a
 * phone still await their confirming call, whether one may be confirmed without a call, and a reply
 * that asks for the call, kept on the order's history and put on top of the call queue.
 */

type StoreTransaction = Transaction<StoreDatabase>;

/** Who acted when a shopper's text did, in the call log and the audit trail: "text:+13055550142". */
export function textActor(phone: string): string {
  return `${TEXT_ACTOR_PREFIX}${phone}`;
}

export const TEXT_ACTOR_PREFIX = "text:";

export interface AwaitingOrder {
  id: number;
  number: string;
  /** The version a confirmation claims, as the clerk's form does. */
  version: number;
  language: Language;
}

/**
 * The orders placed with `phone` (E.164) that still await their confirming call: received and on
 * the call queue (a wrong number took its order off it: that phone is not the shopper's), oldest first.
 */
export async function ordersAwaitingCall(trx: StoreTransaction, phone: string): Promise<AwaitingOrder[]> {
  const rows = await trx
    .selectFrom("orders")
    .select(["id", "number", "version", "language"])
    .where("customer_phone", "=", phone)
    .where("status", "=", "received")
    .where("next_call_at", "is not", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, number: row.number ?? String(row.id) }));
}

/** The language of the last order placed with `phone`, to answer in when none awaits its call. */
export async function lastOrderLanguage(trx: StoreTransaction, phone: string): Promise<Language | null> {
  const row = await trx
    .selectFrom("orders")
    .select("language")
    .where("customer_phone", "=", phone)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.language ?? null;
}

/**
 * Whether the order needs a word on the phone before it is confirmed, so a "yes" by text cannot do:
 * the staff already changed it (a line, or a call that agreed changes: the shopper confirms what was
 * agreed on the call), or a line whose shopper asked to be called if the bottle is missing is short
 * (its stock was not counted when the order took it, and what is counted now is less, or the size is
 * off sale).
 */
export async function needsCallToConfirm(trx: StoreTransaction, orderId: number): Promise<boolean> {
  const changed = await trx
    .selectFrom("order_event")
    .select("id")
    .where("order_id", "=", orderId)
    .where("kind", "=", "line_changed")
    .unionAll(
      trx
        .selectFrom("call_attempt")
        .select("id")
        .where("order_id", "=", orderId)
        .where("outcome", "=", "changes_made"),
    )
    .limit(1)
    .executeTakeFirst();
  return changed !== undefined || (await hasShortLineToCallAbout(trx, orderId));
}

async function hasShortLineToCallAbout(trx: StoreTransaction, orderId: number): Promise<boolean> {
  const short = await trx
    .selectFrom("order_line")
    .leftJoin("product_size", "product_size.id", "order_line.size_id")
    .select("order_line.id")
    .where("order_line.order_id", "=", orderId)
    .where("order_line.substitution", "=", "call")
    .where("order_line.stock_taken", "=", 0)
    .where((eb) =>
      eb.or([
        eb("product_size.id", "is", null),
        eb("product_size.retired", "=", 1),
        eb.and([
          eb("product_size.inventory", "is not", null),
          eb("product_size.inventory", "<", eb.ref("order_line.quantity")),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return short !== undefined;
}

export interface TextReplyNote {
  orderId: number;
  /** textActor(phone). */
  actor: string;
  text: string;
  now: Date;
}

/** Longer replies are cut here: the whole text is on the shopper's phone, the call will hear the rest. */
const CUT_MARK = "…";

/**
 * Keeps the reply on the order's history (a note by the text's actor, which the call queue and the
 * order page show) and makes its call due now: the queue lists orders with a reply waiting first.
 */
export async function queueTextReply(trx: StoreTransaction, reply: TextReplyNote): Promise<void> {
  const at = reply.now.toISOString();
  await trx
    .insertInto("order_event")
    .values({
      order_id: reply.orderId,
      kind: "note",
      from_status: null,
      to_status: null,
      actor: reply.actor,
      note: noteOf(reply.text),
      created_at: at,
    })
    .execute();
  await trx
    .updateTable("orders")
    .set({ next_call_at: at })
    .where("id", "=", reply.orderId)
    .where("next_call_at", ">", at)
    .execute();
}

/** A picture without words still asks for the call; a note is never empty. */
function noteOf(text: string): string {
  const trimmed = text.trim() || "(no text)";
  if (trimmed.length <= MAX_ORDER_NOTE_LENGTH) return trimmed;
  // Never half of an emoji: a lone surrogate is no text.
  const cut = trimmed.slice(0, MAX_ORDER_NOTE_LENGTH - CUT_MARK.length).replace(/[\uD800-\uDBFF]$/, "");
  return `${cut}${CUT_MARK}`;
}
