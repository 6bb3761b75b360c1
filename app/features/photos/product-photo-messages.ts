import { usePageT } from "~/i18n/messages";
import { photoProblemMessages, type PhotoText } from "./photo-problem-messages";

const en = {
  ...photoProblemMessages.en,
  "photos.heading": "Photos",
  "photos.rules":
    "JPEG, PNG or WebP, up to {max} and {megapixels} megapixels. A size's own photo wins over the product's; without either, the store shows a drawn bottle.",
  "photos.changes": "Photo changes",
  "photos.noChanges": "No photo changes yet.",
  "photos.productChange": "{at} · {who}: Whole product: photo {summary}",
  "photos.sizeChange": "{at} · {who}: {size}: photo {summary}",
  "photos.wholeProduct": "the whole product",
  "photos.shownNow": "{title} as the store shows it now",
  "photos.everySizeOwn": "Every size shows a photo of its own.",
  "photos.noPhotoYet": "No photo yet.",
  "photos.photoOf": "Photo of {title}",
  "photos.uploadForm": "Upload a photo of {title}",
  "photos.fileFor": "Photo file for {title}",
  "photos.upload": "Upload",
  "photos.removeForm": "Remove the photo of {title}",
  "photos.remove": "Remove this photo",
  "photos.stored": "{type}, {kilobytes} KB, {width} × {height} pixels; uploaded by {who}, {at}.",
  "photos.noProductPhoto": "No photo of the whole product.",
  "photos.showsProducts": "No photo of its own: the store shows the product's photo.",
  "photos.showsDrawn": "No photo: the store shows a drawn bottle.",

  "answer.unreadable": "The form could not be read. Choose the photo again and retry.",
  "answer.removeConflict":
    "Not removed: another photo was uploaded here meanwhile. Look at it, then remove it if you mean to.",
  "answer.removed": "Photo removed. The store shows it now.",
  "answer.nothingToRemove": "There was no photo to remove.",
  "answer.unknownAction": "Unknown action: reload the page and retry.",
  "answer.noFile": "Choose a photo first.",
  "answer.notSaved": "Not saved.",
  "answer.saved": "Photo saved. The store shows it now.",
};

export type ProductPhotoKey = keyof typeof en;
export type ProductPhotoText = PhotoText<ProductPhotoKey>;

/** The staff product page's photo forms in the console's languages (issue #19: staff choose). */
export const productPhotoMessages = {
  en,
  es: {
    ...photoProblemMessages.es,
    "photos.heading": "Fotos",
    "photos.rules":
      "JPEG, PNG o WebP, de hasta {max} y {megapixels} megapíxeles. La foto propia de un tamaño tiene prioridad sobre la del producto; sin ninguna, la tienda muestra una botella dibujada.",
    "photos.changes": "Cambios de fotos",
    "photos.noChanges": "Todavía no hay cambios de fotos.",
    "photos.productChange": "{at} · {who}: Producto completo: foto {summary}",
    "photos.sizeChange": "{at} · {who}: {size}: foto {summary}",
    "photos.wholeProduct": "todo el producto",
    "photos.shownNow": "{title} como la muestra la tienda ahora",
    "photos.everySizeOwn": "Cada tamaño muestra una foto propia.",
    "photos.noPhotoYet": "Todavía no hay foto.",
    "photos.photoOf": "Foto de {title}",
    "photos.uploadForm": "Subir una foto de {title}",
    "photos.fileFor": "Archivo de foto para {title}",
    "photos.upload": "Subir",
    "photos.removeForm": "Quitar la foto de {title}",
    "photos.remove": "Quitar esta foto",
    "photos.stored": "{type}, {kilobytes} KB, {width} × {height} píxeles; subida por {who}, {at}.",
    "photos.noProductPhoto": "No hay foto del producto completo.",
    "photos.showsProducts": "Sin foto propia: la tienda muestra la foto del producto.",
    "photos.showsDrawn": "Sin foto: la tienda muestra una botella dibujada.",

    "answer.unreadable": "No se pudo leer el formulario. Elija la foto de nuevo e inténtelo otra vez.",
    "answer.removeConflict":
      "No se quitó: alguien subió otra foto aquí mientras tanto. Mírela y quítela si es lo que quiere.",
    "answer.removed": "Foto quitada. La tienda ya muestra el cambio.",
    "answer.nothingToRemove": "No había foto que quitar.",
    "answer.unknownAction": "Acción desconocida: recargue la página e inténtelo de nuevo.",
    "answer.noFile": "Primero elija una foto.",
    "answer.notSaved": "No se guardó.",
    "answer.saved": "Foto guardada. La tienda ya la muestra.",
  },
} satisfies Record<"en" | "es", Record<ProductPhotoKey, string>>;

export function useProductPhotoT() {
  return usePageT(productPhotoMessages);
}
