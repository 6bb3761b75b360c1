import { usePageT } from "~/i18n/messages";

const en = {
  "policy.updated": "Last updated:",
  "policy.atAGlance": "At a glance",
  "policy.ageRule":
    "We sell only to adults {minimumAge} and older. We check a valid photo ID at every delivery and every pickup.",
  "policy.delivery":
    "Delivery to ZIP codes {zipCodes} for {deliveryFee} per order; pickup at the store is free.",
  "policy.deliveryMinimum": "We deliver orders of {deliveryMinimum} or more before tax.",
  "policy.freeDelivery": "Delivery is free on orders of {freeDeliveryFrom} or more before tax.",
  "policy.payment":
    "You pay when you receive your order, in cash or by card. We never ask for card details online.",
};

type Key = keyof typeof en;

/** What every policy page shows: the date of its last change and the store's facts at a glance. */
export const policyMessages = {
  en,
  es: {
    "policy.updated": "Última actualización:",
    "policy.atAGlance": "En resumen",
    "policy.ageRule":
      "Solo vendemos a adultos de {minimumAge} años o más. Verificamos una identificación con foto vigente en cada entrega y en cada recogida.",
    "policy.delivery":
      "Entregas a los códigos postales {zipCodes} por {deliveryFee} por pedido; la recogida en la tienda es gratuita.",
    "policy.deliveryMinimum": "Entregamos pedidos de {deliveryMinimum} o más antes de impuestos.",
    "policy.freeDelivery": "La entrega es gratis en pedidos de {freeDeliveryFrom} o más antes de impuestos.",
    "policy.payment":
      "Usted paga al recibir su pedido, en efectivo o con tarjeta. Nunca le pedimos datos de tarjeta en línea.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function usePolicyT() {
  return usePageT(policyMessages);
}
