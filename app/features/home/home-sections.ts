import type { HomeMessageKey, LeadInKey } from "./home-messages";

/** Specification §2 Home: the eight drink types of the first carousel, each a catalogue filter. */
export const TILE_TYPES = ["whiskey", "tequila", "rum", "vodka", "wine", "gin", "cognac", "beer"] as const;
export type HomeDrinkType = (typeof TILE_TYPES)[number];

/** Specification §2 and §9: the featured sections in order, with how many products each shows. */
export const FEATURED_SECTIONS: ReadonlyArray<{ type: HomeDrinkType; count: number }> = [
  { type: "whiskey", count: 11 },
  { type: "tequila", count: 12 },
  { type: "vodka", count: 9 },
  { type: "rum", count: 9 },
  { type: "wine", count: 7 },
];

/** Seven lead-in phrases (`home.leadIn.0` … `home.leadIn.6`); one is picked at random per section. */
const LEAD_IN_KEYS: readonly LeadInKey[] = [
  "home.leadIn.0",
  "home.leadIn.1",
  "home.leadIn.2",
  "home.leadIn.3",
  "home.leadIn.4",
  "home.leadIn.5",
  "home.leadIn.6",
];

/** A lead-in drawn by `random`, a number in [0, 1) as Math.random gives. */
export function leadInKey(random = Math.random()): LeadInKey {
  const key = LEAD_IN_KEYS[Math.floor(random * LEAD_IN_KEYS.length)];
  if (!key) throw new RangeError(`No lead-in for the draw ${random}: draws are in [0, 1)`);
  return key;
}

export function typeTitle(type: HomeDrinkType): HomeMessageKey {
  return `home.type.${type}`;
}
