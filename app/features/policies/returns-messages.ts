import { usePageT } from "~/i18n/messages";

const en = {
  "returns.metaDescription":
    "Return unopened or defective products to {store} within {returnDays} days with your receipt. Refunds in cash or to the card you paid with.",
  "returns.intro":
    "We want every bottle you buy from {store} to be right. This is what you can bring back, and how.",
  "returns.can.heading": "What you can return",
  "returns.can.unopened":
    "Unopened products, with the seal intact and in the condition you received them, within {returnDays} days of delivery or pickup.",
  "returns.can.defective":
    "Defective products, even opened: a bottle that arrived broken or leaking, a damaged seal or cork, or a wine that is corked or spoiled. Tell us within {returnDays} days.",
  "returns.can.wrong":
    "A product we delivered by mistake: we exchange it for what you ordered, or refund it.",
  "returns.cannot.heading": "What we cannot take back",
  "returns.cannot.opened": "Opened bottles, unless they are defective.",
  "returns.cannot.late": "Products bought more than {returnDays} days ago.",
  "returns.cannot.damaged": "Products damaged after delivery or pickup.",
  "returns.how.heading": "How to return a product",
  "returns.how.bring":
    "Bring the product to the store at {address} during opening hours, with your receipt or your order number.",
  "returns.how.noReceipt":
    "No receipt? We keep order records for {orderYears} years, so we can find an online order by your name and phone number.",
  "returns.how.id": "Bring a valid photo ID: the person returning alcohol must be {minimumAge} or older.",
  "returns.how.delivery":
    "If a delivery arrives broken or wrong, call us at {phone} the same day. We bring the right product or refund you, and you do not pay a second delivery fee.",
  "returns.refunds.heading": "Refunds",
  "returns.refunds.method":
    "Refunds go back the way you paid: in cash for cash payments, to the same card for card payments.",
  "returns.refunds.timing": "A card refund can take 5 to 10 business days to appear, depending on your bank.",
  "returns.refunds.fee":
    "We refund the delivery fee ({deliveryFee}) when the return is our mistake: a wrong, defective or broken product.",
  "returns.refused.heading": "Refused orders",
  "returns.refused.body":
    "If we cannot hand over an order because of our age and ID rules, we cancel it and you are not charged.",
};

type Key = keyof typeof en;

/** The return policy's texts (only its page ships them). */
export const returnsMessages = {
  en,
  es: {
    "returns.metaDescription":
      "Devuelva productos sin abrir o defectuosos a {store} dentro de {returnDays} días con su recibo. Reembolso en efectivo o a la tarjeta con que pagó.",
    "returns.intro":
      "Queremos que cada botella que compra en {store} esté perfecta. Esto es lo que puede devolver y cómo hacerlo.",
    "returns.can.heading": "Qué puede devolver",
    "returns.can.unopened":
      "Productos sin abrir, con el sello intacto y en el estado en que los recibió, dentro de los {returnDays} días siguientes a la entrega o la recogida.",
    "returns.can.defective":
      "Productos defectuosos, aunque estén abiertos: una botella que llegó rota o con fugas, un sello o corcho dañado, o un vino con olor a corcho o echado a perder. Avísenos dentro de {returnDays} días.",
    "returns.can.wrong":
      "Un producto que le entregamos por error: se lo cambiamos por el que pidió o le devolvemos su dinero.",
    "returns.cannot.heading": "Qué no podemos recibir",
    "returns.cannot.opened": "Botellas abiertas, salvo que estén defectuosas.",
    "returns.cannot.late": "Productos comprados hace más de {returnDays} días.",
    "returns.cannot.damaged": "Productos dañados después de la entrega o la recogida.",
    "returns.how.heading": "Cómo devolver un producto",
    "returns.how.bring":
      "Traiga el producto a la tienda en {address}, en nuestro horario de atención, con su recibo o su número de pedido.",
    "returns.how.noReceipt":
      "¿No tiene el recibo? Guardamos los registros de pedidos durante {orderYears} años, así que podemos encontrar un pedido en línea con su nombre y su teléfono.",
    "returns.how.id":
      "Traiga una identificación con foto vigente: quien devuelve alcohol debe tener {minimumAge} años o más.",
    "returns.how.delivery":
      "Si una entrega llega rota o equivocada, llámenos al {phone} el mismo día. Le llevamos el producto correcto o le devolvemos su dinero, sin cobrarle otra entrega.",
    "returns.refunds.heading": "Reembolsos",
    "returns.refunds.method":
      "El reembolso se hace por el mismo medio de pago: en efectivo si pagó en efectivo, a la misma tarjeta si pagó con tarjeta.",
    "returns.refunds.timing":
      "Un reembolso a tarjeta puede tardar de 5 a 10 días hábiles en aparecer, según su banco.",
    "returns.refunds.fee":
      "Le devolvemos el costo de entrega ({deliveryFee}) cuando la devolución se debe a un error nuestro: un producto equivocado, defectuoso o roto.",
    "returns.refused.heading": "Pedidos rechazados",
    "returns.refused.body":
      "Si no podemos entregar un pedido por nuestras reglas de edad e identificación, lo cancelamos y no se le cobra nada.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useReturnsT() {
  return usePageT(returnsMessages);
}
