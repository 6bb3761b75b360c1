import type { Language } from "~/i18n/language";
import type { CatalogSubtype, CatalogType } from "./catalog-model";
import { slugify } from "./slug";

/**
 * The catalogue's type and subtype names in Spanish, by slug. The data names them in English;
 * Spanish mode reads these, and a slug not listed keeps the data's name. Brands and products keep
 * theirs in every language.
 */

type Gender = "masculine" | "feminine";

/** Each type's noun, and its gender, which its subtypes' adjectives agree with. */
const SPANISH_TYPES = new Map<string, { name: string; gender: Gender }>(
  Object.entries({
    whiskey: { name: "Whisky", gender: "masculine" },
    tequila: { name: "Tequila", gender: "masculine" },
    rum: { name: "Ron", gender: "masculine" },
    vodka: { name: "Vodka", gender: "masculine" },
    wine: { name: "Vino", gender: "masculine" },
    gin: { name: "Ginebra", gender: "feminine" },
    cognac: { name: "Coñac", gender: "masculine" },
    brandy: { name: "Brandy", gender: "masculine" },
    liquors: { name: "Licores", gender: "masculine" },
    aguardiente: { name: "Aguardiente", gender: "masculine" },
    mezcal: { name: "Mezcal", gender: "masculine" },
    beer: { name: "Cerveza", gender: "feminine" },
  }),
);

/** A subtype is an origin or a style: "Whisky › Escocés", "Cerveza › Mexicana". */
const SPANISH_SUBTYPES = new Map<string, Record<Gender, string>>(
  Object.entries({
    american: { masculine: "Estadounidense", feminine: "Estadounidense" },
    argentinian: { masculine: "Argentino", feminine: "Argentina" },
    belgian: { masculine: "Belga", feminine: "Belga" },
    brazilian: { masculine: "Brasileño", feminine: "Brasileña" },
    british: { masculine: "Británico", feminine: "Británica" },
    colombian: { masculine: "Colombiano", feminine: "Colombiana" },
    french: { masculine: "Francés", feminine: "Francesa" },
    german: { masculine: "Alemán", feminine: "Alemana" },
    guatemalan: { masculine: "Guatemalteco", feminine: "Guatemalteca" },
    irish: { masculine: "Irlandés", feminine: "Irlandesa" },
    italian: { masculine: "Italiano", feminine: "Italiana" },
    jalisco: { masculine: "Jalisco", feminine: "Jalisco" },
    jamacian: { masculine: "Jamaiquino", feminine: "Jamaiquina" },
    japanese: { masculine: "Japonés", feminine: "Japonesa" },
    mexican: { masculine: "Mexicano", feminine: "Mexicana" },
    netherlands: { masculine: "Neerlandés", feminine: "Neerlandesa" },
    "new-zealand": { masculine: "Neozelandés", feminine: "Neozelandesa" },
    nicaraguan: { masculine: "Nicaragüense", feminine: "Nicaragüense" },
    panamanian: { masculine: "Panameño", feminine: "Panameña" },
    polish: { masculine: "Polaco", feminine: "Polaca" },
    "puerto-rico": { masculine: "Puertorriqueño", feminine: "Puertorriqueña" },
    "republic-domenican": { masculine: "Dominicano", feminine: "Dominicana" },
    russian: { masculine: "Ruso", feminine: "Rusa" },
    scotch: { masculine: "Escocés", feminine: "Escocesa" },
    spanish: { masculine: "Español", feminine: "Española" },
    trinidadian: { masculine: "Trinitense", feminine: "Trinitense" },
    venezuelan: { masculine: "Venezolano", feminine: "Venezolana" },
  }),
);

/**
 * Wine types and varietals the data writes in English ("Sparkling", "Red Blend"); the others are
 * grape or place names ("Merlot", "Champagne") or already Spanish ("Vino Tinto", as the
 * specification gives them), the same in both languages.
 */
const SPANISH_WINE_TERMS = new Map<string, string>(
  Object.entries({
    sparkling: "Espumoso",
    "red-blend": "Mezcla de tintos",
    "white-blend": "Mezcla de blancos",
    rose: "Rosado",
  }),
);

export function typeNameIn(type: Pick<CatalogType, "slug" | "name">, language: Language): string {
  return language === "es" ? (SPANISH_TYPES.get(type.slug)?.name ?? type.name) : type.name;
}

export function subtypeNameIn(
  subtype: Pick<CatalogSubtype, "typeSlug" | "slug" | "name">,
  language: Language,
): string {
  if (language !== "es") return subtype.name;
  const gender = SPANISH_TYPES.get(subtype.typeSlug)?.gender ?? "masculine";
  return SPANISH_SUBTYPES.get(subtype.slug)?.[gender] ?? subtype.name;
}

/** A wine type or varietal as the data writes it, in the shopper's language. */
export function wineTermIn(value: string, language: Language): string {
  return language === "es" ? (SPANISH_WINE_TERMS.get(slugify(value)) ?? value) : value;
}
