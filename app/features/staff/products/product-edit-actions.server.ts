import { data } from "react-router";
import { editProductDetails, setProductRetired, setProductStyle } from "~/features/catalog/index.server";
import type { Database } from "~/utils/db.server";
import type { ProductFormAnswer } from "./product-editor";
import { productDetailsEditSchema, productRetireSchema, productStyleSchema } from "./product-form";
import { fieldProblems } from "./size-edit";

/** What a product form's action needs: the database, who acts, and the product's route. */
export interface ProductEditContext {
  db: Database;
  actor: string;
  route: string;
  /** Brings this server's pages up to date now, not at the next poll. */
  refreshCatalog(): Promise<void>;
}

/** The forms on a staff product page that change the product itself (not one of its sizes). */
export function isProductForm(sent: Record<string, unknown>): boolean {
  return ["details", "retire", "restore", "style"].includes(String(sent.intent));
}

/** Saves a product form's change; answers what the page shows, with the status that fits. */
export async function productFormAction(sent: Record<string, unknown>, context: ProductEditContext) {
  if (sent.intent === "style") return saveStyle(sent, context);
  return sent.intent === "details" ? saveDetails(sent, context) : saveRetired(sent, context);
}

async function saveStyle(sent: Record<string, unknown>, context: ProductEditContext) {
  const parsed = productStyleSchema.safeParse(sent);
  if (!parsed.success)
    return data<ProductFormAnswer>({ form: "style", error: { key: "answer.notAStyle" } }, 400);
  const result = await setProductStyle(context.db, {
    route: context.route,
    style: parsed.data.style,
    actor: context.actor,
    now: new Date(),
  });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) return data<ProductFormAnswer>({ form: "style", error: { key: "answer.notAStyle" } }, 400);
  if (result.changed) await context.refreshCatalog();
  return data<ProductFormAnswer>({
    form: "style",
    saved: { key: result.changed ? "answer.saved" : "answer.unchanged" },
  });
}

async function saveDetails(sent: Record<string, unknown>, context: ProductEditContext) {
  const parsed = productDetailsEditSchema.safeParse(sent);
  if (!parsed.success) {
    const fields = fieldProblems(parsed.error.issues);
    return data<ProductFormAnswer>({ form: "details", error: { key: "answer.checkFields" }, fields }, 400);
  }
  const { name, brand, description, descriptionEs, wineType, varietal, shown } = parsed.data;
  const result = await editProductDetails(context.db, {
    route: context.route,
    next: { name, brand, description, descriptionEs, wineType, varietal },
    shown,
    actor: context.actor,
    now: new Date(),
  });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok)
    return data<ProductFormAnswer>({ form: "details", error: { key: "answer.detailsConflict" } }, 409);
  if (result.changed.length > 0) await context.refreshCatalog();
  const saved = result.changed.length === 0 ? "answer.unchanged" : "answer.saved";
  return data<ProductFormAnswer>({ form: "details", saved: { key: saved } });
}

async function saveRetired(sent: Record<string, unknown>, context: ProductEditContext) {
  const parsed = productRetireSchema.safeParse(sent);
  if (!parsed.success)
    return data<ProductFormAnswer>({ form: "retire", error: { key: "answer.notUnderstood" } }, 400);
  const retired = parsed.data.intent === "retire";
  const result = await setProductRetired(context.db, {
    route: context.route,
    retired,
    actor: context.actor,
    now: new Date(),
  });
  if (!result.ok) throw data(null, { status: 404 });
  if (result.changed) await context.refreshCatalog();
  return data<ProductFormAnswer>({
    form: "retire",
    saved: { key: retired ? "answer.retired" : "answer.restored" },
  });
}
