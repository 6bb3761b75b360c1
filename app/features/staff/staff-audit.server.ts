import { sql } from "kysely";
import type { Database } from "~/utils/db.server";

/** One line of the audit trail, before it is put in words. */
export interface AuditEntry {
  source: "order" | "call" | "catalog" | "staff" | "deal";
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  /** "staff:<id>", "shopper", "system" or "cli". */
  actor: string;
  kind: string;
  /** The order's number, the product's name, the account's name, or the case rule's name or the code. */
  subject: string | null;
  /** An order's new status, a catalogue change's summary, an account's new role, a deal's terms after (JSON). */
  detail: string | null;
  /** A note, a size's label, or a deal's terms before (JSON). */
  note: string | null;
  before: number | null;
  after: number | null;
}

export const AUDIT_PAGE_SIZE = 50;

const noText = sql<string | null>`cast(null as text)`;
const noNumber = sql<number | null>`cast(null as integer)`;

/**
 * The store's audit trail, newest first: order events, confirming calls, catalogue changes, staff account changes
 * and deal changes in one list, optionally of one actor; one page, and whether an older page exists.
 */
export async function auditTrail(
  db: Database,
  { actor, page }: { actor: string | null; page: number },
): Promise<{ entries: AuditEntry[]; older: boolean }> {
  const everything = orderEvents(db)
    .unionAll(callAttempts(db))
    .unionAll(catalogChanges(db))
    .unionAll(staffEvents(db))
    .unionAll(dealChanges(db))
    .as("trail");
  let trail = db
    .selectFrom(everything)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("source")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  if (actor) trail = trail.where("actor", "=", actor);
  const rows = await trail.execute();
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), older: rows.length > AUDIT_PAGE_SIZE };
}

/** Order events: placed, status moves, notes, changes on the call. */
function orderEvents(db: Database) {
  return db
    .selectFrom("order_event")
    .innerJoin("orders", "orders.id", "order_event.order_id")
    .select([
      sql<AuditEntry["source"]>`'order'`.as("source"),
      "order_event.id as id",
      "order_event.created_at as at",
      "order_event.actor as actor",
      sql<string>`cast(order_event.kind as text)`.as("kind"),
      "orders.number as subject",
      sql<string | null>`cast(order_event.to_status as text)`.as("detail"),
      "order_event.note as note",
      noNumber.as("before"),
      noNumber.as("after"),
    ]);
}

/** Confirming calls, each with its outcome. */
function callAttempts(db: Database) {
  return db
    .selectFrom("call_attempt")
    .innerJoin("orders", "orders.id", "call_attempt.order_id")
    .select([
      sql<AuditEntry["source"]>`'call'`.as("source"),
      "call_attempt.id as id",
      "call_attempt.created_at as at",
      "call_attempt.actor as actor",
      sql<string>`'call'`.as("kind"),
      "orders.number as subject",
      sql<string | null>`cast(call_attempt.outcome as text)`.as("detail"),
      "call_attempt.note as note",
      noNumber.as("before"),
      noNumber.as("after"),
    ]);
}

/** Catalogue changes: prices, stock, imports, shelves, product edits, photos. */
function catalogChanges(db: Database) {
  return db
    .selectFrom("catalog_change")
    .leftJoin("product_size", "product_size.id", "catalog_change.size_id")
    .leftJoin("product", (join) =>
      join.on((eb) =>
        eb("product.id", "=", eb.fn.coalesce("catalog_change.product_id", "product_size.product_id")),
      ),
    )
    .select([
      sql<AuditEntry["source"]>`'catalog'`.as("source"),
      "catalog_change.id as id",
      "catalog_change.created_at as at",
      "catalog_change.actor as actor",
      sql<string>`cast(catalog_change.kind as text)`.as("kind"),
      sql<string | null>`coalesce(product.name, catalog_change.size_id)`.as("subject"),
      "catalog_change.summary as detail",
      sql<string | null>`cast(product_size.label as text)`.as("note"),
      "catalog_change.before_value as before",
      "catalog_change.after_value as after",
    ]);
}

/** Account changes: invitations, resets, roles, disabling. */
function staffEvents(db: Database) {
  return db
    .selectFrom("staff_event")
    .innerJoin("staff_user", "staff_user.id", "staff_event.staff_id")
    .select([
      sql<AuditEntry["source"]>`'staff'`.as("source"),
      "staff_event.id as id",
      "staff_event.created_at as at",
      "staff_event.actor as actor",
      sql<string>`cast(staff_event.kind as text)`.as("kind"),
      "staff_user.name as subject",
      "staff_event.detail as detail",
      noText.as("note"),
      noNumber.as("before"),
      noNumber.as("after"),
    ]);
}

/** Case rules and codes added, changed, switched on or off, ended (issue #35). */
function dealChanges(db: Database) {
  return db
    .selectFrom("deal_change")
    .select([
      sql<AuditEntry["source"]>`'deal'`.as("source"),
      "deal_change.id as id",
      "deal_change.created_at as at",
      "deal_change.actor as actor",
      sql<string>`cast(deal_change.kind as text)`.as("kind"),
      "deal_change.subject as subject",
      "deal_change.after_terms as detail",
      "deal_change.before_terms as note",
      noNumber.as("before"),
      noNumber.as("after"),
    ]);
}

/** Everyone who may appear in the trail, for its filter: every account (disabled too), then the others. */
export async function auditActors(db: Database): Promise<Array<{ actor: string; name: string }>> {
  const staff = await db.selectFrom("staff_user").select(["id", "name"]).orderBy("name").execute();
  return [
    ...staff.map((member) => ({ actor: `staff:${member.id}`, name: member.name })),
    { actor: "shopper", name: "Shoppers" },
    { actor: "system", name: "The store itself" },
    { actor: "cli", name: "Command line" },
  ];
}
