import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { announceStoreChange } from "~/utils/store-changes.server";
import { laterCallWords, store, windowWords } from "~/features/store";
import type { Language } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages.server";
import { noticeContact, type NoticeChannel } from "./notice-contact";
import type {
  NoticePayload,
  OrderNoticeEvent,
  OrderNoticeReceipt,
  OrderNoticeSubstitution,
} from "./notice-payload";

/**
 * Writing a shopper's notices (issue #19): rows of `shopper_notice`, in the transaction of what
 * caused them, so a rolled-back order leaves none and a committed one cannot lose its message. The
 * notices worker sends them later (notice-delivery.server.ts). An opted-out contact gets no row.
 */

type StoreTransaction = Transaction<StoreDatabase>;

export interface NoticeContact {
  channel: NoticeChannel;
  contact: string;
}

/** The order's notices for `event`: an e-mail when it has an address, a text message to its phone. */
export async function enqueueOrderNotices(
  trx: StoreTransaction,
  orderId: number,
  event: OrderNoticeEvent,
  now: Date,
): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .select([
      "number",
      "customer_name",
      "customer_phone",
      "customer_email",
      "language",
      "status_token",
      "total_cents",
      "next_call_at",
      "fulfilment",
      "window_start",
      "window_end",
    ])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const contacts: NoticeContact[] = [{ channel: "sms", contact: order.customer_phone }];
  if (order.customer_email) contacts.unshift({ channel: "email", contact: order.customer_email });
  await enqueueNotices(
    trx,
    contacts,
    {
      kind: "order",
      event,
      language: order.language,
      number: order.number ?? String(orderId),
      name: order.customer_name,
      statusToken: order.status_token,
      ...(event === "received" && laterCall(order, now)),
      ...(event === "received" && { receipt: await receiptOf(trx, orderId) }),
      ...((event === "received" || event === "confirmed") && chosenWindow(order, now)),
      ...(event === "confirmed" && {
        totalCents: order.total_cents,
        substitutions: await substitutionsOf(trx, orderId),
      }),
    },
    now,
  );
}

/** When a new order's call is not soon (the store is closed), its time in the order's language. */
function laterCall(
  order: { next_call_at: string | null; language: Language },
  now: Date,
): { callAt?: { time: string; day?: string } } {
  const words = laterCallWords(
    order.next_call_at ? new Date(order.next_call_at) : null,
    now,
    store,
    messagesFor(order.language),
  );
  return words ? { callAt: words } : {};
}

/** The window a new or confirmed order was placed for, in the order's language (issue #31). */
function chosenWindow(
  order: {
    fulfilment: "delivery" | "pickup";
    window_start: string | null;
    window_end: string | null;
    language: Language;
  },
  now: Date,
): Pick<Extract<NoticePayload, { kind: "order" }>, "window"> {
  if (!order.window_start || !order.window_end) return {};
  const window = { start: new Date(order.window_start), end: new Date(order.window_end) };
  return {
    window: { fulfilment: order.fulfilment, ...windowWords(window, now, store, messagesFor(order.language)) },
  };
}

/** A new order's bottles and amounts as stored, the deals apart: the e-mail says them to the cent. */
async function receiptOf(trx: StoreTransaction, orderId: number): Promise<OrderNoticeReceipt> {
  const [order, lines] = await Promise.all([
    trx
      .selectFrom("orders")
      .select([
        "subtotal_cents",
        "case_discount_cents",
        "code_discount_cents",
        "deal_code",
        "tax_cents",
        "delivery_fee_cents",
        "tip_cents",
        "total_cents",
      ])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom("order_line")
      .select([
        "quantity",
        "product_name",
        "size_label",
        "unit_price_cents",
        "regular_price_cents",
        "line_total_cents",
      ])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute(),
  ]);
  return {
    lines: lines.map((line) => ({
      quantity: line.quantity,
      bottle: `${line.product_name} ${line.size_label}`,
      unitPriceCents: line.unit_price_cents,
      wasCents:
        line.regular_price_cents !== null && line.regular_price_cents > line.unit_price_cents
          ? line.regular_price_cents
          : null,
      lineTotalCents: line.line_total_cents,
    })),
    subtotalCents: order.subtotal_cents,
    caseDiscountCents: order.case_discount_cents,
    code: order.deal_code === null ? null : { code: order.deal_code, cents: order.code_discount_cents },
    taxCents: order.tax_cents,
    deliveryFeeCents: order.delivery_fee_cents,
    tipCents: order.tip_cents,
    totalCents: order.total_cents,
  };
}

/** The lines a clerk substituted on the call, as the confirmation tells them. */
async function substitutionsOf(trx: StoreTransaction, orderId: number): Promise<OrderNoticeSubstitution[]> {
  const lines = await trx
    .selectFrom("order_line")
    .select(["quantity", "product_name", "size_label", "replaced_product_name", "replaced_size_label"])
    .where("order_id", "=", orderId)
    .where("replaced_size_id", "is not", null)
    .orderBy("id")
    .execute();
  return lines.map((line) => ({
    quantity: line.quantity,
    bottle: `${line.product_name} ${line.size_label}`,
    replaced: `${line.replaced_product_name ?? ""} ${line.replaced_size_label ?? ""}`.trim(),
  }));
}

/** One notice per contact not opted out, all saying `payload`; the workers hear of them at commit. */
export async function enqueueNotices(
  trx: StoreTransaction,
  contacts: readonly NoticeContact[],
  payload: NoticePayload,
  now: Date,
): Promise<number> {
  const normalised = contacts.map(({ channel, contact }) => ({
    channel,
    contact: noticeContact(channel, contact),
  }));
  const stopped = await optedOut(
    trx,
    normalised.map((row) => row.contact),
  );
  const rows = normalised.filter((row) => !stopped.has(row.contact));
  if (rows.length === 0) return 0;
  const at = now.toISOString();
  await trx
    .insertInto("shopper_notice")
    .values(
      rows.map((row) => ({
        ...row,
        topic: topicOf(payload),
        payload: JSON.stringify(payload),
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
  await announceStoreChange(trx, { kind: "outbox" });
  return rows.length;
}

function topicOf(payload: NoticePayload): string {
  return payload.kind === "order" ? `order.${payload.event}` : "size.restocked";
}

/** The contacts among `contacts` that asked for no more notices. */
export async function optedOut(
  db: Database | StoreTransaction,
  contacts: readonly string[],
): Promise<Set<string>> {
  if (contacts.length === 0) return new Set();
  const rows = await db
    .selectFrom("notice_opt_out")
    .select("contact")
    .where("contact", "in", [...contacts])
    .execute();
  return new Set(rows.map((row) => row.contact));
}

/**
 * Stops every notice to `contact`, now and later: it is kept in notice_opt_out (twice is once),
 * and what waits for it is not sent (the workers check again before each message).
 */
export async function stopNotices(db: Database, contact: string, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("notice_opt_out")
    .values({ contact, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("contact").doNothing())
    .execute();
}
