import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router v8's behaviour, adopted now (node_modules/react-router/docs/upgrading/future.md).
  future: {
    // Loaders and actions find the store's services with `context.get(storeRequest)`
    // (app/load-context.server.ts): `context` is a RouterContextProvider, not a plain object.
    v8_middleware: true,
    // Only clientLoader, clientAction, clientMiddleware and HydrateFallback are split into chunks
    // of their own; the store's routes have none, so its chunks stay as they were.
    v8_splitRouteModules: true,
    // The server bundle's entry (server/app.ts) is set under `environments.ssr` in vite.config.ts.
    v8_viteEnvironmentApi: true,
    // `request` is the request as it came (a data request's `.data` and `_routes` included);
    // loaders read the page's address from their `url` argument.
    v8_passThroughRequests: true,
    // The home page's data request is "/_.data" ("/_root.data" before) and "/a/" asks "/a/_.data":
    // server/page-cache.ts lists the former.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
