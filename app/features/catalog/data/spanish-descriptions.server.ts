import type { Database } from "~/utils/db.server";
import { productForEditing, type EditableProduct } from "./product-edits.server";

/** One step of the console's Spanish descriptions (issue #31): a product, and where it stands among those left. */
export interface SpanishDescriptionStep {
  /** Null when no route was asked for and every product on sale has one. */
  product: EditableProduct | null;
  /** Products on sale with no Spanish description. */
  remaining: number;
  /** This product's place among them (1 is the first); null once it has one. */
  place: number | null;
  /** The routes of the products without one just before and just after it, in the catalogue's order. */
  previous: string | null;
  next: string | null;
}

/** Products on sale with no Spanish description, in the catalogue file's order (type, subtype, brand). */
function withoutSpanish(db: Database) {
  return db
    .selectFrom("product")
    .select(["id", "route", "position"])
    .where("retired", "=", 0)
    .where((eb) => eb.or([eb("description_es", "is", null), eb("description_es", "=", "")]))
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export async function countWithoutSpanish(db: Database): Promise<number> {
  const { count } = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("retired", "=", 0)
    .where((eb) => eb.or([eb("description_es", "is", null), eb("description_es", "=", "")]))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * `route`'s step among the products without a Spanish description, or the first one's when `route`
 * is null; null when it names no product on sale.
 */
export async function spanishDescriptionStep(
  db: Database,
  route: string | null,
): Promise<SpanishDescriptionStep | null> {
  const left = await withoutSpanish(db);
  const shown = route ?? left[0]?.route;
  if (shown === undefined) return { product: null, remaining: 0, place: null, previous: null, next: null };
  const [product, order] = await Promise.all([
    productForEditing(db, shown),
    db.selectFrom("product").select(["id", "position"]).where("route", "=", shown).executeTakeFirst(),
  ]);
  if (!product || product.retired || !order) return null;
  // Compared as the list is ordered: by position, then id (products added in the console may share one).
  const before = (row: { id: number; position: number }) =>
    row.position < order.position || (row.position === order.position && row.id < order.id);
  const earlier = left.filter(before);
  const place = left.findIndex((row) => row.id === order.id);
  const later = left.filter((row) => row.id !== order.id && !before(row));
  return {
    product,
    remaining: left.length,
    place: place === -1 ? null : place + 1,
    previous: earlier.at(-1)?.route ?? null,
    next: later[0]?.route ?? null,
  };
}
