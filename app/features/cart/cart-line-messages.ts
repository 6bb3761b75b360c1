import type { PageMessages } from "~/i18n/messages";

const en = {
  "cart.amount": "Amount:",
  "cart.remove": "Remove {name} {size} from the cart",
  "cart.removeShort": "Remove",
  "cart.outOfStock": "Out of stock",
};

export type CartLineMessageKey = keyof typeof en;

/** A cart line's amount and remove button, in the cart panel and at checkout (each sends them its own way). */
export const cartLineMessages: PageMessages<CartLineMessageKey> = {
  en,
  es: {
    "cart.amount": "Cantidad:",
    "cart.remove": "Quitar {name} {size} del carrito",
    "cart.removeShort": "Quitar",
    "cart.outOfStock": "Agotado",
  },
};
