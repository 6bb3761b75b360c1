import type { PageMessages } from "~/i18n/messages";

/**
 * A shopper's reply by text message (issue #34): the line the "we got your order" text adds, and
 * what the store answers a reply, in the order's language.
 */
const en = {
  "textReply.invite": "Reply YES to confirm your order, or we'll call you.",
  "textReply.confirmed": "Thank you! Order {number} is confirmed. We are getting it ready.",
  "textReply.callFirst":
    "Thank you! Before we confirm order {number} we need a word with you: we'll call you soon.",
  "textReply.callSoon": "Thank you for your message. We'll call you soon about order {number}.",
  "textReply.callSoonSeveral": "Thank you for your message. We'll call you soon about your orders {numbers}.",
  "textReply.noOrder":
    "We have no order from this number waiting to be confirmed. Questions? Call us at {phone}.",
  "textReply.noReader": "Nobody reads messages sent to this number. Please call us at {phone}.",
};

export type TextReplyKey = keyof typeof en;

export const textReplyMessages: PageMessages<TextReplyKey> = {
  en,
  es: {
    "textReply.invite": "Responda SÍ para confirmar su pedido, o le llamaremos.",
    "textReply.confirmed": "¡Gracias! El pedido {number} está confirmado. Lo estamos preparando.",
    "textReply.callFirst":
      "¡Gracias! Antes de confirmar el pedido {number} necesitamos hablar con usted: le llamaremos pronto.",
    "textReply.callSoon": "Gracias por su mensaje. Le llamaremos pronto por el pedido {number}.",
    "textReply.callSoonSeveral": "Gracias por su mensaje. Le llamaremos pronto por sus pedidos {numbers}.",
    "textReply.noOrder":
      "No tenemos ningún pedido de este número por confirmar. ¿Preguntas? Llámenos al {phone}.",
    "textReply.noReader": "Nadie lee los mensajes enviados a este número. Llámenos al {phone}.",
  },
};
