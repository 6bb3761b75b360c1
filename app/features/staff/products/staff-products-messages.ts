import { usePageT } from "~/i18n/messages";

const en = {
  "staffProducts.title": "Stock and prices",
  "staffProducts.add": "Add a product",
  "staffProducts.spanish": "Spanish descriptions: {count} to write",
  "staffProducts.spanish.one": "Spanish descriptions: {count} to write",
  "staffProducts.find": "Find a product",
  "staffProducts.findPlaceholder": "Name, brand or kind",
  "staffProducts.search": "Search",
  "staffProducts.matching": "Products matching “{search}”",
  "staffProducts.runningLow": "Running low ({count} or fewer left)",
  "staffProducts.runningLow.one": "Running low ({count} or fewer left)",
  "staffProducts.noMatch": "No product matches that search.",
  "staffProducts.nothingLow": "Nothing is running low.",
  "staffProducts.noPrice": "no price set",
  "staffProducts.retired": "Retired products ({count})",
  "sale.running": "on sale at {price}",
  "sale.runningThrough": "on sale at {price} through {lastDay}",
  "sale.scheduled": "on sale at {price} from {firstDay}",
  "stock.notCounted": "stock not counted",
  "stock.soldOut": "sold out",
  "stock.inStock": "{count} in stock",
  "stock.inStock.one": "{count} in stock",
  "stock.low": "{count} in stock (low)",
  "stock.low.one": "{count} in stock (low)",
};

type Key = keyof typeof en;

/** The console's stock and prices list, and how it writes a size's stock, in the console's languages. */
export const staffProductsMessages = {
  en,
  es: {
    "staffProducts.title": "Existencias y precios",
    "staffProducts.add": "Añadir un producto",
    "staffProducts.spanish": "Descripciones en español: faltan {count}",
    "staffProducts.spanish.one": "Descripciones en español: falta {count}",
    "staffProducts.find": "Buscar un producto",
    "staffProducts.findPlaceholder": "Nombre, marca o tipo",
    "staffProducts.search": "Buscar",
    "staffProducts.matching": "Productos que coinciden con «{search}»",
    "staffProducts.runningLow": "Quedan pocos ({count} o menos)",
    "staffProducts.runningLow.one": "Quedan pocos ({count} o menos)",
    "staffProducts.noMatch": "Ningún producto coincide con esa búsqueda.",
    "staffProducts.nothingLow": "No se está acabando nada.",
    "staffProducts.noPrice": "sin precio",
    "staffProducts.retired": "Productos retirados ({count})",
    "sale.running": "en oferta a {price}",
    "sale.runningThrough": "en oferta a {price} hasta el {lastDay}",
    "sale.scheduled": "en oferta a {price} desde el {firstDay}",
    "stock.notCounted": "existencias sin contar",
    "stock.soldOut": "agotado",
    "stock.inStock": "{count} en existencia",
    "stock.inStock.one": "{count} en existencia",
    "stock.low": "{count} en existencia (pocas)",
    "stock.low.one": "{count} en existencia (pocas)",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useStaffProductsT() {
  return usePageT(staffProductsMessages);
}
