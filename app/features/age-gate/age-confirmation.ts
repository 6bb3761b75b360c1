import { AGE_CONFIRMED_KEY, readStored, writeStored } from "~/utils/browser-storage";

/** Where "No" sends a visitor: a search for websites made for young people. */
export const UNDERAGE_DESTINATION =
  "https://www.google.com/search?q=sitios+web+para+ni%C3%B1os+y+adolescentes";

/** Specification §4: the gate is open while isOver21 is absent from localStorage. */
export function isAgeConfirmed(): boolean {
  return readStored(AGE_CONFIRMED_KEY) !== null;
}

export function confirmAge(): void {
  writeStored(AGE_CONFIRMED_KEY, "true");
}
