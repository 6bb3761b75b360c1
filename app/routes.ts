import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The shop floor's pages, each at its English address and again under /es (issue #17): the same
 * modules, with ids of their own, so a page's language is read from its URL alone.
 */
const STOREFRONT_PAGES: [path: string, file: string][] = [
  ["catalog", "routes/catalog.tsx"],
  ["catalog/values", "routes/catalog-values.ts"],
  ["product/:item", "routes/product.tsx"],
  ["contact-us", "routes/contact-us.tsx"],
  ["checkout", "routes/checkout.tsx"],
  ["order/:token", "routes/order-status.tsx"],
  ["restock-alerts/:token", "routes/restock-alert-cancel.tsx"],
  ["notices/stop/:token", "routes/notice-stop.tsx"],
  ["privacy-policy", "routes/privacy-policy.tsx"],
  ["terms-and-conditions", "routes/terms-and-conditions.tsx"],
  ["return-policy", "routes/return-policy.tsx"],
];

const spanishPages = [
  route("es", "routes/home.tsx", { id: "es/home" }),
  ...STOREFRONT_PAGES.map(([path, file]) => route(`es/${path}`, file, { id: `es/${path}` })),
  route("es/*", "routes/not-found.tsx", { id: "es/not-found" }),
];

export default [
  index("routes/home.tsx"),
  ...STOREFRONT_PAGES.map(([path, file]) => route(path, file)),
  ...spanishPages,
  route("staff", "routes/staff-home.tsx"),
  route("staff/login", "routes/staff-login.tsx"),
  route("staff/logout", "routes/staff-logout.tsx"),
  route("staff/language", "routes/staff-language.ts"),
  route("staff/welcome/:token", "routes/staff-welcome.tsx"),
  layout("routes/staff-layout.tsx", [
    route("staff/orders", "routes/staff-orders.tsx"),
    route("staff/orders/:number", "routes/staff-order.tsx"),
    route("staff/products", "routes/staff-products.tsx"),
    route("staff/products/new", "routes/staff-product-new.tsx"),
    route("staff/products/:route", "routes/staff-product.tsx"),
    route("staff/messages", "routes/staff-messages.tsx"),
    route("staff/restock-alerts", "routes/staff-restock-alerts.tsx"),
    route("staff/spanish-descriptions", "routes/staff-spanish-descriptions.tsx"),
    route("staff/featured", "routes/staff-featured.tsx"),
    route("staff/deals", "routes/staff-deals.tsx"),
    route("staff/catalog-import", "routes/staff-catalog-import.tsx"),
    route("staff/photos", "routes/staff-photos.tsx"),
    route("staff/dashboard", "routes/staff-dashboard.tsx"),
    route("staff/accounts", "routes/staff-accounts.tsx"),
    route("staff/audit", "routes/staff-audit.tsx"),
    route("staff/deliveries", "routes/staff-deliveries.tsx"),
  ]),
  route("language", "routes/language.ts"),
  route("sms/inbound", "routes/sms-inbound.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
