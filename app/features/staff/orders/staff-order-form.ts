import { z } from "zod";
import { CALL_OUTCOMES, ORDER_STATUSES } from "~/features/orders";
import { idCheckFields } from "../handover/id-check-form";

/**
 * The staff order page's forms (issues #16, #19), read with the answer each wrong field gets: a
 * field's message is the key of the text the page shows. A version that is not a whole number
 * is "answer.stale": the page reloads the order. Fields read in the order the page checks them.
 */
const FORM_PROBLEMS = [
  "answer.stale",
  "answer.unknownStatus",
  "answer.chooseOutcome",
  "answer.chooseLine",
  "answer.wholeBottles",
  "answer.chooseSize",
  "answer.birthDate",
  "answer.cardDates",
] as const;
export type OrderFormProblem = (typeof FORM_PROBLEMS)[number];

/** A form field as a number, as the browser sends it: a missing field reads as 0, which the order refuses. */
const number = (problem: OrderFormProblem, valid: (value: number) => boolean) =>
  z.string().default("").transform(Number).refine(valid, problem);

const version = number("answer.stale", (value) => Number.isSafeInteger(value) && value >= 0);
const line = number("answer.chooseLine", Number.isSafeInteger);
const text = z.string().default("");

export const staffOrderFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("note"), note: text }),
  z.object({ intent: z.literal("status"), to: z.enum(ORDER_STATUSES, "answer.unknownStatus") }),
  z.object({
    intent: z.literal("call"),
    outcome: z.enum(CALL_OUTCOMES, "answer.chooseOutcome"),
    version,
    note: text,
  }),
  z.object({
    intent: z.literal("quantity"),
    line,
    quantity: number("answer.wholeBottles", Number.isInteger),
    version,
  }),
  z.object({ intent: z.literal("remove"), line, version }),
  z.object({
    intent: z.literal("substitute"),
    line,
    size: z.string().default("").pipe(z.string().trim().min(1, "answer.chooseSize")),
    version,
  }),
  z.object({ intent: z.literal("id-check"), ...idCheckFields }),
]);

export type StaffOrderForm = z.infer<typeof staffOrderFormSchema>;

const INTENTS = new Set(["note", "call", "quantity", "remove", "substitute", "id-check"]);

/** The form as sent, or the first problem with it. A form with no other intent moves the status. */
export function readStaffOrderForm(
  form: URLSearchParams,
): { ok: true; form: StaffOrderForm } | { ok: false; problem: OrderFormProblem } {
  // A field sent twice counts once, by its first value, as URLSearchParams.get reads it.
  const sent = Object.fromEntries([...new Set(form.keys())].map((name) => [name, form.get(name) ?? ""]));
  const intent = INTENTS.has(sent.intent ?? "") ? sent.intent : "status";
  const parsed = staffOrderFormSchema.safeParse({ ...sent, intent });
  if (parsed.success) return { ok: true, form: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, problem: FORM_PROBLEMS.find((problem) => problem === message) ?? "answer.stale" };
}
