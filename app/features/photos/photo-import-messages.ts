import { translator, usePageT } from "~/i18n/messages";
import { photoProblemMessages, type PhotoText } from "./photo-problem-messages";

const en = {
  ...photoProblemMessages.en,
  "photos.title": "Photos",
  "photos.namesBefore": "Name each photo after its size's image in the catalogue:",
  "photos.namesSize": "is the photo of the size whose image is",
  "photos.namesProduct": ". A photo named after a product's route (",
  "photos.namesAfter":
    ") is the photo of the whole product. Folders in the zip do not matter, unless two sizes' images share a name: then put the photo in the same folders as the image.",
  "photos.rules":
    "JPEG, PNG or WebP, each up to {max}. A photo replaces the one before it; one file that cannot be read is reported and the others are still imported. One photo at a time: on each product's page under",
  "photos.stockAndPrices": "Stock and prices",
  "photos.zipLabel": "Zip of photos (up to {max})",
  "photos.import": "Import photos",
  "photos.importing": "Importing the photos…",
  "photos.stillDrawn": "Sizes still drawn ({count})",
  "photos.noneDrawn": "Every size has a photo.",
  "photos.andMore": "and {count} more.",
  "photos.andMore.one": "and {count} more.",

  "report.line": "{stored}, {refused}, {unmatched}; {drawn}.",
  "report.stored": "{count} photos stored",
  "report.stored.one": "{count} photo stored",
  "report.refused": "{count} refused",
  "report.refused.one": "{count} refused",
  "report.unmatched": "{count} files matched no size",
  "report.unmatched.one": "{count} file matched no size",
  "report.drawn": "{count} sizes still drawn",
  "report.drawn.one": "{count} size still drawn",
  "report.storedList": "Stored ({count})",
  "report.refusedList": "Refused ({count})",
  "report.unmatchedList": "Matched no size ({count})",
  "report.toSize": "{file} → size {size}",
  "report.toProduct": "{file} → product {product}",
  "report.ambiguous": "More than one size has this name ({sizes}): put it in the img's folder.",
  "report.takenSize": "{first} is already the photo for size {size}.",
  "report.takenProduct": "{first} is already the photo for product {product}.",

  "refusal.tooLarge":
    "The zip is larger than {max}. Split it, or import the folder with npm run images:import.",
  "refusal.unreadable": "The upload could not be read. Choose the zip again and retry.",
  "refusal.noFile": "Choose a zip file of photos first.",
  "refusal.nothingImported": "Nothing was imported.",
};

export type PhotoImportKey = keyof typeof en;
export type PhotoImportText = PhotoText<PhotoImportKey>;

/** The console's bulk photo import in the console's languages (issue #19: staff choose). */
export const photoImportMessages = {
  en,
  es: {
    ...photoProblemMessages.es,
    "photos.title": "Fotos",
    "photos.namesBefore": "Nombre cada foto como la imagen de su tamaño en el catálogo:",
    "photos.namesSize": "es la foto del tamaño cuya imagen es",
    "photos.namesProduct": ". Una foto con el nombre de la ruta de un producto (",
    "photos.namesAfter":
      ") es la foto del producto completo. Las carpetas del zip no importan, salvo que las imágenes de dos tamaños tengan el mismo nombre: entonces ponga la foto en las mismas carpetas que la imagen.",
    "photos.rules":
      "JPEG, PNG o WebP, cada una de hasta {max}. Una foto reemplaza a la anterior; si un archivo no se puede leer, se informa y los demás se importan igual. Una foto a la vez: en la página de cada producto, en",
    "photos.stockAndPrices": "Existencias y precios",
    "photos.zipLabel": "Zip de fotos (hasta {max})",
    "photos.import": "Importar fotos",
    "photos.importing": "Importando las fotos…",
    "photos.stillDrawn": "Tamaños que siguen con dibujo ({count})",
    "photos.noneDrawn": "Todos los tamaños tienen foto.",
    "photos.andMore": "y {count} más.",
    "photos.andMore.one": "y {count} más.",

    "report.line": "{stored}, {refused}, {unmatched}; {drawn}.",
    "report.stored": "{count} fotos guardadas",
    "report.stored.one": "{count} foto guardada",
    "report.refused": "{count} rechazadas",
    "report.refused.one": "{count} rechazada",
    "report.unmatched": "{count} archivos no coincidieron con ningún tamaño",
    "report.unmatched.one": "{count} archivo no coincidió con ningún tamaño",
    "report.drawn": "{count} tamaños siguen con dibujo",
    "report.drawn.one": "{count} tamaño sigue con dibujo",
    "report.storedList": "Guardadas ({count})",
    "report.refusedList": "Rechazadas ({count})",
    "report.unmatchedList": "Sin tamaño ({count})",
    "report.toSize": "{file} → tamaño {size}",
    "report.toProduct": "{file} → producto {product}",
    "report.ambiguous": "Más de un tamaño tiene este nombre ({sizes}): póngala en la carpeta de su img.",
    "report.takenSize": "{first} ya es la foto del tamaño {size}.",
    "report.takenProduct": "{first} ya es la foto del producto {product}.",

    "refusal.tooLarge": "El zip pesa más de {max}. Divídalo, o importe la carpeta con npm run images:import.",
    "refusal.unreadable": "No se pudo leer lo que subió. Elija el zip de nuevo e inténtelo otra vez.",
    "refusal.noFile": "Primero elija un archivo zip de fotos.",
    "refusal.nothingImported": "No se importó nada.",
  },
} satisfies Record<"en" | "es", Record<PhotoImportKey, string>>;

type Write = (key: PhotoImportKey, values?: PhotoImportText["values"]) => string;

/** The command line's words for the same texts. */
export const photoImportInEnglish: Write = translator(en, "en");

export function usePhotoImportT() {
  return usePageT(photoImportMessages);
}
