import { z } from "zod";
import { typedDollarsToCents } from "~/utils/money";
import { isStaffProductKey, type StaffProductKey, type StaffProductText } from "./staff-product-messages";

/** A zod message of the console's product forms: a key of the product page's catalogue. */
export const problem = (key: StaffProductKey) => key;

/** The dearest bottle the console accepts: a typo guard, far above anything the store sells. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_STOCK = 100_000;

const cents = z.coerce.number().int().min(0).max(MAX_PRICE_CENTS);
/** Empty means the store does not count this size's stock. */
export const stockText = z
  .string()
  .trim()
  .regex(/^\d*$/, problem("problem.stock"))
  .transform((text) => (text === "" ? null : Number(text)))
  .refine((stock) => stock === null || stock <= MAX_STOCK, problem("problem.stockMax"));

/** A price typed in dollars ("24.99", "$24.99"), in cents. */
export const priceText = z
  .string()
  .transform((text) => typedDollarsToCents(text))
  .refine((price): price is number => price !== null && price >= 1 && price <= MAX_PRICE_CENTS, {
    message: problem("problem.price"),
  });

/**
 * One size's price and stock as the staff form sends them, with the values the page showed, so a
 * change made meanwhile (an order took stock, someone else saved) is not silently overwritten.
 */
export const sizeEditSchema = z.strictObject({
  sizeId: z.string().min(1).max(200),
  price: priceText,
  stock: stockText,
  shownPriceCents: cents,
  shownStock: stockText,
});

export type SizeEditForm = z.output<typeof sizeEditSchema>;

/** The values a problem's text is written with: the limit it broke. */
const problemValues: Partial<Record<StaffProductKey, Record<string, string>>> = {
  "problem.stockMax": { max: String(MAX_STOCK) },
};

/** A form problem as the page writes it; a field the forms never send wrong (hidden ones) is "not understood". */
export function problemText(issue: z.core.$ZodIssue): StaffProductText {
  if (!isStaffProductKey(issue.message)) return { key: "answer.notUnderstood" };
  if (issue.code === "too_big") return { key: issue.message, values: { max: Number(issue.maximum) } };
  const values = problemValues[issue.message];
  return values ? { key: issue.message, values } : { key: issue.message };
}

/** Each field at fault with its problem, the first problem of a field kept. */
export function fieldProblems(issues: z.core.$ZodIssue[]): Record<string, StaffProductText> {
  const fields: Record<string, StaffProductText> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= problemText(issue);
  return fields;
}
