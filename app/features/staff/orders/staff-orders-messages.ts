import { usePageT } from "~/i18n/messages";
import { callOutcomeMessages } from "./call-outcome-messages";

const en = {
  ...callOutcomeMessages.en,
  "board.title": "Orders",
  "board.newOrder": "New order {number}",
  "board.noMatch": "No orders match these filters.",
  "board.noOrders": "No orders yet.",
  "board.byStatus": "Filter by status",
  "board.all": "All",
  "board.day": "Day",
  "board.showDay": "Show day",
  "board.today": "Today",
  "board.everyDay": "Every day",
  "board.newestFirst": "Orders, newest first",
  "board.number": "Number",
  "board.placed": "Placed",
  "board.name": "Name",
  "board.phone": "Phone",
  "board.fulfilment": "Fulfilment",
  "board.asSoonAsPossible": "as soon as possible",
  "board.total": "Total",
  "board.status": "Status",
  "board.delivery": "Delivery",
  "board.pickup": "Pickup",
  "board.outWith": "{status} with {name}",

  "queue.title": "Calls to make",
  "queue.empty": "No order is waiting for its call.",
  "queue.dueNowCount": "Due now ({count})",
  "queue.laterCount": "Later ({count})",
  "queue.order": "Order {number}",
  "queue.notCalled": "not called yet",
  "queue.calls": "{count} calls, last: {outcome}",
  "queue.calls.one": "{count} call, last: {outcome}",
  "queue.overdue": "Overdue, due {time}",
  "queue.dueNow": "Due now",
  "queue.due": "Due {time}",
  "queue.window": "wanted {window}",
  "queue.reply": "Texted: “{text}”",
};

type Key = keyof typeof en;

/** The console's orders board and its call queue in the console's languages. */
export const staffOrdersMessages = {
  en,
  es: {
    ...callOutcomeMessages.es,
    "board.title": "Pedidos",
    "board.newOrder": "Nuevo pedido {number}",
    "board.noMatch": "Ningún pedido coincide con estos filtros.",
    "board.noOrders": "Todavía no hay pedidos.",
    "board.byStatus": "Filtrar por estado",
    "board.all": "Todos",
    "board.day": "Día",
    "board.showDay": "Ver día",
    "board.today": "Hoy",
    "board.everyDay": "Todos los días",
    "board.newestFirst": "Pedidos, los más nuevos primero",
    "board.number": "Número",
    "board.placed": "Realizado",
    "board.name": "Nombre",
    "board.phone": "Teléfono",
    "board.fulfilment": "Entrega",
    "board.asSoonAsPossible": "lo antes posible",
    "board.total": "Total",
    "board.status": "Estado",
    "board.delivery": "A domicilio",
    "board.pickup": "Recoger",
    "board.outWith": "{status} con {name}",

    "queue.title": "Llamadas por hacer",
    "queue.empty": "Ningún pedido espera su llamada.",
    "queue.dueNowCount": "Para ahora ({count})",
    "queue.laterCount": "Más tarde ({count})",
    "queue.order": "Pedido {number}",
    "queue.notCalled": "todavía sin llamar",
    "queue.calls": "{count} llamadas, la última: {outcome}",
    "queue.calls.one": "{count} llamada: {outcome}",
    "queue.overdue": "Atrasada, hora prevista: {time}",
    "queue.dueNow": "Para ahora",
    "queue.due": "Hora prevista: {time}",
    "queue.window": "lo quiere el {window}",
    "queue.reply": "Escribió: «{text}»",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function useStaffOrdersT() {
  return usePageT(staffOrdersMessages);
}
