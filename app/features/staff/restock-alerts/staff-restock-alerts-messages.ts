import { usePageT } from "~/i18n/messages";

const en = {
  "restockRequests.title": "Back-in-stock requests",
  "restockRequests.intro":
    "Shoppers who asked to hear when a sold-out size is back. Each request is kept until its notice is sent, at most the months the privacy policy says. When a shopper asks to be forgotten, find their phone or e-mail and delete their requests.",
  "restockRequests.searchLabel": "Phone or e-mail",
  "restockRequests.search": "Search",
  "restockRequests.showAll": "Show all",
  "restockRequests.deleted": "Deleted {count} requests.",
  "restockRequests.deleted.one": "Deleted {count} request.",
  "restockRequests.noneFor": "No requests for “{search}”.",
  "restockRequests.none": "No requests waiting.",
  "restockRequests.count": "{count} requests",
  "restockRequests.count.one": "{count} request",
  "restockRequests.capped": "(the first ones only: search to narrow them)",
  "restockRequests.stock": "(stock {count})",
  "restockRequests.stockNotCounted": "(stock not counted)",
  "restockRequests.english": "English",
  "restockRequests.spanish": "Spanish",
  "restockRequests.delete": "Delete",
  "restockRequests.deleteEvery": "Delete every request of {contact}",
  "restockRequests.deleteEveryCount": "Delete every request of {contact} ({count})",
};

type Key = keyof typeof en;

/** The console's list of "Tell me when it's back" requests, in the console's languages. */
export const staffRestockAlertsMessages = {
  en,
  es: {
    "restockRequests.title": "Avisos de reposición",
    "restockRequests.intro":
      "Clientes que pidieron saber cuándo vuelve un tamaño agotado. Cada aviso se guarda hasta que se envía, como mucho los meses que indica la política de privacidad. Cuando un cliente pide que lo olvidemos, busque su teléfono o correo y borre sus avisos.",
    "restockRequests.searchLabel": "Teléfono o correo",
    "restockRequests.search": "Buscar",
    "restockRequests.showAll": "Mostrar todos",
    "restockRequests.deleted": "Se borraron {count} avisos.",
    "restockRequests.deleted.one": "Se borró {count} aviso.",
    "restockRequests.noneFor": "No hay avisos para «{search}».",
    "restockRequests.none": "No hay avisos pendientes.",
    "restockRequests.count": "{count} avisos",
    "restockRequests.count.one": "{count} aviso",
    "restockRequests.capped": "(solo los primeros: busque para acotarlos)",
    "restockRequests.stock": "(existencias: {count})",
    "restockRequests.stockNotCounted": "(existencias sin contar)",
    "restockRequests.english": "Inglés",
    "restockRequests.spanish": "Español",
    "restockRequests.delete": "Borrar",
    "restockRequests.deleteEvery": "Borrar todos los avisos de {contact}",
    "restockRequests.deleteEveryCount": "Borrar todos los avisos de {contact} ({count})",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useStaffRestockAlertsT() {
  return usePageT(staffRestockAlertsMessages);
}
