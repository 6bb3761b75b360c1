import { z } from "zod";
import { idCheckFields } from "../handover/id-check-form";

/**
 * The deliveries page's forms (issue #34): each names the stop by its order number and says what
 * happened to it. Read with the answer a wrong field gets, as the page shows it.
 */
const order = z
  .string()
  .default("")
  .pipe(z.string().trim().min(1, "answer.chooseStop").max(40, "answer.chooseStop"));

export const deliveryFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["earlier", "later"]), order }),
  z.object({ intent: z.literal("on-my-way"), order }),
  z.object({ intent: z.literal("id-check"), order, ...idCheckFields }),
  z.object({ intent: z.enum(["delivered", "refused", "not-home"]), order }),
]);

export type DeliveryForm = z.infer<typeof deliveryFormSchema>;
export type DeliveryFormProblem =
  "answer.chooseStop" | "answer.birthDate" | "answer.cardDates" | "answer.unknown";

const PROBLEMS: readonly DeliveryFormProblem[] = [
  "answer.chooseStop",
  "answer.birthDate",
  "answer.cardDates",
];

export function readDeliveryForm(
  form: URLSearchParams,
): { ok: true; form: DeliveryForm } | { ok: false; problem: DeliveryFormProblem } {
  const sent = Object.fromEntries([...new Set(form.keys())].map((name) => [name, form.get(name) ?? ""]));
  const parsed = deliveryFormSchema.safeParse(sent);
  if (parsed.success) return { ok: true, form: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, problem: PROBLEMS.find((problem) => problem === message) ?? "answer.unknown" };
}
