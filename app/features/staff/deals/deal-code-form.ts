import { codeTermsSchema, type CodeTerms, MAX_CODE_USES, MAX_DEAL_CENTS } from "~/features/deals";
import { store } from "~/features/store";
import { centsToTypedDollars, typedDollarsToCents } from "~/utils/money";
import { parseStoreDay, storeDayBounds } from "~/features/store";
import { type FormReading, type TypedFields, typedPercentToBasisPoints } from "./case-rule-form";
import type { DealsText } from "./deals-messages";
import { percentText, spanDays } from "./deal-terms-text";

type Problems = Record<string, DealsText>;

const CODE_FIELDS = [
  "code",
  "kind",
  "value",
  "minimum",
  "starts",
  "ends",
  "maxUses",
  "maxUsesPerPhone",
] as const;
const USES = /^\d{1,7}$/;

/**
 * The code form (issue #35 point 3): its value, an optional minimum, optional first and last store
 * days (from the first day's midnight to the midnight after the last, across a clock change), and
 * optional limits. Editing, a day left as shown keeps the instant stored (a code ended mid-day by
 * End now stays ended). `current` is the code being edited, null for a new one, whose code the
 * store reads as checkout does when it adds it (a code it cannot read is refused there).
 */
export function readCodeForm(
  form: URLSearchParams,
  { now, current }: { now: Date; current: CodeTerms | null },
): FormReading<CodeTerms> {
  const problems: Problems = {};
  const value = valueOf(form.get("kind"), (form.get("value") ?? "").trim(), problems);
  const minimumCents = optionalCents(form.get("minimum"), 0, "minimum", problems);
  const span = spanOf(form, { now, current }, problems);
  const maxUses = optionalUses(form.get("maxUses"), "maxUses", problems);
  const maxUsesPerPhone = optionalUses(form.get("maxUsesPerPhone"), "maxUsesPerPhone", problems);
  if (maxUses !== null && maxUsesPerPhone !== null && maxUsesPerPhone > maxUses)
    problems.maxUsesPerPhone = { key: "problem.perPhoneAboveUses", values: { max: maxUses } };
  const checked = codeTermsSchema.safeParse({ value, minimumCents, ...span, maxUses, maxUsesPerPhone });
  if (Object.keys(problems).length > 0 || !checked.success)
    return { ok: false, problems, typed: typedCode(form) };
  return { ok: true, terms: checked.data };
}

function valueOf(kind: string | null, typed: string, problems: Problems): CodeTerms["value"] | null {
  if (kind === "percent") {
    const basisPoints = typedPercentToBasisPoints(typed);
    if (basisPoints !== null) return { kind, basisPoints };
    problems.value = { key: "problem.percent" };
  } else if (kind === "amount") {
    const amountCents = optionalCents(typed, 1, "value", problems);
    if (amountCents !== null) return { kind, amountCents };
    problems.value ??= { key: "problem.amount" };
  } else problems.kind = { key: "problem.kind" };
  return null;
}

/** Dollars typed ("49.99", "$1,000") as cents from `least` to MAX_DEAL_CENTS; null when empty or refused. */
function optionalCents(
  typed: string | null,
  least: number,
  field: string,
  problems: Problems,
): number | null {
  const text = (typed ?? "").trim();
  if (text === "") return null;
  const cents = typedDollarsToCents(text);
  if (cents !== null && cents >= least && cents <= MAX_DEAL_CENTS) return cents;
  problems[field] = { key: field === "minimum" ? "problem.minimum" : "problem.amount" };
  return null;
}

function optionalUses(typed: string | null, field: string, problems: Problems): number | null {
  const text = (typed ?? "").trim();
  if (text === "") return null;
  const uses = USES.test(text) ? Number(text) : 0;
  if (uses >= 1 && uses <= MAX_CODE_USES) return uses;
  problems[field] = { key: "problem.uses" };
  return null;
}

/** The first and last days as the instants a code runs between. */
function spanOf(
  form: URLSearchParams,
  { now, current }: { now: Date; current: CodeTerms | null },
  problems: Problems,
): { startsAt: string | null; endsAt: string | null } {
  const shown = current ? spanDays(current) : { starts: "", ends: "" };
  const day = (field: "starts" | "ends") => {
    const typed = (form.get(field) ?? "").trim();
    if (typed === "") return null;
    if (!parseStoreDay(typed)) problems[field] = { key: "problem.date" };
    return parseStoreDay(typed);
  };
  const starts = day("starts");
  const ends = day("ends");
  const startsAt =
    starts === null ? null : starts === shown.starts && current ? current.startsAt : bounds(starts).start;
  const endsAt = ends === null ? null : ends === shown.ends && current ? current.endsAt : bounds(ends).end;
  if (starts !== null && ends !== null && ends < starts) problems.ends = { key: "problem.endsBeforeStart" };
  else if (ends !== null && ends !== shown.ends && endsAt !== null && endsAt <= now.toISOString())
    problems.ends = { key: "problem.endsPast" };
  return { startsAt, endsAt };
}

function bounds(day: string): { start: string; end: string } {
  const { start, end } = storeDayBounds(day, store.timeZone);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** The code form's own fields as typed. */
export function typedCode(form: URLSearchParams): TypedFields {
  return Object.fromEntries(CODE_FIELDS.map((field) => [field, form.get(field) ?? ""]));
}

/** A stored code as its edit form's fields. */
export function codeFields(code: CodeTerms & { code: string }): TypedFields {
  const { value } = code;
  return {
    code: code.code,
    kind: value.kind,
    value: value.kind === "percent" ? percentText(value.basisPoints) : centsToTypedDollars(value.amountCents),
    minimum: code.minimumCents === null ? "" : centsToTypedDollars(code.minimumCents),
    ...spanDays(code),
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    maxUsesPerPhone: code.maxUsesPerPhone === null ? "" : String(code.maxUsesPerPhone),
  };
}
