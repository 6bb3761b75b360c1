import type { PageMessages } from "~/i18n/messages";

/**
 * What an order body's problems say. The schema and the server answer the keys; the checkout page
 * shows their text in the shopper's language, filling the limits from ORDER_LIMITS.
 */
const en = {
  "order.nameMissing": "Enter your name.",
  "order.nameTooLong": "Use at most {nameMax} characters.",
  "order.phoneInvalid": "Enter a US phone number with its area code.",
  "order.emailTooLong": "Use at most {emailMax} characters.",
  "order.emailInvalid": "Enter an e-mail address such as name@example.com, or leave it empty.",
  "order.fulfilmentMissing": "Choose delivery or pickup.",
  "order.addressMissing": "Enter the street address.",
  "order.addressTooLong": "Use at most {addressMax} characters.",
  "order.unitTooLong": "Use at most {unitMax} characters.",
  "order.zipInvalid": "Enter a 5-digit ZIP code.",
  "order.zipOutsideArea":
    "We don't deliver to this ZIP code. Choose pickup, or use an address in our delivery area.",
  "order.quantityWhole": "Choose a whole number of bottles.",
  "order.quantityMin": "Choose at least 1.",
  "order.quantityMax": "At most {maxPerLine} of one size per order.",
  "order.sizeNotSold": "This size is no longer sold.",
  "order.cartEmpty": "Your cart is empty.",
  "order.tooManyLines": "At most {maxLines} different sizes per order.",
  "order.tooManyBottles":
    "An online order holds at most {maxBottles} bottles. For a larger order, call us at {phone}.",
  "order.overOrderValue":
    "An online order is at most {maxSubtotal} before tax. For a larger order, call us at {phone}.",
  "order.belowDeliveryMinimum":
    "We deliver orders of {deliveryMinimum} or more before tax. Add a bottle, or choose pickup.",
  "order.attemptKeyInvalid": "A checkout attempt key of 16 to 100 letters, digits, - or _.",
  "order.paymentMissing": "Choose cash or card.",
  "order.tipTooLow": "A tip is 0 % or more.",
  "order.tipTooHigh": "A tip is at most 100 %.",
  "order.tipDecimals": "Use at most 2 decimals.",
  "order.tipPickup": "A tip is for the driver: pickup orders have none.",
  "order.windowUnknown": "This time is no longer offered. Choose another, or as soon as possible.",
  "order.windowFull": "This time is full. Choose another, or as soon as possible.",
  "order.notesTooLong": "Use at most {notesMax} characters.",
  "order.substitutionInvalid": "Choose what we do if this bottle is missing.",
  "order.giftNameMissing": "Enter the name of the person receiving the gift.",
  "order.giftNameTooLong": "Use at most {giftNameMax} characters.",
  "order.giftMessageTooLong": "Use at most {giftMessageMax} characters.",
  "order.giftTextInvalid": "Remove tabs and other invisible characters.",
  "order.giftBoxUnavailable": "None of these bottles comes in a gift box.",
  "order.invalid": "Check this field.",
};

export type OrderRequestMessageKey = keyof typeof en;

export const orderRequestMessages: PageMessages<OrderRequestMessageKey> = {
  en,
  es: {
    "order.nameMissing": "Escriba su nombre.",
    "order.nameTooLong": "Use como máximo {nameMax} caracteres.",
    "order.phoneInvalid": "Escriba un número de teléfono de EE. UU. con su código de área.",
    "order.emailTooLong": "Use como máximo {emailMax} caracteres.",
    "order.emailInvalid": "Escriba un correo electrónico como nombre@ejemplo.com, o déjelo vacío.",
    "order.fulfilmentMissing": "Elija entrega a domicilio o recoger en la tienda.",
    "order.addressMissing": "Escriba la dirección.",
    "order.addressTooLong": "Use como máximo {addressMax} caracteres.",
    "order.unitTooLong": "Use como máximo {unitMax} caracteres.",
    "order.zipInvalid": "Escriba un código postal de 5 dígitos.",
    "order.zipOutsideArea":
      "No hacemos entregas en este código postal. Elija recoger en la tienda o use una dirección dentro de nuestra zona de entrega.",
    "order.quantityWhole": "Elija un número entero de botellas.",
    "order.quantityMin": "Elija al menos 1.",
    "order.quantityMax": "Como máximo {maxPerLine} de un mismo tamaño por pedido.",
    "order.sizeNotSold": "Este tamaño ya no está a la venta.",
    "order.cartEmpty": "Su carrito está vacío.",
    "order.tooManyLines": "Como máximo {maxLines} tamaños distintos por pedido.",
    "order.tooManyBottles":
      "Un pedido en línea lleva como máximo {maxBottles} botellas. Para un pedido más grande, llámenos al {phone}.",
    "order.overOrderValue":
      "Un pedido en línea es de {maxSubtotal} como máximo antes de impuestos. Para un pedido más grande, llámenos al {phone}.",
    "order.belowDeliveryMinimum":
      "Entregamos pedidos de {deliveryMinimum} o más antes de impuestos. Agregue una botella o elija recoger en la tienda.",
    "order.attemptKeyInvalid": "Una clave de intento de pedido de 16 a 100 letras, dígitos, - o _.",
    "order.paymentMissing": "Elija efectivo o tarjeta.",
    "order.tipTooLow": "La propina es de 0 % o más.",
    "order.tipTooHigh": "La propina es de 100 % como máximo.",
    "order.tipDecimals": "Use como máximo 2 decimales.",
    "order.tipPickup": "La propina es para el repartidor: los pedidos para recoger no llevan.",
    "order.windowUnknown": "Este horario ya no se ofrece. Elija otro, o lo antes posible.",
    "order.windowFull": "Este horario está completo. Elija otro, o lo antes posible.",
    "order.notesTooLong": "Use como máximo {notesMax} caracteres.",
    "order.substitutionInvalid": "Elija qué hacemos si falta esta botella.",
    "order.giftNameMissing": "Escriba el nombre de la persona que recibe el regalo.",
    "order.giftNameTooLong": "Use como máximo {giftNameMax} caracteres.",
    "order.giftMessageTooLong": "Use como máximo {giftMessageMax} caracteres.",
    "order.giftTextInvalid": "Quite las tabulaciones y otros caracteres invisibles.",
    "order.giftBoxUnavailable": "Ninguna de estas botellas viene en caja de regalo.",
    "order.invalid": "Revise este campo.",
  },
};

export function isOrderRequestMessageKey(text: string): text is OrderRequestMessageKey {
  return Object.hasOwn(en, text);
}
