import type { PageMessages } from "~/i18n/messages";

const en = {
  "search.option": "{name}, {brand}, from {price}",
  "search.priceFrom": "from {price}",
  "search.seeAll": "See all results for “{search}”",
  "search.suggestionCount": "{count} suggestions. Use the up and down arrows to choose one.",
  "search.suggestionCount.one": "{count} suggestion. Use the up and down arrows to choose it.",
  "search.oneSuggestion": "1 suggestion. Use the up and down arrows to choose it.",
  "search.noSuggestions": "No suggestions. Press Enter to search the catalog.",
};

export type SearchSuggestionMessageKey = keyof typeof en;

/**
 * What the suggestion list says. No page shows it before the shopper is in the search field, so
 * it is not in any page's data: the header loads it, both languages, when the field takes the focus.
 */
export const searchSuggestionMessages: PageMessages<SearchSuggestionMessageKey> = {
  en,
  es: {
    "search.option": "{name}, {brand}, desde {price}",
    "search.priceFrom": "desde {price}",
    "search.seeAll": "Ver todos los resultados de “{search}”",
    "search.suggestionCount": "{count} sugerencias. Use las flechas arriba y abajo para elegir una.",
    "search.suggestionCount.one": "{count} sugerencia. Use las flechas arriba y abajo para elegirla.",
    "search.oneSuggestion": "1 sugerencia. Use las flechas arriba y abajo para elegirla.",
    "search.noSuggestions": "No hay sugerencias. Presione Enter para buscar en el catálogo.",
  },
};
