import { PHOTO_MAX_MEGAPIXELS, PHOTO_MAX_TEXT, type PhotoProblem } from "./photo-rules";

const en = {
  "problem.empty": "The file is empty.",
  "problem.too_large":
    "The file is larger than {max}. Save the photo smaller (2,000 pixels wide is plenty) and try again.",
  "problem.not_a_photo": "This is not a JPEG, PNG or WebP photo. Save it as one of those and try again.",
  "problem.damaged":
    "The photo could not be read: the file is damaged or cut short. Save it again and retry.",
  "problem.too_many_pixels":
    "The photo has more than {megapixels} megapixels. Make it smaller and try again.",
  "zip.not-zip": "This is not a zip file.",
  "zip.zip64": "ZIP64 archives (over 4 GB or 65,535 files) are not supported: split it into smaller zips.",
  "zip.cut-short": "The zip file is cut short.",
  "zip.list-damaged": "The zip's list of files is damaged.",
  "zip.encrypted": "The file is encrypted in the zip.",
  "zip.method": "The file is packed with a method other than deflate; zip it again with the usual settings.",
  "zip.place-damaged": "The file's place in the zip is damaged.",
  "zip.checksum": "The file is damaged in the zip (its check sum does not match).",
  "zip.size-mismatch": "The file is damaged in the zip (it does not unpack to the size it declares).",
  "zip.too-many-files": "The zip holds more than {max} files: split it into smaller zips.",
  "zip.too-large-unpacked": "The zip unpacks to more than {max}: split it into smaller zips.",
};

export type PhotoProblemKey = keyof typeof en;

/** Why a photo, or a zip of them, was refused: the texts both photo screens share. */
export const photoProblemMessages = {
  en,
  es: {
    "problem.empty": "El archivo está vacío.",
    "problem.too_large":
      "El archivo pesa más de {max}. Guarde la foto más pequeña (2,000 píxeles de ancho bastan) e inténtelo de nuevo.",
    "problem.not_a_photo":
      "No es una foto JPEG, PNG o WebP. Guárdela en uno de esos formatos e inténtelo de nuevo.",
    "problem.damaged":
      "No se pudo leer la foto: el archivo está dañado o incompleto. Guárdela de nuevo e inténtelo otra vez.",
    "problem.too_many_pixels":
      "La foto tiene más de {megapixels} megapíxeles. Hágala más pequeña e inténtelo de nuevo.",
    "zip.not-zip": "Esto no es un archivo zip.",
    "zip.zip64": "No se aceptan zip ZIP64 (más de 4 GB o 65,535 archivos): divídalo en zip más pequeños.",
    "zip.cut-short": "El archivo zip está incompleto.",
    "zip.list-damaged": "La lista de archivos del zip está dañada.",
    "zip.encrypted": "El archivo está cifrado dentro del zip.",
    "zip.method":
      "El archivo está comprimido con un método distinto de deflate; vuelva a comprimirlo con las opciones normales.",
    "zip.place-damaged": "El lugar del archivo dentro del zip está dañado.",
    "zip.checksum": "El archivo está dañado dentro del zip (su suma de verificación no coincide).",
    "zip.size-mismatch": "El archivo está dañado dentro del zip (no se descomprime al tamaño que declara).",
    "zip.too-many-files": "El zip tiene más de {max} archivos: divídalo en zip más pequeños.",
    "zip.too-large-unpacked": "El zip se descomprime a más de {max}: divídalo en zip más pequeños.",
  },
} satisfies Record<"en" | "es", Record<PhotoProblemKey, string>>;

/** A text the server chose for a photo screen: its key and values, written in the console's language by the page. */
export interface PhotoText<Key extends string> {
  key: Key;
  values?: Record<string, string | number>;
}

/** Why a photo was refused, as a text. */
export function photoProblemText(problem: PhotoProblem): PhotoText<PhotoProblemKey> {
  return { key: `problem.${problem}`, values: { max: PHOTO_MAX_TEXT, megapixels: PHOTO_MAX_MEGAPIXELS } };
}

/** Sentences the server chose, one after the other, in the page's language. */
export function sentences<Key extends string>(
  write: (key: Key, values?: PhotoText<Key>["values"]) => string,
  texts: readonly PhotoText<Key>[],
): string {
  return texts.map(({ key, values }) => write(key, values)).join(" ");
}
