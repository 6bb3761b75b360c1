// What the deals offer the rest of the store on the server.
export { caseRulesInForce } from "./case-rules.server";
export { claimCode, codeDeal, recordCodeUse } from "./deal-codes.server";
