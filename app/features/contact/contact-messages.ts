import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

const en = {
  "contact.formHeading": "Send us a message",
  "contact.formIntro":
    "Questions about a bottle, an order or an event? Write to us and we'll answer by phone or e-mail.",
  "contact.name": "Your name",
  "contact.reach": "How can we reach you?",
  "contact.reachHint": "A phone number, an e-mail address, or both.",
  "contact.phone": "Phone (US)",
  "contact.email": "E-mail",
  "contact.message": "Message",
  "contact.messageHint": "{messageMin} to {messageMax} characters.",
  "contact.send": "Send message",
  "contact.sending": "Sending…",
  "contact.thanks": "Thanks, {name}. We'll get back to you soon.",
  "contact.sendAnother": "Send another message",
  "contact.fixFields": "Please check the marked fields.",
  "contact.nameMissing": "Enter your name.",
  "contact.nameTooLong": "Use at most {nameMax} characters.",
  "contact.phoneInvalid": "Enter a US phone number with its area code.",
  "contact.emailInvalid": "Enter an e-mail address such as name@example.com.",
  "contact.reachMissing": "Give us a phone number or an e-mail address so we can answer you.",
  "contact.messageTooShort": "Write at least {messageMin} characters.",
  "contact.messageTooLong": "Use at most {messageMax} characters.",
  "contact.invalid": "Check this field.",
  "contact.rateLimited":
    "You've sent several messages in the last hour. Please try again later, or call us at {phone}.",
};

export type ContactMessageKey = keyof typeof en;

/** The contact page's texts (only its page ships them), the form's error messages among them. */
export const contactMessages: PageMessages<ContactMessageKey> = {
  en,
  es: {
    "contact.formHeading": "Envíenos un mensaje",
    "contact.formIntro":
      "¿Preguntas sobre una botella, un pedido o un evento? Escríbanos y le responderemos por teléfono o por correo electrónico.",
    "contact.name": "Su nombre",
    "contact.reach": "¿Cómo podemos comunicarnos con usted?",
    "contact.reachHint": "Un número de teléfono, un correo electrónico o ambos.",
    "contact.phone": "Teléfono (EE. UU.)",
    "contact.email": "Correo electrónico",
    "contact.message": "Mensaje",
    "contact.messageHint": "De {messageMin} a {messageMax} caracteres.",
    "contact.send": "Enviar mensaje",
    "contact.sending": "Enviando…",
    "contact.thanks": "Gracias, {name}. Le responderemos pronto.",
    "contact.sendAnother": "Enviar otro mensaje",
    "contact.fixFields": "Revise los campos marcados.",
    "contact.nameMissing": "Escriba su nombre.",
    "contact.nameTooLong": "Use como máximo {nameMax} caracteres.",
    "contact.phoneInvalid": "Escriba un número de teléfono de EE. UU. con su código de área.",
    "contact.emailInvalid": "Escriba un correo electrónico como nombre@ejemplo.com.",
    "contact.reachMissing": "Denos un número de teléfono o un correo electrónico para poder responderle.",
    "contact.messageTooShort": "Escriba al menos {messageMin} caracteres.",
    "contact.messageTooLong": "Use como máximo {messageMax} caracteres.",
    "contact.invalid": "Revise este campo.",
    "contact.rateLimited":
      "Ya envió varios mensajes en la última hora. Inténtelo de nuevo más tarde o llámenos al {phone}.",
  },
};

export type ContactTranslate = PageTranslate<ContactMessageKey>;

export function isContactMessageKey(text: string): text is ContactMessageKey {
  return Object.hasOwn(en, text);
}

export function useContactT(): ContactTranslate {
  return usePageT(contactMessages);
}
