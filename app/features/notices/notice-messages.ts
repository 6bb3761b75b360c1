import type { PageMessages } from "~/i18n/messages";

/**
 * What the store writes to a shopper (issue #19), by e-mail and text message, in the order's or the
 * sign-up's language. `.subject` is an e-mail's subject; `.body` is the message itself, the same
 * words by e-mail and SMS; links follow on lines of their own.
 */
const en = {
  "notice.received.subject": "We got your order {number}",
  "notice.received.body":
    "Hi {name}, we got your order {number} at {store}. We will call you soon to confirm your details.",
  "notice.received.bodyAt":
    "Hi {name}, we got your order {number} at {store}. We're closed now: we will call you at {time} to confirm your details.",
  "notice.received.bodyAtDay":
    "Hi {name}, we got your order {number} at {store}. We're closed now: we will call you {day} at {time} to confirm your details.",
  "notice.confirmed.subject": "Order {number} is confirmed",
  "notice.confirmed.body": "Hi {name}, your order {number} is confirmed. We are getting it ready.",
  "notice.ready_for_pickup.subject": "Order {number} is ready for pickup",
  "notice.ready_for_pickup.body":
    "Hi {name}, your order {number} is ready for pickup at {address}. Bring a photo ID.",
  "notice.out_for_delivery.subject": "Order {number} is on its way",
  "notice.out_for_delivery.body":
    "Hi {name}, your order {number} is out for delivery. Have a photo ID ready at the door.",
  "notice.completed.subject": "Order {number} is complete",
  "notice.completed.body": "Hi {name}, your order {number} is complete. Thank you for shopping with us!",
  "notice.cancelled.subject": "Order {number} was cancelled",
  "notice.cancelled.body": "Hi {name}, your order {number} was cancelled. Questions? Call us at {phone}.",
  "notice.refused_at_door.subject": "Order {number} was not handed over",
  "notice.refused_at_door.body":
    "Hi {name}, we could not hand over your order {number}: it needs a valid ID showing 21 or older. Nothing was charged. Call us at {phone} to arrange another time.",
  "notice.not_delivered.subject": "We missed you: order {number}",
  "notice.not_delivered.body":
    "Hi {name}, we came with your order {number} but found no one to hand it to. Nothing was charged. Call us at {phone} to arrange another time.",
  "notice.orderLink": "Your order: {link}",
  "notice.windowDelivery": "We'll deliver it {day}, between {from} and {until}.",
  "notice.windowPickup": "It will be ready for pickup {day}, between {from} and {until}.",
  "notice.substituted": "{quantity} × {bottle} instead of {replaced}",
  "notice.total": "Total: {total}",
  "notice.line": "{quantity} × {bottle}, {price} each: {total}",
  "notice.lineOnSale": "{quantity} × {bottle}, {price} each (was {was}): {total}",
  "notice.subtotal": "Subtotal: {amount}",
  "notice.caseDiscount": "Mixed case: −{amount}",
  "notice.codeDiscount": "Code {code}: −{amount}",
  "notice.tax": "Sales tax: {amount}",
  "notice.deliveryFee": "Delivery fee: {amount}",
  "notice.tip": "Tip: {amount}",
  "notice.restock.subject": "{product} {size} is back",
  "notice.restock.body": "Good news: {product} {size} is back in stock at {store}.",
  "notice.productLink": "See it: {link}",
  "notice.stopLink": "No more messages from us: {link}",
  "notice.signature": "{store} · {phone}",
};

export type NoticeMessageKey = keyof typeof en;

export const noticeMessages: PageMessages<NoticeMessageKey> = {
  en,
  es: {
    "notice.received.subject": "Recibimos su pedido {number}",
    "notice.received.body":
      "Hola {name}, recibimos su pedido {number} en {store}. Le llamaremos pronto para confirmar sus datos.",
    "notice.received.bodyAt":
      "Hola {name}, recibimos su pedido {number} en {store}. Ahora estamos cerrados: le llamaremos a las {time} para confirmar sus datos.",
    "notice.received.bodyAtDay":
      "Hola {name}, recibimos su pedido {number} en {store}. Ahora estamos cerrados: le llamaremos el {day} a las {time} para confirmar sus datos.",
    "notice.confirmed.subject": "El pedido {number} está confirmado",
    "notice.confirmed.body": "Hola {name}, su pedido {number} está confirmado. Lo estamos preparando.",
    "notice.ready_for_pickup.subject": "El pedido {number} está listo para recoger",
    "notice.ready_for_pickup.body":
      "Hola {name}, su pedido {number} está listo para recoger en {address}. Traiga una identificación con foto.",
    "notice.out_for_delivery.subject": "El pedido {number} va en camino",
    "notice.out_for_delivery.body":
      "Hola {name}, su pedido {number} salió a entrega. Tenga lista una identificación con foto en la puerta.",
    "notice.completed.subject": "El pedido {number} está completo",
    "notice.completed.body": "Hola {name}, su pedido {number} está completo. ¡Gracias por su compra!",
    "notice.cancelled.subject": "El pedido {number} fue cancelado",
    "notice.cancelled.body":
      "Hola {name}, su pedido {number} fue cancelado. ¿Preguntas? Llámenos al {phone}.",
    "notice.refused_at_door.subject": "El pedido {number} no se entregó",
    "notice.refused_at_door.body":
      "Hola {name}, no pudimos entregar su pedido {number}: se necesita una identificación válida que muestre 21 años o más. No se cobró nada. Llámenos al {phone} para acordar otro momento.",
    "notice.not_delivered.subject": "No le encontramos: pedido {number}",
    "notice.not_delivered.body":
      "Hola {name}, llegamos con su pedido {number} pero no encontramos a nadie a quien entregarlo. No se cobró nada. Llámenos al {phone} para acordar otro momento.",
    "notice.orderLink": "Su pedido: {link}",
    "notice.windowDelivery": "Se lo entregaremos {day}, entre las {from} y las {until}.",
    "notice.windowPickup": "Estará listo para recoger {day}, entre las {from} y las {until}.",
    "notice.substituted": "{quantity} × {bottle} en lugar de {replaced}",
    "notice.total": "Total: {total}",
    "notice.line": "{quantity} × {bottle}, {price} c/u: {total}",
    "notice.lineOnSale": "{quantity} × {bottle}, {price} c/u (antes {was}): {total}",
    "notice.subtotal": "Subtotal: {amount}",
    "notice.caseDiscount": "Caja mixta: −{amount}",
    "notice.codeDiscount": "Código {code}: −{amount}",
    "notice.tax": "Impuesto de venta: {amount}",
    "notice.deliveryFee": "Costo de envío: {amount}",
    "notice.tip": "Propina: {amount}",
    "notice.restock.subject": "{product} {size} volvió",
    "notice.restock.body": "Buenas noticias: {product} {size} volvió a estar disponible en {store}.",
    "notice.productLink": "Véalo aquí: {link}",
    "notice.stopLink": "No recibir más mensajes nuestros: {link}",
    "notice.signature": "{store} · {phone}",
  },
};
