import type { Language } from "~/i18n/language";
import type { PageMessages } from "~/i18n/messages";
import type { Substitution } from "./order-choices";
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
  refusedAtDoor: "Refused at the door",
  notDelivered: "Not delivered",
  refusedNote:
    "We could not hand this order over without a valid ID showing 21 or older. Nothing was charged; call us to arrange another time.",
  notDeliveredNote:
    "We could not find anyone to hand this order to. Nothing was charged; call us to arrange another time.",
  cancelledNote: "This order was cancelled. Nothing will be charged.",
  callPromise: "We'll call you at {phone} soon to confirm your details. Please keep your phone nearby.",
  callPromiseAt:
    "We're closed now: we'll call you at {phone} at {time} to confirm your details. Please keep your phone nearby.",
  callPromiseAtDay:
    "We're closed now: we'll call you at {phone} {day} at {time} to confirm your details. Please keep your phone nearby.",
  deliveryTo: "Delivery to {address}.",
  pickupAt: "Pickup at {store}. Bring a valid ID.",
  items: "Your order",
  subtotal: "Subtotal",
  caseDiscount: "Mixed case",
  codeDiscount: "Code {code}",
  unitPrice: "{price} each",
  wasPrice: "was {price}",
  tax: "Sales tax",
  deliveryFee: "Delivery fee",
  tip: "Tip",
  total: "Total",
  payCash: "You pay in cash when you receive your order.",
  payCard: "You pay by card when you receive your order.",
  questions: "Questions? Call us at",
  keepShopping: "Keep shopping",
  ifMissingCall: "If it's missing: we call you",
  ifMissingSimilar: "If it's missing: a similar bottle up to the same price",
  ifMissingOmit: "If it's missing: we leave it out",
  giftHeading: "A gift",
  giftFor: "For {name}, {phone}",
  giftMessage: "Card message:",
  giftBox: "In a gift box where the bottle has one.",
  insteadOf: "Instead of {name} ({size}), as agreed on the phone",
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
    refusedAtDoor: "Rechazado en la puerta",
    notDelivered: "No entregado",
    refusedNote:
      "No pudimos entregar este pedido sin una identificación válida que muestre 21 años o más. No se cobró nada; llámenos para acordar otro momento.",
    notDeliveredNote:
      "No encontramos a nadie a quien entregar este pedido. No se cobró nada; llámenos para acordar otro momento.",
    cancelledNote: "Este pedido se canceló. No se cobrará nada.",
    callPromise:
      "Pronto llamaremos al {phone} para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    callPromiseAt:
      "Ahora estamos cerrados: le llamaremos al {phone} a las {time} para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    callPromiseAtDay:
      "Ahora estamos cerrados: le llamaremos al {phone} el {day} a las {time} para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    deliveryTo: "Entrega en {address}.",
    pickupAt: "Recoger en {store}. Traiga una identificación válida.",
    items: "Su pedido",
    subtotal: "Subtotal",
    caseDiscount: "Caja mixta",
    codeDiscount: "Código {code}",
    unitPrice: "{price} c/u",
    wasPrice: "antes {price}",
    tax: "Impuesto de venta",
    deliveryFee: "Costo de envío",
    tip: "Propina",
    total: "Total",
    payCash: "Usted paga en efectivo al recibir su pedido.",
    payCard: "Usted paga con tarjeta al recibir su pedido.",
    questions: "¿Preguntas? Llámenos al",
    keepShopping: "Seguir comprando",
    ifMissingCall: "Si falta: le llamamos",
    ifMissingSimilar: "Si falta: una botella similar hasta el mismo precio",
    ifMissingOmit: "Si falta: la dejamos fuera",
    giftHeading: "Un regalo",
    giftFor: "Para {name}, {phone}",
    giftMessage: "Mensaje de la tarjeta:",
    giftBox: "En caja de regalo donde la botella la tenga.",
    insteadOf: "En lugar de {name} ({size}), como acordamos por teléfono",
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
  refused_at_door: "refusedAtDoor",
  not_delivered: "notDelivered",
};

/** What the shopper chose for a missing bottle, as their status page says it. */
export const IF_MISSING_KEYS: Record<Substitution, OrderStatusMessageKey> = {
  call: "ifMissingCall",
  similar: "ifMissingSimilar",
  omit: "ifMissingOmit",
};

/** A status's name in a language: the shopper's page's, or the console's. */
export function orderStatusName(status: OrderStatus, language: Language = "en"): string {
  return orderStatusMessages[language][ORDER_STATUS_NAME_KEYS[status]];
}
