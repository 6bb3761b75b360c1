import { formatUsPhone, normalizeUsPhone } from "~/utils/us-phone";
import { SIZE_ID_MAX_LENGTH } from "~/features/inventory";

/**
 * The "Tell me when it's back" form's one rule set, shared by the form (which shows the contact the
 * way the answer will) and its action (which trusts nothing else). By hand rather than zod: it runs
 * on every product page, whose JavaScript is counted, and it is two small checks.
 */

/** The form's field names, as the page posts them with or without JavaScript. */
export const RESTOCK_FIELDS = { sizeId: "restockSizeId", contact: "restockContact" } as const;

/** As long as the order form allows: 30 characters of a typed phone, 200 of an e-mail address. */
const PHONE_MAX = 30;
const EMAIL_MAX = 200;
/** One @, something on either side, a dot in the domain, no spaces: the mailbox itself is asked by the notice. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type ContactKind = "phone" | "email";

/** A contact as stored: E.164 for a phone, an e-mail address in lower case (one mailbox, one sign-up). */
export interface RestockContact {
  kind: ContactKind;
  value: string;
}

export type RestockFormError = "restock.contactMissing" | "restock.contactInvalid" | "restock.notSold";

/** A US phone in any shape, else an e-mail address; null when it is neither. */
export function parseRestockContact(typed: string): RestockContact | null {
  const text = typed.trim();
  if (text.includes("@")) {
    return text.length <= EMAIL_MAX && EMAIL.test(text) ? { kind: "email", value: text.toLowerCase() } : null;
  }
  if (text.length > PHONE_MAX) return null;
  const phone = normalizeUsPhone(text);
  return phone ? { kind: "phone", value: phone } : null;
}

/** "(305) 555-0142" or the e-mail address: how the shopper and the staff read a stored contact. */
export function contactText(contact: RestockContact): string {
  return contact.kind === "phone" ? formatUsPhone(contact.value) : contact.value;
}

export type RestockRequest = { sizeId: string; contact: RestockContact };

/** The form's body, checked: the size it names and the contact, or what is wrong with them. */
export function parseRestockForm(
  body: URLSearchParams,
): { ok: true; request: RestockRequest } | { ok: false; error: RestockFormError; typed: string } {
  const sizeId = body.get(RESTOCK_FIELDS.sizeId) ?? "";
  const typed = body.get(RESTOCK_FIELDS.contact) ?? "";
  if (sizeId === "" || sizeId.length > SIZE_ID_MAX_LENGTH)
    return { ok: false, error: "restock.notSold", typed };
  if (typed.trim() === "") return { ok: false, error: "restock.contactMissing", typed };
  const contact = parseRestockContact(typed);
  if (!contact) return { ok: false, error: "restock.contactInvalid", typed: typed.slice(0, EMAIL_MAX) };
  return { ok: true, request: { sizeId, contact } };
}

/** Why a sign-up was not stored, as message keys the form shows. */
export type RestockRefusal = RestockFormError | "restock.inStock" | "restock.rateLimited";

/** The action's answer, for the size it was about: registered (new or already), or refused. */
export type RestockAnswer =
  /** `cancelToken` only when this answer stored the request: its cancel link is shown this once. */
  | { sizeId: string; registered: { contact: string; cancelToken?: string } }
  | { sizeId: string; refused: RestockRefusal; typed: string };

/** The shopper's own cancel link's path (English; the page writes it in its language). */
export function cancelPath(token: string): string {
  return `/restock-alerts/${token}`;
}
