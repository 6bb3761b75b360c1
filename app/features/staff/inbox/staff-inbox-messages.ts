import { usePageT } from "~/i18n/messages";

const en = {
  "inbox.title": "Messages",
  "inbox.unreadCount": "{count} unread",
  "inbox.unreadCount.one": "{count} unread",
  "inbox.filters": "Show messages",
  "inbox.all": "All",
  "inbox.unread": "Unread",
  "inbox.noUnread": "No unread messages.",
  "inbox.none": "No messages yet.",
  "inbox.list": "Messages, newest first",
  "inbox.unreadBadge": "Unread",
  "inbox.readBy": "Read by {name} · {time}",
  "inbox.markRead": "Mark as read",
  "inbox.markUnread": "Mark as unread",
};

type Key = keyof typeof en;

/** The contact messages' inbox in the console's languages (issue #19: staff choose). */
export const staffInboxMessages = {
  en,
  es: {
    "inbox.title": "Mensajes",
    "inbox.unreadCount": "{count} sin leer",
    "inbox.unreadCount.one": "{count} sin leer",
    "inbox.filters": "Mostrar mensajes",
    "inbox.all": "Todos",
    "inbox.unread": "Sin leer",
    "inbox.noUnread": "No hay mensajes sin leer.",
    "inbox.none": "Todavía no hay mensajes.",
    "inbox.list": "Mensajes, los más recientes primero",
    "inbox.unreadBadge": "Sin leer",
    "inbox.readBy": "Leído por {name} · {time}",
    "inbox.markRead": "Marcar como leído",
    "inbox.markUnread": "Marcar como no leído",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useStaffInboxT() {
  return usePageT(staffInboxMessages);
}
