import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import type { Database } from "~/utils/db.server";
import { bumpCatalogRevision, lockCatalog } from "./catalog-repository.server";
import { HOME_KEY, typeKey } from "../edge-keys";

/** Staff's choice for one home shelf: these products of the type, in this order, first. */
export interface FeaturedChoice {
  typeSlug: string;
  routes: readonly string[];
  /** The shelf's choices as the staff member saw them: the change applies only if nothing moved since. */
  shown: readonly string[];
  actor: string;
  now: Date;
}

export type FeaturedChoiceResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "conflict"; current: string[] }
  | { ok: false; reason: "unknown_product" | "repeated_product"; route: string };

/**
 * Sets which of a type's products home features first, in order (issue #16), with an audit row, in
 * one transaction. The catalogue's revision moves, so every server's home shows the shelf at once.
 */
export function chooseFeatured(db: Database, choice: FeaturedChoice): Promise<FeaturedChoiceResult> {
  return db.transaction().execute(async (trx) => {
    await lockCatalog(trx);
    const current = await featuredRoutes(trx, choice.typeSlug);
    if (!sameOrder(current, choice.shown)) return { ok: false, reason: "conflict", current };
    if (sameOrder(current, choice.routes)) return { ok: true, changed: false };
    const repeated = choice.routes.find((route, index) => choice.routes.indexOf(route) !== index);
    if (repeated !== undefined) return { ok: false, reason: "repeated_product", route: repeated };
    const unknown = await firstUnknownRoute(trx, choice);
    if (unknown !== null) return { ok: false, reason: "unknown_product", route: unknown };
    await trx
      .updateTable("product")
      .set({ featured_rank: null })
      .where("type_slug", "=", choice.typeSlug)
      .where("featured_rank", "is not", null)
      .execute();
    for (const [index, route] of choice.routes.entries()) {
      await trx
        .updateTable("product")
        .set({ featured_rank: index + 1 })
        .where("route", "=", route)
        .execute();
    }
    await trx
      .insertInto("catalog_change")
      .values({
        kind: "featured",
        size_id: null,
        before_value: null,
        after_value: null,
        summary: `${choice.typeSlug}: ${choice.routes.join(", ") || "none chosen"}`,
        actor: choice.actor,
        created_at: choice.now.toISOString(),
      })
      .execute();
    await bumpCatalogRevision(trx, [HOME_KEY, typeKey(choice.typeSlug)]);
    return { ok: true, changed: true };
  });
}

/** The type's chosen products, in their order on the shelf. */
export async function featuredRoutes(
  db: Database | Transaction<StoreDatabase>,
  typeSlug: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("product")
    .select("route")
    .where("type_slug", "=", typeSlug)
    .where("retired", "=", 0)
    .where("featured_rank", "is not", null)
    .orderBy("featured_rank")
    .orderBy("position")
    .execute();
  return rows.map((row) => row.route);
}

async function firstUnknownRoute(
  trx: Transaction<StoreDatabase>,
  choice: FeaturedChoice,
): Promise<string | null> {
  if (choice.routes.length === 0) return null;
  const rows = await trx
    .selectFrom("product")
    .select("route")
    .where("type_slug", "=", choice.typeSlug)
    .where("retired", "=", 0)
    .where("route", "in", [...choice.routes])
    .execute();
  const known = new Set(rows.map((row) => row.route));
  return choice.routes.find((route) => !known.has(route)) ?? null;
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((route, index) => route === b[index]);
}

/** A change to a home shelf, as the console lists it. */
export interface FeaturedChangeRecord {
  at: string;
  actor: string;
  summary: string;
}

/** The latest shelf changes, newest first. */
export async function recentFeaturedChanges(db: Database, limit = 10): Promise<FeaturedChangeRecord[]> {
  const rows = await db
    .selectFrom("catalog_change")
    .select(["actor", "summary", "created_at"])
    .where("kind", "=", "featured")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ at: row.created_at, actor: row.actor, summary: row.summary ?? "" }));
}

/** Every live product's featured rank, by route: what an import that names none keeps. */
export async function featuredRanks(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("product")
    .select(["route", "featured_rank"])
    .where("retired", "=", 0)
    .where("featured_rank", "is not", null)
    .execute();
  return new Map(rows.flatMap((row) => (row.featured_rank === null ? [] : [[row.route, row.featured_rank]])));
}
