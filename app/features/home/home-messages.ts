import type { PageMessages } from "~/i18n/messages";

const en = {
  "home.title": "Welcome",
  "home.typesLabel": "Shop by type",
  "home.type.whiskey": "Whiskey",
  "home.type.tequila": "Tequila",
  "home.type.rum": "Rum",
  "home.type.vodka": "Vodka",
  "home.type.wine": "Wine",
  "home.type.gin": "Gin",
  "home.type.cognac": "Cognac/Brandy",
  "home.type.beer": "Beer",
  "home.seeAll": "See all {type}",
  "home.was": "was",
};

export type HomeMessageKey = keyof typeof en;

/** Home's own texts: its loader sends them in the page's language (home.tsx). */
export const homeMessages: PageMessages<HomeMessageKey> = {
  en,
  es: {
    "home.title": "Le damos la bienvenida",
    "home.typesLabel": "Comprar por tipo",
    "home.type.whiskey": "Whisky",
    "home.type.tequila": "Tequila",
    "home.type.rum": "Ron",
    "home.type.vodka": "Vodka",
    "home.type.wine": "Vino",
    "home.type.gin": "Ginebra",
    "home.type.cognac": "Coñac/Brandy",
    "home.type.beer": "Cerveza",
    "home.seeAll": "Ver todo en {type}",
    "home.was": "antes",
  },
};

const leadInsEn = {
  "home.leadIn.0": "Explore Our Selection of:",
  "home.leadIn.1": "Top Picks for:",
  "home.leadIn.2": "Discover Our Finest:",
  "home.leadIn.3": "Handpicked for You:",
  "home.leadIn.4": "Customer Favorites in:",
  "home.leadIn.5": "Raise a Glass with:",
  "home.leadIn.6": "Fresh on Our Shelves:",
};

export type LeadInKey = keyof typeof leadInsEn;

/** The phrases before each featured section's title; the loader draws one per section and sends it alone. */
export const leadInMessages: PageMessages<LeadInKey> = {
  en: leadInsEn,
  es: {
    "home.leadIn.0": "Explore nuestra selección de:",
    "home.leadIn.1": "Lo más elegido en:",
    "home.leadIn.2": "Descubra lo mejor en:",
    "home.leadIn.3": "Seleccionados para usted:",
    "home.leadIn.4": "Favoritos de nuestros clientes en:",
    "home.leadIn.5": "Brinde con:",
    "home.leadIn.6": "Recién llegados en:",
  },
};
