import { usePageT, type PageMessages } from "~/i18n/messages";

/** The driver's page (issue #34): words for a phone in one hand at a door. */
const en = {
  "deliveries.title": "Deliveries",
  "deliveries.count": "{count} stops on today's route",
  "deliveries.count.one": "{count} stop on today's route",
  "deliveries.none": "No deliveries to take today.",
  "deliveries.routeHelp": "Your route, in order. Move a stop earlier or later: everyone sees the same route.",
  "stop.heading": "{position}. {name}",
  "stop.order": "Order {number}",
  "stop.atStore": "At the store",
  "stop.outWith": "Out with {name} since {time}",
  "stop.window": "Wanted {window}",
  "stop.map": "Open the map",
  "stop.call": "Call {phone}",
  "stop.bottles": "Bottles",
  "stop.collectCash": "Collect {total} in cash",
  "stop.collectCard": "Collect {total} by card",
  "stop.notes": "Shopper's notes: {notes}",
  "stop.giftFor": "A gift for {name}, {phone}",
  "stop.giftMessage": "Card: {message}",
  "stop.giftBox": "In a gift box",
  "stop.earlier": "Earlier",
  "stop.later": "Later",
  "stop.earlierLabel": "Move order {number} earlier",
  "stop.laterLabel": "Move order {number} later",
  "stop.onMyWay": "On my way",
  "stop.delivered": "Delivered",
  "stop.refused": "Refused at the door",
  "stop.notHome": "No one home: not delivered",
  "stop.endHelp": "Refused or not delivered brings the bottles back to the store.",
  "answer.chooseStop": "That stop is not on today's route.",
  "answer.gone": "Someone changed this stop a moment ago; the route has been reloaded.",
  "answer.unknown": "That did not work. Reload the page and try again.",
};

export type DeliveriesKey = keyof typeof en;

export const deliveriesMessages: PageMessages<DeliveriesKey> = {
  en,
  es: {
    "deliveries.title": "Entregas",
    "deliveries.count": "{count} paradas en la ruta de hoy",
    "deliveries.count.one": "{count} parada en la ruta de hoy",
    "deliveries.none": "No hay entregas para hoy.",
    "deliveries.routeHelp": "Su ruta, en orden. Mueva una parada antes o después: todos ven la misma ruta.",
    "stop.heading": "{position}. {name}",
    "stop.order": "Pedido {number}",
    "stop.atStore": "En la tienda",
    "stop.outWith": "En camino con {name} desde las {time}",
    "stop.window": "Lo quiere {window}",
    "stop.map": "Abrir el mapa",
    "stop.call": "Llamar al {phone}",
    "stop.bottles": "Botellas",
    "stop.collectCash": "Cobrar {total} en efectivo",
    "stop.collectCard": "Cobrar {total} con tarjeta",
    "stop.notes": "Notas del cliente: {notes}",
    "stop.giftFor": "Un regalo para {name}, {phone}",
    "stop.giftMessage": "Tarjeta: {message}",
    "stop.giftBox": "En caja de regalo",
    "stop.earlier": "Antes",
    "stop.later": "Después",
    "stop.earlierLabel": "Mover el pedido {number} antes",
    "stop.laterLabel": "Mover el pedido {number} después",
    "stop.onMyWay": "Voy en camino",
    "stop.delivered": "Entregado",
    "stop.refused": "Rechazado en la puerta",
    "stop.notHome": "No había nadie: no entregado",
    "stop.endHelp": "Rechazado o no entregado devuelve las botellas a la tienda.",
    "answer.chooseStop": "Esa parada no está en la ruta de hoy.",
    "answer.gone": "Alguien cambió esta parada hace un momento; la ruta se volvió a cargar.",
    "answer.unknown": "Eso no funcionó. Vuelva a cargar la página e inténtelo otra vez.",
  },
};

export function useDeliveriesT() {
  return usePageT(deliveriesMessages);
}
