import type { PageMessages } from "~/i18n/messages";

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
