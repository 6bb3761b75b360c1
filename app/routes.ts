import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("catalog", "routes/catalog.tsx"),
  route("product/:item", "routes/product.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order/:token", "routes/order-status.tsx"),
  route("staff", "routes/staff-home.tsx"),
  route("staff/login", "routes/staff-login.tsx"),
  route("staff/logout", "routes/staff-logout.tsx"),
  route("staff/orders", "routes/staff-orders.tsx"),
  route("staff/orders/:number", "routes/staff-order.tsx"),
  route("staff/products", "routes/staff-products.tsx"),
  route("staff/products/:route", "routes/staff-product.tsx"),
  route("staff/messages", "routes/staff-messages.tsx"),
  route("staff/catalog-import", "routes/staff-catalog-import.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("return-policy", "routes/return-policy.tsx"),
  route("language", "routes/language.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
