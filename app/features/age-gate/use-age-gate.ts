import { useSyncExternalStore } from "react";
import { confirmAge, isAgeConfirmed } from "./age-confirmation";

const AGE_CONFIRMED_EVENT = "age-confirmed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AGE_CONFIRMED_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(AGE_CONFIRMED_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * Whether this browser has answered "Sí". On the server (and during hydration) the answer is the
 * cookie's, so the first paint matches; afterwards localStorage decides, as the specification says.
 */
export function useAgeConfirmed(serverAnswer = false): boolean {
  return useSyncExternalStore(subscribe, isAgeConfirmed, () => serverAnswer);
}

export function confirmAgeAndNotify(): void {
  confirmAge();
  window.dispatchEvent(new Event(AGE_CONFIRMED_EVENT));
}
