import { z } from "zod";
import { MAX_PER_LINE } from "~/features/cart/cart-storage";
import { store } from "~/features/store/store";
import { normalizeUsPhone } from "./us-phone";

/**
 * The body of POST /api/orders (DESIGN §6), shared by the checkout page (to show errors at their
 * fields before sending) and the server (which trusts nothing else). Strict: an unknown field, such
 * as a price, a total or a status, is refused, never read.
 */

/** DESIGN §6: an order body is at most 32 KB. */
export const MAX_ORDER_BODY_BYTES = 32 * 1024;
/** More distinct sizes than any shopper carries to the counter; bounds the work one request can cause. */
export const MAX_ORDER_LINES = 50;
const MAX_NOTES_LENGTH = 500;

function requiredText(max: number, missing: string) {
  return z.string().trim().min(1, missing).max(max, `Use at most ${max} characters.`);
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((value) => value || undefined)
    .optional();
}

const customerSchema = z.strictObject({
  name: requiredText(100, "Enter your name."),
  phone: z
    .string()
    .max(30, "Enter a US phone number with its area code.")
    .transform((typed, context) => {
      const e164 = normalizeUsPhone(typed);
      if (e164) return e164;
      context.addIssue({ code: "custom", message: "Enter a US phone number with its area code." });
      return z.NEVER;
    }),
  email: z
    .string()
    .trim()
    .max(200, "Use at most 200 characters.")
    .pipe(
      z.union([
        z.literal(""),
        z.email("Enter an e-mail address such as name@example.com, or leave it empty."),
      ]),
    )
    .transform((value) => value || undefined)
    .optional(),
});

export const DELIVERY_AREA_MESSAGE =
  "We don't deliver to this ZIP code. Choose pickup, or use an address in our delivery area.";

const fulfilmentSchema = z.discriminatedUnion("method", [
  z.strictObject({
    method: z.literal("delivery"),
    address: requiredText(200, "Enter the street address."),
    unit: optionalText(40),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Enter a 5-digit ZIP code.")
      .refine(isDeliveryZip, DELIVERY_AREA_MESSAGE),
  }),
  z.strictObject({ method: z.literal("pickup") }),
]);

const orderLineSchema = z.strictObject({
  id: z.string().min(1).max(200),
  quantity: z
    .number()
    .int("Choose a whole number of bottles.")
    .min(1, "Choose at least 1.")
    .max(MAX_PER_LINE, `At most ${MAX_PER_LINE} of one size per order.`),
});

export const orderRequestSchema = z.strictObject({
  /** One per checkout attempt: the same key sent again returns the same order. */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "A checkout attempt key of 16 to 100 letters, digits, - or _."),
  customer: customerSchema,
  fulfilment: fulfilmentSchema,
  items: z.array(orderLineSchema).min(1, "Your cart is empty.").max(MAX_ORDER_LINES),
  paymentMethod: z.enum(["cash", "card"], "Choose cash or card."),
  tipPercent: z
    .number()
    .min(0, "A tip is 0 % or more.")
    .max(100, "A tip is at most 100 %.")
    .refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), "Use at most 2 decimals."),
  notes: optionalText(MAX_NOTES_LENGTH),
  language: z.enum(["en", "es"]).optional(),
});

export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type OrderRequest = z.output<typeof orderRequestSchema>;
/** Field path ("customer.phone", "items.0.quantity") → messages, as the 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

export function isDeliveryZip(zip: string): boolean {
  return store.delivery.zipCodes.includes(zip.trim());
}

export function parseOrderRequest(
  body: unknown,
): { ok: true; request: OrderRequest } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = orderRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** Lines of one size count as one (DESIGN §11): summed, in ascending id order, each with where it first appeared. */
export function mergeOrderLines(
  items: OrderRequest["items"],
): Array<{ id: string; quantity: number; firstIndex: number }> {
  const merged = new Map<string, { id: string; quantity: number; firstIndex: number }>();
  items.forEach((item, index) => {
    const line = merged.get(item.id);
    if (line) line.quantity += item.quantity;
    else merged.set(item.id, { id: item.id, quantity: item.quantity, firstIndex: index });
  });
  return [...merged.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
