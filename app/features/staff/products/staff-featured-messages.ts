import { usePageT } from "~/i18n/messages";

const en = {
  "shelves.title": "Home shelves",
  "shelves.introBefore": "Choose the products each section of the",
  "shelves.homePage": "home page",
  "shelves.introAfter":
    "shows first, in order. The store fills the rest of the shelf itself: flagships, then the best sellers of the last 30 days, then bottles with a 750ml size. A product out of stock is never shown.",
  "shelves.changes": "Changes",
  "shelves.noChanges": "No shelf changes yet.",
  "shelves.shows": "Home shows {count}: {chosen} chosen by staff, {filled} filled by the store.",
  "shelves.shows.one": "Home shows {count}: {chosen} chosen by staff, {filled} filled by the store.",
  "shelves.noneChosen": "No products chosen: the store fills the whole shelf.",
  "shelves.chosenList": "{shelf}: chosen by staff",
  "shelves.filled": "Filled by the store ({count})",
  "shelves.outOfStock": "Out of stock: not shown",
  "shelves.moveUp": "Move {product} up",
  "shelves.moveDown": "Move {product} down",
  "shelves.remove": "Remove",
  "shelves.addTo": "Add to the {shelf} shelf",
  "shelves.outOfStockOption": "(out of stock)",
  "shelves.add": "Add",
  "shelves.notUnderstood": "Not saved: that shelf change was not understood.",
  "shelves.conflict": "Not saved: someone changed this shelf meanwhile. Here it is as it is now; try again.",
  "shelves.wrongType": "Not saved: that product is not one of this shelf's type.",
  "shelves.saved": "Saved. Home shows it now.",
  "shelves.unchanged": "Nothing to change.",
};

type Key = keyof typeof en;

/** What a featured shelf change answers: a text of this catalogue, chosen by the server. */
export type ShelfAnswerKey = Extract<
  Key,
  "shelves.notUnderstood" | "shelves.conflict" | "shelves.wrongType" | "shelves.saved" | "shelves.unchanged"
>;

/** The console's home shelves page in the console's languages. */
export const staffFeaturedMessages = {
  en,
  es: {
    "shelves.title": "Estantes de la portada",
    "shelves.introBefore": "Elija los productos que cada sección de la",
    "shelves.homePage": "portada",
    "shelves.introAfter":
      "muestra primero, en orden. La tienda completa el resto del estante: primero los emblemáticos, luego los más vendidos de los últimos 30 días, luego las botellas de 750ml. Nunca se muestra un producto agotado.",
    "shelves.changes": "Cambios",
    "shelves.noChanges": "Todavía no hay cambios en los estantes.",
    "shelves.shows":
      "La portada muestra {count}: {chosen} elegidos por el personal, {filled} puestos por la tienda.",
    "shelves.shows.one":
      "La portada muestra {count}: {chosen} elegidos por el personal, {filled} puestos por la tienda.",
    "shelves.noneChosen": "No hay productos elegidos: la tienda completa todo el estante.",
    "shelves.chosenList": "{shelf}: elegidos por el personal",
    "shelves.filled": "Puestos por la tienda ({count})",
    "shelves.outOfStock": "Agotado: no se muestra",
    "shelves.moveUp": "Subir {product}",
    "shelves.moveDown": "Bajar {product}",
    "shelves.remove": "Quitar",
    "shelves.addTo": "Añadir al estante {shelf}",
    "shelves.outOfStockOption": "(agotado)",
    "shelves.add": "Añadir",
    "shelves.notUnderstood": "No se guardó: no se entendió ese cambio del estante.",
    "shelves.conflict":
      "No se guardó: alguien cambió este estante mientras tanto. Aquí está como quedó; inténtelo de nuevo.",
    "shelves.wrongType": "No se guardó: ese producto no es del tipo de este estante.",
    "shelves.saved": "Guardado. La portada ya lo muestra.",
    "shelves.unchanged": "No hay nada que cambiar.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useStaffFeaturedT() {
  return usePageT(staffFeaturedMessages);
}
