// What the deals offer the rest of the store; everything else in this folder is its own.
export {
  type CaseDiscount,
  type CaseRule,
  type CaseTier,
  type CodeDeal,
  type DealLine,
  type DealsPricing,
  nextCaseTier,
  priceDeals,
  type PricedDealLine,
  ruleCounts,
  shareInBasisPoints,
  WHOLE,
} from "./deal-pricing";
export { caseCountsSchema, caseRuleOf, caseTiersSchema } from "./case-rule-columns";
export { type CodeRefusal, MAX_CODE_LENGTH, normalCode } from "./deal-code";
export { percentText } from "./percent-text";
export {
  CASE_RULE_NAME_MAX,
  caseRuleTermsSchema,
  type CaseRuleTerms,
  codeStatus,
  type CodeStatus,
  codeTermsSchema,
  type CodeTerms,
  MAX_CODE_USES,
  MAX_DEAL_CENTS,
} from "./deal-terms";
