// What the age-gate feature offers the rest of the store; everything else in this folder is its own.
export { AgeGate } from "./age-gate";
export { AgeGateScript } from "./age-gate-script";
export { useAgeAnswer, useAgeConfirmed } from "./use-age-gate";
