// What the deals offer the rest of the store on the server.
export { caseRulesInForce } from "./case-rules.server";
export { claimCode, codeDeal, recordCodeUse } from "./deal-codes.server";
export {
  addCaseRule,
  type CaseRuleChange,
  type CaseRuleListing,
  changeCaseRule,
  listCaseRules,
  switchCaseRule,
} from "./case-rule-admin.server";
export {
  addCode,
  changeCode,
  type CodeChange,
  type CodeListing,
  endCode,
  findCode,
  listCodes,
} from "./deal-code-admin.server";
export type { DealActor } from "./deal-changes.server";
export { ENDED_SALES_DAYS, salesOnShelf, type SalesOnShelf, type SizeOnSale } from "./sales-on-shelf.server";
