import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

const en = {
  "noticeStop.title": "Stop our messages",
  "noticeStop.question":
    "Stop every e-mail and text message from {store} to {contact}? Orders you place still work; you can check them on their status page.",
  "noticeStop.confirm": "Stop all messages",
  "noticeStop.done": "Done: we won't send any more messages to {contact}.",
  "noticeStop.invalid":
    "This link no longer works. To stop our messages, call us at {phone} or write to {email}.",
  "noticeStop.shop": "Back to the catalogue",
};

export type NoticeStopMessageKey = keyof typeof en;

/** The opt-out page's texts (a link in every notice). */
export const noticeStopMessages: PageMessages<NoticeStopMessageKey> = {
  en,
  es: {
    "noticeStop.title": "Dejar de recibir mensajes",
    "noticeStop.question":
      "¿Dejar de enviar correos y mensajes de texto de {store} a {contact}? Sus pedidos siguen funcionando; puede consultarlos en su página de estado.",
    "noticeStop.confirm": "No enviar más mensajes",
    "noticeStop.done": "Listo: no enviaremos más mensajes a {contact}.",
    "noticeStop.invalid":
      "Este enlace ya no funciona. Para no recibir más mensajes, llámenos al {phone} o escriba a {email}.",
    "noticeStop.shop": "Volver al catálogo",
  },
};

export function useNoticeStopT(): PageTranslate<NoticeStopMessageKey> {
  return usePageT(noticeStopMessages);
}
