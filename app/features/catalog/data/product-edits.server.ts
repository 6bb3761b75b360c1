import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import { setStockLevels } from "~/features/inventory/index.server";
import type { Database } from "~/utils/db.server";
import type { ProductDetails } from "../catalog-model";
import { firstFree, slugify } from "../slug";
import { isBeerStyleLabel, millilitresFromLabel, sizeSlug } from "../size-label";
import { bumpCatalogRevision, lockCatalog, staleKeysOfProduct } from "./catalog-repository.server";
import { inFileOrder } from "./file-order";

const DETAIL_NAMES: Record<keyof ProductDetails, string> = {
  name: "name",
  brand: "brand",
  description: "description",
  descriptionEs: "Spanish description",
  wineType: "wine type",
  varietal: "varietal",
};

/** A product as the console edits it, retired or not, read from the database (the one truth for a save). */
export interface EditableProduct {
  id: number;
  route: string;
  typeSlug: string;
  subtypeSlug: string;
  retired: boolean;
  details: ProductDetails;
}

type Reader = Database | Transaction<StoreDatabase>;

export async function productForEditing(db: Reader, route: string): Promise<EditableProduct | null> {
  const row = await db.selectFrom("product").selectAll().where("route", "=", route).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    route: row.route,
    typeSlug: row.type_slug,
    subtypeSlug: row.subtype_slug,
    retired: row.retired === 1,
    details: {
      name: row.name,
      brand: row.brand,
      description: row.description,
      descriptionEs: row.description_es,
      wineType: row.wine_type,
      varietal: row.varietal,
    },
  };
}

/** Who changed the catalogue, and when: every product edit writes one audit row. */
export interface ProductAudit {
  actor: string;
  now: Date;
}

/**
 * Numbers live products in the catalogue file's order, as an import would: a product added, moved
 * to another brand, retired or restored in the console then exports and imports back unchanged.
 */
async function renumberInFileOrder(trx: Transaction<StoreDatabase>): Promise<void> {
  const [types, subtypes, products] = await Promise.all([
    trx.selectFrom("catalog_type").select("slug").orderBy("position").execute(),
    trx.selectFrom("catalog_subtype").select(["type_slug", "slug"]).orderBy("position").execute(),
    trx
      .selectFrom("product")
      .select(["id", "type_slug", "subtype_slug", "brand", "position"])
      .where("retired", "=", 0)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const ordered = inFileOrder(
    types.map((type) => ({
      slug: type.slug,
      subtypes: subtypes.filter((subtype) => subtype.type_slug === type.slug),
    })),
    products.map((row) => ({ ...row, typeSlug: row.type_slug, subtypeSlug: row.subtype_slug })),
  );
  for (const [position, product] of ordered.entries()) {
    if (product.position !== position)
      await trx.updateTable("product").set({ position }).where("id", "=", product.id).execute();
  }
}

/** Numbers products as the file would, writes the audit row and moves the catalogue's revision. */
async function recordProductChange(
  trx: Transaction<StoreDatabase>,
  audit: ProductAudit,
  productId: number,
  summary: string,
): Promise<void> {
  await renumberInFileOrder(trx);
  await auditProductEdit(trx, audit, productId, summary);
}

/** A staff edit of a product: its audit row, and the catalogue's revision moved for every server. */
export async function auditProductEdit(
  trx: Transaction<StoreDatabase>,
  audit: ProductAudit,
  productId: number,
  summary: string,
): Promise<void> {
  await trx
    .insertInto("catalog_change")
    .values({
      kind: "product",
      product_id: productId,
      size_id: null,
      before_value: null,
      after_value: null,
      summary,
      actor: audit.actor,
      created_at: audit.now.toISOString(),
    })
    .execute();
  await bumpCatalogRevision(trx, await staleKeysOfProduct(trx, { productId }));
}

export type DetailsEditResult =
  | { ok: true; changed: Array<keyof ProductDetails> }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; current: ProductDetails };

/**
 * Sets a product's name, brand, descriptions, wine type and varietal, only if they are still what the
 * staff member saw; its route stays, so links and carts keep working.
 */
export function editProductDetails(
  db: Database,
  edit: { route: string; next: ProductDetails; shown: ProductDetails } & ProductAudit,
): Promise<DetailsEditResult> {
  return db.transaction().execute(async (trx) => {
    await lockCatalog(trx);
    const current = await productForEditing(trx, edit.route);
    if (!current) return { ok: false, reason: "not_found" };
    if (changedDetails(current.details, edit.shown).length > 0)
      return { ok: false, reason: "conflict", current: current.details };
    const changed = changedDetails(current.details, edit.next);
    if (changed.length === 0) return { ok: true, changed };
    const { name, brand, description, descriptionEs, wineType, varietal } = edit.next;
    await trx
      .updateTable("product")
      .set({ name, brand, description, description_es: descriptionEs, wine_type: wineType, varietal })
      .where("route", "=", edit.route)
      .execute();
    const what = changed.map((key) => DETAIL_NAMES[key]).join(", ");
    await recordProductChange(trx, edit, current.id, `${edit.route}: ${what} edited`);
    return { ok: true, changed };
  });
}

function changedDetails(a: ProductDetails, b: ProductDetails): Array<keyof ProductDetails> {
  const keys: Array<keyof ProductDetails> = [
    "name",
    "brand",
    "description",
    "descriptionEs",
    "wineType",
    "varietal",
  ];
  return keys.filter((key) => a[key] !== b[key]);
}

/** Takes a product off the storefront (kept for past orders and a later restore), or puts it back. */
export function setProductRetired(
  db: Database,
  change: { route: string; retired: boolean } & ProductAudit,
): Promise<{ ok: true; changed: boolean } | { ok: false; reason: "not_found" }> {
  return db.transaction().execute(async (trx) => {
    await lockCatalog(trx);
    const current = await productForEditing(trx, change.route);
    if (!current) return { ok: false, reason: "not_found" };
    if (current.retired === change.retired) return { ok: true, changed: false };
    await trx
      .updateTable("product")
      .set({ retired: change.retired ? 1 : 0 })
      .where("route", "=", change.route)
      .execute();
    await recordProductChange(
      trx,
      change,
      current.id,
      `${change.route}: ${change.retired ? "retired" : "restored"}`,
    );
    return { ok: true, changed: true };
  });
}

/** Retired products, by name: what staff may restore. */
export async function retiredProducts(
  db: Database,
): Promise<Array<{ route: string; name: string; brand: string }>> {
  return db
    .selectFrom("product")
    .select(["route", "name", "brand"])
    .where("retired", "=", 1)
    .orderBy("name")
    .execute();
}

export interface NewSize {
  label: string;
  priceCents: number;
  /** null: stock not counted. */
  inventory: number | null;
  /** A barcode or the store's own id; null to have one made from the route and label. */
  id: string | null;
}

export interface NewProduct {
  typeSlug: string;
  subtypeSlug: string;
  details: ProductDetails;
  sizes: NewSize[];
}

/** Why a new product was refused, by form field ("subtype", "sizes.1.id"…): a text of the console's product form. */
export type NewProductProblems = Record<string, NewProductProblem>;
export type NewProductProblem =
  | { key: "problem.subtype" | "problem.labelTwice" | "problem.idTwice" }
  | { key: "problem.idTaken"; values: { id: string } };

/**
 * Adds a product the store just received, with its sizes, in one transaction: its route made from
 * its name and unique among every product the store ever had (and every old route), its sizes'
 * ids given or made, their stock handed to the inventory module.
 */
export function addProduct(
  db: Database,
  product: NewProduct,
  audit: ProductAudit,
): Promise<{ ok: true; route: string } | { ok: false; problems: NewProductProblems }> {
  return db.transaction().execute(async (trx) => {
    await lockCatalog(trx);
    const problems = await newProductProblems(trx, product);
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    const route = await unusedRoute(trx, slugify(product.details.name) || "product");
    const id = await insertProduct(trx, product, route);
    await setStockLevels(trx, await insertSizes(trx, product, route, id));
    await recordProductChange(trx, audit, id, `${route}: added with ${product.sizes.length} sizes`);
    return { ok: true, route };
  });
}

async function newProductProblems(
  trx: Transaction<StoreDatabase>,
  product: NewProduct,
): Promise<NewProductProblems> {
  const problems: NewProductProblems = {};
  const subtype = await trx
    .selectFrom("catalog_subtype")
    .select("slug")
    .where("type_slug", "=", product.typeSlug)
    .where("slug", "=", product.subtypeSlug)
    .executeTakeFirst();
  if (!subtype) problems.subtype = { key: "problem.subtype" };
  const labels = new Set<string>();
  for (const [index, size] of product.sizes.entries()) {
    if (labels.has(size.label.toLowerCase()))
      problems[`sizes.${index}.label`] = { key: "problem.labelTwice" };
    labels.add(size.label.toLowerCase());
  }
  const given = product.sizes.flatMap((size, index) => (size.id ? [{ id: size.id, index }] : []));
  if (given.length > 0) {
    const taken = await trx
      .selectFrom("product_size")
      .select("id")
      .where(
        "id",
        "in",
        given.map((size) => size.id),
      )
      .execute();
    const takenIds = new Set(taken.map((row) => row.id));
    for (const { id, index } of given) {
      if (takenIds.has(id)) problems[`sizes.${index}.id`] = { key: "problem.idTaken", values: { id } };
    }
    const seen = new Set<string>();
    for (const { id, index } of given) {
      if (seen.has(id)) problems[`sizes.${index}.id`] = { key: "problem.idTwice" };
      seen.add(id);
    }
  }
  return problems;
}

/** `base`, or `base-2`, `base-3`…: never a route another product (or an old link) has. */
async function unusedRoute(trx: Transaction<StoreDatabase>, base: string): Promise<string> {
  const [products, redirects] = await Promise.all([
    trx.selectFrom("product").select("route").where("route", "like", `${base}%`).execute(),
    trx
      .selectFrom("product_route_redirect")
      .select("from_route")
      .where("from_route", "like", `${base}%`)
      .execute(),
  ]);
  const taken = new Set([...products.map((row) => row.route), ...redirects.map((row) => row.from_route)]);
  return firstFree(base, taken);
}

async function insertProduct(
  trx: Transaction<StoreDatabase>,
  product: NewProduct,
  route: string,
): Promise<number> {
  const last = await trx
    .selectFrom("product")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const { name, brand, description, descriptionEs, wineType, varietal } = product.details;
  const { id } = await trx
    .insertInto("product")
    .values({
      route,
      name,
      brand,
      type_slug: product.typeSlug,
      subtype_slug: product.subtypeSlug,
      description,
      description_es: descriptionEs,
      modal: 0,
      varietal,
      wine_type: wineType,
      featured_rank: null,
      position: (last?.position ?? 0) + 1,
      retired: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts the sizes (stock not yet counted) and returns the stock each is to have, by id. */
async function insertSizes(
  trx: Transaction<StoreDatabase>,
  product: NewProduct,
  route: string,
  productId: number,
): Promise<Array<{ id: string; inventory: number | null }>> {
  const folder = `liquors-webp/${product.typeSlug}/${product.subtypeSlug}/${slugify(product.details.brand) || "brand"}/${route}`;
  const stock: Array<{ id: string; inventory: number | null }> = [];
  for (const [position, size] of product.sizes.entries()) {
    const id = size.id ?? (await unusedSizeId(trx, `${route}-${sizeSlug(size.label)}`));
    stock.push({ id, inventory: size.inventory });
    await trx
      .insertInto("product_size")
      .values({
        id,
        product_id: productId,
        barcode: size.id,
        label: size.label,
        size_ml: isBeerStyleLabel(size.label) ? null : millilitresFromLabel(size.label),
        price_cents: size.priceCents,
        image_path: `${folder}/${route}-${sizeSlug(size.label)}.webp`,
        inventory: null,
        position,
        retired: 0,
      })
      .execute();
  }
  return stock;
}

async function unusedSizeId(trx: Transaction<StoreDatabase>, base: string): Promise<string> {
  const rows = await trx.selectFrom("product_size").select("id").where("id", "like", `${base}%`).execute();
  return firstFree(base, new Set(rows.map((row) => row.id)));
}
