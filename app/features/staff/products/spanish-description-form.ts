import { z } from "zod";
import { DESCRIPTION_MAX, shownDetailsJson } from "./product-form";
import type { SpanishDescriptionsText } from "./spanish-descriptions-messages";

/** The console's address of the Spanish descriptions screen; `?product=` names the product on screen. */
export const SPANISH_DESCRIPTIONS_PATH = "/staff/spanish-descriptions";

/** What the screen's form is answered: saved, or refused with what was typed, to show it again. */
export type SpanishDescriptionAnswer =
  { saved: SpanishDescriptionsText } | { error: SpanishDescriptionsText; typed: string };

/** A control character other than a line break or a tab: nothing a description means, often pasted by accident. */
const CONTROL_CHARACTER = /[^\P{Cc}\n\t]/u;

/** The Spanish description as typed: line breaks as one "\n" (browsers send "\r\n"), ends trimmed. */
const spanishText = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, "problem.empty")
      .max(DESCRIPTION_MAX, "problem.atMost")
      .refine((text) => !CONTROL_CHARACTER.test(text), "problem.control"),
  );

/**
 * The console's Spanish description form (issue #31): the product, its new Spanish text and the
 * details the page showed (a change made meanwhile is caught); "save-next" goes on to the next one.
 */
export const spanishDescriptionSchema = z.object({
  intent: z.enum(["save", "save-next"]),
  product: z.string().min(1).max(300),
  descriptionEs: spanishText,
  shown: shownDetailsJson,
});

/** Why a form was refused, as the screen writes it: the text's own problem, else "not understood". */
export function spanishDescriptionProblem(
  issues: z.core.$ZodIssue[],
  typed: string,
): SpanishDescriptionsText {
  const issue = issues.find((candidate) => candidate.path[0] === "descriptionEs");
  if (issue?.message === "problem.empty" || issue?.message === "problem.control")
    return { key: issue.message };
  if (issue?.message === "problem.atMost")
    return { key: "problem.atMost", values: { max: DESCRIPTION_MAX, length: typed.trim().length } };
  return { key: "answer.notUnderstood" };
}
