import { z } from "zod";
import { fieldProblems, priceText, problem, problemText, stockText } from "./size-edit";
import type { StaffProductText } from "./staff-product-messages";

const AT_MOST = problem("problem.atMost");

/** The longest description, in either language, the console accepts. */
export const DESCRIPTION_MAX = 4000;

/** How many size rows the new-product form offers; empty rows are left out. */
export const NEW_PRODUCT_SIZE_ROWS = 6;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, AT_MOST)
    .optional()
    .transform((text) => text || null);

/** The product details as the console's forms send them (issue #16). */
export const productDetailsFields = {
  name: z.string().trim().min(1, problem("problem.name")).max(200, AT_MOST),
  brand: z.string().trim().min(1, problem("problem.brand")).max(120, AT_MOST),
  description: z.string().trim().max(DESCRIPTION_MAX, AT_MOST).default(""),
  descriptionEs: optionalText(DESCRIPTION_MAX),
  wineType: optionalText(100),
  varietal: optionalText(100),
};

const shownDetails = z.object({
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  descriptionEs: z.string().nullable(),
  wineType: z.string().nullable(),
  varietal: z.string().nullable(),
});

/** The details a page showed, sent back as JSON, so a change made meanwhile is caught. */
export const shownDetailsJson = z
  .string()
  .max(20_000)
  .transform((text, context) => {
    try {
      return shownDetails.parse(JSON.parse(text));
    } catch {
      context.addIssue({ code: "custom", message: problem("problem.shownNotWhole") });
      return z.NEVER;
    }
  });

/** An edit of a product's details, with the details the page showed. */
export const productDetailsEditSchema = z.object({
  intent: z.literal("details"),
  ...productDetailsFields,
  shown: shownDetailsJson,
});

/** The style shoppers browse a product by; empty: as its name or subtype says (issue #31). */
export const productStyleSchema = z.object({
  intent: z.literal("style"),
  style: z
    .string()
    .trim()
    .max(40)
    .transform((style) => style || null),
});

/** Retire (off the storefront, kept for past orders) or restore. */
export const productRetireSchema = z.object({ intent: z.enum(["retire", "restore"]) });

const sizeRow = z.object({
  label: z.string().trim().max(60, AT_MOST),
  price: z.string(),
  stock: z.string(),
  id: z.string().trim().max(100, AT_MOST),
});

/** A new product's sizes: rows with a label are sizes, each with a price; empty rows are left out. */
function sizesFrom(form: Record<string, unknown>) {
  return Array.from({ length: NEW_PRODUCT_SIZE_ROWS }, (_, index) => ({
    label: form[`sizes.${index}.label`] ?? "",
    price: form[`sizes.${index}.price`] ?? "",
    stock: form[`sizes.${index}.stock`] ?? "",
    id: form[`sizes.${index}.id`] ?? "",
  }));
}

const NEW_PRODUCT_FIELDS = new Set([
  "subtype",
  ...Object.keys(productDetailsFields),
  ...Array.from({ length: NEW_PRODUCT_SIZE_ROWS }, (_, row) =>
    ["label", "price", "stock", "id"].map((column) => `sizes.${row}.${column}`),
  ).flat(),
]);

/** Whether `name` is a field of the new-product form: only those are sent back to be shown again. */
export function isNewProductField(name: string): boolean {
  return NEW_PRODUCT_FIELDS.has(name);
}

export type NewProductForm = {
  /** The form's row of each size, for problems the server finds ("sizes.<row>.id"). */
  sizeRows: number[];
  typeSlug: string;
  subtypeSlug: string;
  details: z.output<z.ZodObject<typeof productDetailsFields>>;
  sizes: Array<{ label: string; priceCents: number; inventory: number | null; id: string | null }>;
};

/** Reads the new-product form; problems keyed by field name ("name", "sizes.2.price"…). */
export function parseNewProductForm(
  form: Record<string, unknown>,
): { ok: true; product: NewProductForm } | { ok: false; problems: Record<string, StaffProductText> } {
  let problems: Record<string, StaffProductText> = {};
  const kind = z
    .string()
    .regex(/^[^/]+\/[^/]+$/)
    .safeParse(form.subtype);
  if (!kind.success) problems.subtype = { key: "problem.subtype" };
  const details = z.object(productDetailsFields).safeParse(form);
  if (!details.success) problems = { ...problems, ...fieldProblems(details.error.issues) };
  const sizes: NewProductForm["sizes"] = [];
  const sizeRows: number[] = [];
  for (const [index, row] of sizesFrom(form).entries()) {
    const parsed = sizeRow.safeParse(row);
    if (!parsed.success || parsed.data.label === "") continue;
    const price = priceText.safeParse(parsed.data.price);
    const stock = stockText.safeParse(parsed.data.stock);
    if (!price.success) problems[`sizes.${index}.price`] = problemText(price.error.issues[0]!);
    if (!stock.success) problems[`sizes.${index}.stock`] = problemText(stock.error.issues[0]!);
    if (!price.success || !stock.success) continue;
    sizes.push({
      label: parsed.data.label,
      priceCents: price.data,
      inventory: stock.data,
      id: parsed.data.id || null,
    });
    sizeRows.push(index);
  }
  if (sizes.length === 0 && !Object.keys(problems).some((key) => key.startsWith("sizes.")))
    problems["sizes.0.label"] = { key: "problem.oneSize" };
  if (Object.keys(problems).length > 0 || !kind.success || !details.success) return { ok: false, problems };
  const [typeSlug = "", subtypeSlug = ""] = kind.data.split("/");
  return { ok: true, product: { sizeRows, typeSlug, subtypeSlug, details: details.data, sizes } };
}
