// What the ID check offers the rest of the store; everything else in this folder is its own.
export { checkAge, legalAgeDay, LEGAL_AGE, type AgeCheckResult } from "./age-check";
export { readCardDates, type CardDates, type CardProblem } from "./aamva";
