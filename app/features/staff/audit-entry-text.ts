import { isCallOutcome, isOrderStatus, orderStatusName } from "~/features/orders";
import type { Language } from "~/i18n/language";
import { translator } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { formatUsPhone } from "~/utils/us-phone";
import { store } from "~/features/store";
import { dealChangeTerms } from "./deals/deal-terms-text";
import { callOutcomeMessages } from "./orders/call-outcome-messages";
import { saleChangeText } from "./products/size-sale";
import type { AuditEntry } from "./staff-audit.server";
import { ROLE_NAME_KEYS, staffAccountsMessages } from "./staff-accounts-messages";
import { staffAuditMessages, type StaffAuditKey } from "./staff-audit-messages";
import { isStaffRole } from "./staff-permissions";

type AuditT = ReturnType<typeof translator<StaffAuditKey>>;

const STAFF_EVENTS: Record<string, StaffAuditKey> = {
  added: "audit.staff.added",
  invited: "audit.staff.invited",
  reset: "audit.staff.reset",
  disabled: "audit.staff.disabled",
  enabled: "audit.staff.enabled",
  role: "audit.staff.role",
  password: "audit.staff.password",
};

const CATALOG_LABELS: Record<string, StaffAuditKey> = {
  import: "audit.catalog.import",
  featured: "audit.catalog.featured",
  product: "audit.catalog.product",
  photo: "audit.catalog.photo",
};

const DEAL_CHANGES: Record<string, StaffAuditKey> = {
  "rule-added": "audit.deal.rule-added",
  "rule-changed": "audit.deal.rule-changed",
  "rule-on": "audit.deal.rule-on",
  "rule-off": "audit.deal.rule-off",
  "code-added": "audit.deal.code-added",
  "code-changed": "audit.deal.code-changed",
  "code-ended": "audit.deal.code-ended",
};

const ACTOR_NAMES: Record<string, StaffAuditKey> = {
  shopper: "audit.actor.shopper",
  system: "audit.actor.system",
  cli: "audit.actor.cli",
};

/** Who did it, as the filter and each line name them: a staff member's own name, or the page's words for the others. */
export function auditActorName(entry: { actor: string; name: string }, language: Language): string {
  const key = ACTOR_NAMES[entry.actor];
  if (key) return staffAuditMessages[language][key];
  // A shopper's text reply that confirmed an order (issue #34).
  if (entry.actor.startsWith("text:"))
    return translator(staffAuditMessages[language], language)("audit.actor.text", {
      phone: formatUsPhone(entry.actor.slice("text:".length)),
    });
  return entry.name;
}

/**
 * An audit entry in a sentence the owner reads, in their language: "Order 1042: now Confirmed",
 * "Price of Buchanan's 12 750ml: $39.99 → $42.00". Texts stored with the entry stay as stored.
 */
export function auditEntryText(entry: AuditEntry, language: Language = "en"): string {
  const t = translator(staffAuditMessages[language], language);
  if (entry.source === "order") return orderText(entry, t, language);
  if (entry.source === "call") return callText(entry, t, language);
  if (entry.source === "catalog") return catalogText(entry, t);
  if (entry.source === "deal") return dealText(entry, t, language);
  const account = entry.subject ?? t("audit.anAccount");
  const eventKey = STAFF_EVENTS[entry.kind];
  const event = eventKey ? t(eventKey) : entry.kind;
  if (!isStaffRole(entry.detail)) return t("audit.account", { account, event });
  const role = staffAccountsMessages[language][ROLE_NAME_KEYS[entry.detail]];
  return t("audit.accountWithRole", { account, event, role });
}

function orderText(entry: AuditEntry, t: AuditT, language: Language): string {
  const number = entry.subject ?? "?";
  const note = entry.note ?? "";
  if (entry.kind === "note") return t("audit.order.note", { number, note });
  if (entry.kind === "status" && entry.detail && isOrderStatus(entry.detail))
    return t("audit.order.status", { number, status: orderStatusName(entry.detail, language) });
  if (entry.kind === "placed" && !note) return t("audit.order.placed", { number });
  if (entry.kind === "line_changed") return t("audit.order.changed", { number, note });
  const kind = entry.kind;
  return note
    ? t("audit.order.otherWithNote", { number, kind, note })
    : t("audit.order.other", { number, kind });
}

/** A confirming call: how it went, in the page's words, and what the clerk noted as written. */
function callText(entry: AuditEntry, t: AuditT, language: Language): string {
  const number = entry.subject ?? "?";
  const outcome =
    entry.detail && isCallOutcome(entry.detail)
      ? callOutcomeMessages[language][`outcome.${entry.detail}`]
      : (entry.detail ?? "");
  return entry.note
    ? t("audit.order.callWithNote", { number, outcome, note: entry.note })
    : t("audit.order.call", { number, outcome });
}

/** A case rule or code changed: its terms as added, or those that changed, before → after. */
function dealText(entry: AuditEntry, t: AuditT, language: Language): string {
  const subject = entry.subject ?? "?";
  const key = DEAL_CHANGES[entry.kind];
  if (!key) return t("audit.deal.other", { subject, kind: entry.kind });
  const terms = dealChangeTerms({ kind: entry.kind, before: entry.note, after: entry.detail }, language);
  return t(key, { subject, terms });
}

function catalogText(entry: AuditEntry, t: AuditT): string {
  const what = [entry.subject, entry.note].filter(Boolean).join(" ");
  const cents = (value: number | null) => (value === null ? t("audit.noPrice") : formatCents(value));
  const bottles = (value: number | null) => (value === null ? t("audit.notCounted") : String(value));
  if (entry.kind === "price")
    return t("audit.price", { what, before: cents(entry.before), after: cents(entry.after) });
  if (entry.kind === "stock")
    return t("audit.stock", { what, before: bottles(entry.before), after: bottles(entry.after) });
  // A sale's days are kept as instants: worded in the store's days.
  const sale = entry.kind === "sale" && saleChangeText(entry.detail, store.timeZone, t("audit.noSale"));
  if (sale) return t("audit.sale", { what, ...sale });
  const labelKey = CATALOG_LABELS[entry.kind];
  const label = labelKey ? t(labelKey) : entry.kind;
  return [label, entry.subject, entry.detail].filter(Boolean).join(": ");
}
