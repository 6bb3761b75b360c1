import type { Database } from "~/utils/db.server";
import { productForEditing, type EditableProduct } from "./product-edits.server";

/** One step of the console's Spanish descriptions (issue #31): a product, and where it stands among those left. */
export interface SpanishDescriptionStep {
  product: EditableProduct;
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
  return (await withoutSpanish(db)).length;
}

/** The first product on sale without a Spanish description; null when every one has one. */
export async function firstWithoutSpanish(db: Database): Promise<string | null> {
  return (await withoutSpanish(db))[0]?.route ?? null;
}

/** `route`'s step among the products without a Spanish description; null when it names no product on sale. */
export async function spanishDescriptionStep(
  db: Database,
  route: string,
): Promise<SpanishDescriptionStep | null> {
  const [left, product, order] = await Promise.all([
    withoutSpanish(db),
    productForEditing(db, route),
    db.selectFrom("product").select(["id", "position"]).where("route", "=", route).executeTakeFirst(),
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
