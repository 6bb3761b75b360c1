import { useSyncExternalStore } from "react";
import { confirmAge, isAgeConfirmed } from "./age-confirmation";

/** Said on window when this page answers "Sí", by React or by the gate's inline script. */
export const AGE_CONFIRMED_EVENT = "age-confirmed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AGE_CONFIRMED_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(AGE_CONFIRMED_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * This browser's answer to the age gate: null on the server and during hydration, where the page is
 * the same for every visitor and the inline script (age-gate-script.tsx) decides what shows; then
 * localStorage's, as the specification says.
 */
export function useAgeAnswer(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, isAgeConfirmed, () => null);
}

/** Whether this browser has answered "Sí" (false until hydrated). */
export function useAgeConfirmed(): boolean {
  return useAgeAnswer() === true;
}

export function confirmAgeAndNotify(): void {
  confirmAge();
  window.dispatchEvent(new Event(AGE_CONFIRMED_EVENT));
}
