import type { PageMessages } from "~/i18n/messages";

const en = {
  "orderWindow.delivery": "We'll deliver it {day}, between {from} and {until}.",
  "orderWindow.pickup": "It will be ready for pickup {day}, between {from} and {until}.",
};

export type OrderWindowMessageKey = keyof typeof en;

/** The window an order was placed for, in a sentence: on the order's page and in the order-received dialog. */
export const orderWindowMessages: PageMessages<OrderWindowMessageKey> = {
  en,
  es: {
    "orderWindow.delivery": "Se lo entregaremos {day}, entre las {from} y las {until}.",
    "orderWindow.pickup": "Estará listo para recoger {day}, entre las {from} y las {until}.",
  },
};
