import { usePageT } from "~/i18n/messages";

const en = {
  "product.back": "← Stock and prices",
  "product.seeInStore": "See it in the store",
  "product.sizes": "Sizes: price and stock",
  "product.restoreToEdit": "Restore the product to change its sizes.",
  "product.details": "Details",
  "product.changes": "Changes",
  "product.title": "{product}: stock and prices",
  "product.notFound": "Product not found",

  "size.form": "{size}: price and stock",
  "size.now": "Now {price}",
  "size.price": "Price of {size} ($)",
  "size.stock": "Stock of {size} (bottles)",
  "size.stockHint": "Empty when the store does not count it.",
  "size.save": "Save {size}",

  "sale.form": "{size}: sale",
  "sale.legend": "Sale",
  "sale.none": "No sale.",
  "sale.running": "On sale now at {price}, through {lastDay}.",
  "sale.runningOpen": "On sale now at {price}, until you end it.",
  "sale.scheduled": "On sale at {price} from {firstDay} through {lastDay}.",
  "sale.scheduledOpen": "On sale at {price} from {firstDay}, until you end it.",
  "sale.price": "Sale price of {size} ($)",
  "sale.firstDay": "First day",
  "sale.firstDayHint": "Empty: from now.",
  "sale.lastDay": "Last day",
  "sale.lastDayHint": "Empty: until you end it.",
  "sale.save": "Save sale of {size}",
  "sale.end": "End sale of {size}",

  "changes.none": "No edits yet.",
  "changes.price": "{size} price {before} → {after}",
  "changes.stock": "{size} stock {before} → {after}",
  "changes.notCounted": "not counted",
  "changes.sale": "{size} sale {before} → {after}",
  "changes.noSale": "none",

  "editor.detailsForm": "Product details",
  "editor.name": "Name",
  "editor.brand": "Brand",
  "editor.description": "Description",
  "editor.descriptionEs": "Description in Spanish (optional)",
  "editor.wineType": "Wine type (wines only)",
  "editor.varietal": "Varietal (wines only)",
  "editor.saveDetails": "Save details",
  "editor.retired": "Retired",
  "editor.onSale": "On sale",
  "editor.retiredExplained":
    "{product} is not in the store: not in search, the catalogue, home or the sitemap. Restore it to sell it again.",
  "editor.retireExplained":
    "Retiring {product} takes it off the store at once (search, catalogue, home, sitemap); past orders keep it.",
  "editor.restore": "Restore {product}",
  "editor.retire": "Retire {product}",
  "editor.styleForm": "Style",
  "editor.style": "Style shoppers browse it by",
  "editor.styleRead": "As its name or subtype says: {style}",
  "editor.styleNone": "none",
  "editor.saveStyle": "Save style",

  "new.title": "Add a product",
  "new.intro":
    "A product the store just received. Its address in the store is made from its name; it is on sale as soon as you add it. The next catalogue import must include it, or the import retires it.",
  "new.form": "New product",
  "new.subtype": "Type and subtype",
  "new.sizes": "Sizes",
  "new.sizesHint":
    "One row per size; leave the rest empty. Stock empty when the store does not count it; id empty to have one made.",
  "new.add": "Add product",
  "new.size": "Size {row}",
  "new.sizeLabel": "Size {row} label",
  "new.sizePrice": "Size {row} price ($)",
  "new.sizeStock": "Size {row} stock",
  "new.sizeId": "Size {row} id",

  "answer.checkFields": "Not saved: check the marked fields.",
  "answer.notAdded": "Not added: check the marked fields.",
  "answer.saved": "Saved. The store shows it now.",
  "answer.unchanged": "Nothing to change.",
  "answer.sizeConflict":
    "Not saved: this size changed while you were editing (now {price}, {stock} in stock). Check the new values and save again.",
  "answer.sizeConflictNotCounted":
    "Not saved: this size changed while you were editing (now {price}, stock not counted). Check the new values and save again.",
  "answer.detailsConflict":
    "Not saved: someone changed this product meanwhile. Here it is as it is now; check and save again.",
  "answer.notUnderstood": "Not understood.",
  "answer.retired": "Retired: the store no longer shows it.",
  "answer.restored": "Restored: the store shows it again.",
  "answer.notAStyle": "Not saved: choose one of this type's styles.",
  "answer.saleSaved": "Sale saved: the store shows it from its first day.",
  "answer.saleEnded": "Sale ended: the store shows the regular price now.",
  "answer.saleConflict":
    "Not saved: this size's price or sale changed while you were editing. Here it is as it is now; check and save again.",
  "answer.notASale":
    "Not saved: a sale needs a price below the regular one and a last day on or after the first.",

  "problem.atMost": "At most {max} characters.",
  "problem.name": "A product needs a name.",
  "problem.brand": "A product needs a brand.",
  "problem.shownNotWhole": "The page's details were not sent back whole.",
  "problem.subtype": "Choose one of the store's types and subtypes.",
  "problem.oneSize": "A product needs at least one size, such as 750ml.",
  "problem.price": "Price in dollars, like 24.99 (at least 0.01).",
  "problem.stock": "Stock is a whole number of bottles, or empty when not counted.",
  "problem.stockMax": "Stock is at most {max}.",
  "problem.labelTwice": "Two sizes have this label.",
  "problem.idTaken": "The id {id} belongs to another size.",
  "problem.idTwice": "Two sizes have this id.",
  "problem.salePrice": "Sale price in dollars, like 19.99 (at least 0.01).",
  "problem.saleNotBelow": "A sale price is below the regular price ({price}).",
  "problem.saleDay": "A date such as 2026-12-24, or empty.",
  "problem.saleLastBeforeFirst": "The last day cannot be before the first.",
  "problem.saleLastPast": "That day has passed: choose today or later.",
};

export type StaffProductKey = keyof typeof en;

/** A text the server chose for the product page, with its values: the page writes it in the console's language. */
export interface StaffProductText {
  key: StaffProductKey;
  values?: Record<string, string | number>;
}

/** The console's product page (sizes, details, retire) and new-product form in the console's languages. */
export const staffProductMessages = {
  en,
  es: {
    "product.back": "← Existencias y precios",
    "product.seeInStore": "Verlo en la tienda",
    "product.sizes": "Tamaños: precio y existencias",
    "product.restoreToEdit": "Restaure el producto para cambiar sus tamaños.",
    "product.details": "Detalles",
    "product.changes": "Cambios",
    "product.title": "{product}: existencias y precios",
    "product.notFound": "Producto no encontrado",

    "size.form": "{size}: precio y existencias",
    "size.now": "Ahora {price}",
    "size.price": "Precio de {size} ($)",
    "size.stock": "Existencias de {size} (botellas)",
    "size.stockHint": "Vacío si la tienda no las cuenta.",
    "size.save": "Guardar {size}",

    "sale.form": "{size}: oferta",
    "sale.legend": "Oferta",
    "sale.none": "Sin oferta.",
    "sale.running": "En oferta ahora a {price}, hasta el {lastDay} inclusive.",
    "sale.runningOpen": "En oferta ahora a {price}, hasta que la termine.",
    "sale.scheduled": "En oferta a {price} del {firstDay} al {lastDay} inclusive.",
    "sale.scheduledOpen": "En oferta a {price} desde el {firstDay}, hasta que la termine.",
    "sale.price": "Precio de oferta de {size} ($)",
    "sale.firstDay": "Primer día",
    "sale.firstDayHint": "Vacío: desde ahora.",
    "sale.lastDay": "Último día",
    "sale.lastDayHint": "Vacío: hasta que la termine.",
    "sale.save": "Guardar oferta de {size}",
    "sale.end": "Terminar oferta de {size}",

    "changes.none": "Todavía no hay cambios.",
    "changes.price": "{size} precio {before} → {after}",
    "changes.stock": "{size} existencias {before} → {after}",
    "changes.notCounted": "sin contar",
    "changes.sale": "{size} oferta {before} → {after}",
    "changes.noSale": "ninguna",

    "editor.detailsForm": "Detalles del producto",
    "editor.name": "Nombre",
    "editor.brand": "Marca",
    "editor.description": "Descripción",
    "editor.descriptionEs": "Descripción en español (opcional)",
    "editor.wineType": "Tipo de vino (solo vinos)",
    "editor.varietal": "Varietal (solo vinos)",
    "editor.saveDetails": "Guardar detalles",
    "editor.retired": "Retirado",
    "editor.onSale": "A la venta",
    "editor.retiredExplained":
      "{product} no está en la tienda: ni en la búsqueda, ni en el catálogo, ni en la portada, ni en el mapa del sitio. Restáurelo para volver a venderlo.",
    "editor.retireExplained":
      "Retirar {product} lo quita de la tienda al instante (búsqueda, catálogo, portada, mapa del sitio); los pedidos anteriores lo conservan.",
    "editor.restore": "Restaurar {product}",
    "editor.retire": "Retirar {product}",
    "editor.styleForm": "Estilo",
    "editor.style": "Estilo por el que lo buscan los clientes",
    "editor.styleRead": "Como dicen su nombre o subtipo: {style}",
    "editor.styleNone": "ninguno",
    "editor.saveStyle": "Guardar estilo",

    "new.title": "Añadir un producto",
    "new.intro":
      "Un producto que la tienda acaba de recibir. Su dirección en la tienda se forma con su nombre; queda a la venta en cuanto lo añade. La próxima importación del catálogo debe incluirlo, o la importación lo retira.",
    "new.form": "Producto nuevo",
    "new.subtype": "Tipo y subtipo",
    "new.sizes": "Tamaños",
    "new.sizesHint":
      "Una fila por tamaño; deje vacías las demás. Existencias vacías si la tienda no las cuenta; id vacío para que se genere uno.",
    "new.add": "Añadir producto",
    "new.size": "Tamaño {row}",
    "new.sizeLabel": "Etiqueta del tamaño {row}",
    "new.sizePrice": "Precio del tamaño {row} ($)",
    "new.sizeStock": "Existencias del tamaño {row}",
    "new.sizeId": "Id del tamaño {row}",

    "answer.checkFields": "No se guardó: revise los campos marcados.",
    "answer.notAdded": "No se añadió: revise los campos marcados.",
    "answer.saved": "Guardado. La tienda ya lo muestra.",
    "answer.unchanged": "No hay nada que cambiar.",
    "answer.sizeConflict":
      "No se guardó: este tamaño cambió mientras lo editaba (ahora {price}, {stock} en existencia). Revise los valores nuevos y guarde de nuevo.",
    "answer.sizeConflictNotCounted":
      "No se guardó: este tamaño cambió mientras lo editaba (ahora {price}, existencias sin contar). Revise los valores nuevos y guarde de nuevo.",
    "answer.detailsConflict":
      "No se guardó: alguien cambió este producto mientras tanto. Aquí está como quedó; revíselo y guarde de nuevo.",
    "answer.notUnderstood": "No se entendió.",
    "answer.retired": "Retirado: la tienda ya no lo muestra.",
    "answer.restored": "Restaurado: la tienda lo muestra de nuevo.",
    "answer.notAStyle": "No se guardó: elija uno de los estilos de este tipo.",
    "answer.saleSaved": "Oferta guardada: la tienda la muestra desde su primer día.",
    "answer.saleEnded": "Oferta terminada: la tienda ya muestra el precio normal.",
    "answer.saleConflict":
      "No se guardó: el precio o la oferta de este tamaño cambió mientras lo editaba. Aquí está como quedó; revíselo y guarde de nuevo.",
    "answer.notASale":
      "No se guardó: una oferta necesita un precio menor que el normal y un último día igual o posterior al primero.",

    "problem.atMost": "Como máximo {max} caracteres.",
    "problem.name": "Un producto necesita un nombre.",
    "problem.brand": "Un producto necesita una marca.",
    "problem.shownNotWhole": "La página no devolvió completos los detalles.",
    "problem.subtype": "Elija uno de los tipos y subtipos de la tienda.",
    "problem.oneSize": "Un producto necesita al menos un tamaño, como 750ml.",
    "problem.price": "Precio en dólares, como 24.99 (al menos 0.01).",
    "problem.stock": "Las existencias son un número entero de botellas, o vacío si no se cuentan.",
    "problem.stockMax": "Las existencias son como máximo {max}.",
    "problem.labelTwice": "Dos tamaños tienen esta etiqueta.",
    "problem.idTaken": "El id {id} pertenece a otro tamaño.",
    "problem.idTwice": "Dos tamaños tienen este id.",
    "problem.salePrice": "Precio de oferta en dólares, como 19.99 (al menos 0.01).",
    "problem.saleNotBelow": "Un precio de oferta es menor que el precio normal ({price}).",
    "problem.saleDay": "Una fecha como 2026-12-24, o vacío.",
    "problem.saleLastBeforeFirst": "El último día no puede ser anterior al primero.",
    "problem.saleLastPast": "Ese día ya pasó: elija hoy o un día posterior.",
  },
} satisfies Record<"en" | "es", Record<StaffProductKey, string>>;

export function isStaffProductKey(key: string): key is StaffProductKey {
  return Object.hasOwn(en, key);
}

export function useStaffProductT() {
  return usePageT(staffProductMessages);
}
