import {
  CASE_RULE_NAME_MAX,
  caseRuleTermsSchema,
  type CaseRuleTerms,
  type CaseTier,
  WHOLE,
} from "~/features/deals";
import type { DealsText } from "./deals-messages";
import { percentText } from "./deal-terms-text";

/** A form's fields as typed, to show again when it is refused; `counts` holds every box ticked. */
export type TypedFields = Record<string, string | string[]>;

export type FormReading<Terms> =
  { ok: true; terms: Terms } | { ok: false; problems: Record<string, DealsText>; typed: TypedFields };

/** As many tier rows as a rule may have (case-rule-columns.ts); the form shows a few more than it has. */
export const TIER_ROWS = 10;
export const TIER_ROWS_SHOWN = 4;
/** The most boxes a rule may count (case-rule-columns.ts). */
const COUNTS_MAX = 50;

const BOTTLES = /^\d{1,4}$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "12.5" or "12.5 %" to basis points (1,250), read as text so no binary fraction creeps in; null when not a percentage the store takes. */
export function typedPercentToBasisPoints(typed: string): number | null {
  const match = PERCENT.exec(typed.trim().replace(/\s*%$/, ""));
  if (!match?.[1]) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints >= 1 && basisPoints <= WHOLE ? basisPoints : null;
}

/**
 * The case-rule form (issue #35 point 2): a name, the types and subtypes of the live catalogue that
 * count, and tiers rising in bottles and in percentage. Problems keyed by field ("tiers.1.percent").
 */
export function readCaseRuleForm(
  form: URLSearchParams,
  countable: ReadonlySet<string>,
): FormReading<CaseRuleTerms> {
  const problems: Record<string, DealsText> = {};
  const name = (form.get("name") ?? "").trim();
  if (name === "") problems.name = { key: "problem.name" };
  else if (name.length > CASE_RULE_NAME_MAX)
    problems.name = { key: "problem.nameLong", values: { max: CASE_RULE_NAME_MAX } };
  const counts = countsOf(form.getAll("counts"), countable, problems);
  const tiers = tiersOf(form, problems);
  const terms = { name, counts, tiers };
  const checked = caseRuleTermsSchema.safeParse(terms);
  if (Object.keys(problems).length > 0 || !checked.success)
    return { ok: false, problems, typed: typedCaseRule(form) };
  return { ok: true, terms: checked.data };
}

/** The boxes ticked, once each; a subtype whose whole type is ticked adds nothing. */
function countsOf(
  ticked: string[],
  countable: ReadonlySet<string>,
  problems: Record<string, DealsText>,
): string[] {
  const chosen = new Set(ticked);
  const counts = [...chosen].filter((kind) => !(kind.includes("/") && chosen.has(kind.split("/")[0] ?? "")));
  if (counts.length === 0) problems.counts = { key: "problem.counts" };
  else if (counts.some((kind) => !countable.has(kind))) problems.counts = { key: "problem.countsUnknown" };
  else if (counts.length > COUNTS_MAX)
    problems.counts = { key: "problem.countsMany", values: { max: COUNTS_MAX } };
  return counts;
}

/** The filled tier rows, each with more bottles and a larger percentage than the one before. */
function tiersOf(form: URLSearchParams, problems: Record<string, DealsText>): CaseTier[] {
  const tiers: CaseTier[] = [];
  for (let row = 0; row < TIER_ROWS; row++) {
    const field = (name: string) => `tiers.${row}.${name}`;
    const bottlesText = (form.get(field("bottles")) ?? "").trim();
    const percentTyped = (form.get(field("percent")) ?? "").trim();
    if (bottlesText === "" && percentTyped === "") continue;
    const tier = tierOf(bottlesText, percentTyped);
    if ("problem" in tier) {
      problems[field(tier.field)] = tier.problem;
      continue;
    }
    const above = tiers.at(-1);
    if (above && tier.bottles <= above.bottles)
      problems[field("bottles")] = { key: "problem.bottlesRising", values: { bottles: above.bottles } };
    else if (above && tier.basisPoints <= above.basisPoints)
      problems[field("percent")] = {
        key: "problem.percentRising",
        values: { percent: percentText(above.basisPoints) },
      };
    else tiers.push(tier);
  }
  if (tiers.length === 0 && !Object.keys(problems).some((field) => field.startsWith("tiers.")))
    problems["tiers.0.bottles"] = { key: "problem.noTier" };
  return tiers;
}

function tierOf(bottlesText: string, percentTyped: string): CaseTier | { field: string; problem: DealsText } {
  if (bottlesText === "" || percentTyped === "")
    return { field: bottlesText === "" ? "bottles" : "percent", problem: { key: "problem.tierHalf" } };
  const bottles = BOTTLES.test(bottlesText) ? Number(bottlesText) : NaN;
  if (!(bottles >= 2 && bottles <= 1000)) return { field: "bottles", problem: { key: "problem.bottles" } };
  const basisPoints = typedPercentToBasisPoints(percentTyped);
  if (basisPoints === null) return { field: "percent", problem: { key: "problem.percent" } };
  return { bottles, basisPoints };
}

/** The case-rule form's own fields as typed. */
function typedCaseRule(form: URLSearchParams): TypedFields {
  const typed: TypedFields = { name: form.get("name") ?? "", counts: form.getAll("counts") };
  for (let row = 0; row < TIER_ROWS; row++)
    for (const name of ["bottles", "percent"])
      typed[`tiers.${row}.${name}`] = form.get(`tiers.${row}.${name}`) ?? "";
  return typed;
}

/** A stored rule as its edit form's fields. */
export function caseRuleFields(terms: CaseRuleTerms): TypedFields {
  const fields: TypedFields = { name: terms.name, counts: [...terms.counts] };
  terms.tiers.forEach((tier, row) => {
    fields[`tiers.${row}.bottles`] = String(tier.bottles);
    fields[`tiers.${row}.percent`] = percentText(tier.basisPoints);
  });
  return fields;
}
