import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("catalog", "routes/catalog.tsx"),
  route("product/:item", "routes/product.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("return-policy", "routes/return-policy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
