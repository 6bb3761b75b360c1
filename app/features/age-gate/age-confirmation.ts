import { AGE_CONFIRMED_KEY, readStored, writeStored } from "~/utils/browser-storage";

/** Mirrors localStorage's `isOver21` so the server renders the page without the gate, and without a flash. */
export const AGE_COOKIE = "isOver21";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Where "No" sends a visitor: a search for websites made for young people. */
export const UNDERAGE_DESTINATION =
  "https://www.google.com/search?q=sitios+web+para+ni%C3%B1os+y+adolescentes";

export function ageCookieIn(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${AGE_COOKIE}=true`);
}

/** Specification §4: the gate is open while isOver21 is absent from localStorage. */
export function isAgeConfirmed(): boolean {
  return readStored(AGE_CONFIRMED_KEY) !== null;
}

export function confirmAge(): void {
  writeStored(AGE_CONFIRMED_KEY, "true");
  document.cookie = `${AGE_COOKIE}=true; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The browser's storage lost the answer: forget the cookie too so server and browser agree. */
export function forgetAgeCookie(): void {
  document.cookie = `${AGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
