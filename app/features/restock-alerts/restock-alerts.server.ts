import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Language } from "~/i18n/language";
import { isSoldOut } from "~/features/inventory";
import { addressKey } from "~/utils/address-key.server";
import type { Database } from "~/utils/db.server";
import { DatabaseRateLimiter, reservePoints } from "~/utils/rate-limits.server";
import { parseRestockContact, type ContactKind, type RestockRequest } from "./restock-alert-form";

/**
 * "Tell me when it's back" sign-ups (table `restock_alert`): stored once per size and contact,
 * refused for a size that is on sale or not sold, limited per address and per contact in the
 * database so every app server counts alike (decision 0014). Sending the notice is issue #19's.
 */

/** Sign-ups per client address and per phone or e-mail, per hour: a family's wish list passes, a flood does not. */
export const RESTOCK_LIMITS = { perAddress: 20, perContact: 10, windowMs: 60 * 60_000 } as const;

export interface RestockLimiters {
  perAddress: DatabaseRateLimiter;
  perContact: DatabaseRateLimiter;
}

export function restockLimiters(
  db: Database,
  limits: { perAddress: number; perContact: number; windowMs: number } = RESTOCK_LIMITS,
  now?: () => number,
): RestockLimiters {
  const { windowMs } = limits;
  return {
    perAddress: new DatabaseRateLimiter(db, {
      name: "restock-alerts-address",
      points: limits.perAddress,
      windowMs,
      now,
    }),
    perContact: new DatabaseRateLimiter(db, {
      name: "restock-alerts-contact",
      points: limits.perContact,
      windowMs,
      now,
    }),
  };
}

export type SignUpOutcome =
  /** Stored now, with the token of its cancel link (shown this once), or found already stored. */
  | { kind: "registered"; created: true; cancelToken: string }
  | { kind: "registered"; created: false }
  /** No such size on this product's page, or it (or its product) is retired. */
  | { kind: "notSold" }
  /** The size can be bought: nothing to wait for. */
  | { kind: "inStock" }
  | { kind: "rateLimited"; retryAfterSeconds: number };

export interface SignUp extends RestockRequest {
  /** The product page the form was posted from: a size of another product is not sold there. */
  productRoute: string;
  language: Language;
  /** The client's address, counted by its addressKey. */
  address: string;
  now?: Date;
}

/**
 * Stores a sign-up once. The points are taken before the size is read, so concurrent taps cannot
 * all slip under a limit; a refused size gives them back. Two taps at once both answer
 * "registered": the UNIQUE (size, contact) lets one row in and the other's insert do nothing.
 */
export async function signUpForRestock(
  db: Database,
  limiters: RestockLimiters,
  { sizeId, productRoute, contact, language, address, now = new Date() }: SignUp,
): Promise<SignUpOutcome> {
  const reservation = await reservePoints([
    [limiters.perAddress, addressKey(address)],
    [limiters.perContact, contact.value],
  ]);
  if (!reservation.ok) return { kind: "rateLimited", retryAfterSeconds: reservation.retryAfterSeconds };
  const size = await db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select("product_size.inventory")
    .where("product_size.id", "=", sizeId)
    .where("product.route", "=", productRoute)
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .executeTakeFirst();
  if (!size || !isSoldOut(size.inventory)) {
    await reservation.giveBack();
    return size ? { kind: "inStock" } : { kind: "notSold" };
  }
  const cancelToken = randomBytes(16).toString("base64url");
  const inserted = await db
    .insertInto("restock_alert")
    .values({
      size_id: sizeId,
      contact_kind: contact.kind,
      contact: contact.value,
      language,
      created_at: now.toISOString(),
      cancel_token_hash: tokenHash(cancelToken),
    })
    .onConflict((conflict) => conflict.columns(["size_id", "contact"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted
    ? { kind: "registered", created: true, cancelToken }
    : { kind: "registered", created: false };
}

/** 128 random bits, base64url: what a cancel link carries. */
const CANCEL_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Only the hash is stored: a copy of the database cannot cancel anyone's request. */
function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The request a cancel link names, for the page that asks to confirm; null for any other token. */
export async function restockAlertByCancelToken(
  db: Database,
  token: string,
): Promise<{ productName: string; sizeLabel: string; contactKind: ContactKind; contact: string } | null> {
  if (!CANCEL_TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("restock_alert")
    .innerJoin("product_size", "product_size.id", "restock_alert.size_id")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select([
      "product.name as productName",
      "product_size.label as sizeLabel",
      "restock_alert.contact_kind as contactKind",
      "restock_alert.contact",
    ])
    .where("restock_alert.cancel_token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes the request a cancel link names; false when there is none (cancelled, sent, or never). */
export async function cancelRestockAlert(db: Database, token: string): Promise<boolean> {
  if (!CANCEL_TOKEN.test(token)) return false;
  const { numDeletedRows } = await db
    .deleteFrom("restock_alert")
    .where("cancel_token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** A sign-up as the staff console lists it. */
export interface RestockAlertEntry {
  id: number;
  sizeId: string;
  productName: string;
  productRoute: string;
  sizeLabel: string;
  /** The size's stock now: null when not counted. */
  inventory: number | null;
  contactKind: ContactKind;
  /** E.164 or an e-mail address. */
  contact: string;
  language: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** At most this many rows on the staff page; a search narrows them. */
export const RESTOCK_LIST_LIMIT = 500;

/**
 * Every sign-up by product and size (then oldest first), or those of one contact: a phone or
 * e-mail typed whole matches exactly, anything else matches part of the stored contact.
 */
export async function listRestockAlerts(
  db: Database,
  { search = "", limit = RESTOCK_LIST_LIMIT }: { search?: string; limit?: number } = {},
): Promise<RestockAlertEntry[]> {
  const term = search.trim();
  const exact = term === "" ? null : parseRestockContact(term);
  let query = db
    .selectFrom("restock_alert")
    .innerJoin("product_size", "product_size.id", "restock_alert.size_id")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select([
      "restock_alert.id",
      "restock_alert.size_id",
      "restock_alert.contact_kind",
      "restock_alert.contact",
      "restock_alert.language",
      "restock_alert.created_at",
      "product.name as product_name",
      "product.route as product_route",
      "product_size.label as size_label",
      "product_size.inventory",
    ])
    .orderBy("product.name")
    .orderBy("product_size.position")
    .orderBy("restock_alert.id")
    .limit(limit);
  if (exact) query = query.where("restock_alert.contact", "=", exact.value);
  else if (term !== "")
    // SQLite has no escape character in LIKE unless told; PostgreSQL's default is the same backslash.
    query = query.where(
      sql<boolean>`restock_alert.contact like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`,
    );
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    sizeId: row.size_id,
    productName: row.product_name,
    productRoute: row.product_route,
    sizeLabel: row.size_label,
    inventory: row.inventory,
    contactKind: row.contact_kind,
    contact: row.contact,
    language: row.language,
    createdAt: row.created_at,
  }));
}

/** `%` and `_` typed by the staff are themselves, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Deletes one sign-up; false when there was none by that id. */
export async function deleteRestockAlert(db: Database, id: number): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom("restock_alert").where("id", "=", id).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Deletes every sign-up of one contact (a shopper's request to be forgotten); how many went. */
export async function deleteRestockAlertsOf(db: Database, contact: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("restock_alert")
    .where("contact", "=", contact)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
