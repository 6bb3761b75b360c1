const en = {
  "change.lineGone": "That line is no longer on this order.",
  "change.lastLine": "An order needs at least one line: cancel the order instead.",
  "change.quantityRange": "Choose a quantity from 1 to {max}; to take the line off, remove it.",
  "change.sameQuantity": "{line} is already {quantity}.",
  "change.sameSize": "That is the size already on this line.",
  "change.sizeOnOrder": "That size is already on this order: change that line's quantity instead.",
  "change.notOnSale": "That size is not on sale any more: choose another.",
  "change.soldOut": "Not enough in stock: that size is sold out.",
  "change.atMost": "Not enough in stock: at most {available} more can be taken.",
};

export type OrderChangeKey = keyof typeof en;

/** Why a change agreed on the call was refused: a text of this catalogue and its values, written by the page. */
export interface OrderChangeRefusal {
  key: OrderChangeKey;
  values?: Record<string, string | number>;
}

/** The refusals of a change to an order's lines, in the console's languages. */
export const orderChangeMessages = {
  en,
  es: {
    "change.lineGone": "Esa línea ya no está en este pedido.",
    "change.lastLine": "Un pedido necesita al menos una línea: mejor cancele el pedido.",
    "change.quantityRange": "Elija una cantidad de 1 a {max}; para quitar la línea, use Quitar.",
    "change.sameQuantity": "{line} ya tiene {quantity}.",
    "change.sameSize": "Ese es el tamaño que ya tiene esta línea.",
    "change.sizeOnOrder": "Ese tamaño ya está en este pedido: mejor cambie la cantidad de esa línea.",
    "change.notOnSale": "Ese tamaño ya no está a la venta: elija otro.",
    "change.soldOut": "No hay suficiente en existencia: ese tamaño está agotado.",
    "change.atMost": "No hay suficiente en existencia: se pueden tomar como máximo {available} más.",
  },
} satisfies Record<"en" | "es", Record<OrderChangeKey, string>>;
