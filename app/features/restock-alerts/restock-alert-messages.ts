import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

const en = {
  "restock.heading": "Tell me when it's back",
  "restock.intro":
    "Leave a US phone number or an e-mail address: we'll send one message when {size} is back.",
  "restock.contact": "Phone or e-mail",
  "restock.submit": "Notify me",
  "restock.sending": "Saving…",
  "restock.registered": "We'll let you know at {contact} when {size} is back.",
  "restock.kept": "We keep it only until then, at most {months} months.",
  "restock.privacyLink": "Privacy policy",
  "restock.cancelLink": "Changed your mind? Cancel this request",
  "restockCancel.title": "Cancel a back-in-stock request",
  "restockCancel.question":
    "We'll let you know at {contact} when {product}, {size}, is back. Cancel this request?",
  "restockCancel.confirm": "Cancel the request",
  "restockCancel.done": "Done: we have deleted your request and won't write to you about it.",
  "restockCancel.gone": "We no longer keep this request: it was cancelled, or its message was sent.",
  "restockCancel.shop": "Back to the catalogue",
  "restock.contactMissing": "Enter a phone number or an e-mail address.",
  "restock.contactInvalid":
    "Enter a US phone number with its area code, or an e-mail address such as name@example.com.",
  "restock.notSold": "We no longer sell this size.",
  "restock.inStock": "Good news: {size} is in stock again, so you can add it to your cart now.",
  "restock.rateLimited":
    "Too many sign-ups from here in the last hour. Please try again later, or call us at {phone}.",
};

export type RestockMessageKey = keyof typeof en;

/** The sign-up form's texts; only the product page ships them. */
export const restockAlertMessages: PageMessages<RestockMessageKey> = {
  en,
  es: {
    "restock.heading": "Avísenme cuando vuelva",
    "restock.intro":
      "Deje un teléfono de EE. UU. o un correo electrónico: le enviaremos un solo mensaje cuando {size} vuelva.",
    "restock.contact": "Teléfono o correo electrónico",
    "restock.submit": "Avísenme",
    "restock.sending": "Guardando…",
    "restock.registered": "Le escribiremos a {contact} cuando {size} vuelva.",
    "restock.kept": "Lo guardamos solo hasta entonces, como máximo {months} meses.",
    "restock.privacyLink": "Política de privacidad",
    "restock.cancelLink": "¿Cambió de opinión? Cancele esta solicitud",
    "restockCancel.title": "Cancelar un aviso de disponibilidad",
    "restockCancel.question":
      "Le escribiremos a {contact} cuando {product}, {size}, vuelva. ¿Cancelar esta solicitud?",
    "restockCancel.confirm": "Cancelar la solicitud",
    "restockCancel.done": "Listo: borramos su solicitud y no le escribiremos por ella.",
    "restockCancel.gone": "Ya no guardamos esta solicitud: fue cancelada o ya le enviamos el mensaje.",
    "restockCancel.shop": "Volver al catálogo",
    "restock.contactMissing": "Escriba un número de teléfono o un correo electrónico.",
    "restock.contactInvalid":
      "Escriba un teléfono de EE. UU. con su código de área, o un correo electrónico como nombre@ejemplo.com.",
    "restock.notSold": "Ya no vendemos este tamaño.",
    "restock.inStock": "Buenas noticias: {size} ya está disponible, así que puede agregarlo a su carrito.",
    "restock.rateLimited":
      "Demasiadas solicitudes desde aquí en la última hora. Inténtelo más tarde o llámenos al {phone}.",
  },
};

export type RestockTranslate = PageTranslate<RestockMessageKey>;

export function useRestockT(): RestockTranslate {
  return usePageT(restockAlertMessages);
}
