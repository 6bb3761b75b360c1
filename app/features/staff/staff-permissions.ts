/**
 * Who may do what in the staff console (issue #19): the one table the server checks and the
 * header follows. Client-safe: the header shows each person only what they may open.
 */
import { isOneOf, STAFF_ROLES, type StaffRole } from "../../../db/stored-values";

export { STAFF_ROLES, type StaffRole };

/** A part of the console a role may or may not use. */
export type Capability =
  | "orders"
  | "stock"
  | "messages"
  | "restock-alerts"
  | "import"
  | "products"
  | "featured"
  | "accounts"
  | "audit"
  | "dashboard"
  | "deals"
  | "deliveries"
  | "own-settings";

const BOTH: readonly StaffRole[] = ["owner", "clerk"];
const OWNER: readonly StaffRole[] = ["owner"];
const EVERYONE: readonly StaffRole[] = ["owner", "clerk", "driver"];

/**
 * Clerks run the counter (orders and calls, stock and prices, messages); owners also run the store;
 * drivers take the deliveries to the door and nothing else (issue #34). Anyone may drive a route.
 */
export const CAPABILITY_ROLES: Record<Capability, readonly StaffRole[]> = {
  orders: BOTH,
  stock: BOTH,
  messages: BOTH,
  "restock-alerts": BOTH,
  import: OWNER,
  products: OWNER,
  featured: OWNER,
  accounts: OWNER,
  audit: OWNER,
  dashboard: OWNER,
  // Sale prices, case rules and codes: what the store gives away (issue #35).
  deals: OWNER,
  deliveries: EVERYONE,
  // Each person's own choices (the console's language).
  "own-settings": EVERYONE,
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && isOneOf(STAFF_ROLES, value);
}

export function roleMay(role: StaffRole, capability: Capability): boolean {
  return CAPABILITY_ROLES[capability].includes(role);
}

/**
 * What each console page (its path in app/routes.ts) needs to open, and what each of its forms
 * needs by intent when that differs. Pages anyone may reach (sign-in, a one-time link) are not here.
 */
export const CONSOLE_PAGES: Record<string, { opens: Capability; forms?: Record<string, Capability> }> = {
  // The console's front door: each role lands on its first page.
  staff: { opens: "own-settings" },
  "staff/orders": { opens: "orders" },
  "staff/orders/:number": {
    opens: "orders",
    forms: {
      note: "orders",
      status: "orders",
      call: "orders",
      quantity: "orders",
      remove: "orders",
      substitute: "orders",
      "id-check": "orders",
    },
  },
  "staff/products": { opens: "stock" },
  "staff/products/new": { opens: "products", forms: { add: "products" } },
  "staff/products/:route": {
    opens: "stock",
    forms: {
      size: "stock",
      sale: "deals",
      "sale-end": "deals",
      details: "products",
      retire: "products",
      restore: "products",
      "photo-upload": "products",
      "photo-remove": "products",
    },
  },
  "staff/spanish-descriptions": { opens: "products", forms: { save: "products", "save-next": "products" } },
  "staff/messages": { opens: "messages", forms: { read: "messages", unread: "messages" } },
  "staff/restock-alerts": {
    opens: "restock-alerts",
    forms: { delete: "restock-alerts", "delete-contact": "restock-alerts" },
  },
  "staff/featured": {
    opens: "featured",
    forms: { add: "featured", remove: "featured", up: "featured", down: "featured" },
  },
  "staff/catalog-import": { opens: "import", forms: { check: "import", apply: "import" } },
  "staff/photos": { opens: "products", forms: { upload: "products" } },
  "staff/accounts": {
    opens: "accounts",
    forms: {
      invite: "accounts",
      reset: "accounts",
      disable: "accounts",
      enable: "accounts",
      role: "accounts",
    },
  },
  "staff/audit": { opens: "audit" },
  "staff/deliveries": {
    opens: "deliveries",
    forms: {
      earlier: "deliveries",
      later: "deliveries",
      "on-my-way": "deliveries",
      "id-check": "deliveries",
      delivered: "deliveries",
      refused: "deliveries",
      "not-home": "deliveries",
    },
  },
  "staff/dashboard": { opens: "dashboard" },
  "staff/deals": {
    opens: "deals",
    forms: {
      "rule-add": "deals",
      "rule-edit": "deals",
      "rule-on": "deals",
      "rule-off": "deals",
      "code-add": "deals",
      "code-edit": "deals",
      "code-end": "deals",
    },
  },
  "staff/language": { opens: "own-settings", forms: { language: "own-settings" } },
};

/** The console's pages that need no session: signing in and out, and a one-time link's password. */
export const OPEN_STAFF_PAGES = ["staff/login", "staff/logout", "staff/welcome/:token"] as const;
