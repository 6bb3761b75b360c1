import * as z from "zod/mini";
import { caseCountsSchema, caseTiersSchema } from "./case-rule-columns";
import { WHOLE } from "./deal-pricing";

/**
 * A case rule's and a code's terms as the console sets them and the audit trail keeps them (issue
 * #35). Client-safe: the console's forms build them, the audit page reads them back. A code's
 * `uses` is the store's count, never a term.
 */

/** The most a code takes off, or asks as a minimum: $10,000, far above any flyer's. */
export const MAX_DEAL_CENTS = 1_000_000;
/** The most uses a code may be limited to, in all or per phone. */
export const MAX_CODE_USES = 1_000_000;
export const CASE_RULE_NAME_MAX = 100;

export const caseRuleTermsSchema = z.strictObject({
  name: z.string().check(z.maxLength(CASE_RULE_NAME_MAX), z.regex(/\S/)),
  counts: caseCountsSchema,
  tiers: caseTiersSchema,
});

export type CaseRuleTerms = z.infer<typeof caseRuleTermsSchema>;

const cents = (least: number) => z.number().check(z.int(), z.minimum(least), z.maximum(MAX_DEAL_CENTS));
const uses = z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_CODE_USES)));
/** As `Date.toISOString()` writes it: the codes' instants are compared as text. */
const instant = z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)));

export const codeTermsSchema = z
  .strictObject({
    value: z.discriminatedUnion("kind", [
      z.strictObject({
        kind: z.literal("percent"),
        basisPoints: z.number().check(z.int(), z.minimum(1), z.maximum(WHOLE)),
      }),
      z.strictObject({ kind: z.literal("amount"), amountCents: cents(1) }),
    ]),
    minimumCents: z.nullable(cents(0)),
    /** The first instant it applies (a store's midnight); null: from now on. */
    startsAt: instant,
    /** The first instant it no longer applies; null: until ended by hand. */
    endsAt: instant,
    maxUses: uses,
    maxUsesPerPhone: uses,
  })
  .check(
    z.refine((terms) => terms.startsAt === null || terms.endsAt === null || terms.startsAt < terms.endsAt, {
      message: "a code ends after it starts",
    }),
    z.refine(
      (terms) =>
        terms.maxUses === null || terms.maxUsesPerPhone === null || terms.maxUsesPerPhone <= terms.maxUses,
      { message: "a phone's uses are at most the code's" },
    ),
  );

export type CodeTerms = z.infer<typeof codeTermsSchema>;

/** What a code's row says to someone reading the console at `now`: ended comes first, then used up. */
export type CodeStatus = "running" | "scheduled" | "ended" | "usedUp";

export function codeStatus(code: CodeTerms & { uses: number }, now: Date): CodeStatus {
  const at = now.toISOString();
  if (code.endsAt !== null && at >= code.endsAt) return "ended";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "usedUp";
  return code.startsAt !== null && at < code.startsAt ? "scheduled" : "running";
}
