/** The legal age for buying alcohol in the United States. */
export const LEGAL_AGE = 21;

/** What the screen says at the handover (issue #34): the one line the driver or clerk acts on. */
export type AgeCheckResult = "of-age" | "under-21" | "expired";

/**
 * The check of a card's dates on the store's calendar day `today` (YYYY-MM-DD): 21 from the
 * birthday itself (one born on 29 February is 21 on 1 March: 21 years on is a common year), and a card valid
 * through its expiry day. Under 21 is said first, whatever the card's expiry. A date of birth typed
 * by hand (a passport, a damaged card) has no expiry to check: pass `expires: null`.
 */
export function checkAge(card: { birthDate: string; expires: string | null }, today: string): AgeCheckResult {
  if (today < legalAgeDay(card.birthDate)) return "under-21";
  if (card.expires !== null && today > card.expires) return "expired";
  return "of-age";
}

/** The first day the holder may buy alcohol: the 21st birthday, or 1 March for a 29 February one. */
export function legalAgeDay(birthDate: string): string {
  const day = new Date(`${birthDate}T00:00:00Z`);
  // 29 February of a common year rolls over to 1 March: the day the law counts too.
  day.setUTCFullYear(day.getUTCFullYear() + LEGAL_AGE);
  return day.toISOString().slice(0, 10);
}
