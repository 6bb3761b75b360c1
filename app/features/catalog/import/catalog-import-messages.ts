import { translator, usePageT } from "~/i18n/messages";
import type { QuirkCode, QuirkExample } from "./catalog-quirks";

const en = {
  "import.title": "Catalogue import",
  "import.intro":
    "Upload the store's whole catalogue as a JSON file in the catalogue file format. Check it first: the dry run shows what the file holds and what it would change, and writes nothing. An import is the whole catalogue: products missing from the file are hidden from the storefront.",
  "import.recent": "Recent imports",
  "import.fileLabel": "Catalogue file (JSON, up to {max})",
  "import.check": "Check file (dry run)",
  "import.apply": "Apply this catalogue",
  "import.applying": "Applying the catalogue…",
  "import.checking": "Checking the file…",
  "import.noImports": "No catalogue has been applied from the console yet.",
  "import.importsCaption": "Catalogue imports applied from the console, newest first",
  "import.when": "When",
  "import.who": "Who",
  "import.whatChanged": "What changed",

  "report.appliedHeading": "Applied: {file}",
  "report.dryRunHeading": "Dry run: {file}",
  "report.sha256": "SHA-256 {sha256}",
  "report.applied": "Applied: {summary}.",
  "report.summary":
    "products: {productsAdded} added, {productsUpdated} updated, {productsRetired} retired; sizes: {sizesAdded} added, {sizesUpdated} updated, {sizesRetired} retired; {types}; {redirectsAdded} route redirects added",
  "report.summaryTypesChanged": "types changed",
  "report.summaryTypesUnchanged": "types unchanged",
  "report.noChanges": "No changes: the store already has this catalogue.",
  "report.nothingWritten": "Nothing has been written.",
  "report.wouldChange": "Applying this file would make the changes below.",
  "report.retireWarning":
    "Warning: {products} products and {sizes} sizes now in the store are missing from this file and would be hidden from the storefront.",
  "report.retireExplained":
    "An import is the whole catalogue: whatever the file leaves out stops being shown and sold (it is kept for past orders). Apply only if the file is the complete catalogue.",
  "report.whatChanged": "What changed",
  "report.whatWouldChange": "What would change",
  "report.changesMade": "Changes made",
  "report.changesWouldMake": "Changes this file would make",
  "report.part": "Catalogue part",
  "report.added": "Added",
  "report.updated": "Updated",
  "report.retired": "Retired (hidden)",
  "report.products": "Products",
  "report.sizes": "Sizes",
  "report.types": "Types",
  "report.subtypes": "Subtypes",
  "report.typesAndSubtypes": "Types and subtypes",
  "report.changed": "Changed",
  "report.unchanged": "Unchanged",
  "report.redirectsAdded": "Route redirects added",
  "report.fileHolds": "What the file holds",
  "report.homeShelves": "Home shelves",
  "report.featuredFromFile": "This file chooses the featured products itself (its “featured” keys).",
  "report.featuredFromConsole":
    "This file chooses no featured products: the console's choices stay (Home shelves).",
  "report.storeFills": "The store fills the rest of each shelf with products in stock.",
  "report.section": "Section",
  "report.shows": "Shows",
  "report.chosen": "Chosen",
  "report.filledByStore": "Filled by the store",
  "report.repairs": "Repairs the importer makes",
  "report.noRepairs": "None: the file needed no repairs.",
  "report.repairsCaption": "Quirks found in the file and how each is repaired",
  "report.count": "Count",
  "report.repair": "Repair",
  "report.examples": "Examples",
  "report.badRows": "Rows that cannot be read",
  "report.badRowsAlert":
    "{count} rows of this file cannot be read (listed below). The check left them out, so what would change counts them as missing from the file. The file cannot be applied until they are fixed: correct them and check the file again.",
  "report.badRowsAlert.one":
    "1 row of this file cannot be read (below). The check left it out, so what would change counts it as missing from the file. The file cannot be applied until it is fixed: correct it and check the file again.",
  "report.badRowsCaption": "Rows of the file that cannot be read: where they are and what is wrong",
  "report.line": "Line",
  "report.product": "Product",
  "report.size": "Size",
  "report.whatIsWrong": "What is wrong",
  "report.moreBadRows": "…and {count} more rows.",
  "report.moreBadRows.one": "…and 1 more row.",

  "quirk.repeated-size-id": "size id repeated across sizes (a stable id was derived)",
  "quirk.empty-size-id": "empty size id (a stable id was derived)",
  "quirk.empty-size-id.detail": "id {detail}",
  "quirk.route-key-misspelt": 'product route under a misspelt key such as "route:"',
  "quirk.route-key-misspelt.detail": "key {detail}",
  "quirk.route-missing": "product without a route (derived from its name)",
  "quirk.route-slugified": "route with stray characters (slugified, old route redirects)",
  "quirk.route-duplicate": "route used by an earlier product (a suffix was added)",
  "quirk.route-duplicate.detail": "{detail} is taken",
  "quirk.size-ml-text": "size_ml given as text",
  "quirk.placeholder-price": "placeholder price (10000 or more) on an out-of-stock size",
  "quirk.price-fraction-of-cent": "price with more than 2 decimals (rounded to the cent)",
  "quirk.negative-inventory": "negative inventory (treated as 0, out of stock)",
  "quirk.image-path-mismatch":
    "image path that does not match the product's type, subtype, brand, route or size",
  "quirk.image-path-mismatch.detail": "{detail}, expected {expected}",
  "quirk.image-path-rewritten": "image path outside liquors-webp/ or not .webp (rewritten)",
  "quirk.image-path-shared": "image path already used by another size (derived one used)",
  "quirk.copied-description": "description copied from another product",
  "quirk.copied-description.detail": "same text as {detail}",
  "quirk.near-copy-description": "description nearly the same as another product's: only the names differ",
  "quirk.near-copy-description.detail": "description nearly the same as {detail}",
  "quirk.product-without-sizes": "product with no sizes (skipped)",

  "refusal.firstProblems": "The first {shown} of {total} problems:",
  "refusal.whatIsWrong": "What is wrong:",
  "refusal.unreadableUpload": "The upload could not be read. Choose the file again and retry.",
  "refusal.noFile": "Choose a catalogue file (.json) first.",
  "refusal.tooLarge":
    "The file is larger than {max}. A catalogue export is well under that: check that this is the right file.",
  "refusal.notChecked": "Check the file (dry run) before applying it.",
  "refusal.notTheChecked":
    "{file} is not the file that was checked: its content differs. Nothing was applied; check this file first.",
  "refusal.badRows":
    "{file} was not applied: {count} rows cannot be read. Nothing was changed. Fix the rows below and check the file again.",
  "refusal.badRows.one":
    "{file} was not applied: 1 row cannot be read. Nothing was changed. Fix the row below and check the file again.",

  "file.unreadable": "{file} cannot be read.",
  "file.empty": "{file} is empty.",
  "file.not-text": "{file} is not UTF-8 text.",
  "file.not-json": "{file} is not JSON.",
  "file.not-catalogue": "{file} is not a valid catalogue file.",
  "file.bad-rows":
    "{file} has {count} rows that cannot be read; nothing was imported. Fix them and import the file again.",
  "file.bad-rows.one":
    "{file} has 1 row that cannot be read; nothing was imported. Fix it and import the file again.",

  "row.line": "line {line}",
  "row.unnamed": "a product without a name",
  "row.sizeNumber": "size {number}",
  "row.wholeProduct": "the whole product",
  "row.fileHas": "the file has {value}",
  "row.missing": "missing",

  "problem.expected.string": "{path}: should be a text",
  "problem.expected.number": "{path}: should be a number",
  "problem.decimalComma": "{path}: should be a number: write {number}, with a decimal point and no quotes",
  "problem.numberInQuotes": "{path}: should be a number: write {number}, without quotes",
  "problem.expected.int": "{path}: should be a whole number",
  "problem.expected.boolean": "{path}: should be true or false",
  "problem.expected.array": "{path}: should be a list",
  "problem.expected.object": "{path}: should be an object",
  "problem.invalid": "{path}: is not a valid value",
  "problem.empty": "{path}: is empty",
  "problem.sizeLabel": "{path}: needs a size label such as 750ml",
  "problem.typeName": "{path}: a type needs `type` (or `name`)",
  "problem.atLeast": "{path}: should be {minimum} or more",
  "problem.moreThan": "{path}: should be more than {minimum}",
  "problem.atMost": "{path}: should be {maximum} or less",
  "problem.itemsAtLeast": "{path}: should list at least {minimum}",
  "problem.nul": "{path}: contains a NUL character (U+0000)",
  "problem.saleInstant": "{path}: should be an instant such as 2026-12-01T05:00:00Z, or null",
  "problem.saleNotBelowPrice":
    "{path}: a sale price should be below the size's price, in cents (1999 for $19.99)",
  "problem.saleEndsBeforeStart": "{path}: a sale should end after it starts",
  "problem.json": "The JSON reader says: {detail}",
  "problem.depth": "Lists and objects are nested more than {maximum} deep; a catalogue needs a few levels",
  "problem.system": "{detail}",
};

export type CatalogImportKey = keyof typeof en;

/**
 * A text the server chose for the import screen: its key and values, written in the console's
 * language by the page (and in English by the command line).
 */
export interface CatalogImportText {
  key: CatalogImportKey;
  values?: Record<string, string | number>;
}

/** The console's catalogue import screen in the console's languages (issue #19: staff choose). */
export const catalogImportMessages = {
  en,
  es: {
    "import.title": "Importar catálogo",
    "import.intro":
      "Suba el catálogo completo de la tienda como archivo JSON en el formato de catálogo. Revíselo primero: la prueba muestra lo que contiene el archivo y lo que cambiaría, sin guardar nada. Una importación es el catálogo completo: los productos que falten en el archivo se ocultan de la tienda.",
    "import.recent": "Importaciones recientes",
    "import.fileLabel": "Archivo de catálogo (JSON, hasta {max})",
    "import.check": "Revisar archivo (prueba)",
    "import.apply": "Aplicar este catálogo",
    "import.applying": "Aplicando el catálogo…",
    "import.checking": "Revisando el archivo…",
    "import.noImports": "Todavía no se ha aplicado ningún catálogo desde la consola.",
    "import.importsCaption": "Catálogos aplicados desde la consola, los más recientes primero",
    "import.when": "Cuándo",
    "import.who": "Quién",
    "import.whatChanged": "Qué cambió",

    "report.appliedHeading": "Aplicado: {file}",
    "report.dryRunHeading": "Prueba: {file}",
    "report.sha256": "SHA-256 {sha256}",
    "report.applied": "Aplicado: {summary}.",
    "report.summary":
      "productos: {productsAdded} añadidos, {productsUpdated} actualizados, {productsRetired} retirados; tamaños: {sizesAdded} añadidos, {sizesUpdated} actualizados, {sizesRetired} retirados; {types}; {redirectsAdded} redirecciones de rutas añadidas",
    "report.summaryTypesChanged": "tipos cambiados",
    "report.summaryTypesUnchanged": "tipos sin cambios",
    "report.noChanges": "Sin cambios: la tienda ya tiene este catálogo.",
    "report.nothingWritten": "No se ha guardado nada.",
    "report.wouldChange": "Aplicar este archivo haría los cambios de abajo.",
    "report.retireWarning":
      "Atención: {products} productos y {sizes} tamaños que hoy están en la tienda faltan en este archivo y se ocultarían de la tienda.",
    "report.retireExplained":
      "Una importación es el catálogo completo: lo que el archivo deje fuera deja de mostrarse y venderse (se conserva para los pedidos anteriores). Aplíquelo solo si el archivo es el catálogo completo.",
    "report.whatChanged": "Qué cambió",
    "report.whatWouldChange": "Qué cambiaría",
    "report.changesMade": "Cambios hechos",
    "report.changesWouldMake": "Cambios que haría este archivo",
    "report.part": "Parte del catálogo",
    "report.added": "Añadidos",
    "report.updated": "Actualizados",
    "report.retired": "Retirados (ocultos)",
    "report.products": "Productos",
    "report.sizes": "Tamaños",
    "report.types": "Tipos",
    "report.subtypes": "Subtipos",
    "report.typesAndSubtypes": "Tipos y subtipos",
    "report.changed": "Cambiados",
    "report.unchanged": "Sin cambios",
    "report.redirectsAdded": "Redirecciones de rutas añadidas",
    "report.fileHolds": "Qué contiene el archivo",
    "report.homeShelves": "Estantes de la portada",
    "report.featuredFromFile": "Este archivo elige los productos destacados (sus claves “featured”).",
    "report.featuredFromConsole":
      "Este archivo no elige productos destacados: se mantienen los elegidos en la consola (Estantes de la portada).",
    "report.storeFills": "La tienda completa el resto de cada estante con productos en existencia.",
    "report.section": "Sección",
    "report.shows": "Muestra",
    "report.chosen": "Elegidos",
    "report.filledByStore": "Puestos por la tienda",
    "report.repairs": "Reparaciones que hace el importador",
    "report.noRepairs": "Ninguna: el archivo no necesitó reparaciones.",
    "report.repairsCaption": "Rarezas encontradas en el archivo y cómo se repara cada una",
    "report.count": "Cantidad",
    "report.repair": "Reparación",
    "report.examples": "Ejemplos",
    "report.badRows": "Filas que no se pueden leer",
    "report.badRowsAlert":
      "{count} filas de este archivo no se pueden leer (abajo). La revisión las dejó fuera, así que lo que cambiaría las cuenta como ausentes del archivo. El archivo no se puede aplicar hasta que se corrijan: corríjalas y revise el archivo de nuevo.",
    "report.badRowsAlert.one":
      "1 fila de este archivo no se puede leer (abajo). La revisión la dejó fuera, así que lo que cambiaría la cuenta como ausente del archivo. El archivo no se puede aplicar hasta que se corrija: corríjala y revise el archivo de nuevo.",
    "report.badRowsCaption": "Filas del archivo que no se pueden leer: dónde están y qué está mal",
    "report.line": "Línea",
    "report.product": "Producto",
    "report.size": "Tamaño",
    "report.whatIsWrong": "Qué está mal",
    "report.moreBadRows": "…y {count} filas más.",
    "report.moreBadRows.one": "…y 1 fila más.",

    "quirk.repeated-size-id": "id de tamaño repetido en varios tamaños (se derivó un id estable)",
    "quirk.empty-size-id": "id de tamaño vacío (se derivó un id estable)",
    "quirk.empty-size-id.detail": "id {detail}",
    "quirk.route-key-misspelt": 'ruta del producto bajo una clave mal escrita, como "route:"',
    "quirk.route-key-misspelt.detail": "clave {detail}",
    "quirk.route-missing": "producto sin ruta (se derivó de su nombre)",
    "quirk.route-slugified": "ruta con caracteres sobrantes (se limpió; la ruta anterior redirige)",
    "quirk.route-duplicate": "ruta ya usada por un producto anterior (se añadió un sufijo)",
    "quirk.route-duplicate.detail": "{detail} ya está usada",
    "quirk.size-ml-text": "size_ml escrito como texto",
    "quirk.placeholder-price": "precio de relleno (10000 o más) en un tamaño agotado",
    "quirk.price-fraction-of-cent": "precio con más de 2 decimales (redondeado al centavo)",
    "quirk.negative-inventory": "inventario negativo (se toma como 0, agotado)",
    "quirk.image-path-mismatch":
      "ruta de imagen que no coincide con el tipo, subtipo, marca, ruta o tamaño del producto",
    "quirk.image-path-mismatch.detail": "{detail}, se esperaba {expected}",
    "quirk.image-path-rewritten": "ruta de imagen fuera de liquors-webp/ o que no es .webp (reescrita)",
    "quirk.image-path-shared": "ruta de imagen ya usada por otro tamaño (se usó una derivada)",
    "quirk.copied-description": "descripción copiada de otro producto",
    "quirk.copied-description.detail": "mismo texto que {detail}",
    "quirk.near-copy-description": "descripción casi igual a la de otro producto: solo cambian los nombres",
    "quirk.near-copy-description.detail": "descripción casi igual a la de {detail}",
    "quirk.product-without-sizes": "producto sin tamaños (omitido)",

    "refusal.firstProblems": "Los primeros {shown} de {total} problemas:",
    "refusal.whatIsWrong": "Qué está mal:",
    "refusal.unreadableUpload":
      "No se pudo leer lo que subió. Elija el archivo de nuevo e inténtelo otra vez.",
    "refusal.noFile": "Primero elija un archivo de catálogo (.json).",
    "refusal.tooLarge":
      "El archivo pesa más de {max}. Una exportación del catálogo pesa mucho menos: revise que sea el archivo correcto.",
    "refusal.notChecked": "Revise el archivo (prueba) antes de aplicarlo.",
    "refusal.notTheChecked":
      "{file} no es el archivo que se revisó: su contenido es distinto. No se aplicó nada; revise primero este archivo.",
    "refusal.badRows":
      "{file} no se aplicó: {count} filas no se pueden leer. No se cambió nada. Corrija las filas de abajo y revise el archivo de nuevo.",
    "refusal.badRows.one":
      "{file} no se aplicó: 1 fila no se puede leer. No se cambió nada. Corrija la fila de abajo y revise el archivo de nuevo.",

    "file.unreadable": "No se puede leer {file}.",
    "file.empty": "{file} está vacío.",
    "file.not-text": "{file} no es texto UTF-8.",
    "file.not-json": "{file} no es JSON.",
    "file.not-catalogue": "{file} no es un archivo de catálogo válido.",
    "file.bad-rows":
      "{file} tiene {count} filas que no se pueden leer; no se importó nada. Corríjalas e importe el archivo de nuevo.",
    "file.bad-rows.one":
      "{file} tiene 1 fila que no se puede leer; no se importó nada. Corríjala e importe el archivo de nuevo.",

    "row.line": "línea {line}",
    "row.unnamed": "un producto sin nombre",
    "row.sizeNumber": "tamaño {number}",
    "row.wholeProduct": "todo el producto",
    "row.fileHas": "el archivo tiene {value}",
    "row.missing": "falta",

    "problem.expected.string": "{path}: debe ser un texto",
    "problem.expected.number": "{path}: debe ser un número",
    "problem.decimalComma": "{path}: debe ser un número: escriba {number}, con punto decimal y sin comillas",
    "problem.numberInQuotes": "{path}: debe ser un número: escriba {number}, sin comillas",
    "problem.expected.int": "{path}: debe ser un número entero",
    "problem.expected.boolean": "{path}: debe ser true o false",
    "problem.expected.array": "{path}: debe ser una lista",
    "problem.expected.object": "{path}: debe ser un objeto",
    "problem.invalid": "{path}: no es un valor válido",
    "problem.empty": "{path}: está vacío",
    "problem.sizeLabel": "{path}: necesita una etiqueta de tamaño, como 750ml",
    "problem.typeName": "{path}: un tipo necesita `type` (o `name`)",
    "problem.atLeast": "{path}: debe ser {minimum} o más",
    "problem.moreThan": "{path}: debe ser más de {minimum}",
    "problem.atMost": "{path}: debe ser {maximum} o menos",
    "problem.itemsAtLeast": "{path}: debe tener al menos {minimum}",
    "problem.nul": "{path}: contiene un carácter NUL (U+0000)",
    "problem.saleInstant": "{path}: debe ser un instante como 2026-12-01T05:00:00Z, o null",
    "problem.saleNotBelowPrice":
      "{path}: un precio de oferta debe ser menor que el precio del tamaño, en centavos (1999 para $19.99)",
    "problem.saleEndsBeforeStart": "{path}: una oferta debe terminar después de empezar",
    "problem.json": "El lector de JSON dice: {detail}",
    "problem.depth": "Listas y objetos anidados a más de {maximum} niveles; un catálogo necesita unos pocos",
    "problem.system": "{detail}",
  },
} satisfies Record<"en" | "es", Record<CatalogImportKey, string>>;

export function isCatalogImportKey(key: string): key is CatalogImportKey {
  return Object.hasOwn(en, key);
}

type Write = (key: CatalogImportKey, values?: CatalogImportText["values"]) => string;

const english: Write = translator(en, "en");

/** A server's text in English, for the command line and the logs. */
export function inEnglish({ key, values }: CatalogImportText): string {
  return english(key, values);
}

/** "buchanans-12 750ml: id buchanans-12-750ml": where, then what the file had, worded where the quirk needs words. */
export function quirkExampleLine(write: Write, code: QuirkCode, example: QuirkExample): string {
  const place = example.size ? `${example.product} ${example.size}` : example.product;
  const worded = `quirk.${code}.detail`;
  const detail = isCatalogImportKey(worded)
    ? write(worded, { detail: example.detail, expected: example.expected ?? "" })
    : example.detail;
  return `${place}: ${detail}`;
}

/** The command line's words for the same. */
export function quirkExampleInEnglish(code: QuirkCode, example: QuirkExample): string {
  return quirkExampleLine(english, code, example);
}

export function useCatalogImportT() {
  return usePageT(catalogImportMessages);
}
