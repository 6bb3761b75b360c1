import type { PageMessages } from "~/i18n/messages";

const en = {
  "orderAgain.button": "Order the same again",
  "orderAgain.working": "Putting it in your cart…",
  "orderAgain.added": "The same is in your cart, at today's prices.",
  "orderAgain.nothing": "Nothing of this order is on sale today.",
  "orderAgain.changed": "What changed since this order:",
  "orderAgain.gone": "{name} ({size}) is no longer sold.",
  "orderAgain.soldOut": "{name} ({size}) is sold out.",
  "orderAgain.fewer": "{name} ({size}): only {count} in stock, so {count} in your cart instead of {ordered}.",
  "orderAgain.fewer.one":
    "{name} ({size}): only {count} in stock, so {count} in your cart instead of {ordered}.",
  "orderAgain.price": "{name} ({size}) is now {price} each (it was {was}).",
  "orderAgain.viewCart": "View cart",
  "orderAgain.loadError": "The products could not be loaded ({message}). Please try again.",
};

export type OrderAgainMessageKey = keyof typeof en;

/** "Order the same again" on an order's status page (issue #34), sent with that page's data. */
export const orderAgainMessages: PageMessages<OrderAgainMessageKey> = {
  en,
  es: {
    "orderAgain.button": "Pedir lo mismo otra vez",
    "orderAgain.working": "Poniéndolo en su carrito…",
    "orderAgain.added": "Lo mismo está en su carrito, a los precios de hoy.",
    "orderAgain.nothing": "Nada de este pedido está a la venta hoy.",
    "orderAgain.changed": "Lo que cambió desde este pedido:",
    "orderAgain.gone": "{name} ({size}) ya no se vende.",
    "orderAgain.soldOut": "{name} ({size}) está agotado.",
    "orderAgain.fewer":
      "{name} ({size}): solo quedan {count}, así que van {count} en su carrito en lugar de {ordered}.",
    "orderAgain.fewer.one":
      "{name} ({size}): solo queda {count}, así que va {count} en su carrito en lugar de {ordered}.",
    "orderAgain.price": "{name} ({size}) cuesta ahora {price} cada uno (antes {was}).",
    "orderAgain.viewCart": "Ver carrito",
    "orderAgain.loadError": "No se pudieron cargar los productos ({message}). Inténtelo de nuevo.",
  },
};
