import { isOrderStatus, orderStatusName } from "~/features/orders";
import { formatCents } from "~/utils/money";
import type { AuditEntry } from "./staff-audit.server";
import { ROLE_NAMES, isStaffRole } from "./staff-permissions";

const STAFF_EVENTS: Record<string, string> = {
  added: "account added",
  invited: "invited",
  reset: "password reset; a new one-time link made",
  disabled: "account disabled",
  enabled: "account enabled",
  role: "role changed",
  password: "password chosen with a one-time link",
};

/** An audit entry in a sentence the owner reads: "Order 1042: Confirmed", "Price of Buchanan's 12 750ml: $39.99 → $42.00". */
export function auditEntryText(entry: AuditEntry): string {
  if (entry.source === "order") return orderText(entry);
  if (entry.source === "catalog") return catalogText(entry);
  const role = isStaffRole(entry.detail) ? ` (${ROLE_NAMES[entry.detail]})` : "";
  return `${entry.subject ?? "An account"}: ${STAFF_EVENTS[entry.kind] ?? entry.kind}${role}`;
}

function orderText(entry: AuditEntry): string {
  const order = `Order ${entry.subject ?? "?"}`;
  const status = entry.detail && isOrderStatus(entry.detail) ? orderStatusName(entry.detail) : null;
  if (entry.kind === "note") return `${order}: note “${entry.note ?? ""}”`;
  if (entry.kind === "status" && status) return `${order}: now ${status}`;
  return `${order}: ${entry.kind}${entry.note ? ` (${entry.note})` : ""}`;
}

function catalogText(entry: AuditEntry): string {
  const what = [entry.subject, entry.note].filter(Boolean).join(" ");
  if (entry.kind === "price") return `Price of ${what}: ${cents(entry.before)} → ${cents(entry.after)}`;
  if (entry.kind === "stock") return `Stock of ${what}: ${bottles(entry.before)} → ${bottles(entry.after)}`;
  const label = { import: "Catalogue import", featured: "Home shelf", product: "Product", photo: "Photo" }[
    entry.kind
  ];
  return [label ?? entry.kind, entry.subject, entry.detail].filter(Boolean).join(": ");
}

const cents = (value: number | null) => (value === null ? "none" : formatCents(value));
const bottles = (value: number | null) => (value === null ? "not counted" : String(value));
