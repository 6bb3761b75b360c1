import type { Database } from "~/utils/db.server";
import { isStyleOf, STYLES_BY_TYPE, styleReadFrom } from "../product-style";
import { lockCatalog } from "./catalog-repository.server";
import { auditProductEdit } from "./product-edits.server";

/** A product's style as the console shows it: what staff set, what the catalogue reads, what may be chosen. */
export interface EditableStyle {
  /** The style staff set; null: the one read from the subtype or name holds. */
  chosen: string | null;
  /** What the catalogue reads from the product's subtype or name. */
  read: string | null;
  /** The styles of the product's type; empty for a type without a list (a wine's style is its wine type). */
  choices: readonly string[];
}

export async function productStyleForEditing(db: Database, route: string): Promise<EditableStyle | null> {
  const row = await db
    .selectFrom("product")
    .select(["type_slug", "subtype_slug", "name", "wine_type", "style"])
    .where("route", "=", route)
    .executeTakeFirst();
  if (!row) return null;
  const read = styleReadFrom({
    typeSlug: row.type_slug,
    subtypeSlug: row.subtype_slug,
    name: row.name,
    wineType: row.wine_type,
  });
  return { chosen: row.style, read, choices: STYLES_BY_TYPE.get(row.type_slug) ?? [] };
}

export type StyleEditResult =
  { ok: true; changed: boolean } | { ok: false; reason: "not_found" | "not_a_style" };

/**
 * Sets the style a product is browsed by (null: read it from the subtype or name again), audited
 * as every product edit is; a style that is not one of the product's type's is refused.
 */
export function setProductStyle(
  db: Database,
  edit: { route: string; style: string | null; actor: string; now: Date },
): Promise<StyleEditResult> {
  return db.transaction().execute(async (trx) => {
    await lockCatalog(trx);
    const row = await trx
      .selectFrom("product")
      .select(["id", "type_slug", "style"])
      .where("route", "=", edit.route)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "not_found" };
    if (edit.style !== null && !isStyleOf(row.type_slug, edit.style))
      return { ok: false, reason: "not_a_style" };
    if (row.style === edit.style) return { ok: true, changed: false };
    await trx.updateTable("product").set({ style: edit.style }).where("id", "=", row.id).execute();
    const how = edit.style === null ? "read from its subtype and name" : `set to ${edit.style}`;
    await auditProductEdit(trx, edit, row.id, `${edit.route}: style ${how}`);
    return { ok: true, changed: true };
  });
}
