import type { Language } from "~/i18n/language";
import type { PageMessages } from "~/i18n/messages";
import type { OrderStatus } from "./order-status";

const en = {
  title: "Order {number}",
  heading: "Order {number}",
  placedAt: "Placed {time}",
  progress: "Order progress",
  received: "Received",
  confirmed: "Confirmed",
  readyForPickup: "Ready for pickup",
  outForDelivery: "Out for delivery",
  completed: "Completed",
  cancelled: "Cancelled",
  cancelledNote: "This order was cancelled. Nothing will be charged.",
  callPromise: "We'll call you at {phone} soon to confirm your details. Please keep your phone nearby.",
  deliveryTo: "Delivery to {address}.",
  pickupAt: "Pickup at {store}. Bring a valid ID.",
  items: "Your order",
  subtotal: "Subtotal",
  tax: "Sales tax",
  deliveryFee: "Delivery fee",
  tip: "Tip",
  total: "Total",
  payCash: "You pay in cash when you receive your order.",
  payCard: "You pay by card when you receive your order.",
  questions: "Questions? Call us at",
  keepShopping: "Keep shopping",
};

export type OrderStatusMessageKey = keyof typeof en;

/** The texts of the shopper's order status page (only that page ships them). */
export const orderStatusMessages: PageMessages<OrderStatusMessageKey> = {
  en,
  es: {
    title: "Pedido {number}",
    heading: "Pedido {number}",
    placedAt: "Realizado el {time}",
    progress: "Avance del pedido",
    received: "Recibido",
    confirmed: "Confirmado",
    readyForPickup: "Listo para recoger",
    outForDelivery: "En camino",
    completed: "Completado",
    cancelled: "Cancelado",
    cancelledNote: "Este pedido se canceló. No se cobrará nada.",
    callPromise:
      "Pronto llamaremos al {phone} para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    deliveryTo: "Entrega en {address}.",
    pickupAt: "Recoger en {store}. Traiga una identificación válida.",
    items: "Su pedido",
    subtotal: "Subtotal",
    tax: "Impuesto de venta",
    deliveryFee: "Costo de envío",
    tip: "Propina",
    total: "Total",
    payCash: "Usted paga en efectivo al recibir su pedido.",
    payCard: "Usted paga con tarjeta al recibir su pedido.",
    questions: "¿Preguntas? Llámenos al",
    keepShopping: "Seguir comprando",
  },
};

/** The one table of status names: each status's key in these texts (the shopper's page and the staff console). */
export const ORDER_STATUS_NAME_KEYS: Record<OrderStatus, OrderStatusMessageKey> = {
  received: "received",
  confirmed: "confirmed",
  ready_for_pickup: "readyForPickup",
  out_for_delivery: "outForDelivery",
  completed: "completed",
  cancelled: "cancelled",
};

/** A status's name; the staff console reads English. */
export function orderStatusName(status: OrderStatus, language: Language = "en"): string {
  return orderStatusMessages[language][ORDER_STATUS_NAME_KEYS[status]];
}
