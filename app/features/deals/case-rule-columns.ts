import * as z from "zod/mini";
import { WHOLE, type CaseRule } from "./deal-pricing";

/**
 * A case rule's JSON columns (migration 0022) as the store keeps them: what it counts (type slugs,
 * or "type/subtype") and its tiers, thresholds rising. Client-safe: the console's form checks the
 * same shapes before it saves.
 */

export const caseCountsSchema = z
  .array(z.string().check(z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/)))
  .check(z.minLength(1), z.maxLength(50));

export const caseTiersSchema = z
  .array(
    z.strictObject({
      bottles: z.number().check(z.int(), z.minimum(2), z.maximum(1000)),
      basisPoints: z.number().check(z.int(), z.minimum(1), z.maximum(WHOLE)),
    }),
  )
  .check(
    z.minLength(1),
    z.maxLength(10),
    z.refine((tiers) => tiers.every((tier, at) => at === 0 || tier.bottles > (tiers[at - 1]?.bottles ?? 0)), {
      message: "tiers rise",
    }),
  );

/** The stored row as a rule, or null when its JSON is not one (a rule nobody could have saved). */
export function caseRuleOf(row: {
  id: number;
  name: string;
  counts: string;
  tiers: string;
}): CaseRule | null {
  const counts = caseCountsSchema.safeParse(parsedJson(row.counts));
  const tiers = caseTiersSchema.safeParse(parsedJson(row.tiers));
  return counts.success && tiers.success
    ? { id: row.id, name: row.name, counts: counts.data, tiers: tiers.data }
    : null;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
