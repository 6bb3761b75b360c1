import { translator, usePageT, type PageTranslate } from "~/i18n/messages";

const en = {
  "dashboard.title": "The day’s numbers",
  "dashboard.intro":
    "Counted at {countedAt}, by the store’s days ({timeZone}). Revenue is what the orders came to (bottles, tax, delivery fee and tip); cancelled orders are left out of every figure.",
  "dashboard.today": "Today so far",
  "dashboard.againstLastWeek": "Against last {weekday} ({date}) until {time}.",
  "dashboard.orders": "Orders",
  "dashboard.revenue": "Revenue",
  "dashboard.discounts": "Deals given",
  "dashboard.changeAgainst": "{change} against {before}",
  "dashboard.noChange": "no change",
  "dashboard.lastDays": "Last {days} days",
  "dashboard.lastDaysTotal": "{count} orders, {revenue} in all; today’s bar is so far.",
  "dashboard.lastDaysTotal.one": "{count} order, {revenue} in all; today’s bar is so far.",
  "dashboard.everyDay": "Every day’s figures",
  "dashboard.day": "Day",
  "dashboard.bestSellers": "Best sellers, last {days} days",
  "dashboard.nothingSold": "Nothing sold in these days.",
  "dashboard.size": "Size",
  "dashboard.units": "Units",
  "dashboard.runningOut": "Running out within {days} days",
  "dashboard.runningOutExplained":
    "Counted stock against the rate of sale of the last {rateDays} days (units sold ÷ {rateDays} a day). Sizes whose stock is not counted are not here.",
  "dashboard.nothingRunsOut": "Nothing runs out within {days} days at this rate.",
  "dashboard.inStock": "In stock",
  "dashboard.soldInDays": "Sold, {days} days",
  "dashboard.daysLeft": "Days left",
  "dashboard.soldOut": "Sold out, and sold in the last {days} days",
  "dashboard.none": "None.",
  "dashboard.callWait": "From order to confirming call",
  "dashboard.noCallYet": "No order placed in the last {days} days has been confirmed yet.",
  "dashboard.callAverage":
    "on average, over the {count} orders placed in the last {days} days and confirmed since.",
  "dashboard.callAverage.one":
    "on average, over the {count} order placed in the last {days} days and confirmed since.",
  "dashboard.deliveries": "Deliveries",
  "dashboard.outNow": "Out now",
  "dashboard.nobodyOut": "Nobody is out with a delivery.",
  "dashboard.outWith": "{name}: orders {orders}",
  "dashboard.deliveryDays": "Deliveries ended, last 7 days",
  "dashboard.delivered": "Delivered",
  "dashboard.refused": "Refused at the door",
  "dashboard.notDelivered": "Not delivered",
  "dashboard.noDeliveryYet": "No delivery was handed over in the last {days} days.",
  "dashboard.deliveryAverage":
    "on average from the confirming call to the door, over the {count} deliveries of the last {days} days.",
  "dashboard.deliveryAverage.one":
    "on average from the confirming call to the door, over the {count} delivery of the last {days} days.",

  "chart.title": "Revenue per day, last {days} days",
  "chart.revenueAxis": "Revenue (USD)",
  "chart.dayAxis": "Store day",
  "chart.today": "Today",
  "chart.noRevenue": "No revenue on any of these days.",
  "chart.summary":
    "One bar per store day from {first} to today (so far): {total} from {count} orders in all, the most on {best} ({bestRevenue}).",
  "chart.summary.one":
    "One bar per store day from {first} to today (so far): {total} from {count} order in all, the most on {best} ({bestRevenue}).",

  "duration.seconds": "{seconds} s",
  "duration.minutes": "{minutes} min",
  "duration.hours": "{hours} h",
  "duration.hoursMinutes": "{hours} h {minutes} min",
  "duration.days": "{days} d",
  "duration.daysHours": "{days} d {hours} h",

  "day.short": "{month} {day}",
  "day.long": "{weekday}, {month} {day}",
  "day.sun": "Sun",
  "day.mon": "Mon",
  "day.tue": "Tue",
  "day.wed": "Wed",
  "day.thu": "Thu",
  "day.fri": "Fri",
  "day.sat": "Sat",
  "day.sunday": "Sunday",
  "day.monday": "Monday",
  "day.tuesday": "Tuesday",
  "day.wednesday": "Wednesday",
  "day.thursday": "Thursday",
  "day.friday": "Friday",
  "day.saturday": "Saturday",
  "month.jan": "Jan",
  "month.feb": "Feb",
  "month.mar": "Mar",
  "month.apr": "Apr",
  "month.may": "May",
  "month.jun": "Jun",
  "month.jul": "Jul",
  "month.aug": "Aug",
  "month.sep": "Sep",
  "month.oct": "Oct",
  "month.nov": "Nov",
  "month.dec": "Dec",
};

export type DashboardKey = keyof typeof en;

/** The owner's dashboard in the console's languages; day and month names written here, not by Intl, so server and browser agree. */
export const dashboardMessages = {
  en,
  es: {
    "dashboard.title": "Las cifras del día",
    "dashboard.intro":
      "Contado el {countedAt}, por los días de la tienda ({timeZone}). Los ingresos son el total de los pedidos (botellas, impuestos, envío y propina); los pedidos cancelados no cuentan en ninguna cifra.",
    "dashboard.today": "Hoy hasta ahora",
    "dashboard.againstLastWeek": "Frente al {weekday} pasado ({date}) hasta las {time}.",
    "dashboard.orders": "Pedidos",
    "dashboard.revenue": "Ingresos",
    "dashboard.discounts": "Descuentos dados",
    "dashboard.changeAgainst": "{change} frente a {before}",
    "dashboard.noChange": "sin cambio",
    "dashboard.lastDays": "Últimos {days} días",
    "dashboard.lastDaysTotal": "{count} pedidos, {revenue} en total; la barra de hoy es hasta ahora.",
    "dashboard.lastDaysTotal.one": "{count} pedido, {revenue} en total; la barra de hoy es hasta ahora.",
    "dashboard.everyDay": "Las cifras de cada día",
    "dashboard.day": "Día",
    "dashboard.bestSellers": "Más vendidos, últimos {days} días",
    "dashboard.nothingSold": "No se vendió nada en estos días.",
    "dashboard.size": "Tamaño",
    "dashboard.units": "Unidades",
    "dashboard.runningOut": "Se agotan en menos de {days} días",
    "dashboard.runningOutExplained":
      "Existencias contadas frente al ritmo de venta de los últimos {rateDays} días (unidades vendidas ÷ {rateDays} por día). Los tamaños sin existencias contadas no aparecen aquí.",
    "dashboard.nothingRunsOut": "Nada se agota en menos de {days} días a este ritmo.",
    "dashboard.inStock": "En existencia",
    "dashboard.soldInDays": "Vendidas, {days} días",
    "dashboard.daysLeft": "Días restantes",
    "dashboard.soldOut": "Agotados, y vendidos en los últimos {days} días",
    "dashboard.none": "Ninguno.",
    "dashboard.callWait": "Del pedido a la llamada de confirmación",
    "dashboard.noCallYet": "Todavía no se ha confirmado ningún pedido hecho en los últimos {days} días.",
    "dashboard.callAverage":
      "en promedio, sobre los {count} pedidos hechos en los últimos {days} días y confirmados desde entonces.",
    "dashboard.callAverage.one":
      "en promedio, sobre {count} pedido hecho en los últimos {days} días y confirmado desde entonces.",
    "dashboard.deliveries": "Entregas",
    "dashboard.outNow": "En camino ahora",
    "dashboard.nobodyOut": "Nadie ha salido con una entrega.",
    "dashboard.outWith": "{name}: pedidos {orders}",
    "dashboard.deliveryDays": "Entregas terminadas, últimos 7 días",
    "dashboard.delivered": "Entregadas",
    "dashboard.refused": "Rechazadas en la puerta",
    "dashboard.notDelivered": "No entregadas",
    "dashboard.noDeliveryYet": "No se entregó ningún pedido en los últimos {days} días.",
    "dashboard.deliveryAverage":
      "en promedio de la llamada de confirmación a la puerta, sobre las {count} entregas de los últimos {days} días.",
    "dashboard.deliveryAverage.one":
      "en promedio de la llamada de confirmación a la puerta, sobre {count} entrega de los últimos {days} días.",

    "chart.title": "Ingresos por día, últimos {days} días",
    "chart.revenueAxis": "Ingresos (USD)",
    "chart.dayAxis": "Día de la tienda",
    "chart.today": "Hoy",
    "chart.noRevenue": "No hubo ingresos en ninguno de estos días.",
    "chart.summary":
      "Una barra por día de la tienda desde el {first} hasta hoy (hasta ahora): {total} de {count} pedidos en total, el máximo el {best} ({bestRevenue}).",
    "chart.summary.one":
      "Una barra por día de la tienda desde el {first} hasta hoy (hasta ahora): {total} de {count} pedido en total, el máximo el {best} ({bestRevenue}).",

    "duration.seconds": "{seconds} s",
    "duration.minutes": "{minutes} min",
    "duration.hours": "{hours} h",
    "duration.hoursMinutes": "{hours} h {minutes} min",
    "duration.days": "{days} d",
    "duration.daysHours": "{days} d {hours} h",

    "day.short": "{day} {month}",
    "day.long": "{weekday}, {day} {month}",
    "day.sun": "dom",
    "day.mon": "lun",
    "day.tue": "mar",
    "day.wed": "mié",
    "day.thu": "jue",
    "day.fri": "vie",
    "day.sat": "sáb",
    "day.sunday": "domingo",
    "day.monday": "lunes",
    "day.tuesday": "martes",
    "day.wednesday": "miércoles",
    "day.thursday": "jueves",
    "day.friday": "viernes",
    "day.saturday": "sábado",
    "month.jan": "ene",
    "month.feb": "feb",
    "month.mar": "mar",
    "month.apr": "abr",
    "month.may": "may",
    "month.jun": "jun",
    "month.jul": "jul",
    "month.aug": "ago",
    "month.sep": "sep",
    "month.oct": "oct",
    "month.nov": "nov",
    "month.dec": "dic",
  },
} satisfies Record<"en" | "es", Record<DashboardKey, string>>;

/** A dashboard text in the page's language: what the figures' formatters are handed. */
export type DashboardT = (key: DashboardKey, values?: Record<string, string | number>) => string;

/** The dashboard's English, for formatters called without a page (tests, the bench). */
export const dashboardEnglish: DashboardT = translator(dashboardMessages.en, "en");

export function useDashboardT(): PageTranslate<DashboardKey> {
  return usePageT(dashboardMessages);
}
