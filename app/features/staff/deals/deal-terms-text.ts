import type * as z from "zod/mini";
import {
  caseRuleTermsSchema,
  type CaseRuleTerms,
  type CaseTier,
  codeTermsSchema,
  type CodeTerms,
} from "~/features/deals";
import { store } from "~/features/store";
import type { Language } from "~/i18n/language";
import { translator } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { storeDate } from "~/features/store";
import { dealsMessages, type DealsKey } from "./deals-messages";

/**
 * A deal's terms in words, as the deals page lists them and the audit trail tells their changes:
 * dates are the store's days (a span's end is the midnight after its last day).
 */

export type DealsT = ReturnType<typeof translator<DealsKey>>;

export function dealsT(language: Language): DealsT {
  return translator(dealsMessages[language], language);
}

/** Basis points as a percentage is typed and read: 1,000 → "10", 1,250 → "12.5", 1 → "0.01". */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, "0").replace(/0$/, "")}`;
}

export function tierText(tier: CaseTier, t: DealsT): string {
  return t("rules.tier", { bottles: tier.bottles, percent: percentText(tier.basisPoints) });
}

export function codeValueText(value: CodeTerms["value"], t: DealsT): string {
  return value.kind === "percent"
    ? t("codes.percentOff", { percent: percentText(value.basisPoints) })
    : t("codes.amountOff", { amount: formatCents(value.amountCents) });
}

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Dec 1, 2026": the store's day at an instant, in the reader's language. */
function dayText(instant: Date, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: store.timeZone, dateStyle: "medium" });
    dayFormats.set(language, format);
  }
  return format.format(instant);
}

/** The last store day a span ending (exclusive) at `endsAt` covers: the day before its midnight. */
function lastInstant(endsAt: string): Date {
  return new Date(Date.parse(endsAt) - 1);
}

/** A span's first and last days as a date field holds them ("2026-12-01"); "" where it has none. */
export function spanDays(span: { startsAt: string | null; endsAt: string | null }): {
  starts: string;
  ends: string;
} {
  return {
    starts: span.startsAt === null ? "" : storeDate(new Date(span.startsAt), store.timeZone),
    ends: span.endsAt === null ? "" : storeDate(lastInstant(span.endsAt), store.timeZone),
  };
}

/** "Dec 1, 2026 to Dec 7, 2026", "From Dec 1, 2026", "Until Dec 7, 2026" or "No dates". */
export function datesText(
  span: { startsAt: string | null; endsAt: string | null },
  t: DealsT,
  language: Language,
): string {
  const start = span.startsAt === null ? null : dayText(new Date(span.startsAt), language);
  const end = span.endsAt === null ? null : dayText(lastInstant(span.endsAt), language);
  if (start && end) return t("dates.between", { start, end });
  if (start) return t("dates.from", { start });
  return end ? t("dates.until", { end }) : t("dates.always");
}

/** One term of a deal, named and in words, for the audit trail. */
interface TermPart {
  label: DealsKey;
  value: string;
}

function caseRuleParts(terms: CaseRuleTerms, t: DealsT): TermPart[] {
  return [
    { label: "term.name", value: terms.name },
    { label: "term.counts", value: terms.counts.join(", ") },
    { label: "term.tiers", value: terms.tiers.map((tier) => tierText(tier, t)).join(", ") },
  ];
}

function codeParts(terms: CodeTerms, t: DealsT, language: Language): TermPart[] {
  const day = (instant: Date | null) => (instant === null ? t("term.none") : dayText(instant, language));
  const limit = (uses: number | null) => (uses === null ? t("term.noLimit") : String(uses));
  return [
    { label: "term.value", value: codeValueText(terms.value, t) },
    {
      label: "term.minimum",
      value: terms.minimumCents === null ? t("term.none") : formatCents(terms.minimumCents),
    },
    { label: "term.starts", value: day(terms.startsAt === null ? null : new Date(terms.startsAt)) },
    { label: "term.ends", value: day(terms.endsAt === null ? null : lastInstant(terms.endsAt)) },
    { label: "term.maxUses", value: limit(terms.maxUses) },
    { label: "term.perPhone", value: limit(terms.maxUsesPerPhone) },
  ];
}

/** Every term: "counts wine; tiers 6+ bottles: 10 %". */
function partsText(parts: TermPart[], t: DealsT): string {
  return parts.map((part) => `${t(part.label)} ${part.value}`).join("; ");
}

/** The terms that changed, each "before → after": "minimum $50.00 → $40.00". */
function changedPartsText(before: TermPart[], after: TermPart[], t: DealsT): string {
  return after
    .flatMap((part, at) => {
      const was = before[at]?.value;
      return was === undefined || was === part.value ? [] : [`${t(part.label)} ${was} → ${part.value}`];
    })
    .join("; ");
}

/** A case rule's terms in words, or what changed between two. */
function caseRuleTermsText(terms: { before: CaseRuleTerms | null; after: CaseRuleTerms }, t: DealsT): string {
  const after = caseRuleParts(terms.after, t);
  return terms.before ? changedPartsText(caseRuleParts(terms.before, t), after, t) : partsText(after, t);
}

/** A code's terms in words, or what changed between two. */
function codeTermsText(
  terms: { before: CodeTerms | null; after: CodeTerms },
  t: DealsT,
  language: Language,
): string {
  const after = codeParts(terms.after, t, language);
  return terms.before
    ? changedPartsText(codeParts(terms.before, t, language), after, t)
    : partsText(after, t);
}

/** Terms stored as JSON (the deals' audit trail), or null when they are not such terms. */
function fromJson<Schema extends z.ZodMiniType>(schema: Schema, json: string | null): z.infer<Schema> | null {
  if (json === null) return null;
  try {
    const read = schema.safeParse(JSON.parse(json));
    return read.success ? read.data : null;
  } catch {
    return null;
  }
}

/** A deals audit entry's terms in words: all of them for an addition, those that changed otherwise; "" without any. */
export function dealChangeTerms(
  change: { kind: string; before: string | null; after: string | null },
  language: Language,
): string {
  const t = dealsT(language);
  if (change.kind.startsWith("rule-")) {
    const after = fromJson(caseRuleTermsSchema, change.after);
    return after ? caseRuleTermsText({ before: fromJson(caseRuleTermsSchema, change.before), after }, t) : "";
  }
  const after = fromJson(codeTermsSchema, change.after);
  return after ? codeTermsText({ before: fromJson(codeTermsSchema, change.before), after }, t, language) : "";
}
