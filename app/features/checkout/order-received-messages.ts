import { orderWindowMessages, type OrderWindowMessageKey } from "~/features/orders";
import type { PageMessages } from "~/i18n/messages";

const en = {
  "orderReceived.title": "Order received",
  "orderReceived.message":
    "We've received your order. You'll receive a call soon to confirm your details. Please keep your phone nearby.",
  "orderReceived.messageAt":
    "We've received your order. We're closed now: we'll call you at {time} to confirm your details. Please keep your phone nearby.",
  "orderReceived.messageAtDay":
    "We've received your order. We're closed now: we'll call you {day} at {time} to confirm your details. Please keep your phone nearby.",
  "orderReceived.close": "Close",
  "orderReceived.number": "Your order number is {number}.",
  "orderReceived.follow": "Follow your order",
};

export type OrderReceivedMessageKey = keyof typeof en | OrderWindowMessageKey;

/** The order-received dialog's texts: they ship with its code, which loads only when checkout asks for it. */
export const orderReceivedMessages: PageMessages<OrderReceivedMessageKey> = {
  en: { ...orderWindowMessages.en, ...en },
  es: {
    ...orderWindowMessages.es,
    "orderReceived.title": "Pedido recibido",
    "orderReceived.message":
      "Recibimos su pedido. Pronto recibirá una llamada para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    "orderReceived.messageAt":
      "Recibimos su pedido. Ahora estamos cerrados: le llamaremos a las {time} para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    "orderReceived.messageAtDay":
      "Recibimos su pedido. Ahora estamos cerrados: le llamaremos el {day} a las {time} para confirmar sus datos. Por favor, tenga su teléfono a mano.",
    "orderReceived.close": "Cerrar",
    "orderReceived.number": "Su número de pedido es {number}.",
    "orderReceived.follow": "Seguir su pedido",
  },
};
