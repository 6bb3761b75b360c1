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

/** A wine word in both languages; a catalogue that writes either one (or an `also`) gets the pair. */
interface WineTerm {
  en: string;
  es: string;
  also?: string[];
}

/**
 * Wine types. The store's catalogues write most in Spanish ("Vino Tinto", as the specification
 * gives them) and some in English ("Sparkling"). Champagne is a place's name and the wine's: Spanish
 * wine lists write it as the label does.
 */
const WINE_TYPES = termsBySlug([
  { en: "Red wine", es: "Vino tinto", also: ["Red", "Tinto"] },
  { en: "White wine", es: "Vino blanco", also: ["White", "Blanco"] },
  { en: "Rosé", es: "Vino rosado", also: ["Rosé wine", "Rosado"] },
  { en: "Sparkling wine", es: "Espumoso", also: ["Sparkling", "Vino espumoso"] },
  { en: "Champagne", es: "Champagne", also: ["Champán", "Champaña"] },
]);

/**
 * Varietals whose names differ between the languages. Grape and place names (Merlot, Pinot Grigio,
 * Prosecco, Champagne) read the same in both and are not listed.
 */
const VARIETALS = termsBySlug([
  { en: "Red Blend", es: "Mezcla de tintos" },
  { en: "White Blend", es: "Mezcla de blancos" },
  { en: "Rosé", es: "Rosado" },
  { en: "Sparkling", es: "Espumoso" },
  { en: "Vermouth", es: "Vermut" },
  { en: "Torrontés", es: "Torrontés" },
]);

/** Each spelling's slug → its term ("Rosé", "ROSE" and "rose" are one). */
function termsBySlug(terms: WineTerm[]): Map<string, WineTerm> {
  return new Map(
    terms.flatMap((term) => [term.en, term.es, ...(term.also ?? [])].map((name) => [slugify(name), term])),
  );
}

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

/** A product's wine type in the shopper's language; one the store does not know, as the data writes it. */
export function wineTypeIn(value: string, language: Language): string {
  return WINE_TYPES.get(slugify(value))?.[language] ?? value;
}

/** A product's varietal in the shopper's language; most grapes keep their name, as the data writes it. */
export function varietalIn(value: string, language: Language): string {
  return VARIETALS.get(slugify(value))?.[language] ?? value;
}

/** The styles' names (product-style.ts), as each language writes them. */
const STYLE_NAMES = new Map<string, Record<Language, string>>(
  Object.entries({
    blanco: { en: "Blanco", es: "Blanco" },
    reposado: { en: "Reposado", es: "Reposado" },
    anejo: { en: "Añejo", es: "Añejo" },
    "extra-anejo": { en: "Extra añejo", es: "Extra añejo" },
    cristalino: { en: "Cristalino", es: "Cristalino" },
    white: { en: "White", es: "Blanco" },
    gold: { en: "Gold", es: "Dorado" },
    dark: { en: "Dark", es: "Oscuro" },
    spiced: { en: "Spiced", es: "Especiado" },
    bourbon: { en: "Bourbon", es: "Bourbon" },
    scotch: { en: "Scotch", es: "Escocés" },
    rye: { en: "Rye", es: "De centeno" },
    irish: { en: "Irish", es: "Irlandés" },
  }),
);

/** A style in the shopper's language; a wine's style is its wine type. */
export function styleNameIn(style: string, language: Language): string {
  return STYLE_NAMES.get(style)?.[language] ?? wineTypeIn(style, language);
}
