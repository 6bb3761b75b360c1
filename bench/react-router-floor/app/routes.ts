import { route, type RouteConfig } from "@react-router/dev/routes";

export default [route("product/:slug", "routes/product.tsx")] satisfies RouteConfig;
