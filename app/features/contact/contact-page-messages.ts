import { usePageT } from "~/i18n/messages";

const en = {
  "contactPage.intro":
    "Call us, write to us or come by the store. We answer the phone and messages during opening hours.",
  "contactPage.mapTitle": "Map to {store}, {street}",
  "contactPage.metaDescription":
    "Visit {store} at {street}, {city}, call {phone} or send us a message. Opening hours, map and directions.",
};

type Key = keyof typeof en;

/** The contact page's texts around the form: the store's details and the page's description. */
export const contactPageMessages = {
  en,
  es: {
    "contactPage.intro":
      "Llámenos, escríbanos o visite la tienda. Respondemos llamadas y mensajes en nuestro horario de atención.",
    "contactPage.mapTitle": "Mapa para llegar a {store}, {street}",
    "contactPage.metaDescription":
      "Visite {store} en {street}, {city}, llame al {phone} o envíenos un mensaje. Horario, mapa y cómo llegar.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useContactPageT() {
  return usePageT(contactPageMessages);
}
