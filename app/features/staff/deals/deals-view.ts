import { codeStatus, type CodeStatus } from "~/features/deals";
import type { CaseRuleListing, CodeListing, SalesOnShelf, SizeOnSale } from "~/features/deals/index.server";
import type { Language } from "~/i18n/language";
import { formatCents } from "~/utils/money";
import { caseRuleFields, type TypedFields } from "./case-rule-form";
import { codeFields } from "./deal-code-form";
import { codeValueText, datesText, dealsT, tierText } from "./deal-terms-text";

/**
 * The deals page's lists as its reader sees them, put in words by the server in the staff member's
 * language and the store's days, so the server and the browser write the same.
 */

/** A type of the live catalogue and its subtypes, as the case-rule form's boxes offer them. */
export interface CountChoice {
  value: string;
  label: string;
  subtypes: Array<{ value: string; label: string }>;
}

export interface SaleView {
  sizeId: string;
  /** Product and size: "Moët Impérial 750ml". */
  name: string;
  route: string;
  prices: string;
  dates: string;
}

export type SalesView = Record<keyof SalesOnShelf, SaleView[]>;

export interface CaseRuleView {
  id: number;
  name: string;
  active: boolean;
  counts: string;
  tiers: string[];
  /** Its edit form's fields. */
  fields: TypedFields;
}

export interface CodeView {
  code: string;
  status: CodeStatus;
  value: string;
  minimum: string;
  dates: string;
  uses: string;
  perPhone: string | null;
  usesSoFar: number;
  fields: TypedFields;
}

export function salesView(sales: SalesOnShelf, language: Language): SalesView {
  const t = dealsT(language);
  const view = (sale: SizeOnSale): SaleView => ({
    sizeId: sale.sizeId,
    name: `${sale.productName} ${sale.sizeLabel}`,
    route: sale.productRoute,
    prices: t("sales.prices", { regular: formatCents(sale.regularCents), sale: formatCents(sale.saleCents) }),
    dates: datesText(sale, t, language),
  });
  return {
    running: sales.running.map(view),
    scheduled: sales.scheduled.map(view),
    ended: sales.ended.map(view),
  };
}

/** Each box's name: a type's own, a subtype's after its type's ("Wine › Red"); a slug no longer in the catalogue, as stored. */
function countNames(choices: readonly CountChoice[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const type of choices) {
    names.set(type.value, type.label);
    for (const subtype of type.subtypes) names.set(subtype.value, `${type.label} › ${subtype.label}`);
  }
  return names;
}

export function caseRuleViews(
  rules: readonly CaseRuleListing[],
  choices: readonly CountChoice[],
  language: Language,
): CaseRuleView[] {
  const t = dealsT(language);
  const names = countNames(choices);
  return rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    active: rule.active,
    counts: t("rules.counts", { kinds: rule.counts.map((kind) => names.get(kind) ?? kind).join(", ") }),
    tiers: rule.tiers.map((tier) => tierText(tier, t)),
    fields: caseRuleFields(rule),
  }));
}

const STATUS_ORDER: readonly CodeStatus[] = ["running", "scheduled", "usedUp", "ended"];

/** The codes, those a shopper may use now first, then those to come, used up and ended. */
export function codeViews(codes: readonly CodeListing[], now: Date, language: Language): CodeView[] {
  const t = dealsT(language);
  const views = codes.map((code) => ({
    code: code.code,
    status: codeStatus(code, now),
    value: codeValueText(code.value, t),
    minimum:
      code.minimumCents === null
        ? t("codes.noMinimum")
        : t("codes.minimum", { amount: formatCents(code.minimumCents) }),
    dates: datesText(code, t, language),
    uses:
      code.maxUses === null
        ? t("codes.usesNoLimit", { uses: code.uses })
        : t("codes.uses", { uses: code.uses, max: code.maxUses }),
    perPhone: code.maxUsesPerPhone === null ? null : t("codes.perPhone", { count: code.maxUsesPerPhone }),
    usesSoFar: code.uses,
    fields: codeFields(code),
  }));
  return views.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
}
