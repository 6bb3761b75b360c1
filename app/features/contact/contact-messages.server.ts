import { createHmac } from "node:crypto";
import { PostgresAdapter, sql } from "kysely";
import { staffNamesByActor } from "~/features/staff/index.server";
import { addressKey } from "~/utils/address-key.server";
import type { Database } from "~/utils/db.server";
import type { Language } from "~/i18n/language";
import type { ContactMessage } from "./contact-form";

/** At most this many messages per sender address within the window (issue #7). */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 60 * 60_000 } as const;
const INBOX_SIZE = 200;

/** HMAC, not a bare hash: the IPv4 space is small enough to reverse a plain SHA-256 of an address. */
export function senderHash(address: string, secret: string): string {
  return createHmac("sha256", secret).update(addressKey(address)).digest("hex");
}

export interface SaveContactMessage {
  message: ContactMessage;
  language: Language;
  /** The sender's address and the key of its hash (SESSION_SECRET); the address itself is never stored. */
  sender: { address: string; secret: string };
  now?: Date;
}

export type SaveContactMessageResult =
  | { ok: true; id: number }
  /** `retryAfterSeconds`: until the sender's oldest message in the window leaves it. */
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/** Stores a message unless its sender has reached the hourly limit; counting and writing are one transaction. */
export async function saveContactMessage(
  db: Database,
  { message, language, sender, now = new Date() }: SaveContactMessage,
): Promise<SaveContactMessageResult> {
  const hash = senderHash(sender.address, sender.secret);
  return db.transaction().execute(async (trx) => {
    // SQLite's BEGIN IMMEDIATE already serialises writers; PostgreSQL needs a lock per sender.
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext(${hash}))`.execute(trx);
    const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs).toISOString();
    const { sent, oldest } = await trx
      .selectFrom("contact_message")
      .select((eb) => [eb.fn.countAll<number>().as("sent"), eb.fn.min<string>("created_at").as("oldest")])
      .where("sender_hash", "=", hash)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (sent >= CONTACT_RATE_LIMIT.messages) {
      const freeAtMs = Date.parse(oldest) + CONTACT_RATE_LIMIT.windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAtMs - now.getTime()) / 1000));
      return { ok: false, reason: "rate_limited", retryAfterSeconds };
    }
    const { id } = await trx
      .insertInto("contact_message")
      .values({
        name: message.name,
        phone: message.phone,
        email: message.email,
        message: message.message,
        language,
        sender_hash: hash,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id };
  });
}

export interface InboxMessage {
  id: number;
  name: string;
  /** E.164. */
  phone: string | null;
  email: string | null;
  message: string;
  language: string;
  /** ISO 8601, UTC. */
  sentAt: string;
  readAt: string | null;
  /** The name of the staff member who marked it read. */
  readBy: string | null;
}

/** The staff's inbox: newest first, optionally the unread ones only. */
export async function inboxMessages(
  db: Database,
  { unreadOnly = false, limit = INBOX_SIZE }: { unreadOnly?: boolean; limit?: number } = {},
): Promise<InboxMessage[]> {
  let query = db
    .selectFrom("contact_message")
    .select(["id", "name", "phone", "email", "message", "language", "created_at", "read_at", "read_by"])
    .orderBy("id", "desc")
    .limit(limit);
  if (unreadOnly) query = query.where("read_at", "is", null);
  const rows = await query.execute();
  const staffNames = await staffNamesByActor(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    language: row.language,
    sentAt: row.created_at,
    readAt: row.read_at,
    readBy: row.read_by === null ? null : (staffNames[row.read_by] ?? row.read_by),
  }));
}

export async function unreadMessageCount(db: Database): Promise<number> {
  const { unread } = await db
    .selectFrom("contact_message")
    .select((eb) => eb.fn.countAll<number>().as("unread"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return unread;
}

/** Marks a message read by `actor` ("staff:<id>") or unread again; false when there is no such message. */
export async function markMessage(
  db: Database,
  { id, read, actor, now = new Date() }: { id: number; read: boolean; actor: string; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("contact_message")
    .set(read ? { read_at: now.toISOString(), read_by: actor } : { read_at: null, read_by: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
