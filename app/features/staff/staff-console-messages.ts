import { usePageT } from "~/i18n/messages";

const en = {
  "console.nav": "Staff console",
  "console.sections": "Sections",
  "console.orders": "Orders",
  "console.deliveries": "Deliveries",
  "console.stock": "Stock and prices",
  "console.featured": "Home shelves",
  "console.deals": "Deals",
  "console.import": "Catalogue import",
  "console.photos": "Photos",
  "console.messages": "Messages",
  "console.restockAlerts": "Back in stock",
  "console.dashboard": "Numbers",
  "console.accounts": "Staff accounts",
  "console.audit": "Audit trail",
  "console.signedInAs": "Signed in as {name}",
  "console.signOut": "Sign out",
  "console.switchLanguage": "Español",
  "console.switchLanguageLabel": "Ver la consola en español",
  "console.ownerOnly.title": "This page is for the store’s owner",
  "console.ownerOnly.body":
    "Your account is a clerk’s: it handles orders and calls, stock and prices, messages and back-in-stock requests. Ask the owner if you need this page.",
  "console.ownerOnly.back": "Back to the orders",
  "console.driverOnly.title": "This page is not part of a driver’s work",
  "console.driverOnly.body":
    "Your account is a driver’s: it opens the day’s deliveries. Ask the owner if you need this page.",
  "console.driverOnly.back": "Back to the deliveries",
  "login.title": "Staff sign-in",
  "login.email": "E-mail",
  "login.password": "Password",
  "login.submit": "Sign in",
  "login.wrong": "That e-mail and password do not match an account.",
  "login.busy": "Many sign-ins at once. Try again in a few seconds.",
  "login.waiting":
    "Too many failed attempts. Try again in {count} minutes, or from a browser you have signed in from before. The owner can also lift the wait (npm run staff:unlock).",
  "login.waiting.one":
    "Too many failed attempts. Try again in {count} minute, or from a browser you have signed in from before. The owner can also lift the wait (npm run staff:unlock).",
};

type Key = keyof typeof en;

/** What every console page shares (its header, the owner-only page) and the sign-in, in the console's languages. */
export const staffConsoleMessages = {
  en,
  es: {
    "console.nav": "Consola del personal",
    "console.sections": "Secciones",
    "console.orders": "Pedidos",
    "console.deliveries": "Entregas",
    "console.stock": "Existencias y precios",
    "console.featured": "Estantes de la portada",
    "console.deals": "Ofertas",
    "console.import": "Importar catálogo",
    "console.photos": "Fotos",
    "console.messages": "Mensajes",
    "console.restockAlerts": "Avisos de reposición",
    "console.dashboard": "Números",
    "console.accounts": "Cuentas del personal",
    "console.audit": "Registro de cambios",
    "console.signedInAs": "Sesión de {name}",
    "console.signOut": "Cerrar sesión",
    "console.switchLanguage": "English",
    "console.switchLanguageLabel": "See the console in English",
    "console.ownerOnly.title": "Esta página es para el dueño de la tienda",
    "console.ownerOnly.body":
      "Su cuenta es de dependiente: atiende pedidos y llamadas, existencias y precios, mensajes y avisos de reposición. Pida esta página al dueño si la necesita.",
    "console.ownerOnly.back": "Volver a los pedidos",
    "console.driverOnly.title": "Esta página no es parte del trabajo de un repartidor",
    "console.driverOnly.body":
      "Su cuenta es de repartidor: abre las entregas del día. Pida esta página al dueño si la necesita.",
    "console.driverOnly.back": "Volver a las entregas",
    "login.title": "Acceso del personal",
    "login.email": "Correo electrónico",
    "login.password": "Contraseña",
    "login.submit": "Entrar",
    "login.wrong": "Ese correo y esa contraseña no corresponden a ninguna cuenta.",
    "login.busy": "Hay muchos accesos a la vez. Inténtelo de nuevo en unos segundos.",
    "login.waiting":
      "Demasiados intentos fallidos. Inténtelo de nuevo en {count} minutos, o desde un navegador con el que ya haya entrado. El dueño también puede levantar la espera (npm run staff:unlock).",
    "login.waiting.one":
      "Demasiados intentos fallidos. Inténtelo de nuevo en {count} minuto, o desde un navegador con el que ya haya entrado. El dueño también puede levantar la espera (npm run staff:unlock).",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export type StaffConsoleKey = Key;

export function useStaffConsoleT() {
  return usePageT(staffConsoleMessages);
}
