import type { PageMessages } from "~/i18n/messages";
import { cartLineMessages, type CartLineMessageKey } from "./cart-line-messages";

const en = {
  "cart.title": "Your Cart",
  "cart.close": "Close cart",
  "cart.empty": "Your cart is empty.",
  "cart.loading": "Loading your cart…",
  "cart.loadError": "Error al cargar los productos: {message}",
  "cart.checkout": "Checkout",
  "cart.each": "{price} each",
  "cart.lineTotal": "Line total",
  "cart.subtotal": "Subtotal",
  "cart.soonest":
    "Order now for delivery {deliveryDay} around {deliveryTime}, or pickup {pickupDay} from {pickupTime}.",
  "cart.belowMinimum": "Add {amount} more for delivery, or pick it up at the store.",
  "cart.towardFreeDelivery": "Add {amount} more for free delivery.",
  "cart.freeDelivery": "Delivery is free on this order.",
  "cart.browse": "Browse the catalog",
  "cart.was": "was",
  "cart.caseEarned": "{rule}: {percent} off, {amount} less at checkout.",
  "cart.caseNext": "Add {count} more bottles for {percent} off ({rule}).",
  "cart.caseNext.one": "Add 1 more bottle for {percent} off ({rule}).",
};

export type CartPanelMessageKey = keyof typeof en | CartLineMessageKey;

/** The cart panel's texts: they ship with its code, which loads after the page, not with every page's data. */
export const cartPanelMessages: PageMessages<CartPanelMessageKey> = {
  en: { ...cartLineMessages.en, ...en },
  es: {
    ...cartLineMessages.es,
    "cart.title": "Su carrito",
    "cart.close": "Cerrar carrito",
    "cart.empty": "Su carrito está vacío.",
    "cart.loading": "Cargando su carrito…",
    "cart.loadError": "Error al cargar los productos: {message}",
    "cart.checkout": "Finalizar compra",
    "cart.each": "{price} cada uno",
    "cart.lineTotal": "Total de la línea",
    "cart.subtotal": "Subtotal",
    "cart.soonest":
      "Si pide ahora, se lo entregamos {deliveryDay} hacia las {deliveryTime}, o puede recogerlo {pickupDay} desde las {pickupTime}.",
    "cart.belowMinimum": "Agregue {amount} más para la entrega a domicilio, o recójalo en la tienda.",
    "cart.towardFreeDelivery": "Agregue {amount} más y la entrega a domicilio es gratis.",
    "cart.freeDelivery": "La entrega a domicilio es gratis en este pedido.",
    "cart.browse": "Ver el catálogo",
    "cart.was": "antes",
    "cart.caseEarned": "{rule}: {percent} de descuento, {amount} menos al pagar.",
    "cart.caseNext": "Agregue {count} botellas más y obtenga {percent} de descuento ({rule}).",
    "cart.caseNext.one": "Agregue 1 botella más y obtenga {percent} de descuento ({rule}).",
  },
};
