import type { MessageKey } from "~/i18n/en";

/** Specification §2 Home: the eight drink types of the first carousel, with their catalogue filter. */
export const TYPE_TILES: ReadonlyArray<{ type: string; title: MessageKey }> = [
  { type: "whiskey", title: "home.type.whiskey" },
  { type: "tequila", title: "home.type.tequila" },
  { type: "rum", title: "home.type.rum" },
  { type: "vodka", title: "home.type.vodka" },
  { type: "wine", title: "home.type.wine" },
  { type: "gin", title: "home.type.gin" },
  { type: "cognac", title: "home.type.cognac" },
  { type: "beer", title: "home.type.beer" },
];

/** Specification §2 and §9: the featured sections in order, with how many products each shows. */
export const FEATURED_SECTIONS: ReadonlyArray<{ type: string; count: number }> = [
  { type: "whiskey", count: 11 },
  { type: "tequila", count: 12 },
  { type: "vodka", count: 9 },
  { type: "rum", count: 9 },
  { type: "wine", count: 7 },
];

/** Seven lead-in phrases (`home.leadIn.0` … `home.leadIn.6`); one is picked at random per section. */
export const LEAD_IN_KEYS: readonly MessageKey[] = [
  "home.leadIn.0",
  "home.leadIn.1",
  "home.leadIn.2",
  "home.leadIn.3",
  "home.leadIn.4",
  "home.leadIn.5",
  "home.leadIn.6",
];

export function typeTitle(type: string): MessageKey {
  return TYPE_TILES.find((tile) => tile.type === type)!.title;
}
