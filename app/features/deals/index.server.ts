// What the deals offer the rest of the store on the server.
export { caseRulesInForce } from "./case-rules.server";
export { codeDeal, type CodeRefusal, MAX_CODE_LENGTH, normalCode, redeemCode } from "./deal-codes.server";
