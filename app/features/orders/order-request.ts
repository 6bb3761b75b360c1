// zod/mini: the checkout sends this schema to every shopper's phone (9 KB gzip against 26 KB; decision 0035).
import * as z from "zod/mini";
import { MAX_CODE_LENGTH } from "~/features/deals";
import { MAX_PER_LINE, SIZE_ID_MAX_LENGTH } from "~/features/inventory";
import { DELIVERY_AREA_MESSAGE, isDeliveryZip, ORDER_LIMITS } from "./order-limits";
import { isOrderRequestMessageKey, type OrderRequestMessageKey } from "./order-request-messages";
import { DEFAULT_SUBSTITUTION, SUBSTITUTIONS, type Substitution } from "./order-choices";
import { normalizeUsPhone } from "~/utils/us-phone";

/**
 * The body of POST /api/orders (DESIGN §6), shared by the checkout page (to show errors at their
 * fields before sending) and the server (which trusts nothing else). Strict: an unknown field, such
 * as a price, a total or a status, is refused, never read.
 */

const PHONE_MAX = 30;

/** Problems are answered as message keys, for the page to say in the shopper's language. */
const key = (messageKey: OrderRequestMessageKey) => messageKey;

function requiredText(max: number, missing: OrderRequestMessageKey, tooLong: OrderRequestMessageKey) {
  return z.string().check(z.trim(), z.minLength(1, key(missing)), z.maxLength(max, key(tooLong)));
}

/** Trimmed; empty is as good as absent. */
function optionalText(max: number, tooLong: OrderRequestMessageKey) {
  return z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(max, key(tooLong))), emptyAsAbsent));
}

const emptyAsAbsent = z.transform((value: string) => value || undefined);

/** A US number typed in any shape, read as E.164. */
const usPhone = z.pipe(
  z.string().check(
    z.maxLength(PHONE_MAX, { message: key("order.phoneInvalid"), abort: true }),
    z.refine((typed: string) => normalizeUsPhone(typed) !== null, key("order.phoneInvalid")),
  ),
  z.transform((typed: string) => normalizeUsPhone(typed) ?? typed),
);

/** Control characters (tabs, escapes, U+007F–U+009F); line breaks too unless `lineBreaks`. */
function hasControlCharacter(text: string, lineBreaks: boolean): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (lineBreaks && (character === "\n" || character === "\r")) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function printable(lineBreaks: boolean) {
  return z.refine<string>((text) => !hasControlCharacter(text, lineBreaks), key("order.giftTextInvalid"));
}

const customerSchema = z.strictObject({
  name: requiredText(ORDER_LIMITS.nameMax, "order.nameMissing", "order.nameTooLong"),
  phone: usPhone,
  email: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(ORDER_LIMITS.emailMax, key("order.emailTooLong"))),
        z.union([z.literal(""), z.email(key("order.emailInvalid"))]),
      ),
      emptyAsAbsent,
    ),
  ),
});

/** The start of the window the shopper chose (ISO 8601, as GET /api/orders/windows names it); absent: as soon as possible. */
const windowStart = z.optional(
  z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, key("order.windowUnknown"))),
);

const fulfilmentSchema = z.discriminatedUnion(
  "method",
  [
    z.strictObject({
      method: z.literal("delivery"),
      address: requiredText(ORDER_LIMITS.addressMax, "order.addressMissing", "order.addressTooLong"),
      unit: optionalText(ORDER_LIMITS.unitMax, "order.unitTooLong"),
      zip: z.string().check(
        z.trim(),
        // One problem at a time: a ZIP that is not 5 digits is not also outside the area.
        z.regex(/^\d{5}$/, { error: key("order.zipInvalid"), abort: true }),
        z.refine(isDeliveryZip, DELIVERY_AREA_MESSAGE),
      ),
      window: windowStart,
    }),
    z.strictObject({ method: z.literal("pickup"), window: windowStart }),
  ],
  key("order.fulfilmentMissing"),
);

const orderLineSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(SIZE_ID_MAX_LENGTH)),
  quantity: z
    .number()
    .check(
      z.int(key("order.quantityWhole")),
      z.minimum(1, key("order.quantityMin")),
      z.maximum(MAX_PER_LINE, key("order.quantityMax")),
    ),
  /** The unit price checkout showed: compared with today's, never charged. Absent = today's price is accepted. */
  seenUnitPriceCents: z.optional(
    z.number().check(z.int(key("order.invalid")), z.minimum(0, key("order.invalid"))),
  ),
  /** What the staff do if this bottle is missing; absent = they call (decision 0042). */
  substitution: z._default(z.enum(SUBSTITUTIONS, key("order.substitutionInvalid")), DEFAULT_SUBSTITUTION),
});

/**
 * A gift: who receives it, a few words for the card, and a gift box where a line's product has one
 * (the server checks that against the catalogue; decision 0042).
 */
const giftSchema = z.strictObject({
  recipientName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key("order.giftNameMissing")),
      z.maxLength(ORDER_LIMITS.giftNameMax, key("order.giftNameTooLong")),
      printable(false),
    ),
  recipientPhone: usPhone,
  message: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(ORDER_LIMITS.giftMessageMax, key("order.giftMessageTooLong")),
          printable(true),
        ),
      emptyAsAbsent,
    ),
  ),
  giftBox: z._default(z.boolean(key("order.invalid")), false),
});

export const orderRequestSchema = z
  .strictObject({
    /** One per checkout attempt: the same key sent again returns the same order. */
    idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, key("order.attemptKeyInvalid"))),
    customer: customerSchema,
    fulfilment: fulfilmentSchema,
    items: z
      .array(orderLineSchema)
      .check(
        z.minLength(1, key("order.cartEmpty")),
        z.maxLength(ORDER_LIMITS.maxLines, key("order.tooManyLines")),
      ),
    paymentMethod: z.enum(["cash", "card"], key("order.paymentMissing")),
    tipPercent: z.number().check(
      z.minimum(0, key("order.tipTooLow")),
      z.maximum(100, key("order.tipTooHigh")),
      z.refine(
        (percent: number) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6),
        key("order.tipDecimals"),
      ),
    ),
    notes: optionalText(ORDER_LIMITS.notesMax, "order.notesTooLong"),
    language: z.optional(z.enum(["en", "es"])),
    gift: z.optional(giftSchema),
    /** A code from a flyer, as typed (the server reads it with normalCode); one per order. */
    dealCode: optionalText(MAX_CODE_LENGTH, "order.invalid"),
    /** The discount checkout showed (case and code): an order that would get less is refused (409 price_changed). */
    seenDiscountCents: z.optional(
      z.number().check(z.int(key("order.invalid")), z.minimum(0, key("order.invalid"))),
    ),
  })
  .check(
    // The tip is the driver's: a pickup order has none (issue #31).
    z.refine((order) => order.fulfilment.method === "delivery" || order.tipPercent === 0, {
      message: key("order.tipPickup"),
      path: ["tipPercent"],
    }),
  );

export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type OrderRequest = z.output<typeof orderRequestSchema>;
/** Field path ("customer.phone", "items.0.quantity") → message keys, as the 422 answer carries them. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export function parseOrderRequest(
  body: unknown,
): { ok: true; request: OrderRequest } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = orderRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

/** The key for a field that is wrong in a way no other message names (a number for a string, U+0000). */
export const INVALID_FIELD: OrderRequestMessageKey = "order.invalid";

/** zod's own English texts (wrong types, unknown fields) become INVALID_FIELD: every answer is a key. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    (fieldErrors[field] ??= []).push(isOrderRequestMessageKey(issue.message) ? issue.message : INVALID_FIELD);
  }
  return fieldErrors;
}

export interface MergedOrderLine {
  id: string;
  quantity: number;
  firstIndex: number;
  /** The first line's choice: lines of one size are one line for the staff. */
  substitution: Substitution;
  /** The lowest price the shopper saw for this size, if the body said. */
  seenUnitPriceCents?: number;
}

/**
 * Lines of one size count as one (DESIGN §11): summed, in ascending id order, each with where it
 * first appeared and the lowest price seen for it.
 */
export function mergeOrderLines(items: OrderRequest["items"]): MergedOrderLine[] {
  const merged = new Map<string, MergedOrderLine>();
  items.forEach((item, index) => {
    const line = merged.get(item.id);
    if (!line) merged.set(item.id, { ...item, firstIndex: index });
    else {
      line.quantity += item.quantity;
      line.seenUnitPriceCents = lowest(line.seenUnitPriceCents, item.seenUnitPriceCents);
    }
  });
  return [...merged.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function lowest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}
