import { createContext, RouterContextProvider } from "react-router";
import type { StoreServices } from "../server/services";
import { storeOrigin } from "~/utils/public-origin.server";

/** What the Express server (server/app.ts) hands every loader, action and the render, per request. */
export interface StoreRequest {
  services: StoreServices;
  /** The shopper's or staff member's address, as Express sees it (TRUST_PROXY). */
  clientAddress: string;
}

/**
 * Where loaders and actions find it: `context.get(storeRequest)`. React Router's `future.v8_middleware`
 * makes `context` a RouterContextProvider instead of a plain object (react-router.config.ts).
 */
export const storeRequest = createContext<StoreRequest>();

/** The `context` for one request, as getLoadContext returns it (and tests that call a loader). */
export function storeContext(values: StoreRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storeRequest, values);
  return context;
}

/** The origin this store's links are written with (`storeOrigin`), for a loader or an action. */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return storeOrigin(context.get(storeRequest).services.env);
}

/**
 * Whether the shopper's browser reached the store over TLS: the request says https (behind a proxy
 * that told Express, TRUST_PROXY), or the store's public address is https. Cookies set then are Secure.
 */
export function servedOverHttps(request: Request, context: Readonly<RouterContextProvider>): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    context.get(storeRequest).services.env.PUBLIC_URL?.startsWith("https:") === true
  );
}
