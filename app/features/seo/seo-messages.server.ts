import type { Language } from "~/i18n/language";
import { pageMessagesFor } from "~/i18n/messages.server";

const en = {
  "seo.homeTitle": "{store} · Liquor, wine and beer in {city}",
  "seo.homeDescription":
    "Whiskey, tequila, wine and beer from {store} in {city}. Order online; we call to confirm and you pay on delivery or pickup. {minimumAge}+ only.",
  "seo.checkoutDescription":
    "Check out at {store}: delivery or pickup, pay in cash or by card at the door or counter. We call you to confirm your order.",
  "seo.orderDescription": "Follow your order at {store}: where it is, and what happens next.",
};

type Key = keyof typeof en;

/** Titles and descriptions of the pages whose visible texts live elsewhere; loaders read them, never the browser. */
export const seoMessages = {
  en,
  es: {
    "seo.homeTitle": "{store} · Licores, vinos y cervezas en {city}",
    "seo.homeDescription":
      "Whisky, tequila, vino y cerveza de {store} en {city}. Pida en línea; lo llamamos para confirmar y paga al recibir. Solo mayores de {minimumAge}.",
    "seo.checkoutDescription":
      "Finalice su pedido en {store}: entrega o recogida, pago en efectivo o con tarjeta al recibir. Lo llamamos para confirmarlo.",
    "seo.orderDescription": "Siga su pedido en {store}: dónde está y qué sigue.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function seoMessagesFor(language: Language) {
  return pageMessagesFor(seoMessages, language);
}
