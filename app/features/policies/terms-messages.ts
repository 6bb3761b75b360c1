import { usePageT } from "~/i18n/messages";

const en = {
  "terms.metaDescription":
    "Ordering from {store}: {minimumAge}+ with photo ID, orders confirmed by phone, payment at the door or counter, delivery area and fee.",
  "terms.intro":
    "These terms apply to every order you place with {store}, {address}, on this website or by phone. By placing an order you accept them.",
  "terms.age.heading": "Who can buy",
  "terms.age.minimum":
    "You must be {minimumAge} or older to order, to receive a delivery and to pick up an order.",
  "terms.age.id":
    "We check a valid government-issued photo ID (driver's license, state ID, passport or military ID) at every delivery and every pickup. Whoever receives the order shows their own ID.",
  "terms.age.refusalIntro": "We do not sell or hand over alcohol to anyone who:",
  "terms.age.under": "is under {minimumAge}, or cannot show a valid photo ID;",
  "terms.age.intoxicated": "appears visibly intoxicated;",
  "terms.age.forMinor": "we believe is buying for someone under {minimumAge}.",
  "terms.age.cancel":
    "In any of these cases we cancel the order, or the part of it we cannot hand over. Since you pay when you receive it, a refused order costs you nothing, and we may decline your future orders.",
  "terms.orders.heading": "How ordering works",
  "terms.orders.request":
    "An order placed on this website is a request. It is confirmed when we call you at the phone number you gave us, so please keep your phone nearby.",
  "terms.orders.closed": "Orders placed while the store is closed are confirmed when we open.",
  "terms.orders.check":
    "Prices and stock are checked again when you send your order. If a price went up or a size ran short, checkout shows it and you confirm again; if a price went down, you pay the lower price. We confirm the final total with you on the call.",
  "terms.orders.limit":
    "An online order holds at most {maxPerLine} units of each bottle size, {maxBottles} bottles in all and {maxSubtotal} before tax. For a larger order, call us at {phone}.",
  "terms.orders.cancel":
    "We may cancel an order we cannot confirm by phone, an order with an obvious pricing mistake, or an order that breaks these terms. You can cancel your order by calling us before it leaves the store.",
  "terms.payment.heading": "Prices, tax and payment",
  "terms.payment.prices": "Prices are in US dollars. Sales tax of {taxRate}% is added at checkout.",
  "terms.payment.when":
    "You pay when you receive your order, in cash or by card: at the door for delivery, at the counter for pickup.",
  "terms.payment.card": "We never ask for card details on this website, by e-mail or by phone.",
  "terms.payment.tip": "A tip is optional; you choose it at checkout.",
  "terms.delivery.heading": "Delivery and pickup",
  "terms.delivery.area": "We deliver to ZIP codes {zipCodes}. The delivery fee is {deliveryFee} per order.",
  "terms.delivery.minimum":
    "We deliver orders of {deliveryMinimum} or more before tax, fee and tip; pickup has no minimum.",
  "terms.delivery.free": "Delivery is free on orders of {freeDeliveryFrom} or more before tax, fee and tip.",
  "terms.delivery.receive":
    "An adult {minimumAge} or older with a valid photo ID must receive the delivery. We do not leave alcohol at the door, with a neighbor or with anyone under {minimumAge}.",
  "terms.delivery.pickup": "Pickup at {address} is free, during opening hours. Bring your photo ID.",
  "terms.returns.heading": "Returns",
  "terms.returns.body": "Unopened and defective products can be returned as our return policy explains.",
  "terms.returns.link": "Read the return policy",
  "terms.privacy.heading": "Your information",
  "terms.privacy.body":
    "We keep your order's record for {orderYears} years, for our tax and accounting records. Our privacy policy explains what we keep and why.",
  "terms.privacy.link": "Read the privacy policy",
  "terms.responsible.heading": "Drink responsibly",
  "terms.responsible.body": "Please drink responsibly, and never drink and drive.",
  "terms.changes.heading": "Changes to these terms",
  "terms.changes.body":
    "We may update these terms; the date at the top shows the last change. An order follows the terms in force when it was placed.",
};

type Key = keyof typeof en;

/** The terms and conditions' texts (only their page ships them). */
export const termsMessages = {
  en,
  es: {
    "terms.metaDescription":
      "Condiciones de compra en {store}: mayores de {minimumAge} con identificación, pedidos confirmados por teléfono, pago al recibir, costo de entrega.",
    "terms.intro":
      "Estas condiciones se aplican a todo pedido que usted haga a {store}, {address}, en este sitio web o por teléfono. Al hacer un pedido, usted las acepta.",
    "terms.age.heading": "Quién puede comprar",
    "terms.age.minimum":
      "Debe tener {minimumAge} años o más para hacer un pedido, recibir una entrega o recoger un pedido.",
    "terms.age.id":
      "Verificamos una identificación oficial con foto vigente (licencia de conducir, identificación estatal, pasaporte o identificación militar) en cada entrega y en cada recogida. Quien recibe el pedido muestra su propia identificación.",
    "terms.age.refusalIntro": "No vendemos ni entregamos alcohol a nadie que:",
    "terms.age.under":
      "sea menor de {minimumAge} años o no pueda mostrar una identificación con foto vigente;",
    "terms.age.intoxicated": "se vea visiblemente embriagado;",
    "terms.age.forMinor": "creamos que compra para un menor de {minimumAge} años.",
    "terms.age.cancel":
      "En cualquiera de estos casos cancelamos el pedido, o la parte que no podemos entregar. Como usted paga al recibirlo, un pedido rechazado no le cuesta nada, y podemos rechazar sus pedidos futuros.",
    "terms.orders.heading": "Cómo funcionan los pedidos",
    "terms.orders.request":
      "Un pedido hecho en este sitio es una solicitud. Queda confirmado cuando lo llamamos al teléfono que nos dio; por favor, tenga su teléfono a mano.",
    "terms.orders.closed": "Los pedidos hechos mientras la tienda está cerrada se confirman cuando abrimos.",
    "terms.orders.check":
      "Los precios y las existencias se revisan de nuevo al enviar su pedido. Si un precio subió o un tamaño se agotó, se lo mostramos y usted confirma de nuevo; si un precio bajó, paga el precio más bajo. Confirmamos el total final con usted en la llamada.",
    "terms.orders.limit":
      "Un pedido en línea lleva como máximo {maxPerLine} unidades de cada tamaño de botella, {maxBottles} botellas en total y {maxSubtotal} antes de impuestos. Para un pedido más grande, llámenos al {phone}.",
    "terms.orders.cancel":
      "Podemos cancelar un pedido que no logremos confirmar por teléfono, un pedido con un error de precio evidente o un pedido que no cumpla estas condiciones. Usted puede cancelar su pedido llamándonos antes de que salga de la tienda.",
    "terms.payment.heading": "Precios, impuestos y pago",
    "terms.payment.prices":
      "Los precios están en dólares estadounidenses. Al finalizar el pedido se suma el impuesto sobre las ventas de {taxRate} %.",
    "terms.payment.when":
      "Usted paga al recibir su pedido, en efectivo o con tarjeta: en la puerta si es entrega, en el mostrador si lo recoge.",
    "terms.payment.card":
      "Nunca le pedimos datos de tarjeta en este sitio, por correo electrónico ni por teléfono.",
    "terms.payment.tip": "La propina es opcional; usted la elige al finalizar el pedido.",
    "terms.delivery.heading": "Entrega y recogida",
    "terms.delivery.area":
      "Entregamos en los códigos postales {zipCodes}. El costo de entrega es de {deliveryFee} por pedido.",
    "terms.delivery.minimum":
      "Entregamos pedidos de {deliveryMinimum} o más antes de impuestos, costo de entrega y propina; la recogida no tiene mínimo.",
    "terms.delivery.free":
      "La entrega es gratis en pedidos de {freeDeliveryFrom} o más antes de impuestos, costo de entrega y propina.",
    "terms.delivery.receive":
      "Un adulto de {minimumAge} años o más con identificación con foto vigente debe recibir la entrega. No dejamos alcohol en la puerta, con un vecino ni con menores de {minimumAge} años.",
    "terms.delivery.pickup":
      "La recogida en {address} es gratuita, en nuestro horario de atención. Traiga su identificación con foto.",
    "terms.returns.heading": "Devoluciones",
    "terms.returns.body":
      "Los productos sin abrir y los defectuosos se pueden devolver como lo explica nuestra política de devoluciones.",
    "terms.returns.link": "Lea la política de devoluciones",
    "terms.privacy.heading": "Su información",
    "terms.privacy.body":
      "Guardamos el registro de su pedido durante {orderYears} años, para nuestros registros contables y de impuestos. Nuestra política de privacidad explica qué guardamos y por qué.",
    "terms.privacy.link": "Lea la política de privacidad",
    "terms.responsible.heading": "Beba con responsabilidad",
    "terms.responsible.body": "Por favor, beba con responsabilidad y nunca maneje después de beber.",
    "terms.changes.heading": "Cambios a estas condiciones",
    "terms.changes.body":
      "Podemos actualizar estas condiciones; la fecha de arriba indica el último cambio. Cada pedido se rige por las condiciones vigentes cuando se hizo.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useTermsT() {
  return usePageT(termsMessages);
}
