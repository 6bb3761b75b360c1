import { usePageT } from "~/i18n/messages";

const en = {
  "spanish.title": "Spanish descriptions",
  "spanish.back": "← Stock and prices",
  "spanish.intro":
    "Products on sale with no Spanish description: the Spanish store shows their English text instead. Write them one at a time, with the English beside you; the store shows each as soon as you save it.",
  "spanish.remaining": "{count} products still have no Spanish description.",
  "spanish.remaining.one": "{count} product still has no Spanish description.",
  "spanish.place": "Product {place} of {count} without one",
  "spanish.place.one": "Product {place} of {count} without one",
  "spanish.pager": "Products without a Spanish description",
  "spanish.previous": "← Previous",
  "spanish.next": "Next →",
  "spanish.english": "English description",
  "spanish.noEnglish": "This product has no English description either.",
  "spanish.now": "Its Spanish description now",
  "spanish.field": "Description in Spanish",
  "spanish.fieldHint": "At most {max} characters. Use “usted”, as the rest of the store does.",
  "spanish.hasOne": "This product already has a Spanish description: saving replaces it.",
  "spanish.save": "Save",
  "spanish.saveNext": "Save and next",
  "spanish.seeInStore": "See it in the Spanish store",
  "spanish.allDetails": "All its details",
  "spanish.allDone": "Every product on sale has a Spanish description.",
  "spanish.notFound": "Product not found",
  "answer.saved": "Saved. The Spanish store shows it now.",
  "answer.savedBefore": "Saved the Spanish description of {product}.",
  "answer.unchanged": "Nothing to change: that is already its Spanish description.",
  "answer.conflict":
    "Not saved: someone changed this product meanwhile. Here it is as it is now, with your text still in the field; check it and save again.",
  "answer.notUnderstood": "Not understood: reload the page and try again.",
  "problem.empty": "Write the Spanish description before saving.",
  "problem.atMost": "At most {max} characters: this text has {length}.",
  "problem.control":
    "The text has invisible control characters (pasted from another program?). Remove them and save again.",
};

export type SpanishDescriptionsKey = keyof typeof en;

/** The console's Spanish descriptions screen (issue #31), in the console's languages. */
export const spanishDescriptionsMessages = {
  en,
  es: {
    "spanish.title": "Descripciones en español",
    "spanish.back": "← Existencias y precios",
    "spanish.intro":
      "Productos a la venta sin descripción en español: la tienda en español muestra su texto en inglés. Escríbalas de una en una, con el inglés al lado; la tienda muestra cada una en cuanto la guarda.",
    "spanish.remaining": "A {count} productos les falta la descripción en español.",
    "spanish.remaining.one": "A {count} producto le falta la descripción en español.",
    "spanish.place": "Producto {place} de {count} sin descripción",
    "spanish.place.one": "Producto {place} de {count} sin descripción",
    "spanish.pager": "Productos sin descripción en español",
    "spanish.previous": "← Anterior",
    "spanish.next": "Siguiente →",
    "spanish.english": "Descripción en inglés",
    "spanish.noEnglish": "Este producto tampoco tiene descripción en inglés.",
    "spanish.now": "Su descripción en español ahora",
    "spanish.field": "Descripción en español",
    "spanish.fieldHint":
      "Como máximo {max} caracteres. Trate al cliente de «usted», como el resto de la tienda.",
    "spanish.hasOne": "Este producto ya tiene descripción en español: al guardar se reemplaza.",
    "spanish.save": "Guardar",
    "spanish.saveNext": "Guardar y siguiente",
    "spanish.seeInStore": "Verlo en la tienda en español",
    "spanish.allDetails": "Todos sus detalles",
    "spanish.allDone": "Todos los productos a la venta tienen descripción en español.",
    "spanish.notFound": "Producto no encontrado",
    "answer.saved": "Guardada. La tienda en español ya la muestra.",
    "answer.savedBefore": "Se guardó la descripción en español de {product}.",
    "answer.unchanged": "No hay nada que cambiar: esa ya es su descripción en español.",
    "answer.conflict":
      "No se guardó: alguien cambió este producto mientras tanto. Aquí está como queda ahora, con su texto todavía en el campo; revíselo y guarde de nuevo.",
    "answer.notUnderstood": "No se entendió: recargue la página e inténtelo de nuevo.",
    "problem.empty": "Escriba la descripción en español antes de guardar.",
    "problem.atMost": "Como máximo {max} caracteres: este texto tiene {length}.",
    "problem.control":
      "El texto tiene caracteres de control invisibles (¿pegado de otro programa?). Quítelos y guarde de nuevo.",
  },
} satisfies Record<"en" | "es", Record<SpanishDescriptionsKey, string>>;

/** A text of the screen, with the values it is written with: what an action answers. */
export interface SpanishDescriptionsText {
  key: SpanishDescriptionsKey;
  values?: Record<string, string | number>;
}

export function useSpanishDescriptionsT() {
  return usePageT(spanishDescriptionsMessages);
}
